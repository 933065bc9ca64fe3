/**
 * Runs the e-mail outbox in a replica (docs/decisions/0012): whenever any replica commits a
 * change (the change feed, so a mail leaves within moments), and once a minute through the job
 * queue for retries (and at start). Runs never overlap in one replica; across replicas the
 * claims of outbox.ts keep each mail to one sender.
 */
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';

import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { ChangeFeed } from '../events/feed.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { deliverMail, MAIL_BATCH, type Mailer, type MailRun } from './outbox.ts';

/**
 * How long a send waits on the SMTP server, ms: to connect, for its greeting, and for any answer
 * after that. nodemailer's own defaults (2 min, 30 s, 10 min) would let a server that hangs hold
 * an outbox run past its claims (outbox.ts `CLAIM_MS`); query parameters of `SMTP_URL` of the same
 * names override these (docs/decisions/0034-faults.md).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** The SMTP sender of `config` (`SMTP_URL`, `MAIL_FROM`), or undefined when e-mail is off. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
): (Mailer & { close(): void }) | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return { transport, from: config.mailFrom, close: () => transport.close() };
}

/** Starts the outbox of `app`'s replica; it stops (after the run in progress) when the app closes. */
export function startMailOutbox(
  app: FastifyInstance,
  deps: Deps,
  mailer: Mailer & { close(): void },
  feed: ChangeFeed,
  metrics: Registry,
): void {
  runOutbox(app, {
    job: 'mail-outbox',
    what: 'mail',
    deliver: () => deliverMail(deps, mailer),
    feed,
    counter: new Counter({
      name: 'shootbook_mail_total',
      help: 'Booking e-mails by outcome (sent, skipped: no address, failed: retried later).',
      labelNames: ['outcome'],
      registers: [metrics],
    }),
    close: () => mailer.close(),
  });
}

/**
 * Runs an outbox's `deliver` in this replica: on every change any replica commits (`feed`),
 * once a minute through the job queue as `job` (retries, and what a stopped replica left), again
 * while a run fills its batch, never two runs at once; counts outcomes in `counter`. Stops after
 * the run in progress when the app closes, then calls `close`. Used by e-mail and LINE
 * (line/plugin.ts; docs/decisions/0030).
 */
export function runOutbox(
  app: FastifyInstance,
  options: {
    job: string;
    /** The log's name for it. */
    what: string;
    deliver: () => Promise<MailRun>;
    feed: ChangeFeed;
    counter: Counter<'outcome'>;
    close?: () => unknown;
  },
): void {
  const { counter } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const result = await options.deliver();
          counter.inc({ outcome: 'sent' }, result.sent);
          counter.inc({ outcome: 'skipped' }, result.skipped);
          counter.inc({ outcome: 'failed' }, result.failed);
          // A full batch may have left more behind.
          if (result.sent + result.skipped + result.failed >= MAIL_BATCH) again = true;
        } while (again && !stopped);
      } catch (error) {
        app.log.error({ err: error }, `${options.what}: the outbox run failed`);
      } finally {
        running = undefined;
      }
    })();
  };

  // Retries (and anything a stopped replica left) once a minute through the job queue.
  scheduleSweep(app, {
    job: options.job,
    run: async () => {
      run();
      await running;
      return null;
    },
  });
  const unsubscribe = options.feed.subscribeAll(run);
  app.addHook('onClose', async () => {
    stopped = true;
    unsubscribe();
    await running;
    await options.close?.();
  });
}
