/**
 * Review rules (docs/product.md §6, "Rating (review)"): customers review a photographer after a
 * Completed appointment, once per appointment; only the reviewer edits or deletes a review. The
 * photographer's rating summary changes in the same transaction as the review.
 */
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import { reviewRefusal } from '@shootbook/machines';

import { PG_UNIQUE_VIOLATION, pgErrorCode, withTransaction } from '../db/client.ts';
import { appointments, type RatingRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { findUser } from '../users/queries.ts';
import { requireRegistration } from '../users/service.ts';
import {
  deleteRatingRow,
  findRating,
  insertRating,
  lockReviewedUser,
  refreshRatingSummary,
  updateRatingRow,
} from './queries.ts';

type Schemas = components['schemas'];

/** Review `ratingId` of user `userId`. @throws NotFound (404). */
export async function ratingOf(deps: Deps, userId: string, ratingId: string): Promise<RatingRow> {
  const row = await findRating(deps.db, userId, ratingId);
  if (!row) throw new NotFound(`No review ${ratingId} of user ${userId}`);
  return row;
}

/**
 * A review of photographer `photographerId` by the caller: a registered customer (403) who is the
 * customer (403) of appointment `appointmentId` (404), which is with this photographer and
 * Completed (422) — packages/machines `reviewRefusal`; one review per appointment (409, the
 * unique index decides between concurrent ones).
 */
export async function createReview(
  deps: Deps,
  caller: AuthUser,
  photographerId: string,
  body: Schemas['RatingCreate'],
): Promise<RatingRow> {
  const photographer = await findUser(deps.db, photographerId);
  if (!photographer) throw new NotFound(`No user ${photographerId}`);
  const [appointment] = await deps.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, body.appointmentId))
    .limit(1);
  if (!appointment) throw new NotFound(`No appointment ${body.appointmentId}`);
  const refusal = reviewRefusal(
    {
      appointmentStatus: appointment.status,
      customerId: appointment.customerId,
      photographerId: appointment.photographerId,
    },
    { reviewerId: caller.uid, photographerId },
  );
  // Someone else's appointment is refused as such: no registration would make it theirs.
  if (refusal === 'not_customer')
    throw new Forbidden('Only the customer of this appointment may review it');
  await requireRegistration(deps.db, caller.uid, 'review');
  if (refusal === 'other_photographer')
    throw new Unprocessable('This appointment was with another photographer', undefined, {
      reason: 'review_other_photographer',
    });
  if (refusal === 'not_completed')
    throw new Unprocessable('Only completed appointments can be reviewed', undefined, {
      reason: 'review_not_completed',
    });
  const now = deps.clock.now();
  try {
    return await withTransaction(deps.db, async (tx) => {
      await lockReviewedUser(tx, photographerId);
      const row = await insertRating(tx, {
        id: randomUUID(),
        userId: photographerId,
        reviewerId: caller.uid,
        appointmentId: appointment.id,
        score: body.score,
        comment: body.comment?.trim() ?? '',
        createdAt: now,
        updatedAt: now,
      });
      await refreshRatingSummary(tx, photographerId);
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw new Conflict('This appointment has already been reviewed', undefined, {
        reason: 'review_exists',
      });
    throw error;
  }
}

/** Replaces score and comment of the caller's own review (403 otherwise). */
export async function updateReview(
  deps: Deps,
  caller: AuthUser,
  userId: string,
  ratingId: string,
  body: Schemas['RatingUpdate'],
): Promise<RatingRow> {
  const existing = await ratingOf(deps, userId, ratingId);
  if (existing.reviewerId !== caller.uid)
    throw new Forbidden('Only the author may change this review');
  const row = await withTransaction(deps.db, async (tx) => {
    await lockReviewedUser(tx, existing.userId);
    const updated = await updateRatingRow(tx, existing.id, {
      score: body.score,
      comment: body.comment?.trim() ?? '',
      updatedAt: deps.clock.now(),
    });
    await refreshRatingSummary(tx, existing.userId);
    return updated;
  });
  if (!row) throw new NotFound('Review vanished');
  return row;
}

/** Deletes the caller's own review (403 otherwise). */
export async function deleteReview(
  deps: Deps,
  caller: AuthUser,
  userId: string,
  ratingId: string,
): Promise<void> {
  const existing = await ratingOf(deps, userId, ratingId);
  if (existing.reviewerId !== caller.uid)
    throw new Forbidden('Only the author may delete this review');
  await withTransaction(deps.db, async (tx) => {
    await lockReviewedUser(tx, existing.userId);
    await deleteRatingRow(tx, existing.id);
    await refreshRatingSummary(tx, existing.userId);
  });
}
