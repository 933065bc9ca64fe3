import { fetchEventSource } from '@microsoft/fetch-event-source';
import { retryAfterMs } from '@shootbook/api-client/errors';
import { liveReconnectDelayMs } from '@shootbook/machines';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentIdToken } from '../../app/api';
import { config } from '../../app/config';
import { appointmentKeys } from '../appointments/queries';
import { deliveryKeys } from '../delivery/keys';
import { notificationKeys } from '../notifications/queries';
import { paymentKeys } from '../payments/queries';
import { schedulingKeys } from '../scheduling/queries';
import { threadKeys } from '../threads/queries';

/**
 * What a change of appointment `appointmentId` can alter on screen: the appointment lists and
 * counts, that booking's detail and own row (not other bookings'), payments and the ledger, the
 * schedule's busy times and the sub-packages' free slots (its hold takes or frees a time), the
 * deliveries (a delivery's change is announced on its appointment), the notification centre and
 * the conversations (a booking's event is a line in its thread) — not profiles. Without an id (a `resync`, or a reconnection after changes
 * may have been missed): every appointment read.
 */
export function liveQueryKeys(appointmentId?: string): QueryKey[] {
  const appointmentReads: QueryKey[] = appointmentId
    ? [
        appointmentKeys.details(),
        appointmentKeys.counts(),
        appointmentKeys.detail(appointmentId),
        appointmentKeys.one(appointmentId),
      ]
    : [appointmentKeys.all];
  return [
    ...appointmentReads,
    deliveryKeys.all,
    paymentKeys.all,
    schedulingKeys.busyTimesAll,
    schedulingKeys.slotsAll,
    notificationKeys.all,
    threadKeys.all,
  ];
}

/**
 * Marks the {@link liveQueryKeys} queries stale; the ones on screen refetch at once. With
 * `readBefore` (epoch ms), only those whose answer is older than that — or that have none yet,
 * still loading — are touched: what was read before the stream listened.
 */
export function invalidateLiveQueries(
  queryClient: QueryClient,
  appointmentId?: string,
  readBefore?: number,
): Promise<unknown> {
  return Promise.all(
    liveQueryKeys(appointmentId).map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        ...(readBefore === undefined
          ? {}
          : { predicate: (query) => query.state.dataUpdatedAt < readBefore }),
      }),
    ),
  );
}

/** The `appointmentId` of a `change` event's JSON data, if it has one. */
function changedAppointment(data: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'appointmentId' in parsed &&
      typeof parsed.appointmentId === 'string'
      ? parsed.appointmentId
      : undefined;
  } catch {
    return undefined;
  }
}

/** Thrown to make fetch-event-source reconnect (it otherwise stops when the server ends a stream). */
class StreamEnded extends Error {}

/** `GET /events` refused the stream; `retryAfterMs` is the wait its `Retry-After` asked for. */
class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`GET /events answered ${status}`);
  }
}

/**
 * Opens the live stream (`GET /events`) for {@link useLiveUpdates} and keeps it open until
 * `signal` aborts: a fresh ID token on every (re)connection, {@link liveQueryKeys} refetched on
 * each `change` or `resync`, after every reconnection, and — those read before the server
 * listened — on the first connection; `liveReconnectDelayMs` back-off, and never sooner than a
 * refusal's `Retry-After`.
 */
export function openLiveStream(queryClient: QueryClient, signal: AbortSignal): void {
  let attempt = 0;
  let connections = 0;
  void fetchEventSource(`${config.apiBaseUrl}/events`, {
    signal,
    // A fresh ID token each time: Firebase hands out a refreshed one when it is about to expire.
    fetch: async (input, init) => {
      const token = await currentIdToken();
      return fetch(input, {
        ...init,
        // Background work: a stream open for the whole visit must not compete with the page's own
        // code, reads and photos for the connection (fetch() asks at high priority by default), and
        // is not a request the page's load waits for (Lighthouse counts an open high-priority
        // request as the page still loading: docs/decisions/0015).
        priority: 'low',
        headers: {
          ...(init?.headers as Record<string, string>),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    },
    async onopen(response) {
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        throw new StreamRefused(response.status, retryAfterMs(response.headers.get('retry-after')));
      }
    },
    onmessage(message) {
      if (message.event === 'ready') {
        attempt = 0;
        connections += 1;
        // `ready` comes once the server listens for this user. On a reconnection changes may
        // have been missed meanwhile: every live read. On the first connection, the reads the
        // page made before it (they answer before the stream even opens, decision 0020) may
        // have missed a change in between — an acceptance while the list loaded: those reads.
        void invalidateLiveQueries(
          queryClient,
          undefined,
          connections > 1 ? undefined : Date.now(),
        );
      } else if (message.event === 'change') {
        void invalidateLiveQueries(queryClient, changedAppointment(message.data));
      } else if (message.event === 'thread') {
        // A new message or read mark in one of the user's threads (docs/decisions/0028).
        void queryClient.invalidateQueries({ queryKey: threadKeys.all });
      } else if (message.event === 'resync') {
        void invalidateLiveQueries(queryClient);
      }
    },
    onclose() {
      throw new StreamEnded();
    },
    onerror(error: unknown) {
      const backOff = liveReconnectDelayMs(attempt, 0.5 + Math.random() / 2);
      attempt += 1;
      // Too many streams open (429, docs/product.md §8): not before the server's Retry-After.
      const asked = error instanceof StreamRefused ? (error.retryAfterMs ?? 0) : 0;
      return Math.max(backOff, asked);
    },
  });
}
