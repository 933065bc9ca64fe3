/**
 * Caps on live-update streams (docs/decisions/0011 "Caps"): one user, and one client IP, hold at
 * most so many open `GET /events` streams on a replica; one more is 429 `rate_limited` with
 * `Retry-After`, a stream that closes gives its place back, and /metrics shows the open streams
 * and the refusals by reason.
 */
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { createStreamCounter } from '../src/events/caps.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';
import { eventStreams, type EventStreams, type OpenStream } from './helpers/event-stream.ts';

const PER_USER = 2;
const PER_IP = 4;

let t: TestApp;
let origin: string;
let streams: EventStreams;
/** The server's side of each `GET /events` request, in the order they arrived. */
const served: ServerResponse[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { eventStreamsPerUser: PER_USER, eventStreamsPerIp: PER_IP } });
  t.app.server.on('request', (request, response: ServerResponse) => {
    if (request.url === '/events') served.push(response);
  });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  streams = eventStreams(origin);
});
afterAll(async () => {
  streams?.closeAll();
  await t?.close();
});

/** Opens a stream of `user` and waits for its `ready`. */
async function stream(user: TestUser): Promise<OpenStream> {
  const opened = await streams.open(user.token);
  expect(opened.status).toBe(200);
  return opened;
}

/** Asks for one more stream of `user` (through the contract check); expects it refused. */
async function refused(user: TestUser) {
  const answer = await t.request({ method: 'GET', url: '/events', token: user.token });
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 'rate_limited' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

/** The value of the /metrics sample `sample` (name with labels), or undefined when absent. */
async function metric(sample: string): Promise<number | undefined> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('GET /events caps', () => {
  it('refuses a user one stream over the cap, leaves another user alone, and lets a closed stream be replaced', async () => {
    const [alice, bob] = await Promise.all([t.signUpUser('Customer'), t.signUpUser('Customer')]);
    const first = served.length;
    const aliceStreams = [await stream(alice), await stream(alice)];
    await refused(alice);
    const bobStream = await stream(bob);

    expect(await metric('shootbook_event_streams')).toBe(3);
    expect(await metric('shootbook_event_stream_refusals_total{reason="user"}')).toBe(1);
    expect(await metric('shootbook_event_stream_refusals_total{reason="ip"}')).toBe(0);

    // Alice's first stream goes away on her side; once the server has seen it close, its place is free.
    const closed = once(served[first]!, 'close');
    aliceStreams[0]!.close();
    await closed;
    expect(await metric('shootbook_event_streams')).toBe(2);
    await stream(alice);
    await refused(alice);
    expect(await metric('shootbook_event_stream_refusals_total{reason="user"}')).toBe(2);

    for (const opened of [aliceStreams[1]!, bobStream]) opened.close();
  });

  it('frees the place of a client that left before its stream opened', async () => {
    const carol = await t.signUpUser('Customer');
    const first = served.length;
    // Carol's request waits before its handler until a second request arrives.
    const held = t.barrier(2);
    const abort = new AbortController();
    const asked = fetch(`${origin}/events`, {
      headers: { authorization: `Bearer ${carol.token}` },
      signal: abort.signal,
    }).catch(() => undefined);
    await expect.poll(() => served.length).toBe(first + 1);
    const closed = once(served[first]!, 'close');
    abort.abort();
    await closed;
    await asked;
    await t.request({ method: 'GET', url: '/notification', token: carol.token });
    expect(await held).toBe(true);
    const streams = [await stream(carol), await stream(carol)];
    await refused(carol);
    for (const opened of streams) opened.close();
  });

  it('refuses a client IP one stream over its cap, whoever asks', async () => {
    // Every stream of this test comes from 127.0.0.1; close what the first test left open.
    const closing = served.filter((response) => !response.closed).map((r) => once(r, 'close'));
    streams.closeAll();
    await Promise.all(closing);
    expect(await metric('shootbook_event_streams')).toBe(0);

    const users = await Promise.all([1, 2, 3].map(() => t.signUpUser('Customer')));
    await stream(users[0]!);
    await stream(users[0]!);
    await stream(users[1]!);
    await stream(users[1]!);
    // users[2] holds no stream, yet the IP is at its cap.
    await refused(users[2]!);
    expect(await metric('shootbook_event_streams')).toBe(PER_IP);
    expect(await metric('shootbook_event_stream_refusals_total{reason="ip"}')).toBe(1);
  });
});

describe('GET /events caps behind a trusted proxy', () => {
  it('counts the client IP the proxy names, as the rate limiter does', async () => {
    const proxied = await createTestApp({
      config: { eventStreamsPerUser: 10, eventStreamsPerIp: 1, trustProxy: true },
    });
    const proxiedOrigin = await proxied.app.listen({ host: '127.0.0.1', port: 0 });
    const abort = new AbortController();
    try {
      const [one, two] = await Promise.all([
        proxied.signUpUser('Customer'),
        proxied.signUpUser('Customer'),
      ]);
      const from = (user: TestUser, ip: string) =>
        fetch(`${proxiedOrigin}/events`, {
          headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': ip },
          signal: abort.signal,
        });
      expect((await from(one, '203.0.113.7')).status).toBe(200);
      expect((await from(two, '203.0.113.8')).status).toBe(200);
      const refusedAnswer = await from(two, '203.0.113.7');
      expect(refusedAnswer.status).toBe(429);
      expect(await refusedAnswer.json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      abort.abort();
      await proxied.close();
    }
  });
});

describe('EVENT_STREAMS_PER_USER and EVENT_STREAMS_PER_IP', () => {
  it('default to 10 and 50, and refuse a cap under 1', () => {
    expect(loadConfig({})).toMatchObject({ eventStreamsPerUser: 10, eventStreamsPerIp: 50 });
    expect(() => loadConfig({ EVENT_STREAMS_PER_USER: '0' })).toThrow(/EVENT_STREAMS_PER_USER/);
    expect(() => loadConfig({ EVENT_STREAMS_PER_IP: '-1' })).toThrow(/EVENT_STREAMS_PER_IP/);
  });
});

describe('createStreamCounter', () => {
  it('gives a place back once, however often its release is called', () => {
    const counter = createStreamCounter({ perUser: 1, perIp: 5 });
    const release = counter.acquire('u', '10.0.0.1');
    expect(typeof release).toBe('function');
    expect(counter.acquire('u', '10.0.0.1')).toBe('user');
    (release as () => void)();
    (release as () => void)();
    expect(counter.open).toBe(0);
    const again = counter.acquire('u', '10.0.0.1');
    expect(typeof again).toBe('function');
    // The second release of the first place did not free the second one.
    expect(counter.acquire('u', '10.0.0.1')).toBe('user');
    expect(counter.open).toBe(1);
  });

  it('counts client IPs apart, and a refusal takes no place', () => {
    const counter = createStreamCounter({ perUser: 10, perIp: 1 });
    expect(typeof counter.acquire('a', '10.0.0.1')).toBe('function');
    expect(counter.acquire('b', '10.0.0.1')).toBe('ip');
    expect(typeof counter.acquire('b', '10.0.0.2')).toBe('function');
    expect(counter.open).toBe(2);
  });
});
