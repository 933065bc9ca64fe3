/**
 * Payment status values: SPEC.md §4's five plus `Refunded` (PRODUCT.md "Payment states").
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
