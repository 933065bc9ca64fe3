/**
 * The Web Push outbox's sender (docs/decisions/0036), the LINE outbox's way (line/outbox.ts):
 *
 * 1. claim — up to {@link MAIL_BATCH} unsent rows that are due (`not_before`: quiet hours) with
 *    `FOR UPDATE SKIP LOCKED`, their `claimed_until` {@link CLAIM_MS} ahead and the attempt
 *    counted; each row has one sender however many replicas sweep;
 * 2. send — the notification (the mail's heading and lead) or thread message (who wrote, what) in
 *    the recipient's language, with the booking's (or conversation's) page to open, to each of
 *    the recipient's subscriptions (send.ts); a subscription the push service calls gone (404,
 *    410) is forgotten;
 * 3. settle — `sent_at`; a recipient left with no subscription is settled without a push; on any
 *    other failure the claim moves to the retry time, 1, 2, 4 … minutes later
 *    ({@link mailRetryDelayMs}).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Deps } from '../deps.ts';
import {
  notifications,
  pushOutbox,
  pushSubscriptions,
  threadMessages,
  threads,
  users,
} from '../db/schema.ts';
import { bookingLink } from '../mail/calendar.ts';
import {
  CLAIM_MS,
  MAIL_BATCH,
  MAX_MAIL_ATTEMPTS,
  mailRetryDelayMs,
  type MailRun,
} from '../mail/outbox.ts';
import { lineWords, notificationLines } from '../mail/templates.tsx';
import { sendPush, type PushPayload, type PushTarget } from './send.ts';
import type { Vapid } from './vapid.ts';

const recipient = alias(users, 'push_recipient');
const author = alias(users, 'push_author');

/** What the sender needs. */
export type PushOutboxDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

/** Sends one payload to one subscription (send.ts `sendPush`; replaced in tests). */
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<'sent' | 'gone'>;

/** The sender of `vapid`. */
export const pushSenderOf =
  (vapid: Vapid): PushSender =>
  (target, payload) =>
    sendPush(target, payload, vapid);

/**
 * Claims, sends and settles up to {@link MAIL_BATCH} due Web Push rows as of `deps.clock`. Safe
 * on several replicas at once and repeatedly.
 * @returns what was sent, skipped (no subscription left) and failed (retried later).
 */
export async function deliverPush(deps: PushOutboxDeps, send: PushSender): Promise<MailRun> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        isNull(pushOutbox.sentAt),
        lt(pushOutbox.attempts, MAX_MAIL_ATTEMPTS),
        or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now)),
        or(isNull(pushOutbox.notBefore), lte(pushOutbox.notBefore, now)),
      ),
    )
    .orderBy(asc(pushOutbox.createdAt), asc(pushOutbox.seq))
    .limit(MAIL_BATCH)
    .for('update', { skipLocked: true });
  const mine = await deps.db
    .update(pushOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${pushOutbox.attempts} + 1`,
    })
    .where(inArray(pushOutbox.id, due))
    .returning({ id: pushOutbox.id });
  const run: MailRun = { sent: 0, skipped: 0, failed: 0 };
  if (mine.length === 0) return run;

  const rows = await deps.db
    .select({
      row: pushOutbox,
      language: recipient.language,
      notification: notifications,
      message: threadMessages,
      authorName: author.name,
      appointmentId: threads.appointmentId,
    })
    .from(pushOutbox)
    .innerJoin(recipient, eq(recipient.id, pushOutbox.recipientId))
    .leftJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
    .leftJoin(threadMessages, eq(threadMessages.id, pushOutbox.messageId))
    .leftJoin(author, eq(author.id, threadMessages.authorId))
    .leftJoin(threads, eq(threads.id, pushOutbox.threadId))
    .where(
      inArray(
        pushOutbox.id,
        mine.map((claimed) => claimed.id),
      ),
    )
    .orderBy(asc(pushOutbox.createdAt), asc(pushOutbox.seq));

  const { webOrigin } = deps.config;
  for (const { row, language, notification, message, authorName, appointmentId } of rows) {
    let payload: PushPayload | undefined;
    if (notification) {
      const { title, lead } = notificationLines({
        kind: notification.kind,
        details: notification.details,
        language,
        writtenAt: notification.createdAt.toISOString(),
      });
      payload = {
        title,
        body: lead,
        url: bookingLink(webOrigin, notification.appointmentId),
        tag: `notification:${notification.id}`,
      };
    } else if (message) {
      const name = authorName ?? '';
      payload = {
        title: lineWords(language, 'messageFrom', { name }),
        body: message.place
          ? lineWords(language, 'placeFrom', { name, place: message.place.name })
          : (message.body ?? ''),
        url: appointmentId
          ? bookingLink(webOrigin, appointmentId)
          : `${webOrigin}/messages/${message.threadId}`,
        tag: `thread:${message.threadId}`,
      };
    }
    const targets = payload
      ? await deps.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.recipientId))
      : [];
    if (!payload || targets.length === 0) {
      // Its source is gone, or the recipient has no browser left: nothing to send.
      await settle(deps, row.id, { sentAt: now });
      run.skipped += 1;
      continue;
    }
    try {
      let delivered = 0;
      for (const target of targets) {
        if ((await send(target, payload)) === 'sent') delivered += 1;
        else await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      }
      await settle(deps, row.id, { sentAt: deps.clock.now() });
      if (delivered > 0) run.sent += 1;
      else run.skipped += 1;
    } catch (error) {
      // `attempts` already counts this attempt (the claim did).
      deps.log.warn(
        { err: error, pushOutboxId: row.id, attempts: row.attempts },
        'push: sending failed; retrying later',
      );
      await settle(deps, row.id, {
        claimedUntil: new Date(now.getTime() + mailRetryDelayMs(row.attempts)),
      });
      run.failed += 1;
    }
  }
  return run;
}

async function settle(
  deps: PushOutboxDeps,
  id: string,
  values: { sentAt?: Date; claimedUntil?: Date },
): Promise<void> {
  await deps.db
    .update(pushOutbox)
    .set({ ...values, ...(values.sentAt ? { claimedUntil: null } : {}) })
    .where(eq(pushOutbox.id, id));
}
