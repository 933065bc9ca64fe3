/**
 * The e-mail outbox (docs/decisions/0012): every notification row (written in the transaction of
 * the change it reports, notifications/notify.ts) is also mailed to its recipient, once, by
 * whichever replica claims it first:
 *
 * 1. claim — one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` moves up to
 *    {@link MAIL_BATCH} unmailed rows' `mail_claimed_until` {@link CLAIM_MS} ahead and counts the
 *    attempt; rows claimed by another sender (until then), given up ({@link MAX_MAIL_ATTEMPTS})
 *    or waiting out quiet hours (`mail_not_before`, docs/decisions/0036) are skipped;
 * 2. send — render in the recipient's language (templates.tsx), attach the calendar file where
 *    the shoot is settled or called off (calendar.ts), hand to the SMTP transport;
 * 3. settle — `mailed_at` on success (also when the recipient has no address or turned e-mail
 *    off for the notification's topic, docs/decisions/0036: nothing to send);
 *    on failure the claim is moved to the retry time, 1, 2, 4 … minutes later — for the rest of
 *    the batch too when the server itself is unreachable or hangs (docs/decisions/0034-faults.md).
 *
 * A crash between 2 and 3 can send a mail twice after the claim lapses (at-least-once delivery,
 * as every outbox; the SMTP `Message-ID` stays the same so clients can fold duplicates).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transporter } from 'nodemailer';
import type { components } from '@shootbook/api-client';

import { topicOf, wantsNotification } from '@shootbook/machines';

import type { Deps } from '../deps.ts';
import { preferencesOf } from '../notifications/outside.ts';
import { appointments, notifications, payments, users } from '../db/schema.ts';
import { appointmentCalendar, bookingLink } from './calendar.ts';
import { renderMail, type MailContent } from './templates.tsx';

type Kind = components['schemas']['NotificationKind'];

/** Rows one run claims at most. */
export const MAIL_BATCH = 20;
/** How long a claim holds before another sender may take the row, milliseconds. */
export const CLAIM_MS = 2 * 60_000;
/** Attempts before a mail is given up (its notification stays in the centre). */
export const MAX_MAIL_ATTEMPTS = 8;

/** Delay before the next attempt after `attempts` failed ones (≥ 1): 1, 2, 4 … 64 minutes. */
export function mailRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.min(Math.max(attempts - 1, 0), 6);
}

/** Which kinds carry a calendar file, and which kind of change to the event. */
const CALENDAR: Partial<Record<Kind, 'request' | 'cancel'>> = {
  accepted: 'request',
  booked: 'request',
  paid: 'request',
  canceled: 'cancel',
  expired: 'cancel',
  // The moved shoot replaces the event (same UID, higher SEQUENCE).
  move_accepted: 'request',
};

/** What one run did. */
export interface MailRun {
  sent: number;
  /** Rows settled without a mail (the recipient has no e-mail address). */
  skipped: number;
  failed: number;
}

/** Where mails go from, and with which sender address (`MAIL_FROM`). */
export interface Mailer {
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
}

const recipient = alias(users, 'recipient');

/**
 * Claims, sends and settles up to {@link MAIL_BATCH} unmailed notifications as of `deps.clock`.
 * Safe to run on several replicas at once and repeatedly: each row is claimed by one run.
 * @returns what was sent, skipped and failed.
 */
