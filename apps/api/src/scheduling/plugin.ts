/**
 * The scheduling resource (openapi.yaml tags `busytimes`, `slots`): the schedule view, blocking
 * time by hand, and a sub-package's free slots. Handlers only — rules in service.ts, SQL in queries.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { requirePhotographer } from '../users/service.ts';
import { busyTimesOf, createBusyTime, deleteBusyTime, scheduleWindow, slotsOf } from './service.ts';

/** `(deps) => { listPhotographerBusyTimes, createBusyTime, deleteBusyTime, listSubpackageSlots }`. */
export function schedulingHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  return {
    async listPhotographerBusyTimes(request) {
      const caller = requireUser(request);
      const photographer = await requirePhotographer(db, request.params.id);
      const window = scheduleWindow(request.query, clock.now());
      return { busyTimes: await busyTimesOf(db, photographer.id, window, caller.uid) };
    },

    async createBusyTime(request, reply) {
      const created = await createBusyTime(deps, requireUser(request), request.body);
      reply.code(201);
      return created;
    },

    async listSubpackageSlots(request) {
      return slotsOf(deps, requireUser(request).uid, request.params.id, request.query);
    },

    async deleteBusyTime(request, reply) {
      await deleteBusyTime(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  };
}

/** Registers the scheduling operations. */
export const schedulingPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['busytimes', 'slots'],
    handlers: schedulingHandlers(options.deps),
    auth: options.auth,
  });
};
