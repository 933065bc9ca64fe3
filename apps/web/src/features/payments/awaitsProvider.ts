import { availablePaymentEvents } from '@shootbook/machines';
import type { Order } from './queries';

/** A page waiting for the provider's confirmation asks again every second… */
export const POLL_INTERVAL_MS = 1000;
/** …for at most 30 s, then offers "Check again". */
export const POLL_LIMIT_MS = 30_000;

/**
 * Whether the payment provider may still decide `order`'s payment: the payment machine takes
 * SUCCEEDED from the provider's webhook in its current status (a checkout is open or processing;
 * docs/product.md §4.2: only the webhook marks a payment Paid). Otherwise nothing changes
 * without a new action, so there is nothing to wait for. In a module of its own: asking the
 * machine brings xstate, which the pages that only list or show payments need not download.
 */
export function awaitsProvider(order: Pick<Order, 'payment' | 'appointment'>): boolean {
  return availablePaymentEvents(order.payment.status, {
    source: 'webhook',
    appointmentStatus: order.appointment.status,
  }).includes('SUCCEEDED');
}
