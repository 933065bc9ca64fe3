import {
  ledgerEntriesFor,
  type LedgerEntry,
  notificationsForPayment,
  paymentTransition,
  type PaymentEventType,
  type PaymentRuleContext,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import type { PaymentRow } from '../db/schema.ts';
import { InvalidTransition } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { insertLedgerEntries, updatePaymentRow } from './queries.ts';

/**
 * English messages (for developers) of refused payment transitions (409 `invalid_transition`);
 * clients word the refusal from `params.reason`, `payment_<machine reason>`.
 */
const refusalMessages: Record<string, string> = {
  not_allowed_in_state: 'This payment cannot make that change in its current status',
  webhook_only: 'Only the payments provider can confirm a payment',
  appointment_not_accepted: 'The appointment is no longer Accepted, so it cannot be paid',
  appointment_not_completed: 'The payout is released only when the appointment is Completed',
  delivery_not_accepted: 'The payout is released when the delivered photos are accepted',
  dispute_window_open: 'The payout is released once the dispute window after the shoot has passed',
  appointment_not_canceled: 'A refund needs the appointment to be Canceled',
  dispute_open: 'The payout waits while the booking has an open dispute',
};

/** Timestamp columns set when a payment reaches a status. */
const stampFor = (to: PaymentRow['status'], now: Date): Partial<PaymentRow> =>
  to === 'Paid'
    ? { paidAt: now }
    : to === 'Completed'
      ? { completedAt: now }
      : to === 'Refunded'
        ? { refundedAt: now }
        : {};

/**
 * Moves a payment with `event` through the machines' payment helpers — the only place the API
 * changes a payment's status — and appends the ledger lines of {@link ledgerEntriesFor} (charge on
 * SUCCEEDED; fee + payout on PAYOUT_RELEASED; refund on REFUNDED). Call inside the caller's
 * database transaction so status and ledger commit together (docs/product.md §4.2:
 * every change writes ledger transactions).
 *
 * @param tx the open transaction (the row should be locked `FOR UPDATE` by the caller).
 * @param payment the current row.
 * @param patch extra columns to set (e.g. `providerRef`, `checkoutUrl`, `checkoutExpiresAt`).
 * @param lines the ledger lines to write instead of {@link ledgerEntriesFor}'s (a canceled paid
 *   booking's `refundLedgerLines`: part refunded, part paid out; docs/product.md §12).
 * @returns the updated row.
 * @throws InvalidTransition (409) when the machine refuses, with the refusal in `details.reason`.
 */
export async function movePayment(
  tx: Database,
  payment: PaymentRow,
  event: PaymentEventType,
  context: PaymentRuleContext,
  now: Date,
  patch: Partial<Pick<PaymentRow, 'providerRef' | 'checkoutUrl' | 'checkoutExpiresAt'>> = {},
  lines?: readonly LedgerEntry[],
): Promise<PaymentRow> {
  const result = paymentTransition(payment.status, event, context);
  if (!result.ok) {
    throw new InvalidTransition(
      `${refusalMessages[result.reason] ?? 'Refused'} (payment ${payment.status}, ${event})`,
      {
        reason: result.reason,
        status: payment.status,
        event,
      },
      { reason: `payment_${result.reason}` },
    );
  }
  const updated = await updatePaymentRow(tx, payment.id, {
    status: result.to,
    updatedAt: now,
    ...stampFor(result.to, now),
    ...patch,
  });
  const written =
    lines ??
    ledgerEntriesFor(event, {
      amount: payment.amount,
      platformFee: payment.platformFee,
      customerId: payment.customerId,
      photographerId: payment.photographerId,
    });
  await insertLedgerEntries(tx, written, payment.id, now);
  if (updated!.status !== payment.status)
    await notify(tx, payment.appointmentId, notificationsForPayment(updated!.status), { now });
  return updated!;
}
