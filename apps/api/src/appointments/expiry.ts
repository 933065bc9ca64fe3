import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { expireUnpaidAppointments } from './service.ts';

/** How often the server looks for unpaid acceptances to expire, in milliseconds (1 minute). */
export const UNPAID_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Runs {@link expireUnpaidAppointments} every `intervalMs` on an unref'd timer (it never keeps
 * the process alive) and stops it when `app` closes. Overlapping runs are skipped. The server
 * calls this once after building `deps`; tests call `expireUnpaidAppointments` directly instead.
 * Source: PRODUCT.md "Appointment states" (unpaid 24 hours after acceptance → canceled by the system).
 */
export function scheduleUnpaidExpiry(app: FastifyInstance, deps: Deps, intervalMs = UNPAID_EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidAppointments(deps)
      .then((ids) => {
        if (ids.length > 0) deps.log.info({ appointmentIds: ids }, 'expired unpaid appointments');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'unpaid expiry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
