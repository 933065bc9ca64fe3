/**
 * The reviews resource (openapi.yaml tag `ratings`). Handlers only — rules in service.ts, SQL in
 * queries.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { RatingRow } from '../db/schema.ts';
import type { Deps, Handlers } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { findUser } from '../users/queries.ts';
import { listRatings } from './queries.ts';
import { createReview, deleteReview, ratingOf, updateReview } from './service.ts';
import { toRating } from './wire.ts';

/** `(deps) => { listUserRatings, createUserRating, getUserRating, updateUserRating, deleteUserRating }`. */
export function reviewHandlers(deps: Deps): Handlers {
  const { db } = deps;

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
      const rows = await listRatings(db, user.id, {
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
      });
      return {
        ratings: rows.map((row) => toRating(row.rating, row.reviewer)),
        total: user.ratingCount,
        average: user.ratingAverage,
      };
    },

    async createUserRating(request, reply) {
      const row = await createReview(deps, requireUser(request), request.params.id, request.body);
      reply.code(201);
      return withReviewer(row);
    },

    async getUserRating(request) {
      return withReviewer(await ratingOf(deps, request.params.id, request.params.ratingId));
    },

    async updateUserRating(request) {
      return withReviewer(
        await updateReview(
          deps,
          requireUser(request),
          request.params.id,
          request.params.ratingId,
          request.body,
        ),
      );
    },

    async deleteUserRating(request, reply) {
      await deleteReview(deps, requireUser(request), request.params.id, request.params.ratingId);
      return reply.code(204).send();
    },
  };
}

/** Registers the reviews operations. */
export const reviewsPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['ratings'],
    handlers: reviewHandlers(options.deps),
    auth: options.auth,
  });
};
