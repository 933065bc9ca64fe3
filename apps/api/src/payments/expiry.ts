import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { expireStaleCheckouts } from './service.ts';

/**
 * Runs {@link expireStaleCheckouts} every minute through the job queue (ops/sweeps.ts). The payments plugin calls this
 * when the server's `backgroundJobs` option is on; tests call `expireStaleCheckouts` directly.
 * Source: docs/product.md §4.2 (Wait → Unpaid when the checkout expires).
 */
export function scheduleCheckoutExpiry(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'checkout-expiry',
    run: async () => {
      const ids = await expireStaleCheckouts(deps);
      return ids.length > 0
        ? { message: 'closed expired checkouts', fields: { paymentIds: ids } }
        : null;
    },
  });
}
