/**
 * Saved photographers (openapi.yaml tag `saved`): the caller's own list of photographers to come
 * back to. Any signed-in caller keeps one; only a listed photographer can be saved, and an id that
 * is neither saved nor a listed photographer is not found (404).
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { toPhoto } from '../photos/index.ts';
import { toPublicProfile } from '../users/wire.ts';
import { deleteSaved, insertSaved, isListedPhotographer, listSaved } from './queries.ts';

/** `(deps) => { listSavedPhotographers, savePhotographer, unsavePhotographer }`. */
export function savedHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async listSavedPhotographers(request) {
      const { uid } = requireUser(request);
      const rows = await listSaved(db, uid);
      return {
        photographers: rows.map(({ user, cover }) => ({
          ...toPublicProfile(user),
          packageCount: user.packageCount,
          minPrice: user.minPrice,
          cover: cover ? toPhoto(cover.photo, cover.asset, deps.storage) : null,
        })),
      };
    },

    async savePhotographer(request, reply) {
      const { uid } = requireUser(request);
      const { photographerId } = request.params;
      if (!(await isListedPhotographer(db, photographerId)))
        throw new NotFound(`No photographer ${photographerId}`);
      await insertSaved(db, uid, photographerId, deps.clock.now());
      return reply.code(204).send();
    },

    async unsavePhotographer(request, reply) {
      const { uid } = requireUser(request);
      const { photographerId } = request.params;
      const removed = await deleteSaved(db, uid, photographerId);
      if (!removed && !(await isListedPhotographer(db, photographerId)))
        throw new NotFound(`No photographer ${photographerId}`);
      return reply.code(204).send();
    },
  };
}

/** Registers the saved-photographers operations. */
export const savedPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['saved'],
    handlers: savedHandlers(options.deps),
    auth: options.auth,
  });
};
