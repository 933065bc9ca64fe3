import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { expireStaleCheckouts } from './service.ts';

/** How often the server looks for expired checkouts, in milliseconds (1 minute). */
export const CHECKOUT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Runs {@link expireStaleCheckouts} every `intervalMs` on an unref'd timer (it never keeps the
 * process alive) and stops it when `app` closes. Overlapping runs are skipped; a failed run is
 * logged and the next one tries again. The payments plugin calls this when the server's
 * `backgroundJobs` option is on; tests call `expireStaleCheckouts` directly instead.
 * Source: PRODUCT.md "Payment states" (Wait → Unpaid when the checkout expires).
 */
export function scheduleCheckoutExpiry(app: FastifyInstance, deps: Deps, intervalMs = CHECKOUT_EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireStaleCheckouts(deps)
      .then((ids) => {
        if (ids.length > 0) deps.log.info({ paymentIds: ids }, 'closed expired checkouts');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'checkout expiry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
