/** SQL of the saved photographers (no rules here; openapi.yaml tag `saved`). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import { listedPhotographer, savedPhotographers, users, type UserRow } from '../db/schema.ts';
import { portfolioCoverLateral, portfolioCoverOf, type PhotoCard } from '../photos/index.ts';

/** At most this many saved photographers are listed (openapi.yaml `SavedPhotographerList`). */
export const SAVED_LIST_LIMIT = 500;

/** Whether `id` is a photographer the directory lists (named, with a bank account, not deleted). */
export async function isListedPhotographer(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), listedPhotographer(users), isNull(users.deletedAt)));
  return row !== undefined;
}

/** Saves `photographerId` for `userId` at `now`; an existing row is kept as it is. */
export async function insertSaved(
  db: Database,
  userId: string,
  photographerId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(savedPhotographers)
    .values({ userId, photographerId, createdAt: now })
    .onConflictDoNothing();
}

/** Removes `photographerId` from `userId`'s saved list; whether it was there. */
export async function deleteSaved(
  db: Database,
  userId: string,
  photographerId: string,
): Promise<boolean> {
  const removed = await db
    .delete(savedPhotographers)
    .where(
      and(
        eq(savedPhotographers.userId, userId),
        eq(savedPhotographers.photographerId, photographerId),
      ),
    )
    .returning({ id: savedPhotographers.photographerId });
  return removed.length > 0;
}

/**
 * `userId`'s saved photographers still listed, last saved first (up to {@link SAVED_LIST_LIMIT}),
 * each with the directory's package count, cheapest price (satang) and portfolio cover.
 */
export async function listSaved(
  db: Database,
  userId: string,
): Promise<{ user: UserRow; cover: PhotoCard | null }[]> {
  const cover = portfolioCoverLateral(db);
  const rows = await db
    .select()
    .from(savedPhotographers)
    .innerJoin(users, eq(users.id, savedPhotographers.photographerId))
    .leftJoinLateral(cover, sql`true`)
    .where(
      and(
        eq(savedPhotographers.userId, userId),
        listedPhotographer(users),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(savedPhotographers.createdAt), desc(savedPhotographers.photographerId))
    .limit(SAVED_LIST_LIMIT);
  return rows.map((row) => ({ user: row.users, cover: portfolioCoverOf(row.portfolio_cover) }));
}
