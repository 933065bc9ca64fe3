/**
 * Two API replicas behind Debian's nginx, on the PostgreSQL server and Redis (docs/decisions/0006):
 * what a user and the business notice when ShootBook runs on more than one process. Runs in
 * `.ci/run` (which has PostgreSQL, Redis and nginx), not in a newcomer's `npm test`:
 *
 *   firebase emulators:exec --only auth --project demo-shootbook \
 *     "npx vitest run --config apps/api/test/replicas/vitest.config.ts"
 *
 * with DATABASE_URL and REDIS_URL set. Each test prints its figures.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openEventStream } from '../helpers/event-stream.ts';
import { authHeader, createEmulatorAccount } from '../helpers/identity.ts';
import { clusterCalls, type Answer } from './calls.ts';
import { startCluster, type Cluster } from './cluster.ts';

/** Requests a minute per signed-in user, on every replica together (`RATE_LIMIT_MAX`). */
const RATE_LIMIT_MAX = 30;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    SHUTDOWN_DRAIN_MS: '500',
    SHUTDOWN_GRACE_MS: '10000',
    SHOOTBOOK_TEST_CLOCK: '1',
  });
}, 120_000);

afterAll(async () => {
  await cluster?.close();
}, 60_000);

const { call, signUp, photographerWithOffer } = clusterCalls(() => cluster);

const tally = (answers: Answer[], key: (a: Answer) => string | number) =>
  answers.reduce<Record<string, number>>(
    (counts, a) => ({ ...counts, [key(a)]: (counts[key(a)] ?? 0) + 1 }),
    {},
  );

