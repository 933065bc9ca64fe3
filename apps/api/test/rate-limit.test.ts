/**
 * Rate limits that hold across replicas (src/http/rate-limit.ts): a signed-in caller is counted by
 * uid wherever the request lands, an anonymous one by client IP — the socket address, or
 * `X-Forwarded-For` only when TRUST_PROXY says the proxy in front is trusted. With REDIS_URL two API
 * instances share one bucket per caller; that part runs where a Redis server is (CI: 127.0.0.1:6379).
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';

const MAX = 4;

async function spend(
  t: TestApp,
  count: number,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await t.request({ method: 'GET', url: '/package', ...options })).status);
  }
  return statuses;
}

describe('one API instance (in-memory counters)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: MAX } });
    // Emulator accounts only: signing up spends no request of the API.
    alice = await t.signUpUser('none');
    bob = await t.signUpUser('none');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each signed-in user in their own bucket, even from the same address', async () => {
    expect(await spend(t, MAX, { token: alice.token })).toEqual(Array(MAX).fill(200));
    expect(await spend(t, 1, { token: alice.token })).toEqual([429]);
    // Bob shares Alice's address (and any proxy in front of both) but not her bucket.
    expect(await spend(t, MAX, { token: bob.token })).toEqual(Array(MAX).fill(200));
  });

  it('counts requests without a valid token by address; X-Forwarded-For is not believed without TRUST_PROXY', async () => {
    const statuses = await spend(t, MAX + 1, {
      headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200)}` },
    });
    expect(statuses.slice(0, MAX)).toEqual(Array(MAX).fill(401));
    expect(statuses[MAX]).toBe(429);
    // A different forged client address does not buy a fresh bucket.
    expect(await spend(t, 1, { headers: { 'x-forwarded-for': '198.51.100.7' } })).toEqual([429]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: MAX, trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts anonymous clients by the address the proxy reports', async () => {
    const first = await spend(t, MAX + 1, { headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(first[MAX]).toBe(429);
    expect(await spend(t, 1, { headers: { 'x-forwarded-for': '203.0.113.11' } })).toEqual([401]);
  });
});

describe.runIf(process.env.REDIS_URL)('two API instances sharing Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  let carol: TestUser;

  beforeAll(async () => {
    const nameSpace = `shootbook-test-${randomUUID()}:`;
    const config = { rateLimitMax: MAX, redisUrl: process.env.REDIS_URL };
    a = await createTestApp({ config, rateLimitNameSpace: nameSpace });
    b = await createTestApp({ config, rateLimitNameSpace: nameSpace });
    carol = await a.signUpUser('none');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("a user's limit is one bucket whichever instance answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await instance.request({ method: 'GET', url: '/user/profile', token: carol.token }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429]);
  });
});
