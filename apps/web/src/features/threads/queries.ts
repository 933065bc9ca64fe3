import { unwrap, type Schemas } from '@shootbook/api-client';
import { THREAD_PAGE_DEFAULT } from '@shootbook/machines';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../app/api';
import type { OutgoingBody } from './drafts';

export type Thread = Schemas['Thread'];
export type Message = Schemas['Message'];

/**
 * Query keys of the conversations (docs/decisions/0028). Everything sits under `all`, which live
 * updates refetch on a `thread` event (a new message or read mark) and on a booking's `change`
 * (its system line).
 */
export const threadKeys = {
  all: ['threads'] as const,
  list: () => [...threadKeys.all, 'list'] as const,
  unread: () => [...threadKeys.all, 'unread'] as const,
  thread: (id: string) => [...threadKeys.all, 'thread', id] as const,
  ofAppointment: (appointmentId: string) =>
    [...threadKeys.all, 'appointment', appointmentId] as const,
  messages: (id: string) => [...threadKeys.all, 'messages', id] as const,
};

/** `GET /thread` → the user's threads, latest activity first. */
export function threadListQuery() {
  return queryOptions({
    queryKey: threadKeys.list(),
    queryFn: () => unwrap(api.GET('/thread', { params: { query: { limit: 50 } } })),
  });
}

/** `GET /thread/unread` → messages waiting unread over all the user's threads (the navigation's badge). */
export function unreadMessagesQuery() {
  return queryOptions({
    queryKey: threadKeys.unread(),
    queryFn: async () => (await unwrap(api.GET('/thread/unread'))).unread,
  });
}

/** `GET /thread/{id}`. */
export function threadQuery(id: string) {
  return queryOptions({
    queryKey: threadKeys.thread(id),
    queryFn: () => unwrap(api.GET('/thread/{id}', { params: { path: { id } } })),
  });
}

/** `GET /thread/appointment/{id}` → the booking's thread. */
export function appointmentThreadQuery(appointmentId: string) {
  return queryOptions({
    queryKey: threadKeys.ofAppointment(appointmentId),
    queryFn: () =>
      unwrap(api.GET('/thread/appointment/{id}', { params: { path: { id: appointmentId } } })),
  });
}

/**
 * `GET /thread/{id}/message`, paged backwards: the first page is the newest messages, each next
 * page the ones before it (`before` = the previous page's `nextBefore`).
 */
export function threadMessagesQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: threadKeys.messages(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/thread/{id}/message', {
          params: {
            path: { id },
            query: {
              limit: THREAD_PAGE_DEFAULT,
              ...(pageParam === undefined ? {} : { before: pageParam }),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** A request that never reached the API (no connection): `fetch` rejects with a `TypeError`. */
const unreached = (error: unknown) => error instanceof TypeError;

/**
 * `POST /thread/{id}/message` (a text or a place) with the client's id, so a retry never writes
 * twice; refetches the thread's reads. Sent while offline, it waits (TanStack Query's `online`
 * network mode) and goes when the connection is back; a send that could not reach the API is
 * tried again up to 3 times (paused while offline); an answer of the API (4xx/5xx) is final and
 * left to the composer's "Retry sending".
 */
export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'online',
    retry: (failures, error) => failures < 3 && unreached(error),
    mutationFn: (message: OutgoingBody) =>
      unwrap(
        api.POST('/thread/{id}/message', { params: { path: { id: threadId } }, body: message }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  });
}

/** `POST /thread/{id}/read` up to `upTo` (a message's `seq`); refreshes the unread counts. */
export function useMarkThreadRead(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      unwrap(api.POST('/thread/{id}/read', { params: { path: { id: threadId } }, body: { upTo } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: threadKeys.list() }),
      ]),
  });
}

/** `POST /thread/enquiry` → the user's enquiry with a photographer (opened when there is none). */
export function useOpenEnquiry() {
  return useMutation({
    mutationFn: (body: { photographerId: string; packageId?: string }) =>
      unwrap(api.POST('/thread/enquiry', { body })),
  });
}
