/**
 * Disputes of paid bookings and the operators' actions (docs/product.md §12, docs/decisions/0033).
 * The rules are packages/machines': `disputeOpenRefusal` (who may open one, when),
 * `disputeTransition` (answer, decide), `disputeSettlement` / `disputeLedgerLines` (the money of
 * a decision) and the payment machine (an open dispute holds the payout). Every change runs in one
 * transaction with the booking's payment locked `FOR UPDATE`, the lock the payout takes too.
 * Every operator action appends one entry to the audit log in the same transaction.
 */
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import {
  bookingPartyOf,
  disputeLedgerLines,
  disputeOpenRefusal,
  disputeSettlement,
  disputeTransition,
  notificationsForDispute,
  partialRefundProblem,
  type DisputeEvent,
  type ErrorReason,
} from '@shootbook/machines';

import { findPaymentForUpdate } from '../appointments/index.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode, withTransaction, type Database } from '../db/client.ts';
import { users, type DisputeRow, type UserRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, NotFound, Unprocessable } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { notify } from '../notifications/notify.ts';
import { movePayment } from '../payments/payment-moves.ts';
import { ProviderRefusedError } from '../payments/provider.ts';
import { toProviderPayment } from '../payments/wire.ts';
import { findUser } from '../users/queries.ts';
import {
  deliveryStatusOf,
  findAppointment,
  findDisputeForUpdate,
  findDisputeOf,
  findPhotographerForUpdate,
  insertDispute,
  insertOperatorAction,
  updateDisputeIfStatus,
} from './queries.ts';

type Schemas = components['schemas'];

/** 409 `invalid_transition` of a refused dispute step. */
const refused = (reason: ErrorReason, message: string) =>
  new InvalidTransition(message, { reason }, { reason });

/** Appointment `appointmentId` and the caller's part in it; 404 for anyone but its two parties. */
async function bookingOf(deps: Deps, caller: AuthUser, appointmentId: string) {
  const appointment = await findAppointment(deps.db, appointmentId);
  const party = appointment && bookingPartyOf(appointment, caller.uid);
  if (!appointment || !party) throw new NotFound(`No appointment ${appointmentId}`);
  return { appointment, party };
}

/** The dispute of a booking, for its customer or photographer (404 for anyone else). */
export async function disputeOfBooking(
  deps: Deps,
  caller: AuthUser,
  appointmentId: string,
): Promise<DisputeRow | null> {
  await bookingOf(deps, caller, appointmentId);
  return (await findDisputeOf(deps.db, appointmentId)) ?? null;
}

/**
 * The customer opens a dispute of their booking (packages/machines `disputeOpenRefusal` at the
 * API's clock); both parties are told (`dispute_opened`).
 * @throws NotFound (404) not a party; Forbidden (403) the photographer; InvalidTransition (409,
 *   `params.reason` `dispute_exists`, `dispute_not_paid`, `dispute_shoot_not_over`,
 *   `dispute_window_closed`).
 */
export async function openDispute(
  deps: Deps,
  caller: AuthUser,
  appointmentId: string,
  body: Schemas['DisputeOpen'],
): Promise<DisputeRow> {
  const { party } = await bookingOf(deps, caller, appointmentId);
  if (party !== 'customer') throw new Forbidden('Only the booking’s customer opens a dispute');
  const now = deps.clock.now();
  try {
    return await withTransaction(deps.db, async (tx) => {
      // The payout takes this lock too: a dispute and a payout never pass each other.
      const payment = await findPaymentForUpdate(tx, appointmentId);
      const appointment = (await findAppointment(tx, appointmentId))!;
      const refusal = disputeOpenRefusal({
        now: now.toISOString(),
        shootEnd: appointment.end.toISOString(),
        appointmentStatus: appointment.status,
        paymentStatus: payment?.status ?? 'Unpaid',
        deliveryStatus: await deliveryStatusOf(tx, appointmentId),
        disputed: (await findDisputeOf(tx, appointmentId)) !== undefined,
      });
      if (refusal) throw refused(refusal, `This booking cannot be disputed (${refusal})`);
      const dispute = await insertDispute(tx, {
        id: randomUUID(),
        appointmentId,
        paymentId: payment!.id,
        customerId: appointment.customerId,
        photographerId: appointment.photographerId,
        reason: body.reason,
        text: body.text.trim(),
        createdAt: now,
        updatedAt: now,
      });
      await notify(tx, appointmentId, notificationsForDispute('opened'), { now });
      return dispute;
    });
  } catch (error) {
    // Two opened at once: the unique index lets one through.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw refused('dispute_exists', 'This booking has a dispute already');
    throw error;
  }
}

