/**
 * The LINE outbox's sender (docs/decisions/0030), the e-mail outbox's way (mail/outbox.ts):
 *
 * 1. claim — up to {@link MAIL_BATCH} unsent rows (`FOR UPDATE SKIP LOCKED`), their
 *    `claimed_until` {@link CLAIM_MS} ahead and the attempt counted; rows another sender holds or
 *    that were given up ({@link MAX_MAIL_ATTEMPTS}) are skipped, so each row has one sender however
 *    many replicas sweep; so are rows waiting out quiet hours (`not_before`, docs/decisions/0036);
 * 2. send — the notification or thread message as a Flex Message in the recipient's language,
 *    pushed with the row's id as `X-Line-Retry-Key` (a retried push is delivered once);
 * 3. settle — `sent_at` and the id LINE gave the message (what a reply quotes); a recipient who
 *    unlinked meanwhile is settled without a push; on failure the claim moves to the retry time,
 *    1, 2, 4 … minutes later ({@link mailRetryDelayMs}).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Deps } from '../deps.ts';
import { lineOutbox, notifications, threadMessages, threads, users } from '../db/schema.ts';
import { bookingLink } from '../mail/calendar.ts';
import {
  CLAIM_MS,
  MAIL_BATCH,
  MAX_MAIL_ATTEMPTS,
  mailRetryDelayMs,
  type MailRun,
} from '../mail/outbox.ts';
import { notificationMessage, threadMessageMessage } from './flex.ts';
import type { LineMessage, LineMessaging } from './port.ts';

const recipient = alias(users, 'line_recipient');
const author = alias(users, 'line_author');

/** What the sender needs. */
export type LineOutboxDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

/**
 * Claims, sends and settles up to {@link MAIL_BATCH} unsent LINE messages as of `deps.clock`.
 * Safe on several replicas at once and repeatedly.
 * @returns what was sent, skipped (the recipient unlinked) and failed (retried later).
 */
export async function deliverLine(
  deps: LineOutboxDeps,
  messaging: LineMessaging,
): Promise<MailRun> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: lineOutbox.id })
    .from(lineOutbox)
    .where(
      and(
        isNull(lineOutbox.sentAt),
        lt(lineOutbox.attempts, MAX_MAIL_ATTEMPTS),
        or(isNull(lineOutbox.claimedUntil), lt(lineOutbox.claimedUntil, now)),
        // Quiet hours (docs/decisions/0036): waits until then.
        or(isNull(lineOutbox.notBefore), lte(lineOutbox.notBefore, now)),
      ),
    )
    .orderBy(asc(lineOutbox.createdAt), asc(lineOutbox.seq))
    .limit(MAIL_BATCH)
    .for('update', { skipLocked: true });
  const mine = await deps.db
    .update(lineOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${lineOutbox.attempts} + 1`,
    })
    .where(inArray(lineOutbox.id, due))
    .returning({ id: lineOutbox.id });
  const run: MailRun = { sent: 0, skipped: 0, failed: 0 };
  if (mine.length === 0) return run;

  const rows = await deps.db
    .select({
      row: lineOutbox,
      lineUserId: recipient.lineUserId,
      language: recipient.language,
      notification: notifications,
      message: threadMessages,
      authorName: author.name,
      appointmentId: threads.appointmentId,
    })
    .from(lineOutbox)
    .innerJoin(recipient, eq(recipient.id, lineOutbox.recipientId))
    .leftJoin(notifications, eq(notifications.id, lineOutbox.notificationId))
    .leftJoin(threadMessages, eq(threadMessages.id, lineOutbox.messageId))
    .leftJoin(author, eq(author.id, threadMessages.authorId))
    .leftJoin(threads, eq(threads.id, lineOutbox.threadId))
    .where(
      inArray(
        lineOutbox.id,
        mine.map((claimed) => claimed.id),
      ),
    )
    .orderBy(asc(lineOutbox.createdAt), asc(lineOutbox.seq));

  const { webOrigin } = deps.config;
  for (const {
    row,
    lineUserId,
    language,
    notification,
    message,
    authorName,
    appointmentId,
  } of rows) {
    if (!lineUserId) {
      await settle(deps, row.id, { sentAt: now });
      run.skipped += 1;
      continue;
    }
    let outgoing: LineMessage;
    if (notification) {
      outgoing = notificationMessage({
        kind: notification.kind,
        details: notification.details,
        language,
        writtenAt: notification.createdAt.toISOString(),
        link: bookingLink(webOrigin, notification.appointmentId),
      });
    } else if (message) {
      outgoing = threadMessageMessage({
        authorName: authorName ?? '',
        body: message.body,
        place: message.place,
        language,
        link: appointmentId
          ? bookingLink(webOrigin, appointmentId)
          : `${webOrigin}/messages/${message.threadId}`,
        booking: appointmentId !== null,
      });
    } else {
      // Its notification or message is gone (the booking was deleted): nothing to send.
      await settle(deps, row.id, { sentAt: now });
      run.skipped += 1;
      continue;
    }
    try {
      const ids = await messaging.push({ to: lineUserId, messages: [outgoing], retryKey: row.id });
      await settle(deps, row.id, { sentAt: deps.clock.now(), lineMessageId: ids[0] ?? null });
      run.sent += 1;
    } catch (error) {
      // `attempts` already counts this attempt (the claim did).
      deps.log.warn(
        { err: error, lineOutboxId: row.id, attempts: row.attempts },
        'line: sending failed; retrying later',
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
  deps: LineOutboxDeps,
  id: string,
  values: { sentAt?: Date; claimedUntil?: Date; lineMessageId?: string | null },
): Promise<void> {
  await deps.db
    .update(lineOutbox)
    .set({ ...values, ...(values.sentAt ? { claimedUntil: null } : {}) })
    .where(eq(lineOutbox.id, id));
}