export async function deliverMail(deps: Deps, mailer: Mailer): Promise<MailRun> {
  const now = deps.clock.now();
  const claimable = deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNull(notifications.mailedAt),
        lt(notifications.mailAttempts, MAX_MAIL_ATTEMPTS),
        or(isNull(notifications.mailClaimedUntil), lt(notifications.mailClaimedUntil, now)),
        // Quiet hours (docs/decisions/0036): waits until then.
        or(isNull(notifications.mailNotBefore), lte(notifications.mailNotBefore, now)),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(MAIL_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(notifications)
    .set({
      mailClaimedUntil: new Date(now.getTime() + CLAIM_MS),
      mailAttempts: sql`${notifications.mailAttempts} + 1`,
    })
    .where(inArray(notifications.id, claimable))
    .returning({ id: notifications.id });
  const run: MailRun = { sent: 0, skipped: 0, failed: 0 };
  if (claimed.length === 0) return run;

  const rows = await deps.db
    .select({
      notification: notifications,
      appointment: appointments,
      paymentStatus: payments.status,
      email: recipient.email,
      name: recipient.name,
      language: recipient.language,
    })
    .from(notifications)
    .innerJoin(appointments, eq(appointments.id, notifications.appointmentId))
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .leftJoin(payments, eq(payments.appointmentId, appointments.id))
    .where(
      inArray(
        notifications.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(notifications.createdAt));

  const preferences = await preferencesOf(deps.db, [
    ...new Set(rows.map((row) => row.notification.recipientId)),
  ]);
  for (const [index, row] of rows.entries()) {
    const { notification, appointment, paymentStatus, email, name, language } = row;
    const wanted = wantsNotification(
      preferences.get(notification.recipientId) ?? {},
      topicOf(notification.kind),
      'email',
    );
    if (!email || !wanted) {
      await settle(deps, notification.id, { mailedAt: now });
      run.skipped += 1;
      continue;
    }
    const link = bookingLink(deps.config.webOrigin, appointment.id);
    const calendar = CALENDAR[notification.kind];
    const content: MailContent = {
      kind: notification.kind,
      details: notification.details,
      recipientName: name,
      language,
      link,
      calendar,
      writtenAt: notification.createdAt.toISOString(),
    };
    try {
      const mail = await renderMail(content);
      await mailer.transport.sendMail({
        from: mailer.from,
        to: email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${notification.id}@shootbook>`,
        headers: { 'Content-Language': language },
        ...(calendar
          ? {
              icalEvent: {
                method: calendar === 'request' ? 'REQUEST' : 'CANCEL',
                filename: 'shootbook-booking.ics',
                content: appointmentCalendar(appointment, paymentStatus, {
                  method: calendar,
                  parties: { organizer: mailer.from, attendee: { name, email } },
                  packageTitle: notification.details.packageTitle,
                  subpackageTitle: notification.details.subpackageTitle,
                  counterpartName: notification.details.counterpartName,
                  webOrigin: deps.config.webOrigin,
                }),
              },
            }
          : {}),
      });
      await settle(deps, notification.id, { mailedAt: deps.clock.now() });
      run.sent += 1;
    } catch (error) {
      // `mailAttempts` already counts this attempt (the claim did).
      deps.log.warn(
        { err: error, notificationId: notification.id, attempts: notification.mailAttempts },
        'mail: sending failed; retrying later',
      );
      const retryAt = new Date(now.getTime() + mailRetryDelayMs(notification.mailAttempts));
      await settle(deps, notification.id, { mailClaimedUntil: retryAt });
      run.failed += 1;
      if (isSmtpUnreachable(error)) {
        // The server is not there (refused, hung, gone): the rest of the batch waits for the same
        // retry without each waiting out the time-outs again (their claim counted the attempt,
        // as trying would have).
        const rest = rows.slice(index + 1).map((r) => r.notification.id);
        if (rest.length > 0)
          await deps.db
            .update(notifications)
            .set({ mailClaimedUntil: retryAt })
            .where(inArray(notifications.id, rest));
        run.failed += rest.length;
        break;
      }
    }
  }
  return run;
}

/** nodemailer's codes for an SMTP server it could not reach or that stopped answering. */
const SMTP_UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EGREETING']);

/** True when `error` of a send says the SMTP server is unreachable or hangs, not that one mail was refused. */
function isSmtpUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SMTP_UNREACHABLE.has(code);
}

async function settle(
  deps: Deps,
  id: string,
  values: { mailedAt?: Date; mailClaimedUntil?: Date },
): Promise<void> {
  await deps.db
    .update(notifications)
    .set({ ...values, ...(values.mailedAt ? { mailClaimedUntil: null } : {}) })
    .where(eq(notifications.id, id));
}