/** Applies `event` to `dispute` by the machine; 409 `dispute_not_allowed_in_state` when refused. */
function judge(dispute: DisputeRow, event: DisputeEvent) {
  const result = disputeTransition(dispute.status, event);
  if (!result.ok) {
    if (result.reason === 'forbidden_actor') throw new Forbidden('Not your step of this dispute');
    throw refused(
      'dispute_not_allowed_in_state',
      `The dispute is ${dispute.status}; it takes no ${event.type}`,
    );
  }
  return result.to;
}

/**
 * The photographer answers the dispute of their booking, once, before it is decided.
 * @throws NotFound (404) not a party, or no dispute; Forbidden (403) the customer;
 *   InvalidTransition (409 `dispute_not_allowed_in_state`).
 */
export async function answerDispute(
  deps: Deps,
  caller: AuthUser,
  appointmentId: string,
  text: string,
): Promise<DisputeRow> {
  const { party } = await bookingOf(deps, caller, appointmentId);
  const found = await findDisputeOf(deps.db, appointmentId);
  if (!found) throw new NotFound(`No dispute of appointment ${appointmentId}`);
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const dispute = (await findDisputeForUpdate(tx, found.id))!;
    const to = judge(dispute, { type: 'ANSWER', actor: party });
    const updated = await updateDisputeIfStatus(tx, dispute.id, dispute.status, {
      status: to,
      answer: text.trim(),
      answeredAt: now,
      updatedAt: now,
    });
    await notify(tx, appointmentId, [], { now });
    return updated!;
  });
}

/** Who did an operator action, for the audit log. */
function auditor(operator: AuthUser) {
  return { operatorId: operator.uid, operatorEmail: operator.email };
}

/**
 * An operator decides dispute `disputeId` (docs/decisions/0033): the machines'
 * `disputeSettlement` splits what was paid; the payment moves (release → Completed, a refund in
 * full or in part → Refunded) with the `disputeLedgerLines`, which add up to what was paid; the
 * provider refunds the customer's part (`refund-{payment}`, partial when less than all) and pays
 * out the photographer's (`payout-{payment}`), last, so a provider failure rolls everything back;
 * the audit log gets the decision with `reason`; both parties are told (`dispute_decided`).
 * @throws NotFound (404); InvalidTransition (409 `dispute_not_allowed_in_state`, or the payment
 *   machine's refusal); Unprocessable (422 `dispute_amount_required`, `dispute_amount_out_of_range`);
 *   Conflict (409 `provider_refused`).
 */
