import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { expireMoveProposals } from './moves.ts';
import { expireOverdueAppointments } from './service.ts';

/**
 * Runs {@link expireOverdueAppointments} every minute through the job queue (ops/sweeps.ts). Two replicas running it at
 * once expire each appointment once (the machine refuses the second EXPIRE inside the locked
 * transaction). The appointments plugin calls this with `backgroundJobs`; tests call
 * `expireOverdueAppointments` directly instead.
 * Source: docs/product.md §4.1 (unpaid 24 hours after acceptance → canceled by the system), §12
 * (a move proposal lapses).
 */
export function scheduleAppointmentExpiry(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'appointment-expiry',
    run: async () => {
      const ids = await expireOverdueAppointments(deps);
      // Move proposals whose time ran out (docs/decisions/0032-moving-a-shoot.md).
      const moveIds = await expireMoveProposals(deps);
      return ids.length + moveIds.length > 0
        ? {
            message: 'expired overdue appointments and move proposals',
            fields: { appointmentIds: ids, moveIds },
          }
        : null;
    },
  });
}
