/**
 * The job queue of the background sweeps (ops/jobs.ts, pg-boss) on the test database — the
 * embedded PGlite, or the PostgreSQL server when DATABASE_URL is set: a queued run happens once
 * even with two replicas' queues working the same database, a failed run is retried, runs are
 * counted in /metrics, and stopping waits for the run in progress.
 */
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.ts';
import { openJobQueue, type JobQueue } from '../src/ops/jobs.ts';
import { createTestDatabase } from './helpers/database.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
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
    await sleep(2_500);
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
