import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentKeys } from '../appointments/queries';
import { notificationKeys } from '../notifications/queries';
import { paymentKeys } from '../payments/queries';
import { schedulingKeys } from '../scheduling/queries';
import { invalidateLiveQueries, openLiveStream } from './liveStream';

vi.mock('../../app/api', () => ({ currentIdToken: () => Promise.resolve('id-token') }));

/** A client holding one cached answer under each of `keys`. */
function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('invalidateLiveQueries', () => {
  const mine = appointmentKeys.detail('a1');
  const other = appointmentKeys.detail('a2');
  const keys = [
    appointmentKeys.detailList({ status: 'Pending' }),
    appointmentKeys.count('Pending'),
    mine,
    appointmentKeys.one('a1'),
    other,
    appointmentKeys.one('a2'),
    paymentKeys.all,
    notificationKeys.all,
    schedulingKeys.slots('sub-1', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', null),
    schedulingKeys.busyTimes('ph-1', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
    schedulingKeys.profile('ph-1'),
  ];

  it('on a change of one booking, refetches the lists, counts, payments, notifications, free slots, busy times and that booking — not other bookings nor profiles', async () => {
    const client = clientWith(keys);
    await invalidateLiveQueries(client, 'a1');
    expect(keys.filter((key) => stale(client, key))).toEqual([
      appointmentKeys.detailList({ status: 'Pending' }),
      appointmentKeys.count('Pending'),
      mine,
      appointmentKeys.one('a1'),
      paymentKeys.all,
      notificationKeys.all,
      schedulingKeys.slots('sub-1', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', null),
      schedulingKeys.busyTimes('ph-1', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
    ]);
  });

  it('on a resync (changes may have been missed), refetches every appointment read', async () => {
    const client = clientWith(keys);
    await invalidateLiveQueries(client);
    expect(keys.filter((key) => !stale(client, key))).toEqual([schedulingKeys.profile('ph-1')]);
  });

  it('on the first connection, refetches only what was read before the server listened — not what was read after, nor what is not live', async () => {
    const client = new QueryClient();
    const list = appointmentKeys.detailList({ status: 'Pending' });
    const profile = schedulingKeys.profile('ph-1');
    client.setQueryData(list, { cached: true }, { updatedAt: 1_000 });
    client.setQueryData(notificationKeys.all, { cached: true }, { updatedAt: 1_000 });
    client.setQueryData(profile, { cached: true }, { updatedAt: 1_000 });
    // Read after the stream was ready.
    client.setQueryData(appointmentKeys.count('Pending'), { cached: true }, { updatedAt: 3_000 });
    await invalidateLiveQueries(client, undefined, 2_000);
    expect(stale(client, list)).toBe(true);
    expect(stale(client, notificationKeys.all)).toBe(true);
    expect(stale(client, appointmentKeys.count('Pending'))).toBe(false);
    expect(stale(client, profile)).toBe(false);
  });
});

describe('openLiveStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for GET /events with the ID token, at low priority: background work the page load neither competes with nor waits for', async () => {
    // fetch-event-source watches the page's visibility and schedules retries on `window`.
    const page = Object.assign(new EventTarget(), { hidden: false });
    vi.stubGlobal('document', page);
    vi.stubGlobal('window', globalThis);
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, init });
        return new Promise<Response>(() => undefined); // the stream stays open
      }),
    );
    const stop = new AbortController();
    openLiveStream(new QueryClient(), stop.signal);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    stop.abort();

    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toMatch(/\/events$/);
    expect(request?.init.priority).toBe('low');
    expect(request?.init.headers).toMatchObject({ authorization: 'Bearer id-token' });
  });

  it('after a 429 with Retry-After, waits that long before it asks again', async () => {
    vi.useFakeTimers();
    const page = Object.assign(new EventTarget(), { hidden: false });
    vi.stubGlobal('document', page);
    vi.stubGlobal('window', globalThis);
    const asked: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        asked.push(Date.now());
        return Promise.resolve(
          asked.length === 1
            ? new Response('{"code":"rate_limited","message":"Too many streams"}', {
                status: 429,
                headers: { 'content-type': 'application/json', 'retry-after': '90' },
              })
            : new Promise<Response>(() => undefined),
        );
      }),
    );
    const stop = new AbortController();
    try {
      openLiveStream(new QueryClient(), stop.signal);
      await vi.advanceTimersByTimeAsync(89_999);
      expect(asked).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toHaveLength(2);
      expect((asked[1] ?? 0) - (asked[0] ?? 0)).toBe(90_000);
    } finally {
      stop.abort();
      vi.useRealTimers();
    }
  });
});
