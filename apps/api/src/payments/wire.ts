import type { components } from '@shootbook/api-client';
import { bookingPartyOf, ledgerPurposeOf } from '@shootbook/machines';

import type { PaymentRow, TransactionRow } from '../db/schema.ts';
import type { ProviderPayment } from './provider.ts';

type Payment = components['schemas']['Payment'];
type Transaction = components['schemas']['Transaction'];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * A payments row as the `Payment` schema (satang amounts, ISO-8601 UTC times), as `viewerId`
 * may see it. The checkout link and the provider's reference are the paying customer's only:
 * with them anyone could open and pay (or cancel) the customer's checkout, so for the
 * photographer — and anyone else — both are null (docs/decisions/0004). Every Payment that leaves
 * the API goes through here.
 */
export function toPayment(row: PaymentRow, viewerId: string): Payment {
  const customerView = bookingPartyOf(row, viewerId) === 'customer';
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    customerId: row.customerId,
    photographerId: row.photographerId,
    amount: row.amount,
    currency: row.currency,
    platformFee: row.platformFee,
    payoutAmount: row.payoutAmount,
    status: row.status,
    provider: row.provider,
    providerRef: customerView ? row.providerRef : null,
    checkoutUrl: customerView ? row.checkoutUrl : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: iso(row.paidAt),
    completedAt: iso(row.completedAt),
    refundedAt: iso(row.refundedAt),
  };
}

/** A ledger row as the `Transaction` schema; `purpose` says whether it is the add-on's. */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    purpose: ledgerPurposeOf(row),
    amount: row.amount,
    currency: row.currency,
    paymentId: row.paymentId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The facts of a payment the provider needs. */
export function toProviderPayment(row: PaymentRow): ProviderPayment {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    customerId: row.customerId,
    photographerId: row.photographerId,
    amount: row.amount,
    currency: row.currency,
    platformFee: row.platformFee,
    providerRef: row.providerRef,
  };
}
