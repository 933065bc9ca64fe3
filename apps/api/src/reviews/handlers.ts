/**
 * Reviews (openapi.yaml tag `ratings`): customers review a photographer after a Completed
 * appointment, once per appointment; only the reviewer edits or deletes a review.
 */
import { randomUUID } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Deps, Handlers } from '../deps.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode, withTransaction } from '../db/client.ts';
import { appointments, ratings, users, type RatingRow } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../errors.ts';
import { requireUser } from '../identity/auth.ts';
import { findUser } from '../users/profiles.ts';
import { refreshRatingSummary, toRating } from './ratings.ts';

const reviewers = alias(users, 'reviewers');

export function reviewHandlers({ db, clock }: Deps): Handlers {
  async function ratingOf(userId: string, ratingId: string): Promise<RatingRow> {
    const [row] = await db
      .select()
      .from(ratings)
      .where(and(eq(ratings.id, ratingId), eq(ratings.userId, userId)))
      .limit(1);
    if (!row) throw new NotFound(`No review ${ratingId} of user ${userId}`);
    return row;
  }

  async function withReviewer(row: RatingRow) {
    const reviewer = await findUser(db, row.reviewerId);
    if (!reviewer) throw new Error(`Reviewer ${row.reviewerId} of rating ${row.id} is missing`);
    return toRating(row, reviewer);
  }

  return {
    /** Newest first, with the average score (null without reviews). 404 for an unknown user. */
    async listUserRatings(request) {
      const user = await findUser(db, request.params.id);
      if (!user) throw new NotFound(`No user ${request.params.id}`);
      const limit = request.query.limit ?? 50;
      const offset = request.query.offset ?? 0;
      const rows = await db
        .select({ rating: ratings, reviewer: reviewers })
        .from(ratings)
        .innerJoin(reviewers, eq(reviewers.id, ratings.reviewerId))
        .where(eq(ratings.userId, user.id))
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(limit)
        .offset(offset);
      return {
        ratings: rows.map((row) => toRating(row.rating, row.reviewer)),
        total: user.ratingCount,
        average: user.ratingAverage,
      };
    },

    /**
     * The caller must be the customer (403) of appointment `appointmentId` (404), which is with
     * photographer `{id}` and Completed (422); one review per appointment (409).
     */
    async createUserRating(request, reply) {
      const caller = requireUser(request);
      const photographerId = request.params.id;
      const photographer = await findUser(db, photographerId);
      if (!photographer) throw new NotFound(`No user ${photographerId}`);
      const [appointment] = await db
        .select()
        .from(appointments)
        .where(eq(appointments.id, request.body.appointmentId))
        .limit(1);
      if (!appointment) throw new NotFound(`No appointment ${request.body.appointmentId}`);
      if (appointment.customerId !== caller.uid) throw new Forbidden('Only the customer of this appointment may review it');
      if (appointment.photographerId !== photographerId) {
        throw new Unprocessable('This appointment was with another photographer');
      }
      if (appointment.status !== 'Completed') throw new Unprocessable('Only completed appointments can be reviewed');
      const now = clock.now();
      try {
        const row = await withTransaction(db, async (tx) => {
          const [inserted] = await tx
            .insert(ratings)
            .values({
              id: randomUUID(),
              userId: photographerId,
              reviewerId: caller.uid,
              appointmentId: appointment.id,
              score: request.body.score,
              comment: request.body.comment?.trim() ?? '',
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await refreshRatingSummary(tx, photographerId);
          return inserted;
        });
        if (!row) throw new Error('Rating insert returned nothing');
        reply.code(201);
        return withReviewer(row);
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new Conflict('This appointment has already been reviewed');
        throw error;
      }
    },

    async getUserRating(request) {
      return withReviewer(await ratingOf(request.params.id, request.params.ratingId));
    },

    /** The reviewer only (403). */
    async updateUserRating(request) {
      const caller = requireUser(request);
      const existing = await ratingOf(request.params.id, request.params.ratingId);
      if (existing.reviewerId !== caller.uid) throw new Forbidden('Only the author may change this review');
      const row = await withTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(ratings)
          .set({ score: request.body.score, comment: request.body.comment?.trim() ?? '', updatedAt: clock.now() })
          .where(eq(ratings.id, existing.id))
          .returning();
        await refreshRatingSummary(tx, existing.userId);
        return updated;
      });
      if (!row) throw new NotFound('Review vanished');
      return withReviewer(row);
    },

    /** The reviewer only (403). */
    async deleteUserRating(request, reply) {
      const caller = requireUser(request);
      const existing = await ratingOf(request.params.id, request.params.ratingId);
      if (existing.reviewerId !== caller.uid) throw new Forbidden('Only the author may delete this review');
      await withTransaction(db, async (tx) => {
        await tx.delete(ratings).where(eq(ratings.id, existing.id));
        await refreshRatingSummary(tx, existing.userId);
      });
      return reply.code(204).send();
    },
  };
}
