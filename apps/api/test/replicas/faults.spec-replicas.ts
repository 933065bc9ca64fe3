/**
 * Faults of the parts two API replicas stand on (docs/decisions/0034-faults.md): the PostgreSQL
 * server stopped for 10 s under a steady load of reads and bookings, and Redis stopped. The test
 * runs a PostgreSQL server and a Redis server of its own (helpers/scratch-servers.ts: Debian's
 * initdb/pg_ctl, redis-server, each on a free port) so it can stop them; the shared servers are
 * never touched. Runs with the multi-replica test in `.ci/run`:
 *
 *   firebase emulators:exec --only auth --project demo-shootbook \
 *     "npx vitest run --config apps/api/test/replicas/vitest.config.ts faults"
 *
 * Each test prints its figures.
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openEventStream } from '../helpers/event-stream.ts';
import { authHeader } from '../helpers/identity.ts';
import {
  scratchServersMissing,
  startScratchPostgres,
  startScratchRedis,
  type ScratchPostgres,
  type ScratchRedis,
} from '../helpers/scratch-servers.ts';
import { clusterCalls, type Answer } from './calls.ts';
import { startCluster, type Cluster } from './cluster.ts';

/** Requests a minute per signed-in user, on every replica together (`RATE_LIMIT_MAX`). */
const RATE_LIMIT_MAX = 150;
/** How long the load's client waits for an answer before it counts the request as hung, ms. */
const CLIENT_TIMEOUT_MS = 15_000;
/** How long PostgreSQL stays stopped, ms. */
const OUTAGE_MS = 10_000;

const missing = scratchServersMissing();

let database: ScratchPostgres;
let redis: ScratchRedis;
let cluster: Cluster;
const { call, signUp, photographerWithOffer } = clusterCalls(() => cluster);

/** One request as the load sends it: through the load balancer, given up after {@link CLIENT_TIMEOUT_MS}. */
interface Timed extends Answer {
  method: string;
  sentAt: number;
  retryAfter: string | null;
}

