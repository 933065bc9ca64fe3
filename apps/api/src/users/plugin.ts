/**
 * The users resource (openapi.yaml tag `users`): profiles, the registration progression and the
 * photographer directory. Handlers only — rules in service.ts, SQL in queries.ts.
 */
import { PassThrough } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers, QueryParams, SuccessBody } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { microCache } from '../http/micro-cache.ts';
import { requireUser } from '../identity/auth.ts';
import { toPhoto } from '../photos/index.ts';
import { dateSearchOf, dayCanBeBooked } from '../scheduling/date-search.ts';
import { deleteOwnAccount, scheduleAccountErasure } from './account.ts';
import { streamExport } from './export.ts';
import { cancellationCounts, findUser, listPhotographers } from './queries.ts';
import { ensureProfile, updateOwnProfile } from './service.ts';
import { toPublicProfile, toUserProfile } from './wire.ts';

/**
 * `(deps) => { getOwnProfile, updateOwnProfile, deleteOwnAccount, exportOwnData, getUserProfile,
 * listPhotographers }`.
 */
export function userHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  // The directory is the same for every caller: one process reads a page once per
  // `directoryCacheMs` (docs/decisions/0019).
  const directoryPage = microCache(
    deps.config.directoryCacheMs,
    (query: QueryParams<'listPhotographers'>) => readDirectoryPage(deps, query),
    () => clock.now().getTime(),
  );
  return {
    async getOwnProfile(request) {
      return toUserProfile(await ensureProfile(db, requireUser(request), clock.now()));
    },

    async updateOwnProfile(request) {
      return toUserProfile(await updateOwnProfile(deps, requireUser(request), request.body));
    },

    async deleteOwnAccount(request, reply) {
      await deleteOwnAccount(deps, requireUser(request));
      return reply.code(204).send();
    },

    async exportOwnData(request, reply) {
      const { uid } = requireUser(request);
      const body = new PassThrough();
      streamExport(deps, uid, body).catch((error: unknown) =>
        request.log.warn({ err: error, uid }, 'data export failed'),
      );
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="shootbook-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },

    async getUserProfile(request) {
      const row = await findUser(db, request.params.id);
      if (!row) throw new NotFound(`No user ${request.params.id}`);
      if (row.role !== 'Photographer') return toPublicProfile(row);
      return toPublicProfile(row, await cancellationCounts(db, row.id));
    },

    async listPhotographers(request) {
      return directoryPage(request.query);
    },
  };
}

/**
 * A page of the photographer directory as `GET /user/photographers` answers it: public profiles
 * with package count, cheapest price (satang) and portfolio cover, the capped count and the next
 * cursor; by date (`date`, `part`) only those with a free time then, with their count
 * (scheduling/date-search.ts). @throws ValidationFailed (400) for a foreign cursor
 * (users/queries.ts), a part without a date or a date that is not a calendar day.
 */
async function readDirectoryPage(
  deps: Deps,
  query: QueryParams<'listPhotographers'>,
): Promise<SuccessBody<'listPhotographers'>> {
  const { db } = deps;
  const day = dateSearchOf(deps, query);
  if (day && !dayCanBeBooked(day))
    return { photographers: [], total: 0, totalCapped: false, nextCursor: null };
  const { rows, total, totalCapped, nextCursor } = await listPhotographers(db, query, day);
  return {
    photographers: rows.map((row) => ({
      ...toPublicProfile(row.user),
      packageCount: row.packageCount,
      minPrice: row.minPrice,
      cover: row.cover ? toPhoto(row.cover.photo, row.cover.asset, deps.storage) : null,
      ...(row.freeTimes !== undefined ? { freeTimes: row.freeTimes } : {}),
    })),
    total,
    totalCapped,
    nextCursor,
  };
}

/**
 * Registers the users operations and, with `backgroundJobs`, the erasure sweep of deleted accounts
 * (account.ts; tests call `runAccountErasure` directly).
 */
export const usersPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: Deps; backgroundJobs?: boolean }
> = async (app, options) => {
  await registerContractRoutes(app, {
    tags: ['users'],
    handlers: userHandlers(options.deps),
    auth: options.auth,
  });
  if (options.backgroundJobs) scheduleAccountErasure(app, options.deps);
};
