import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { expireOverdueAppointments } from './service.ts';

/** How often the server looks for overdue appointments to expire, in milliseconds (1 minute). */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Runs {@link expireOverdueAppointments} every `intervalMs` on an unref'd timer (it never keeps
 * the process alive) and stops it when `app` closes. Overlapping runs are skipped; two replicas
 * running it at once expire each appointment once (the machine refuses the second EXPIRE inside
 * the locked transaction). The appointments plugin calls this with `backgroundJobs`; tests call
 * `expireOverdueAppointments` directly instead.
 * Source: PRODUCT.md "Appointment states" (unpaid 24 hours after acceptance → canceled by the system).
 */
export function scheduleAppointmentExpiry(app: FastifyInstance, deps: Deps, intervalMs = EXPIRY_INTERVAL_MS): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdueAppointments(deps)
      .then((ids) => {
        if (ids.length > 0) deps.log.info({ appointmentIds: ids }, 'expired overdue appointments');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'appointment expiry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
