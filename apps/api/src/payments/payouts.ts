/**
 * The two money moves that end a paid booking, shared by every path that reaches them: the
 * payout (a delivery accepted by the customer or automatically, or the dispute window of a
 * booking with nothing to deliver; docs/product.md §11, decision 0023) and the full refund (a
 * canceled booking, §4.1, or a delivery never made, §11). Each moves the payment through the
 * payment machine (`movePayment`: status, ledger lines, notifications) and then calls the
 * provider with the payment's own idempotency key, last, so a provider failure rolls the whole
 * change back and a repeat never moves money twice.
 */
import type { PaymentRuleContext } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import type { PaymentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { findUser } from '../users/queries.ts';
import { movePayment } from './payment-moves.ts';
import { toProviderPayment } from './wire.ts';

/**
 * Releases the payout of `payment` (locked `FOR UPDATE` by the caller, inside `tx`): payment
 * Paid → Completed, ledger `fee` and `payout`, provider transfer of `payoutAmount` (satang) to the
 * photographer's account with idempotency key `payout-{payment id}`.
 * @param context the facts the payment machine judges (`deliveryStatus: 'Accepted'`, or
 *   `disputeWindowPassed` without a delivery).
 * @throws InvalidTransition (409) when the payment machine refuses; the provider's errors.
 */
export async function releasePayout(
  deps: Deps,
  tx: Database,
  payment: PaymentRow,
  context: Omit<PaymentRuleContext, 'source'>,
  now: Date,
): Promise<PaymentRow> {
  const completed = await movePayment(
    tx,
    payment,
    'PAYOUT_RELEASED',
    { source: 'system', ...context },
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
