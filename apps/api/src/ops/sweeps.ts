/**
 * The background sweeps of a replica (the unpaid-appointment expiry, the checkout expiry, the
 * reminders): each runs every minute on an unref'd timer that never keeps the process alive,
 * skips a tick while its previous run is still going, logs a failure and tries again next time,
 * and stops when the server closes. Several replicas run the same sweeps; what each run changes is
 * made safe by the database (locked transactions, conditional updates, unique indexes), so an item
 * is handled once. Tests leave the sweeps off (`backgroundJobs`) and call the jobs directly.
 * Metrics: `shootbook_job_runs_total{job,outcome}`, `shootbook_job_duration_seconds{job}` and
 * `shootbook_job_queue_depth{queue}` ({@link queueDepthGauge}).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

import { imageAssets, notifications } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { MAX_MAIL_ATTEMPTS } from '../mail/outbox.ts';

/** How often a sweep runs by default, milliseconds. */
export const SWEEP_INTERVAL_MS = 60_000;

/** One sweep: its name, and a run that returns what to log when it did something (or null). */
export interface Sweep {
  /** Metric label and log name, e.g. `appointment-expiry`. */
  job: string;
  run(): Promise<{ message: string; fields: Record<string, unknown> } | null>;
  intervalMs?: number;
}

const metricsByRegistry = new WeakMap<Registry, { runs: Counter<'job' | 'outcome'>; duration: Histogram<'job'> }>();

function jobMetrics(registry: Registry) {
  let metrics = metricsByRegistry.get(registry);
  if (!metrics) {
    metrics = {
      runs: new Counter({ name: 'shootbook_job_runs_total', help: 'Background sweep runs by job and outcome (done, failed, skipped: the previous run was still going).', labelNames: ['job', 'outcome'], registers: [registry] }),
      duration: new Histogram({ name: 'shootbook_job_duration_seconds', help: 'Duration of background sweep runs.', labelNames: ['job'], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30], registers: [registry] }),
    };
    metricsByRegistry.set(registry, metrics);
  }
  return metrics;
}

/** Runs `sweep` every `sweep.intervalMs` (default {@link SWEEP_INTERVAL_MS}) until `app` closes. */
export function scheduleSweep(app: FastifyInstance, deps: Pick<Deps, 'log' | 'metrics'>, sweep: Sweep): void {
  const { runs, duration } = jobMetrics(deps.metrics);
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) {
      runs.inc({ job: sweep.job, outcome: 'skipped' });
      return;
    }
    const stopTimer = duration.startTimer({ job: sweep.job });
    running = sweep
      .run()
      .then((done) => {
        runs.inc({ job: sweep.job, outcome: 'done' });
        if (done) deps.log.info(done.fields, done.message);
      })
      .catch((error: unknown) => {
        runs.inc({ job: sweep.job, outcome: 'failed' });
        deps.log.error({ err: error, job: sweep.job }, `${sweep.job} run failed`);
      })
      .finally(() => {
        stopTimer();
        running = undefined;
      });
  };
  const timer = setInterval(tick, sweep.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * `shootbook_job_queue_depth{queue}` read from the database on each scrape (the queues are rows,
 * so every replica reports the same depth): `mail` — notifications still to be mailed (not given
 * up); `photos` — uploaded images still to be rendered.
 */
export function queueDepthGauge(deps: Pick<Deps, 'db' | 'metrics'>): void {
  new Gauge({
    name: 'shootbook_job_queue_depth',
    help: 'Work waiting in the database-backed queues: mail (notifications not mailed yet), photos (images not rendered yet).',
    labelNames: ['queue'],
    registers: [deps.metrics],
    async collect() {
      const [row] = await deps.db
        .select({
          mail: sql<number>`(select count(*)::int from ${notifications} where ${notifications.mailedAt} is null and ${notifications.mailAttempts} < ${MAX_MAIL_ATTEMPTS})`,
          photos: sql<number>`(select count(*)::int from ${imageAssets} where ${imageAssets.status} = 'processing')`,
        })
        .from(sql`(select 1) as one`);
      this.set({ queue: 'mail' }, row?.mail ?? 0);
      this.set({ queue: 'photos' }, row?.photos ?? 0);
    },
  });
}
