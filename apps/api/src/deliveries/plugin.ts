/**
 * The deliveries resource (openapi.yaml tags `deliveries` and `delivery-files`; docs/product.md
 * §11, decision 0023). Handlers only — rules in service.ts, SQL in queries.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { deliveryFileHandlers } from './files-placeholder.ts';

const notServed = async (): Promise<never> => {
  throw new NotFound('Deliveries are not served by this server');
};

/** The `deliveries` operations. */
export function deliveryHandlers(_deps: Deps): Handlers {
  return {
    listDeliveries: notServed,
    getDelivery: notServed,
    sendDeliveryEvent: notServed,
    chargeExtraPhotos: notServed,
    pickDeliveryFile: notServed,
    unpickDeliveryFile: notServed,
    allowDeliveryFileInPortfolio: notServed,
    denyDeliveryFileInPortfolio: notServed,
    exportDeliveryPicks: notServed,
  };
}

/** Registers the delivery operations (state, choices) and the delivery-files operations. */
export const deliveriesPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['deliveries'],
    handlers: deliveryHandlers(options.deps),
    auth: options.auth,
  });
  await registerContractRoutes(app, {
    tags: ['delivery-files'],
    handlers: deliveryFileHandlers(),
    auth: options.auth,
  });
};
