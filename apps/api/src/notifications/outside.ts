/**
 * What is owed outside ShootBook (docs/decisions/0030, 0036): rows of the LINE and Web Push
 * outboxes, written in the transaction of the notification or thread message they carry, so a
 * change that rolls back owes nothing. A recipient is owed a channel only when it reaches them
 * (a linked LINE account; a push subscription) and their preferences let the topic out there
 * (packages/machines `wantsNotification`); in quiet hours the row waits (`not_before`,
 * packages/machines `deliverAt`). E-mail is owed by the notification row itself
 * (`mail_not_before`, notify.ts); its sender reads the preferences when it sends (mail/outbox.ts).
 * The senders are line/outbox.ts and push/outbox.ts.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  deliverAt,
  topicOf,
  wantsNotification,
  type NotificationChannel,
  type NotificationTopic,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  lineOutbox,
  notificationPreferences,
  notifications,
  pushOutbox,
  pushSubscriptions,
  threads,
  users,
} from '../db/schema.ts';

/** One notification or thread message owed to one recipient. */
interface Owed {
  recipientId: string;
  topic: NotificationTopic;
  notificationId?: string;
  messageId?: string;
  threadId: string | null;
}

/** A user's stored choices; a missing entry is on (packages/machines `wantsNotification`). */
export type StoredPreferences = Partial<
  Record<NotificationTopic, Partial<Record<NotificationChannel, boolean>>>
>;

/** The stored preferences of each of `userIds` (an empty object for one who chose nothing). */
export async function preferencesOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, StoredPreferences>> {
  const preferences = new Map<string, StoredPreferences>(userIds.map((id) => [id, {}]));
  if (userIds.length === 0) return preferences;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  for (const row of rows) {
    const stored = preferences.get(row.userId) ?? {};
    stored[row.topic] = { ...stored[row.topic], [row.channel]: row.enabled };
    preferences.set(row.userId, stored);
  }
  return preferences;
}

async function owe(tx: Database, owed: readonly Owed[], now: Date): Promise<void> {
  if (owed.length === 0) return;
  const recipientIds = [...new Set(owed.map((item) => item.recipientId))];
  const linked = new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, recipientIds), isNotNull(users.lineUserId)))
    ).map((row) => row.id),
  );
  const subscribed = new Set(
    (
      await tx
        .selectDistinct({ id: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, recipientIds))
    ).map((row) => row.id),
  );
  const preferences = await preferencesOf(tx, recipientIds);
  const rowsFor = (channel: NotificationChannel, reaches: (id: string) => boolean) =>
    owed
      .filter(
        (item) =>
          reaches(item.recipientId) &&
          wantsNotification(preferences.get(item.recipientId) ?? {}, item.topic, channel),
      )
      .map((item) => ({
        id: randomUUID(),
        recipientId: item.recipientId,
        notificationId: item.notificationId ?? null,
        messageId: item.messageId ?? null,
        threadId: item.threadId,
        createdAt: now,
        notBefore: deliverAt(item.topic, channel, now),
      }));
  const line = rowsFor('line', (id) => linked.has(id));
  if (line.length > 0) await tx.insert(lineOutbox).values(line).onConflictDoNothing();
  const push = rowsFor('push', (id) => subscribed.has(id));
  if (push.length > 0) await tx.insert(pushOutbox).values(push).onConflictDoNothing();
}

/**
 * Owes LINE and Web Push the notifications `notificationIds` (just inserted in `tx`), each with
 * its booking's thread (where a LINE reply lands), as of `now`.
 */
export async function oweNotificationsOutside(
  tx: Database,
  notificationIds: readonly string[],
  now: Date,
): Promise<void> {
  if (notificationIds.length === 0) return;
  const rows = await tx
    .select({
      id: notifications.id,
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      threadId: threads.id,
    })
    .from(notifications)
    .leftJoin(threads, eq(threads.appointmentId, notifications.appointmentId))
    .where(inArray(notifications.id, [...notificationIds]));
  await owe(
    tx,
    rows.map((row) => ({
      recipientId: row.recipientId,
      topic: topicOf(row.kind),
      notificationId: row.id,
      threadId: row.threadId,
    })),
    now,
  );
}

/**
 * Owes LINE and Web Push message `message` (just written in `tx` by `message.authorId`) for the
 * thread's other party, as of `now`.
 */
export async function oweMessageOutside(
  tx: Database,
  message: { id: string; threadId: string; authorId: string },
  now: Date,
): Promise<void> {
  const [thread] = await tx
    .select({ customerId: threads.customerId, photographerId: threads.photographerId })
    .from(threads)
    .where(eq(threads.id, message.threadId))
    .limit(1);
  if (!thread) return;
  const recipientId =
    thread.customerId === message.authorId ? thread.photographerId : thread.customerId;
  await owe(
    tx,
    [{ recipientId, topic: 'messages', messageId: message.id, threadId: message.threadId }],
    now,
  );
}
