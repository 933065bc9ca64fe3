/**
 * SQL of reviews and of the rating summary on the reviewed user's profile
 * (`users.rating_average`, `users.rating_count`). No rules here (reviews/service.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { ratings, users, type RatingRow, type UserRow } from '../db/schema.ts';

const reviewers = alias(users, 'reviewers');

/** Review `ratingId` of user `userId`, or undefined. */
export async function findRating(
  db: Database,
  userId: string,
  ratingId: string,
): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.id, ratingId), eq(ratings.userId, userId)))
    .limit(1);
  return row;
}

/** A page of user `userId`'s reviews with their reviewers, newest first. */
export function listRatings(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rating: RatingRow; reviewer: UserRow }[]> {
  return ratingsPageStatement(db).execute({ userId, ...page });
}

/** {@link listRatings}'s statement: read by every photographer's profile (db/prepared.ts). */
const ratingsPageStatement = preparedPerDatabase((db) =>
  db
    .select({ rating: ratings, reviewer: reviewers })
    .from(ratings)
    .innerJoin(reviewers, eq(reviewers.id, ratings.reviewerId))
    .where(eq(ratings.userId, sql.placeholder('userId')))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('user_ratings_page'),
);

/**
 * Locks the reviewed user's row until the transaction ends. Every review write takes this lock
 * before it writes, so concurrent reviews of one photographer queue up and each summary is
 * computed from a snapshot that includes the reviews committed before it (READ COMMITTED takes a
 * fresh snapshot per statement).
 */
export async function lockReviewedUser(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** Inserts a review row. */
export async function insertRating(
  tx: Database,
  values: typeof ratings.$inferInsert,
): Promise<RatingRow> {
  const [row] = await tx.insert(ratings).values(values).returning();
  if (!row) throw new Error('Rating insert returned nothing');
  return row;
}

/** Sets score and comment of review `id`; undefined when it no longer exists. */
export async function updateRatingRow(
  tx: Database,
  id: string,
  changes: Pick<RatingRow, 'score' | 'comment' | 'updatedAt'>,
): Promise<RatingRow | undefined> {
  const [row] = await tx.update(ratings).set(changes).where(eq(ratings.id, id)).returning();
  return row;
}

/** Deletes review `id`. */
export async function deleteRatingRow(tx: Database, id: string): Promise<void> {
  await tx.delete(ratings).where(eq(ratings.id, id));
}

/**
 * Recomputes user `userId`'s rating summary in one statement from `ratings`: the average score
 * rounded to 2 decimals (null without reviews) and the count. Call after {@link lockReviewedUser}
 * in the same transaction.
 */
export async function refreshRatingSummary(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${users} set
      rating_average = summary.average,
      rating_count = summary.total
    from (
      select round(avg(${ratings.score})::numeric, 2)::float8 as average, count(*)::int as total
      from ${ratings} where ${ratings.userId} = ${userId}
    ) as summary
    where ${users.id} = ${userId}`);
}
