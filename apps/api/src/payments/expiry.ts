import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { expireStaleExtraPhotosCheckouts } from './extra-photos.ts';
import { expireStaleCheckouts } from './service.ts';

/**
 * Runs {@link expireStaleCheckouts} (the bookings' checkouts) and
 * {@link expireStaleExtraPhotosCheckouts} (the deliveries' extra-photos checkouts) every minute
 * through the job queue (ops/sweeps.ts). The payments plugin calls this when the server's
 * `backgroundJobs` option is on; tests call both directly.
 * Source: docs/product.md §4.2 (Wait → Unpaid when the checkout expires), §11 (the add-on).
 */
export function scheduleCheckoutExpiry(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'checkout-expiry',
    run: async () => {
      const paymentIds = await expireStaleCheckouts(deps);
      const extraPhotosAppointmentIds = await expireStaleExtraPhotosCheckouts(deps);
      return paymentIds.length + extraPhotosAppointmentIds.length > 0
        ? {
            message: 'closed expired checkouts',
            fields: { paymentIds, extraPhotosAppointmentIds },
          }
        : null;
    },
  });
}
