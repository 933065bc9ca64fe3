import { transition } from 'xstate';
import {
  paymentEventTypes,
  paymentMachine,
  paymentRefusal,
  type PaymentEventType,
  type PaymentRefusal,
  type PaymentRuleContext,
} from './payment-machine.ts';
import type { PaymentStatus } from './payment-status.ts';

/** Result of {@link paymentTransition}. */
export type PaymentTransitionResult =
  { ok: true; to: PaymentStatus } | { ok: false; reason: PaymentRefusal };

/**
 * Asks the real {@link paymentMachine} whether `event` is allowed for a payment in `status`.
 *
 * @returns `{ ok: true, to }`, or `{ ok: false, reason }`: `not_allowed_in_state` (includes
 *   every event on Completed/Refunded), `webhook_only` (SUCCEEDED not from the signed webhook),
 *   `appointment_not_accepted` (CHECKOUT_STARTED), `appointment_not_completed`,
 *   `delivery_not_accepted` (a booking with a delivery pays out once it is Accepted) and
 *   `dispute_window_open` (one without waits for the dispute window) for PAYOUT_RELEASED,
 *   `appointment_not_canceled` (REFUNDED: neither a Canceled appointment nor a Refunded delivery).
 *
 * Source: docs/product.md §4.2, §11, decision 0023.
 */
export function paymentTransition(
  status: PaymentStatus,
  event: PaymentEventType | { type: PaymentEventType },
  context: PaymentRuleContext,
): PaymentTransitionResult {
  const typed = typeof event === 'string' ? { type: event } : event;
  const refusal = paymentRefusal(status, typed.type, context);
  if (refusal) return { ok: false, reason: refusal };
  const [next] = transition(
    paymentMachine,
    paymentMachine.resolveState({ value: status, context }),
    typed,
  );
  return { ok: true, to: next.value as PaymentStatus };
}

/** Exactly the events the payment machine accepts for this status and context. */
export function availablePaymentEvents(
  status: PaymentStatus,
  context: PaymentRuleContext,
): PaymentEventType[] {
  return paymentEventTypes.filter((type) => paymentTransition(status, type, context).ok);
}
