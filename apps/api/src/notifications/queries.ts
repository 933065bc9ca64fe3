/** SQL of the notification centre (no rules here). */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import { notifications, type NotificationRow } from '../db/schema.ts';

/** A page of `userId`'s notifications, newest first, and how many there are. */
export async function listNotificationsOf(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const mine = eq(notifications.recipientId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** How many of `userId`'s notifications are unread. */
export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks `userId`'s unread notifications `ids` (all when undefined) read at `now`; other users' ids are ignored. */
export async function markRead(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.recipientId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}
