/**
 * Reminders (docs/decisions/0012): a day and two hours before a paid shoot (both parties) and two
 * hours before an unpaid booking's pay-by deadline (the customer). When each is owed is the rule
 * `remindersDue` of packages/machines; this job asks it for the appointments that could owe one
 * and writes the notifications — which the e-mail outbox then mails and live screens hear of.
 * Each reminder is written once per appointment and recipient: the unique index
 * `notifications_reminder_once` turns a second write (a later run, or another replica at the same
 * moment) into nothing.
 */
import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openPaymentStatuses, remindersDue, SHOOT_REMINDER_MINUTES } from '@shootbook/machines';

import { withTransaction } from '../db/client.ts';
import { payByOf } from '../appointments/wire.ts';
import { appointments, payments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { notify } from './notify.ts';

/**
 * Writes the reminders owed at `deps.clock.now()`. Candidates are the Accepted appointments still
 * ahead: paid ones starting within a day, unpaid ones (`openPaymentStatuses`) not yet started; the
 * machines decide which reminder, if any, each is owed now.
 * @returns how many reminder notifications were written (0 when all were sent before).
 */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const dayAhead = new Date(now.getTime() + SHOOT_REMINDER_MINUTES.day * 60_000);
  const candidates = await deps.db
    .select({
      id: appointments.id,
      start: appointments.start,
      acceptedAt: appointments.acceptedAt,
      paymentStatus: payments.status,
    })
    .from(appointments)
    .innerJoin(payments, eq(payments.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.status, 'Accepted'),
        gt(appointments.start, now),
        or(
          and(eq(payments.status, 'Paid'), lte(appointments.start, dayAhead)),
          inArray(payments.status, [...openPaymentStatuses]),
        ),
      ),
    );
  let written = 0;
  for (const candidate of candidates) {
    const start = candidate.start.toISOString();
    const payBy = payByOf(candidate, deps.config.unpaidTimeoutMinutes);
    const due = remindersDue({
      status: 'Accepted',
      paymentStatus: candidate.paymentStatus,
      start,
      payBy,
      now: now.toISOString(),
    });
    if (due.length === 0) continue;
    written += await withTransaction(deps.db, (tx) =>
      notify(tx, candidate.id, due, {
        now,
        unpaidExpiryMinutes: deps.config.unpaidTimeoutMinutes,
        once: true,
      }),
    );
  }
  return written;
}

/** Runs {@link sendDueReminders} every minute (ops/sweeps.ts) until `app` closes. */
export function scheduleReminders(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'reminders',
    run: async () => {
      const written = await sendDueReminders(deps);
      return written > 0 ? { message: 'sent reminders', fields: { reminders: written } } : null;
    },
  });
}