export async function decideDispute(
  deps: Deps,
  operator: AuthUser,
  disputeId: string,
  body: Schemas['DisputeDecisionInput'],
): Promise<DisputeRow> {
  const now = deps.clock.now();
  try {
    return await withTransaction(deps.db, async (tx) => {
      const found = await findDisputeForUpdate(tx, disputeId);
      if (!found) throw new NotFound(`No dispute ${disputeId}`);
      const payment = (await findPaymentForUpdate(tx, found.appointmentId))!;
      const to = judge(found, { type: 'DECIDE', actor: 'operator', decision: body.decision });
      if (body.decision === 'partial_refund') {
        const problem = partialRefundProblem(payment.amount, body.amount);
        if (problem)
          throw new Unprocessable(
            `A partial refund needs an amount in 1..${payment.amount - 1}`,
            undefined,
            {
              reason: `dispute_${problem}`,
              limit: payment.amount - 1,
            },
          );
      }
      const input = {
        paidSatang: payment.amount,
        platformFeeSatang: payment.platformFee,
        decision: body.decision,
        ...(body.decision === 'partial_refund' ? { refundSatang: body.amount! } : {}),
      };
      const split = disputeSettlement(input);
      const appointment = (await findAppointment(tx, found.appointmentId))!;
      const moved = await movePayment(
        tx,
        payment,
        body.decision === 'release' ? 'PAYOUT_RELEASED' : 'REFUNDED',
        {
          source: 'system',
          appointmentStatus: appointment.status,
          deliveryStatus: await deliveryStatusOf(tx, found.appointmentId),
          disputeDecision: body.decision,
        },
        now,
        {},
        disputeLedgerLines({
          ...input,
          customerId: payment.customerId,
          photographerId: payment.photographerId,
        }),
      );
      const decided = await updateDisputeIfStatus(tx, found.id, found.status, {
        status: to,
        decision: body.decision,
        refundAmount: split.customerRefund,
        decidedBy: operator.uid,
        decidedAt: now,
        updatedAt: now,
      });
      await insertOperatorAction(tx, {
        id: randomUUID(),
        ...auditor(operator),
        action: 'dispute_decided',
        targetType: 'dispute',
        targetId: found.id,
        reason: body.reason.trim(),
        details: { appointmentId: found.appointmentId, decision: body.decision, ...split },
        createdAt: now,
      });
      await notify(tx, found.appointmentId, notificationsForDispute('decided'), { now });
      // Last, so a provider failure rolls the whole decision back; the keys keep a retry from paying twice.
      if (split.customerRefund > 0)
        await deps.provider.refund({
          payment: toProviderPayment(moved),
          idempotencyKey: `refund-${payment.id}`,
          ...(split.customerRefund < payment.amount ? { amount: split.customerRefund } : {}),
        });
      if (split.photographerPayout > 0) {
        const photographer = await findUser(tx, payment.photographerId);
        await deps.provider.releasePayout({
          payment: toProviderPayment(moved),
          destinationAccountId: photographer?.payoutAccountId ?? null,
          amount: split.photographerPayout,
          idempotencyKey: `payout-${payment.id}`,
        });
      }
      return decided!;
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError)
      throw new Conflict(error.message, undefined, { reason: 'provider_refused' });
    throw error;
  }
}

/**
 * Suspends (`suspend`) or restores photographer `photographerId` (docs/decisions/0033), with the
 * audit entry, in one transaction; a photographer already so changes nothing and writes nothing.
 * @throws NotFound (404) for an unknown user or one who is not a photographer.
 */
export async function setSuspension(
  deps: Deps,
  operator: AuthUser,
  photographerId: string,
  suspend: boolean,
  reason: string,
): Promise<UserRow> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx: Database) => {
    const photographer = await findPhotographerForUpdate(tx, photographerId);
    if (!photographer) throw new NotFound(`No photographer ${photographerId}`);
    if ((photographer.suspendedAt !== null) === suspend) return photographer;
    const [updated] = await tx
      .update(users)
      .set({ suspendedAt: suspend ? now : null, updatedAt: now })
      .where(eq(users.id, photographerId))
      .returning();
    await insertOperatorAction(tx, {
      id: randomUUID(),
      ...auditor(operator),
      action: suspend ? 'photographer_suspended' : 'photographer_restored',
      targetType: 'user',
      targetId: photographerId,
      reason: reason.trim(),
      details: {},
      createdAt: now,
    });
    return updated!;
  });
}
