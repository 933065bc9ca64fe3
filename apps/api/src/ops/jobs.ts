/**
 * The job queue of the background sweeps (docs/decisions/0012 "Jobs"): pg-boss, a PostgreSQL job
 * queue, on the same database as everything else — the embedded PGlite through pg-boss's `db`
 * adapter (one connection; pg-boss sends each transaction as one statement batch), or the
 * PostgreSQL server through its own small pool. Every sweep is a queue with a cron schedule of one
 * run a minute: pg-boss creates one job per minute across all replicas and one worker takes it, a
 * failed run is retried with back-off, and the work a run does is still made safe by the database
 * (locked transactions, claims, unique indexes).
 */
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

import type { DatabaseHandle } from '../db/client.ts';

/** One sweep: its queue name, and a run that returns what to log when it did something (or null). */
export interface Sweep {
  /** Queue name, metric label and log name, e.g. `appointment-expiry`. */
  job: string;
  /** One run; `job.id` is the pg-boss job it runs for. */
  run(job?: { id: string }): Promise<{ message: string; fields: Record<string, unknown> } | null>;
}

/** The sweeps of a server, run by pg-boss. */
export interface JobQueue {
  /** Adds a sweep (before `start`). */
  register(sweep: Sweep): void;
  /** Starts pg-boss (its schema is created or migrated on first use), the schedules and the workers. */
  start(): Promise<void>;
  /** Queues one run of `job` now, besides its schedule (tests, operators). */
  runNow(job: string): Promise<void>;
  /** Stops taking jobs and waits for the runs in progress (at most `SHUTDOWN_GRACE_MS`). */
  stop(): Promise<void>;
}

/** Every sweep runs once a minute (cron), across all replicas together. */
export const SWEEP_SCHEDULE = '* * * * *';

/** pg-boss's `db` adapter for PGlite: parameterised statements through `query`, batches through `exec`. */
function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * Opens the job queue on database `handle` (not started). Runs are counted in
 * `shootbook_job_runs_total{job,outcome}` and timed in `shootbook_job_duration_seconds{job}`.
 */
export function openJobQueue(
  handle: DatabaseHandle,
  options: {
    log: FastifyBaseLogger;
    metrics: Registry;
    stopTimeoutMs: number;
    /** First retry delay, doubling (default 5 s). */ retryDelaySeconds?: number;
  },
): JobQueue {
  const common = {
    schema: 'pgboss',
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
    application_name: 'shootbook-jobs',
  } as const;
  const boss =
    handle.driver === 'pglite'
      ? new PgBoss({ ...common, db: pgliteDb(handle.pglite!) })
      : new PgBoss({ ...common, connectionString: handle.url!, max: 3 });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const runs = new Counter({
    name: 'shootbook_job_runs_total',
    help: 'Background sweep runs by job and outcome (done, failed: retried with back-off).',
    labelNames: ['job', 'outcome'],
    registers: [options.metrics],
  });
  const duration = new Histogram({
    name: 'shootbook_job_duration_seconds',
    help: 'Duration of background sweep runs.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [options.metrics],
  });
  const sweeps: Sweep[] = [];
  let started = false;

  return {
    register(sweep) {
      if (started) throw new Error(`job queue: ${sweep.job} registered after start`);
      sweeps.push(sweep);
    },
    async start() {
      started = true;
      await boss.start();
      for (const sweep of sweeps) {
        await boss.createQueue(sweep.job, {
          name: sweep.job,
          retryLimit: 3,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: 600,
        });
        await boss.schedule(sweep.job, SWEEP_SCHEDULE);
        await boss.work(sweep.job, { pollingIntervalSeconds: 2 }, async ([job]) => {
          const stopTimer = duration.startTimer({ job: sweep.job });
          try {
            const done = await sweep.run(job ? { id: job.id } : undefined);
            runs.inc({ job: sweep.job, outcome: 'done' });
            if (done) options.log.info(done.fields, done.message);
          } catch (error) {
            runs.inc({ job: sweep.job, outcome: 'failed' });
            options.log.error(
              { err: error, job: sweep.job },
              `${sweep.job} run failed; retried with back-off`,
            );
            throw error;
          } finally {
            stopTimer();
          }
        });
      }
    },
    async runNow(job) {
      await boss.send(job, {});
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs });
    },
  };
}
