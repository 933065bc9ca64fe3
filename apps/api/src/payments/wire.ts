import type { components } from '@shootbook/api-client';

import type { PaymentRow, TransactionRow } from '../db/schema.ts';
import type { ProviderPayment } from './provider.ts';

type Payment = components['schemas']['Payment'];
type Transaction = components['schemas']['Transaction'];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A payments row as the `Payment` schema (satang amounts, ISO-8601 UTC times). */
export function toPayment(row: PaymentRow): Payment {
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
    providerRef: row.providerRef,
    checkoutUrl: row.checkoutUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: iso(row.paidAt),
    completedAt: iso(row.completedAt),
    refundedAt: iso(row.refundedAt),
  };
}

/** A ledger row as the `Transaction` schema. */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
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
