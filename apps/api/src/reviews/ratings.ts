/**
 * Reviews of photographers (PRODUCT.md "Rating (review)") and the rating summary on the
 * profile (`users.rating_average`, `users.rating_count`), kept in step in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { ratings, users, type RatingRow, type UserRow } from '../db/schema.ts';
import { toUserSummary } from '../users/profiles.ts';

/** `Rating` of a row and its reviewer. */
export function toRating(row: RatingRow, reviewer: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>): components['schemas']['Rating'] {
  return {
    ratingId: row.id,
    userId: row.userId,
    reviewerId: row.reviewerId,
    reviewer: toUserSummary(reviewer),
    appointmentId: row.appointmentId,
    score: row.score,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Recomputes the average (null without reviews) and count of user `userId` from `ratings`. */
export async function refreshRatingSummary(db: Database, userId: string): Promise<void> {
  const [summary] = await db
    .select({ average: sql<number | null>`avg(${ratings.score})::float8`, total: sql<number>`count(*)::int` })
    .from(ratings)
    .where(eq(ratings.userId, userId));
  const average = summary?.average === null || summary?.average === undefined ? null : Math.round(Number(summary.average) * 100) / 100;
  await db
    .update(users)
    .set({ ratingAverage: average, ratingCount: Number(summary?.total ?? 0) })
    .where(eq(users.id, userId));
}
