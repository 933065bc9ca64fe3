/**
 * The payments resource (openapi.yaml tag `payments`), plus the provider routes that are not
 * contract operations (the webhook and the sandbox pages: provider-routes.ts). Handlers only —
 * rules in service.ts, SQL in queries.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { scheduleCheckoutExpiry } from './expiry.ts';
import { registerProviderRoutes } from './provider-routes.ts';
import { findOrder, listCallerPayments } from './queries.ts';
import { onboardingLink, startCheckout } from './service.ts';

/** `(deps) => { listPayments, getPayment, getOnboardingUrl, chargePayment }`. */
export function paymentHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async listPayments(request) {
      const { uid } = requireUser(request);
      return listCallerPayments(db, uid, request.query);
    },

    async getPayment(request) {
      const { uid } = requireUser(request);
      return findOrder(db, uid, request.params.id, deps.config.unpaidTimeoutMinutes);
    },

    async getOnboardingUrl(request) {
      const { uid } = requireUser(request);
      return onboardingLink(deps, uid, request.query.returnUrl);
    },

    async chargePayment(request) {
      const { uid } = requireUser(request);
      return startCheckout(deps, uid, request.params.id, request.headers['idempotency-key']);
    },
  };
}

/**
 * Registers the payments operations, the provider webhook, (sandbox provider) its pages and,
 * with `backgroundJobs`, the checkout expiry job (expiry.ts; tests leave it off and call
 * `expireStaleCheckouts` directly, so a moved test clock can't race it).
 */
export const paymentsPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: Deps; backgroundJobs?: boolean }
> = async (app, options) => {
  await registerContractRoutes(app, {
    tags: ['payments'],
    handlers: paymentHandlers(options.deps),
    auth: options.auth,
  });
  await registerProviderRoutes(app, options.deps);
  if (options.backgroundJobs) scheduleCheckoutExpiry(app, options.deps);
};