async function timedCall(
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<Timed> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${cluster.base}${url}`, {
      method,
      headers: {
        ...authHeader(token),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return {
      method,
      sentAt,
      status: response.status,
      at: Date.now(),
      upstream: response.headers.get('x-upstream') ?? '',
      retryAfter: response.headers.get('retry-after'),
      body: parsed,
    };
  } catch (error) {
    return {
      method,
      sentAt,
      status: 0,
      at: Date.now(),
      upstream: '',
      retryAfter: null,
      body: String(error),
    };
  }
}

/** `GET /ready` of one replica: its status and body. */
async function readiness(base: string): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>(
    (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
    {},
  );

describe.skipIf(missing)(
  `faults of the database and Redis under two replicas${missing ? ` (skipped: needs ${missing})` : ''}`,
  () => {
    beforeAll(async () => {
      database = await startScratchPostgres();
      redis = await startScratchRedis();
      cluster = await startCluster(
        { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), SHUTDOWN_DRAIN_MS: '500' },
        { adminUrl: database.url, redisUrl: redis.url },
      );
    }, 120_000);

    afterAll(async () => {
      // A replica that died meanwhile: its last words, for the failure.
      for (const replica of cluster?.replicas ?? [])
        if (replica.process.exited())
          console.log(
            `replica ${replica.name} exited (${JSON.stringify(await replica.process.exit)}):\n${replica.process.stderr().slice(-3000)}\n${replica.process
              .stdout()
              .split('\n')
              .filter((line) => !line.includes('"level":30'))
              .join('\n')
              .slice(-3000)}`,
          );
      await cluster?.close();
      await redis?.stop();
      await database?.remove();
    }, 60_000);

    it('answer 503 with Retry-After while PostgreSQL is stopped for 10 s under load, lose and double no booking, and recover by themselves', async () => {
      const { photographer, subpackageId } = await photographerWithOffer('Outage Photographer');
      const WORKERS = 8;
      const customers = await Promise.all(
        Array.from({ length: WORKERS }, (_, i) => signUp('Customer', `Outage Customer ${i + 1}`)),
      );
      const slots = await call(
        'GET',
        `/subpackage/${subpackageId}/slots?to=${encodeURIComponent(new Date(Date.now() + 60 * 86_400_000).toISOString())}`,
        photographer.token,
      );
      expect(slots.status).toBe(200);
      // One hour apart, so no two bookings overlap: every refusal would be the outage's.
      const distinct: string[] = [];
      for (const { start } of (slots.body as { slots: { start: string }[] }).slots)
        if (!distinct.length || Date.parse(start) - Date.parse(distinct.at(-1)!) >= 3_600_000)
          distinct.push(start);
      expect(distinct.length).toBeGreaterThan(WORKERS * 10);

      // The photographer's live events on replica a, open through the outage.
      const [replicaA, replicaB] = cluster.replicas;
      const stream = await openEventStream(replicaA.base, photographer.token);
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');

      // A steady load: each customer sends a request every 400 ms (a booking, then three reads).
      const answers: Timed[] = [];
      let running = true;
      const load = Promise.all(
        customers.map(async (customer, c) => {
          const mine = distinct.filter((_, i) => i % WORKERS === c);
          for (let i = 0; running; i += 1) {
            const next = Date.now() + 400;
            const start = i % 4 === 0 ? mine.shift() : undefined;
            answers.push(
              start
                ? await timedCall('POST', `/appointment/${subpackageId}`, customer.token, {
                    start,
                  })
                : await timedCall('GET', '/appointment', customer.token),
            );
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
          }
        }),
      );

      await expect
        .poll(() => answers.filter((a) => a.status === 201).length, { timeout: 15_000 })
        .toBeGreaterThan(5);
      const stoppedAt = Date.now();
      await database.stop();
      for (const replica of cluster.replicas)
        await expect
          .poll(async () => (await readiness(replica.base)).status, { timeout: 5_000 })
          .toBe(503);
      const notReady = await readiness(replicaA.base);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))),
      );
      await database.start();
      const restartedAt = Date.now();
      for (const replica of cluster.replicas)
        await expect
          .poll(async () => (await readiness(replica.base)).status, {
            timeout: 30_000,
            interval: 200,
          })
          .toBe(200);
      const readyAfterMs = Date.now() - restartedAt;
      // The load goes on until bookings succeed again, and 3 s more.
      await expect
        .poll(() => answers.filter((a) => a.status === 201 && a.sentAt > restartedAt).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(3);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      running = false;
      await load;

      const bookings = answers.filter((a) => a.method === 'POST');
      const created = bookings
        .filter((a) => a.status === 201)
        .map((a) => (a.body as { id: string }).id);
      const failedBookings = bookings.filter((a) => a.status !== 201);
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      let rows: { id: string; start: Date }[];
      try {
        rows = (
          await client.query<{ id: string; start: Date }>(
            'SELECT id, start FROM appointments WHERE subpackage_id = $1',
            [subpackageId],
          )
        ).rows;
      } finally {
        await client.end();
      }
      const stored = new Set(rows.map((r) => r.id));
      const unavailable = answers.filter((a) => a.status === 503);
      const slowest = Math.max(...answers.map((a) => a.at - a.sentAt));
      console.log(
        `PostgreSQL stopped ${OUTAGE_MS / 1000} s under load: ${answers.length} requests (${bookings.length} bookings) by status ${JSON.stringify(tally(answers))}; ` +
          `503s from ${Math.round((Math.min(...unavailable.map((a) => a.sentAt)) - stoppedAt) / 100) / 10} s to ${Math.round((Math.max(...unavailable.map((a) => a.sentAt)) - stoppedAt) / 100) / 10} s after the stop; ` +
          `slowest answer ${slowest} ms; both replicas ready ${readyAfterMs} ms after the restart; ` +
          `bookings answered 201: ${created.length}, stored: ${rows.length}, refused: ${failedBookings.length}`,
      );

      // Every request got an answer within the client's time-out: served, or 503 in the Error schema.
      expect(
        answers.filter((a) => a.status !== 200 && a.status !== 201 && a.status !== 503),
      ).toEqual([]);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer.retryAfter, JSON.stringify(answer)).toMatch(/^[1-9]\d*$/);
        expect(answer.body, JSON.stringify(answer)).toMatchObject({
          code: 'service_unavailable',
          message: expect.any(String),
        });
      }
      expect(slowest).toBeLessThan(CLIENT_TIMEOUT_MS);
      // Readiness said so while the database was away.
      expect(notReady.body).toMatchObject({
        status: 'unavailable',
        checks: { database: expect.stringMatching(/^down/) },
      });
      // No booking lost or doubled: every 201 is stored, once; nothing stored that was not
      // answered 201 (a refusal changed nothing).
      expect(new Set(created).size).toBe(created.length);
      expect(created.filter((id) => !stored.has(id))).toEqual([]);
      expect(rows.length).toBe(created.length);
      expect(new Set(rows.map((r) => r.start.toISOString())).size).toBe(rows.length);

      // The pools: each replica serves reads and bookings again.
      for (const replica of cluster.replicas) {
        const read = await fetch(`${replica.base}/appointment`, {
          headers: authHeader(customers[0]!.token),
        });
        expect(read.status, replica.name).toBe(200);
      }
      // The LISTEN connection: replica a's stream was told to resync, and hears a booking made on b.
      await stream.next((event) => event.event === 'resync', 20_000);
      const start = distinct.at(-1)!;
      const booked = await fetch(`${replicaB.base}/appointment/${subpackageId}`, {
        method: 'POST',
        headers: { ...authHeader(customers[0]!.token), 'content-type': 'application/json' },
        body: JSON.stringify({ start }),
      });
      expect(booked.status).toBe(201);
      const { id } = (await booked.json()) as { id: string };
      await stream.next(
        (event) =>
          event.event === 'change' &&
          (JSON.parse(event.data) as { appointmentId: string }).appointmentId === id,
        5_000,
      );
      stream.close();

      // The job queue: a sweep queued now is taken and finished by a replica's worker.
      const boss = new PgBoss({
        connectionString: cluster.databaseUrl,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
        migrate: false,
        max: 1,
      });
      boss.on('error', () => {});
      await boss.start();
      try {
        const jobId = await boss.send('photo-sweep', {});
        expect(jobId).toEqual(expect.any(String));
        await expect
          .poll(async () => (await boss.getJobById('photo-sweep', jobId!))?.state, {
            timeout: 20_000,
            interval: 500,
          })
          .toBe('completed');
      } finally {
        await boss.stop({ graceful: false, wait: true });
      }
    }, 150_000);

    it('keep serving with Redis stopped (rate limits fail open), and count limits again once it is back', async () => {
      const { subpackageId } = await photographerWithOffer('Redis Photographer');
      const customer = await signUp('Customer', 'Redis Outage Customer');
      await redis.stop();
      for (const replica of cluster.replicas)
        await expect
          .poll(async () => (await readiness(replica.base)).body.checks, { timeout: 5_000 })
          .toMatchObject({ redis: expect.stringMatching(/^down/) });
      // Readiness reports Redis down but keeps the replicas in rotation (decision 0034).
      const degraded = await readiness(cluster.replicas[0].base);
      expect(degraded).toMatchObject({ status: 200, body: { status: 'degraded' } });

      const open: Answer[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX + 10; i += 1)
        open.push(await call('GET', '/user/profile', customer.token));
      const slots = await call('GET', `/subpackage/${subpackageId}/slots`, customer.token);
      const booked = await call('POST', `/appointment/${subpackageId}`, customer.token, {
        start: (slots.body as { slots: { start: string }[] }).slots[0]!.start,
      });
      console.log(
        `Redis stopped: ${open.length} requests by one user, by status ${JSON.stringify(tally(open))}; booking ${booked.status}`,
      );
      expect(tally(open)).toEqual({ 200: RATE_LIMIT_MAX + 10 });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);

      await redis.start();
      for (const replica of cluster.replicas)
        await expect
          .poll(async () => (await readiness(replica.base)).body, { timeout: 15_000 })
          .toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
      const fresh = await signUp('Customer', 'After Redis Customer'); // two requests so far
      const limited: Answer[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX + 10; i += 1)
        limited.push(await call('GET', '/user/profile', fresh.token));
      console.log(
        `Redis back: ${limited.length} requests by one user, by status ${JSON.stringify(tally(limited))}`,
        [...new Set(limited.filter((a) => a.status !== 200).map((a) => JSON.stringify(a.body)))],
      );
      expect(tally(limited)).toEqual({ 200: RATE_LIMIT_MAX - 2, 429: 12 });
    }, 120_000);
  },
);
