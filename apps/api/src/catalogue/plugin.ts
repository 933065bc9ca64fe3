/**
 * The catalogue resource (openapi.yaml tags `packages`, `subpackages`): handlers only — rules
 * in service.ts, SQL in queries.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers, QueryParams, SuccessBody } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { microCache } from '../http/micro-cache.ts';
import { findSubpackage, hasInactivePackages, listPackages, listSubpackages } from './queries.ts';
import {
  createPackage,
  createSubpackage,
  deletePackage,
  deleteSubpackage,
  packageDetail,
  updatePackage,
  updateSubpackage,
} from './service.ts';
import { coversOf, toPhoto } from '../photos/index.ts';
import { toPackage, toSubpackage } from './wire.ts';
import { dateSearchOf, dayCanBeBooked } from '../scheduling/date-search.ts';

/** `(deps) => { listPackages, createPackage, getPackage, updatePackage, deletePackage, listSubpackages, getSubpackage, createSubpackage, updateSubpackage, deleteSubpackage }`. */
export function catalogueHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  // The public package list (active packages only) is the same for every caller: one process
  // reads a page once per `directoryCacheMs` (docs/decisions/0019).
  const publicPackagePage = microCache(
    deps.config.directoryCacheMs,
    (query: QueryParams<'listPackages'>) => readPackagePage(deps, null, query),
    () => clock.now().getTime(),
  );
  return {
    async listPackages(request) {
      const caller = requireUser(request);
      // A photographer's own list, and any list of one who has inactive packages (they see
      // theirs), are read fresh for them; everyone else shares the public page.
      const ownAnswer =
        deps.config.directoryCacheMs <= 0 ||
        request.query.photographerId === caller.uid ||
        (await hasInactivePackages(db, caller.uid));
      return ownAnswer
        ? readPackagePage(deps, caller.uid, request.query)
        : publicPackagePage(request.query);
    },

    async createPackage(request, reply) {
      const created = await createPackage(deps, requireUser(request), request.body);
      reply.code(201);
      return created;
    },

    async getPackage(request) {
      return packageDetail(deps, requireUser(request).uid, request.params.id);
    },

    async updatePackage(request) {
      return updatePackage(deps, requireUser(request), request.params.id, request.body);
    },

    async deletePackage(request, reply) {
      await deletePackage(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },

    async listSubpackages(request) {
      const caller = requireUser(request);
      const { rows, total } = await listSubpackages(db, caller.uid, request.query);
      return { subpackages: rows.map(toSubpackage), total };
    },

    async getSubpackage(request) {
      const row = await findSubpackage(db, request.params.id);
      if (!row) throw new NotFound(`No sub-package ${request.params.id}`);
      return toSubpackage(row);
    },

    async createSubpackage(request, reply) {
      const created = await createSubpackage(
        deps,
        requireUser(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return created;
    },

    async updateSubpackage(request) {
      return updateSubpackage(deps, requireUser(request), request.params.id, request.body);
    },

    async deleteSubpackage(request, reply) {
      await deleteSubpackage(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  };
}

/** Registers the catalogue operations. */
export const cataloguePlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['packages', 'subpackages'],
    handlers: catalogueHandlers(options.deps),
    auth: options.auth,
  });
};

/**
 * A page of `GET /package` as it answers: packages with their price range (satang), photographer
 * and cover, the capped count and the next cursor; `viewerId`'s own inactive packages included
 * (none for `null`, the public list); by date (`date`, `part`) only active packages with a free
 * time then, with their count (scheduling/date-search.ts). @throws ValidationFailed (400) for a
 * foreign cursor (catalogue/queries.ts), a part without a date or a date that is not a calendar day.
 */
async function readPackagePage(
  deps: Deps,
  viewerId: string | null,
  query: QueryParams<'listPackages'>,
): Promise<SuccessBody<'listPackages'>> {
  const day = dateSearchOf(deps, query);
  if (day && !dayCanBeBooked(day))
    return { packages: [], total: 0, totalCapped: false, nextCursor: null };
  const { rows, total, totalCapped, nextCursor } = await listPackages(
    deps.db,
    viewerId,
    query,
    day,
  );
  const covers = await coversOf(
    deps.db,
    rows.map((row) => row.pkg.id),
  );
  return {
    packages: rows.map((row) => {
      const cover = covers.get(row.pkg.id);
      const item = toPackage(
        row.pkg,
        { minPrice: row.pkg.minPrice, maxPrice: row.pkg.maxPrice },
        row.photographer,
        cover ? toPhoto(cover.photo, cover.asset, deps.storage) : null,
      );
      return row.freeTimes !== undefined ? { ...item, freeTimes: row.freeTimes } : item;
    }),
    total,
    totalCapped,
    nextCursor,
  };
}
