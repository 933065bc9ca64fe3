/**
 * The deliveries resource (openapi.yaml tags `deliveries` and `delivery-files`; docs/product.md
 * §11, decision 0023). Handlers only — rules in service.ts, SQL in queries.ts, the clock in
 * sweeps.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import type { PhotoDeps } from '../photos/index.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { deliveryFilesHandlers, deliveryTransfersPlugin } from './files/index.ts';
import { findDeliveryView, isBookingParty, listCallerDeliveries } from './queries.ts';
import { chargeExtraPhotos, chooseFile, picksExport, sendDeliveryEvent } from './service.ts';
import { scheduleDeliverySweeps } from './sweeps.ts';
import { toDelivery } from './wire.ts';

/** `(deps) => { listDeliveries, getDelivery, sendDeliveryEvent, chargeExtraPhotos, pickDeliveryFile, unpickDeliveryFile, allowDeliveryFileInPortfolio, denyDeliveryFileInPortfolio, exportDeliveryPicks }`. */
export function deliveryHandlers(deps: Deps): Handlers {
  const { db, config } = deps;

  /** The caller's view of the delivery of appointment `id`; 404 for a stranger or none. */
  const deliveryOf = async (uid: string, id: string) => {
    const view = await findDeliveryView(db, id, uid);
    if (!view) throw new NotFound(`No delivery for appointment ${id}`);
    return toDelivery(view, uid, config, deps.clock.now());
  };

  return {
    async listDeliveries(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listCallerDeliveries(db, uid, request.query);
      const now = deps.clock.now();
      return { deliveries: rows.map((row) => toDelivery(row, uid, config, now)), total };
    },

    /** `{ delivery }` for a party (null while the booking has none); 404 for anyone else. */
    async getDelivery(request) {
      const { uid } = requireUser(request);
      const { id } = request.params;
      const view = await findDeliveryView(db, id, uid);
      if (view) return { delivery: toDelivery(view, uid, config, deps.clock.now()) };
      if (!(await isBookingParty(db, id, uid))) throw new NotFound(`No appointment ${id}`);
      return { delivery: null };
    },

    async sendDeliveryEvent(request) {
      const { uid } = requireUser(request);
      await sendDeliveryEvent(deps, { uid }, request.params.id, request.body);
      return deliveryOf(uid, request.params.id);
    },

    async chargeExtraPhotos(request) {
      const { uid } = requireUser(request);
      return chargeExtraPhotos(deps, uid, request.params.id, request.headers['idempotency-key']);
    },

    async pickDeliveryFile(request) {
      const { uid } = requireUser(request);
      const { id, fileId } = request.params;
      return chooseFile(deps, uid, id, fileId, { column: 'picked', value: true });
    },

    async unpickDeliveryFile(request) {
      const { uid } = requireUser(request);
      const { id, fileId } = request.params;
      return chooseFile(deps, uid, id, fileId, { column: 'picked', value: false });
    },

    async allowDeliveryFileInPortfolio(request) {
      const { uid } = requireUser(request);
      const { id, fileId } = request.params;
      return chooseFile(deps, uid, id, fileId, { column: 'portfolioAllowed', value: true });
    },

    async denyDeliveryFileInPortfolio(request) {
      const { uid } = requireUser(request);
      const { id, fileId } = request.params;
      return chooseFile(deps, uid, id, fileId, { column: 'portfolioAllowed', value: false });
    },

    async exportDeliveryPicks(request, reply) {
      const { uid } = requireUser(request);
      const text = await picksExport(deps, uid, request.params.id);
      reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="picks-${request.params.id}.txt"`);
      reply.send(text);
    },
  };
}

/**
 * Registers the delivery operations (state, events, choices), the delivery-files operations and,
 * with `backgroundJobs`, the delivery sweeps (sweeps.ts; tests call `runDeliverySweeps` directly,
 * so a moved test clock can't race them).
 */
export const deliveriesPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: PhotoDeps; backgroundJobs?: boolean }
> = async (app, options) => {
  await registerContractRoutes(app, {
    tags: ['deliveries'],
    handlers: deliveryHandlers(options.deps),
    auth: options.auth,
  });
  await registerContractRoutes(app, {
    tags: ['delivery-files'],
    handlers: deliveryFilesHandlers(options.deps),
    auth: options.auth,
  });
  await app.register(deliveryTransfersPlugin, options);
  if (options.backgroundJobs) scheduleDeliverySweeps(app, options.deps);
};
