/**
 * The money moves that end a paid booking, shared by every path that reaches them: the
 * payout (a delivery accepted by the customer or automatically, or the dispute window of a
 * booking with nothing to deliver; docs/product.md §11, decision 0023), the full refund (a
 * delivery never made, §11) and the settlement of a canceled booking by its cancellation policy
 * (§12, decision 0024: refunded in full or in part, the rest paid out to the photographer). Each
 * moves the payment through the payment machine (`movePayment`: status, ledger lines,
 * notifications) and then calls the provider with the payment's own idempotency key, last, so a
 * provider failure rolls the whole change back and a repeat never moves money twice.
 */
import {
  refundFor,
  refundLedgerLines,
  type CancelingParty,
  type CancellationPolicy,
  type PaymentRuleContext,
  type RefundSplit,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import type { CancellationSplitRecord, PaymentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { hasUndecidedDispute } from '../disputes/queries.ts';
import { findUser } from '../users/queries.ts';
import { movePayment } from './payment-moves.ts';
import { updatePaymentRow } from './queries.ts';
import { toProviderPayment } from './wire.ts';

/**
 * Releases the payout of `payment` (locked `FOR UPDATE` by the caller, inside `tx`): payment
 * Paid → Completed, ledger `fee` and `payout`, provider transfer of `payoutAmount` (satang) to the
 * photographer's account with idempotency key `payout-{payment id}`.
 * @param context the facts the payment machine judges (`deliveryStatus: 'Accepted'`, or
 *   `disputeWindowPassed` without a delivery).
 * @throws InvalidTransition (409) when the payment machine refuses (`dispute_open` while the
 *   booking has an undecided dispute); the provider's errors.
 */
export async function releasePayout(
  deps: Deps,
  tx: Database,
  payment: PaymentRow,
  context: Omit<PaymentRuleContext, 'source'>,
  now: Date,
): Promise<PaymentRow> {
  // An open dispute holds the payout until an operator decides it (decision 0033).
  const disputeOpen = await hasUndecidedDispute(tx, payment.appointmentId);
  const completed = await movePayment(
    tx,
    payment,
    'PAYOUT_RELEASED',
    { source: 'system', ...context, disputeOpen },
    now,
  );
  const photographer = await findUser(tx, payment.photographerId);
  await deps.provider.releasePayout({
    payment: toProviderPayment(completed),
    destinationAccountId: photographer?.payoutAccountId ?? null,
    amount: completed.payoutAmount,
    idempotencyKey: `payout-${payment.id}`,
  });
  return completed;
}

/**
 * Refunds `payment` in full (locked by the caller, inside `tx`): payment Paid → Refunded, ledger
 * `refund`, provider refund with idempotency key `refund-{payment id}`.
 * @param context `appointmentStatus: 'Canceled'`, or `deliveryStatus: 'Refunded'`.
 * @throws InvalidTransition (409) when the payment machine refuses; the provider's errors.
 */
export async function refundPayment(
  deps: Deps,
  tx: Database,
  payment: PaymentRow,
  context: Omit<PaymentRuleContext, 'source'>,
  now: Date,
): Promise<PaymentRow> {
  const refunded = await movePayment(
    tx,
    payment,
    'REFUNDED',
    { source: 'system', ...context },
    now,
  );
  await deps.provider.refund({
    payment: toProviderPayment(refunded),
    idempotencyKey: `refund-${payment.id}`,
  });
  return refunded;
}

/** The facts of a cancellation the refund rule reads (docs/decisions/0024). */
export interface Cancellation {
  /** The booking's own preset, kept from its request. */
  policy: CancellationPolicy;
  /** The booking's start. */
  start: Date;
  /** Who cancels: only the customer's own cancellation follows the tiers. */
  canceledBy: CancelingParty;
}

/**
 * The split of a paid booking's cancellation: the one recorded on `payment` when a cancellation
 * was already decided (`payments.cancellation_split`), otherwise the machines' `refundFor` for
 * `cancellation` at `now` (docs/product.md §12, decision 0024). Integer satang.
 */
export function cancellationSplitOf(
  payment: PaymentRow,
  cancellation: Cancellation,
  now: Date,
): CancellationSplitRecord {
  if (payment.cancellationSplit) return payment.cancellationSplit;
  const split = refundFor(
    refundInput(payment, cancellation.canceledBy, now.toISOString(), cancellation),
  );
  return { ...split, canceledBy: cancellation.canceledBy, decidedAt: now.toISOString() };
}

/**
 * Records on `payment` (locked by the caller, inside `tx`) the split its cancellation decides at
 * `now` ({@link cancellationSplitOf}), unless one is recorded already. The caller commits this
 * before the provider is asked, so a cancellation retried after a provider failure finishes the
 * same amounts (decision 0024) instead of a later tier's, which the provider would refuse for the
 * keys it already holds.
 */
export async function recordCancellationSplit(
  tx: Database,
  payment: PaymentRow,
  cancellation: Cancellation,
  now: Date,
): Promise<void> {
  if (payment.cancellationSplit) return;
  await updatePaymentRow(tx, payment.id, {
    cancellationSplit: cancellationSplitOf(payment, cancellation, now),
  });
}

/** The refund rule's input for `payment`, canceled by `canceledBy` at `canceledAt` (ISO UTC). */
function refundInput(
  payment: PaymentRow,
  canceledBy: CancelingParty,
  canceledAt: string,
  cancellation: Cancellation,
) {
  return {
    policy: cancellation.policy,
    canceledAt,
    start: cancellation.start.toISOString(),
    paidSatang: payment.amount,
    platformFeeSatang: payment.platformFee,
    canceledBy,
  };
}

/**
 * Settles the payment of a canceled booking (locked by the caller, inside `tx`) by the split
 * {@link cancellationSplitOf} gives (the recorded one when a first attempt decided it; the
 * machines' `refundFor` at `now` otherwise; docs/product.md §12, decision 0024): payment Paid →
 * Refunded with the ledger lines of `refundLedgerLines` (`fee` and `payout` of the part kept,
 * `refund` of the part returned; they add up to what was paid), then the provider: a refund of the
 * customer's part (`refund-{payment id}`; partial when less than all) and a transfer of the
 * photographer's part (`payout-{payment id}`), each only when not zero. One key per payment and
 * move: a retried cancellation never refunds or pays out twice, and finishes the amounts first
 * decided with the same keys.
 * @returns the payment row after the change and the split, integer satang.
 * @throws InvalidTransition (409) when the payment machine refuses; the provider's errors
 *   (the caller's transaction then rolls back as a whole).
 */
export async function settleCanceledPayment(
  deps: Deps,
  tx: Database,
  payment: PaymentRow,
  cancellation: Cancellation,
  now: Date,
): Promise<{ payment: PaymentRow; split: RefundSplit }> {
  const decided = cancellationSplitOf(payment, cancellation, now);
  const split: RefundSplit = {
    customerRefund: decided.customerRefund,
    photographerPayout: decided.photographerPayout,
    platformFee: decided.platformFee,
  };
  const lines = refundLedgerLines({
    ...refundInput(payment, decided.canceledBy, decided.decidedAt, cancellation),
    customerId: payment.customerId,
    photographerId: payment.photographerId,
  });
  const refunded = await movePayment(
    tx,
    payment,
    'REFUNDED',
    { source: 'system', appointmentStatus: 'Canceled' },
    now,
    {},
    lines,
  );
  // Last, so a provider failure rolls the whole change back (the recorded split stays).
  if (split.customerRefund > 0) {
    await deps.provider.refund({
      payment: toProviderPayment(refunded),
      idempotencyKey: `refund-${payment.id}`,
      ...(split.customerRefund < payment.amount ? { amount: split.customerRefund } : {}),
    });
  }
  if (split.photographerPayout > 0) {
    const photographer = await findUser(tx, payment.photographerId);
    await deps.provider.releasePayout({
      payment: toProviderPayment(refunded),
      destinationAccountId: photographer?.payoutAccountId ?? null,
      amount: split.photographerPayout,
      idempotencyKey: `payout-${payment.id}`,
    });
  }
  return { payment: refunded, split };
}
