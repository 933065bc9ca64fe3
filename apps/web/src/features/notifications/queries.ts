import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type Notification = Schemas['Notification'];

/** Query keys of the notification centre. */
export const notificationKeys = { all: ['notifications'] as const };

/**
 * How often the centre asks for news while the app is open, milliseconds: the fallback until
 * live updates arrive; TanStack Query also refetches when the window regains focus.
 */
export const NOTIFICATION_POLL_MS = 30_000;

/** `GET /notification?limit=20` → the newest notifications and the unread count. */
export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: () => unwrap(api.GET('/notification', { params: { query: { limit: 20 } } })),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** `POST /notification/read` — `ids`, or every notification when undefined; refreshes the centre. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      unwrap(api.POST('/notification/read', { body: ids ? { ids } : {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