describe('two API replicas behind nginx', () => {
  it('share one user’s rate limit: the limit holds across both replicas, not per replica', async () => {
    const customer = await signUp('Customer', 'Rate Limited'); // two requests so far
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 10; i += 1)
      answers.push(await call('GET', '/user/profile', customer.token));
    const served = answers.filter((a) => a.status === 200);
    console.log(
      `rate limit: ${answers.length} requests, by status ${JSON.stringify(tally(answers, (a) => a.status))}, 200s by replica ${JSON.stringify(tally(served, (a) => a.upstream))}`,
    );
    expect(new Set(served.map((a) => a.upstream)).size, 'both replicas served the user').toBe(2);
    expect(served).toHaveLength(RATE_LIMIT_MAX - 2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12);
    expect((answers.at(-1)!.body as { code?: string }).code).toBe('rate_limited');
  }, 60_000);

  it('answer the web app under its own origin: /api/… reaches a replica, every other path the web', async () => {
    const account = await createEmulatorAccount();
    const viaWeb = await fetch(`${cluster.webBase}/api/user/profile`, {
      headers: authHeader(account.idToken),
    });
    expect(viaWeb.status).toBe(200);
    expect(viaWeb.headers.get('x-upstream')).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await viaWeb.json()).toMatchObject({ role: 'Guest' });
    // The same path without the prefix is the web app's route (here its stand-in's 204).
    const page = await fetch(`${cluster.webBase}/user/profile`);
    expect(page.status).toBe(204);
    expect(page.headers.get('x-upstream')).toBeNull();
  });

  it('tell a user streaming from one replica of a booking made through the other, within 2 s', async () => {
    const { photographer, subpackageId } = await photographerWithOffer('Streaming Photographer');
    const customer = await signUp('Customer', 'Streaming Customer');
    const [a, b] = cluster.replicas;
    const onA = await openEventStream(a.base, photographer.token);
    const throughBalancer = await openEventStream(cluster.base, photographer.token);
    // The web app's stream: under its own origin's /api prefix (decision 0022), unbuffered too.
    const throughWeb = await openEventStream(`${cluster.webBase}/api`, photographer.token);
    try {
      expect(onA.status).toBe(200);
      expect(throughBalancer.status).toBe(200);
      expect(throughWeb.status).toBe(200);
      await onA.next((event) => event.event === 'ready');
      await throughBalancer.next((event) => event.event === 'ready');
      await throughWeb.next((event) => event.event === 'ready');
      const slots = await fetch(`${b.base}/subpackage/${subpackageId}/slots`, {
        headers: authHeader(customer.token),
      }).then((r) => r.json() as Promise<{ slots: { start: string }[] }>);
      const sentAt = Date.now();
      const booked = await fetch(`${b.base}/appointment/${subpackageId}`, {
        method: 'POST',
        headers: { ...authHeader(customer.token), 'content-type': 'application/json' },
        body: JSON.stringify({ start: slots.slots[0]!.start }),
      });
      expect(booked.status).toBe(201);
      const { id } = (await booked.json()) as { id: string };
      const isThis = (event: { event?: string | undefined; data: string }) =>
        event.event === 'change' &&
        (JSON.parse(event.data) as { appointmentId: string }).appointmentId === id;
      await onA.next(isThis, 2_000);
      const heardOnA = Date.now() - sentAt;
      await throughBalancer.next(isThis, 2_000);
      await throughWeb.next(isThis, 2_000);
      console.log(
        `live events across replicas: booked on ${b.name}, heard on ${a.name} after ${heardOnA} ms (including the booking's own answer), and through nginx (both origins) after ${Date.now() - sentAt} ms`,
      );
    } finally {
      onA.close();
      throughBalancer.close();
      throughWeb.close();
    }
  }, 60_000);

  it('deliver a thread message posted on one replica live to the other party streaming from the other, within 2 s', async () => {
    const photographer = await signUp('Photographer', 'Answering Photographer');
    const customer = await signUp('Customer', 'Asking Customer');
    const [a, b] = cluster.replicas;
    const send = (base: string, method: string, url: string, token: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...authHeader(token),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    const opened = await send(a.base, 'POST', '/thread/enquiry', customer.token, {
      photographerId: photographer.uid,
    });
    expect(opened.status).toBeLessThan(300);
    const { id: threadId } = (await opened.json()) as { id: string };
    const customerOnA = await openEventStream(a.base, customer.token);
    try {
      expect(customerOnA.status).toBe(200);
      await customerOnA.next((event) => event.event === 'ready');
      const sentAt = Date.now();
      const posted = await send(b.base, 'POST', `/thread/${threadId}/message`, photographer.token, {
        clientId: 'replicas-answer-1',
        text: 'Yes, I shoot in Hua Hin.',
      });
      expect(posted.status).toBe(201);
      await customerOnA.next(
        (event) =>
          event.event === 'thread' &&
          (JSON.parse(event.data) as { threadId: string }).threadId === threadId,
        2_000,
      );
      const heardAfter = Date.now() - sentAt;
      // What the event told the web to refetch is there on the customer's replica.
      const page = await send(a.base, 'GET', `/thread/${threadId}/message`, customer.token);
      expect(page.status).toBe(200);
      const { messages } = (await page.json()) as {
        messages: { text: string | null; authorId: string | null }[];
      };
      expect(messages.at(-1)).toMatchObject({
        text: 'Yes, I shoot in Hua Hin.',
        authorId: photographer.uid,
      });
      console.log(
        `thread message across replicas: posted on ${b.name}, heard by the customer on ${a.name} after ${heardAfter} ms (including the post's own answer)`,
      );
    } finally {
      customerOnA.close();
    }
  }, 60_000);

  it('expire an unpaid booking once, and notify each party once, though both replicas sweep for it', async () => {
    const { photographer, subpackageId } = await photographerWithOffer('Sweeping Photographer');
    const customer = await signUp('Customer', 'Late Payer');
    const slots = await call('GET', `/subpackage/${subpackageId}/slots`, customer.token);
    const start = (slots.body as { slots: { start: string }[] }).slots[0]!.start;
    const booked = await call('POST', `/appointment/${subpackageId}`, customer.token, { start });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body as { id: string }).id;
    const accepted = await call('PATCH', `/appointment/status/${id}`, photographer.token, {
      status: 'Accepted',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // Both replicas' clocks pass the pay-by deadline (and the start); each sweeps every minute.
    for (const replica of cluster.replicas) {
      const moved = await fetch(`${replica.base}/__test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMinutes: 3 * 24 * 60 }),
      });
      expect(moved.status).toBe(200);
    }
    const sweptAt = Date.now();
    let status = '';
    while (Date.now() - sweptAt < 75_000) {
      status = (
        (await call('GET', `/appointment/${id}`, customer.token)).body as { status: string }
      ).status;
      if (status === 'Canceled') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(status).toBe('Canceled');
    // Let both replicas sweep at least once more after the expiry: neither may expire it again.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 62_000 - (Date.now() - sweptAt))),
    );

    const expiredBy = cluster.replicas.filter((replica) =>
      replica.process
        .stdout()
        .split('\n')
        .some((line) => line.includes('expired overdue appointments') && line.includes(id)),
    );
    const kinds = async (token: string) =>
      (
        (await call('GET', '/notification?limit=100', token)).body as {
          notifications: { kind: string; appointmentId: string }[];
        }
      ).notifications
        .filter((n) => n.appointmentId === id)
        .map((n) => n.kind)
        .sort();
    const customerKinds = await kinds(customer.token);
    const photographerKinds = await kinds(photographer.token);
    console.log(
      `unpaid expiry with two replicas sweeping: expired by ${expiredBy.map((r) => r.name).join(', ') || 'none'}; customer heard ${JSON.stringify(customerKinds)}, photographer heard ${JSON.stringify(photographerKinds)}`,
    );
    expect(expiredBy).toHaveLength(1);
    expect(customerKinds).toEqual(['accepted', 'expired', 'request_sent']);
    expect(photographerKinds).toEqual(['expired', 'requested']);
  }, 120_000);

  it('lose no accepted request and no booking while one replica stops under load', async () => {
    const { photographer, subpackageId } = await photographerWithOffer('Busy Photographer');

    const CUSTOMERS = 12;
    const PER_CUSTOMER = 10; // bookings each; with the reads, under the rate limit
    const slots = await call(
      'GET',
      `/subpackage/${subpackageId}/slots?to=${encodeURIComponent(new Date(Date.now() + 40 * 86_400_000).toISOString())}`,
      photographer.token,
    );
    expect(slots.status).toBe(200);
    const free = (slots.body as { slots: { start: string }[] }).slots.map((s) => s.start);
    // One hour apart, so no two bookings overlap: every refusal would be the cluster's fault.
    const distinct: string[] = [];
    for (const start of free)
      if (!distinct.length || Date.parse(start) - Date.parse(distinct.at(-1)!) >= 3_600_000)
        distinct.push(start);
    expect(distinct.length).toBeGreaterThanOrEqual(CUSTOMERS * PER_CUSTOMER);

    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) => signUp('Customer', `Load Customer ${i + 1}`)),
    );
    const bookings: Answer[] = [];
    const reads: Answer[] = [];
    const [replicaA] = cluster.replicas;
    let stoppedAt = -1;
    let sent = 0;
    const total = CUSTOMERS * PER_CUSTOMER;

    const load = Promise.all(
      customers.map(async (customer, c) => {
        for (let i = 0; i < PER_CUSTOMER; i += 1) {
          const start = distinct[c * PER_CUSTOMER + i]!;
          sent += 1;
          if (sent === Math.floor(total / 4)) {
            stoppedAt = bookings.length;
            replicaA.process.stop('SIGTERM');
          }
          bookings.push(
            await call('POST', `/appointment/${subpackageId}`, customer.token, { start }),
          );
          reads.push(await call('GET', '/appointment', customer.token));
        }
      }),
    );
    let exitedAt = Number.POSITIVE_INFINITY;
    void replicaA.process.exit.then(() => (exitedAt = Date.now()));
    await load;
    const exit = await replicaA.process.exit;

    const created = bookings
      .filter((a) => a.status === 201)
      .map((a) => (a.body as { id: string }).id);
    const stored = new pg.Client({ connectionString: cluster.databaseUrl });
    await stored.connect();
    let rows: { id: string }[];
    try {
      rows = (
        await stored.query<{ id: string }>('SELECT id FROM appointments WHERE subpackage_id = $1', [
          subpackageId,
        ])
      ).rows;
    } finally {
      await stored.end();
    }
    const failures = [...bookings, ...reads].filter((a) => a.status !== 200 && a.status !== 201);
    console.log(
      `replica stop under load: ${bookings.length + reads.length} requests (${bookings.length} bookings, ${reads.length} reads), ` +
        `SIGTERM to replica a after ${stoppedAt} bookings; by status ${JSON.stringify(tally([...bookings, ...reads], (a) => a.status))}; ` +
        `by replica ${JSON.stringify(tally([...bookings, ...reads], (a) => a.upstream))}; answered after replica a exited: ${[...bookings, ...reads].filter((a) => a.at > exitedAt).length}; errors ${failures.length}; ` +
        `bookings answered 201: ${created.length}, stored: ${rows.length}, duplicates: ${created.length - new Set(created).size}; replica a exit ${JSON.stringify(exit)}`,
    );
    // Reads are safe to repeat, so nginx retries them on the other replica: every one is answered.
    expect(reads.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.upstream}`)).toEqual(
      [],
    );
    // A booking nginx had already sent when the stopping replica closed its listener (a connection
    // still in its accept queue) is not repeated — a POST may not be — and fails with nginx's
    // 503 `service_unavailable` (the Error schema, docs/decisions/0034): refused, never half-done
    // (docs/decisions/0006). Allow at most 5 % of the bookings to be refused so.
    const refused = bookings.filter((a) => a.status !== 201);
    expect(
      refused
        .filter(
          (a) => a.status !== 503 || (a.body as { code?: string }).code !== 'service_unavailable',
        )
        .map((a) => a.status),
    ).toEqual([]);
    expect(
      refused.length,
      JSON.stringify(failures.map((a) => `${a.status} ${a.upstream}`)),
    ).toBeLessThanOrEqual(total * 0.05);
    // Every booking answered 201 is stored once, and nothing else is: no loss, no duplicate, no phantom.
    expect(new Set(created).size).toBe(created.length);
    expect(created.length + refused.length).toBe(total);
    expect(rows.map((r) => r.id).sort()).toEqual([...created].sort());
    expect(exit.code, replicaA.process.stderr()).toBe(0);
    // Once replica a was gone, replica b carried the traffic, and there was traffic left to carry.
    const afterExit = [...bookings, ...reads].filter((a) => a.at > exitedAt);
    expect(afterExit.length, 'requests answered after replica a exited').toBeGreaterThan(20);
    expect(afterExit.filter((a) => !a.upstream.endsWith(`:${cluster.replicas[1].port}`))).toEqual(
      [],
    );
  }, 120_000);
});
