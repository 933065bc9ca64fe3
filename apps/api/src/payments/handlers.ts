/**
 * Handlers of the payment operations of openapi.yaml (tag `payments`). The webhook and the
 * sandbox pages are not spec operations: see `provider-routes.ts`.
 */
import type { Deps, Handlers } from '../deps.ts';
import { requireUser } from '../identity/auth.ts';
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
      return findOrder(db, uid, request.params.id);
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
