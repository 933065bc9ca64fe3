/**
 * Payment status values: docs/product.md §4's five plus `Refunded` (docs/product.md §4.2).
 */
export const PaymentStatus = {
  Unpaid: 'Unpaid',
  Wait: 'Wait',
  InProcess: 'InProcess',
  Paid: 'Paid',
  Completed: 'Completed',
  Refunded: 'Refunded',
} as const;

/** One of `'Unpaid' | 'Wait' | 'InProcess' | 'Paid' | 'Completed' | 'Refunded'`. */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** All payment statuses, in lifecycle order. */
export const paymentStatuses: readonly PaymentStatus[] = Object.values(PaymentStatus);

/**
 * Payment statuses of a booking not paid yet: no checkout (`Unpaid`) or one open at the provider
 * (`Wait`). The customer may still pay, so the pay reminder is owed and the pay-by deadline
 * matters. Source: docs/product.md §4.2, docs/decisions/0012 (reminders).
 */
export const openPaymentStatuses = ['Unpaid', 'Wait'] as const satisfies readonly PaymentStatus[];

/** One of {@link openPaymentStatuses}. */
export type OpenPaymentStatus = (typeof openPaymentStatuses)[number];

/** True (and narrowed) when `status` is one of {@link openPaymentStatuses}. */
export function isOpenPaymentStatus(
  status: string | null | undefined,
): status is OpenPaymentStatus {
  return (openPaymentStatuses as readonly (string | null | undefined)[]).includes(status);
}
