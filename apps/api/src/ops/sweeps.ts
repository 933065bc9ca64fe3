/**
 * The background sweeps of a replica (the unpaid-appointment expiry, the checkout expiry, the
 * reminders, the photo renders left behind, the mail retries): each is registered with the
 * server's job queue (ops/jobs.ts, pg-boss), which runs it once a minute across all replicas and
 * retries a failed run. Tests leave the background jobs off and call the jobs directly.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';

import { imageAssets, lineOutbox, notifications, pushOutbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { MAX_MAIL_ATTEMPTS } from '../mail/outbox.ts';
import type { JobQueue, Sweep } from './jobs.ts';

export type { Sweep } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of the background sweeps; present when the server runs them (`backgroundJobs`). */
    jobQueue?: JobQueue;
  }
}

/**
 * Registers `sweep` with `app`'s job queue (once a minute, across all replicas).
 * @throws Error when the server was built without background jobs.
 */
export function scheduleSweep(app: FastifyInstance, sweep: Sweep): void {
  if (!app.jobQueue)
    throw new Error(`scheduleSweep(${sweep.job}): the server runs no background jobs`);
  app.jobQueue.register(sweep);
}

/**
 * `shootbook_job_queue_depth{queue}` read from the database on each scrape (the queues are rows,
 * so every replica reports the same depth): `mail` — notifications still to be mailed (not given
 * up); `line`, `push` — rows of the LINE and Web Push outboxes still to be sent (not given up,
 * also those waiting out quiet hours; docs/decisions/0036); `photos` — uploaded images still to
 * be rendered.
 */
export function queueDepthGauge(deps: Pick<Deps, 'db' | 'metrics'>): void {
  new Gauge({
    name: 'shootbook_job_queue_depth',
    help: 'Work waiting in the database-backed queues: mail (notifications not mailed yet), line and push (outbox rows not sent yet), photos (images not rendered yet).',
    labelNames: ['queue'],
    registers: [deps.metrics],
    async collect() {
      const [row] = await deps.db
        .select({
          mail: sql<number>`(select count(*)::int from ${notifications} where ${notifications.mailedAt} is null and ${notifications.mailAttempts} < ${MAX_MAIL_ATTEMPTS})`,
          line: sql<number>`(select count(*)::int from ${lineOutbox} where ${lineOutbox.sentAt} is null and ${lineOutbox.attempts} < ${MAX_MAIL_ATTEMPTS})`,
          push: sql<number>`(select count(*)::int from ${pushOutbox} where ${pushOutbox.sentAt} is null and ${pushOutbox.attempts} < ${MAX_MAIL_ATTEMPTS})`,
          photos: sql<number>`(select count(*)::int from ${imageAssets} where ${imageAssets.status} = 'processing')`,
        })
        .from(sql`(select 1) as one`);
      this.set({ queue: 'mail' }, row?.mail ?? 0);
      this.set({ queue: 'line' }, row?.line ?? 0);
      this.set({ queue: 'push' }, row?.push ?? 0);
      this.set({ queue: 'photos' }, row?.photos ?? 0);
    },
  });
}
