/**
 * Reviews as the wire shows them (docs/product.md §3.7).
 */
import type { components } from '@shootbook/api-client';

import type { RatingRow, UserRow } from '../db/schema.ts';
import { toUserSummary } from '../users/wire.ts';

/** `Rating` of a row and its reviewer. */
export function toRating(
  row: RatingRow,
  reviewer: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>,
): components['schemas']['Rating'] {
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
