/**
 * The job queue of the background sweeps (ops/jobs.ts, pg-boss) on the test database — the
 * embedded PGlite, or the PostgreSQL server when DATABASE_URL is set: a queued run happens once
 * even with two replicas' queues working the same database, a failed run is retried, runs are
 * counted in /metrics, and stopping waits for the run in progress.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.ts';
import { openJobQueue, type JobQueue } from '../src/ops/jobs.ts';
import { createTestDatabase } from './helpers/database.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once `condition` holds, polling; fails after `timeout` ms. */
const until = (condition: () => boolean, timeout = 15_000) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 50 });

/** pg-boss's jobs of queue `name` by state. */
async function jobStates(name: string): Promise<Record<string, number>> {
  const result = await handle.db.execute(
    sql`select state::text as state, count(*)::int as n from pgboss.job where name = ${name} group by state`,
  );
  const rows = (result as unknown as { rows: { state: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

let handle: DatabaseHandle;
const queues: JobQueue[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await handle?.close();
});

function queueOn(metrics = new Registry()): JobQueue {
  const queue = openJobQueue(handle, { log, metrics, stopTimeoutMs: 10_000, retryDelaySeconds: 1 });
  queues.push(queue);
  return queue;
}

describe('the job queue', () => {
  it('runs each job once though two replicas work the same queue, and counts the runs', async () => {
    const ran: string[] = [];
    const metricsA = new Registry();
    const metricsB = new Registry();
    const [a, b] = [queueOn(metricsA), queueOn(metricsB)];
    for (const queue of [a, b])
      queue.register({ job: 'test-once', run: async (job) => (ran.push(job!.id), null) });
    await a.start();
    await b.start();
    for (let i = 0; i < 6; i += 1) await (i % 2 ? a : b).runNow('test-once');
    // Six asked for, and the schedule's job of this minute (or two, across a minute boundary).
    await until(() => ran.length >= 7);
    // Settled: every job of the queue is completed (none waiting or running), and each completed
    // job ran exactly once.
    await vi.waitFor(
      async () => {
        const states = await jobStates('test-once');
        expect(Object.keys(states)).toEqual(['completed']);
        expect(states.completed).toBe(ran.length);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(new Set(ran).size, `job ids run: ${ran.join(', ')}`).toBe(ran.length);
    const done = async (metrics: Registry) =>
      Number(
        /shootbook_job_runs_total\{job="test-once",outcome="done"\} (\d+)/.exec(
          await metrics.metrics(),
        )?.[1] ?? 0,
      );
    expect((await done(metricsA)) + (await done(metricsB))).toBe(ran.length);
  }, 30_000);

  it('retries a failed run with back-off', async () => {
    const attempts: number[] = [];
    const queue = queueOn();
    queue.register({
      job: 'test-retry',
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('the first run fails');
        return null;
      },
    });
    await queue.start();
    await until(() => attempts.length >= 2, 20_000);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it('waits for the run in progress when it stops', async () => {
    let finished = false;
    let begun = false;
    const queue = queueOn();
    queue.register({
      job: 'test-stop',
      run: async () => {
        begun = true;
        await sleep(1_000);
        finished = true;
        return null;
      },
    });
    await queue.start();
    await until(() => begun);
    await queue.stop();
    expect(finished).toBe(true);
  }, 30_000);
});
