/**
 * The delivery's clock (docs/product.md §11, decision 0023), run once a minute by the job queue
 * (ops/sweeps.ts) with the API's clock, so the test clock drives it: finals left unanswered are
 * accepted (AUTO_ACCEPT through the machine, which releases the payout); a late delivery is
 * announced once; the payout of a booking with nothing to deliver goes once the dispute window
 * has passed (`payoutReleaseRule`); both parties are reminded once before the finals expire, and
 * expired finals are removed. Every step is decided in its own transaction and recorded, so two
 * replicas sweeping at once act once.
 */
import type { FastifyInstance } from 'fastify';
import {
  isAutoAcceptDue,
  isLate,
  notificationsForDeliveryNotice,
  payoutReleaseRule,
  retentionDates,
} from '@shootbook/machines';

import { findPaymentForUpdate } from '../appointments/index.ts';
import { withTransaction } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { Conflict, InvalidTransition } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { releasePayout } from '../payments/index.ts';
import {
  deliveriesIn,
  owedUnnoticed,
  paidWithoutDelivery,
  removeFinals,
  stampOnce,
} from './queries.ts';
import { sweepAbandonedUploads } from './files/index.ts';
import { ruleContext, sendDeliveryEvent } from './service.ts';

/** What one sweep did, by appointment id. */
export interface DeliverySweepResult {
  autoAccepted: string[];
  lateNotified: string[];
  disputeWindowPayouts: string[];
  expiryReminded: string[];
  finalsRemoved: string[];
}

/** Logs an error unless the machine refused or the row moved on meanwhile (someone else acted). */
function unlessRefused(deps: Deps, step: string, appointmentId: string) {
  return (error: unknown): false => {
    if (!(error instanceof InvalidTransition || error instanceof Conflict))
      deps.log.error({ err: error, appointmentId }, `delivery sweep: ${step} failed`);
    return false;
  };
}

/**
 * One run of every delivery step due at `deps.clock.now()`.
 * @returns the appointments each step acted on.
 */
export async function runDeliverySweeps(deps: Deps): Promise<DeliverySweepResult> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const result: DeliverySweepResult = {
    autoAccepted: [],
    lateNotified: [],
    disputeWindowPayouts: [],
    expiryReminded: [],
    finalsRemoved: [],
  };
  const days = deps.config.delivery;

  for (const delivery of await deliveriesIn(deps.db, 'FinalsDelivered')) {
    if (!isAutoAcceptDue(ruleContext(deps, delivery, 0, now))) continue;
    const done = await sendDeliveryEvent(deps, 'system', delivery.appointmentId, {
      type: 'AUTO_ACCEPT',
    }).then(() => true, unlessRefused(deps, 'auto-accept', delivery.appointmentId));
    if (done) result.autoAccepted.push(delivery.appointmentId);
  }

  for (const delivery of await owedUnnoticed(deps.db)) {
    if (!isLate(at, delivery.dueAt.toISOString(), delivery.status)) continue;
    const sent = await withTransaction(deps.db, async (tx) => {
      if (!(await stampOnce(tx, delivery.id, 'lateNotifiedAt', now))) return false;
      await notify(tx, delivery.appointmentId, notificationsForDeliveryNotice('late'), { now });
      return true;
    });
    if (sent) result.lateNotified.push(delivery.appointmentId);
  }

  for (const appointment of await paidWithoutDelivery(deps.db)) {
    const rule = payoutReleaseRule({ deliverables: 0 }, appointment.end.toISOString());
    if (rule.on !== 'disputeWindowEnd' || Date.parse(rule.at) > now.getTime()) continue;
    const paid = await withTransaction(deps.db, async (tx) => {
      const payment = await findPaymentForUpdate(tx, appointment.id);
      if (payment?.status !== 'Paid') return false;
      const context = {
        appointmentStatus: 'Completed',
        deliveryStatus: null,
        disputeWindowPassed: true,
      } as const;
      await releasePayout(deps, tx, payment, context, now);
      return true;
    }).catch(unlessRefused(deps, 'dispute-window payout', appointment.id));
    if (paid) result.disputeWindowPayouts.push(appointment.id);
  }

  for (const delivery of await deliveriesIn(deps.db, 'Accepted', 'expiryRemindedAt')) {
    const dates = retentionDates(delivery.acceptedAt!.toISOString(), days.finalsRetentionDays);
    if (Date.parse(dates.finalsReminderAt) > now.getTime()) continue;
    const sent = await withTransaction(deps.db, async (tx) => {
      if (!(await stampOnce(tx, delivery.id, 'expiryRemindedAt', now))) return false;
      await notify(tx, delivery.appointmentId, notificationsForDeliveryNotice('expiring'), {
        now,
      });
      return true;
    });
    if (sent) result.expiryReminded.push(delivery.appointmentId);
  }

  for (const delivery of await deliveriesIn(deps.db, 'Accepted', 'finalsRemovedAt')) {
    const dates = retentionDates(delivery.acceptedAt!.toISOString(), days.finalsRetentionDays);
    if (Date.parse(dates.finalsExpireAt) > now.getTime()) continue;
    const keys = await withTransaction(deps.db, async (tx) =>
      (await stampOnce(tx, delivery.id, 'finalsRemovedAt', now))
        ? removeFinals(tx, delivery.id, now)
        : null,
    );
    if (keys === null) continue;
    // The rows are marked removed first: a file the storage keeps by mistake is never served.
    for (const key of keys)
      await deps.storage.remove(key).catch((error: unknown) => {
        deps.log.error({ err: error, key }, 'delivery sweep: removing an expired final failed');
      });
    result.finalsRemoved.push(delivery.appointmentId);
  }
  return result;
}

/**
 * Runs {@link runDeliverySweeps} and the sweep of abandoned uploads (files/uploads.ts
 * `sweepAbandonedUploads`) every minute through the job queue (tests call them directly).
 */
export function scheduleDeliverySweeps(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'delivery-upload-sweep',
    run: async () => {
      const removed = await sweepAbandonedUploads(deps.config);
      return removed > 0 ? { message: 'abandoned uploads removed', fields: { removed } } : null;
    },
  });
  scheduleSweep(app, {
    job: 'delivery-sweep',
    run: async () => {
      const done = await runDeliverySweeps(deps);
      const acted = Object.values(done).some((ids) => ids.length > 0);
      return acted ? { message: 'delivery sweep', fields: { ...done } } : null;
    },
  });
}
