import { assign, not, setup } from 'xstate';
import type { AppointmentStatus } from '../appointment/appointment-machine.ts';

/** Event type names of the payment machine. */
export const PaymentEventType = {
  CHECKOUT_STARTED: 'CHECKOUT_STARTED',
  PROCESSING: 'PROCESSING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  EXPIRED: 'EXPIRED',
  REFUNDED: 'REFUNDED',
  PAYOUT_RELEASED: 'PAYOUT_RELEASED',
} as const;

/** One of the {@link PaymentEventType} values. */
export type PaymentEventType = (typeof PaymentEventType)[keyof typeof PaymentEventType];

/** All payment event types. */
export const paymentEventTypes: readonly PaymentEventType[] = Object.values(PaymentEventType);

/** Events of the payment machine (no payload: the facts are in {@link PaymentRuleContext}). */
export type PaymentEvent = { type: PaymentEventType };

/**
 * Where a payment event comes from:
 * - `webhook`: the provider's signed webhook (`POST /payment/webhook/{provider}`);
 * - `api`: a product call made by a signed-in user (e.g. `POST /payment/charge/{id}`);
 * - `system`: the API itself (appointment completed or canceled, checkout expiry sweep). EXPIRED
 *   from `system` closes an open checkout: when it times out (`CHECKOUT_EXPIRY_MINUTES`) and when
 *   its appointment is canceled, so a canceled booking cannot be paid.
 */
export type PaymentEventSource = 'webhook' | 'api' | 'system';

/** What a payment transition depends on. */
export interface PaymentRuleContext {
  source: PaymentEventSource;
  /**
   * Status of the payment's appointment as it will be once this change is committed: for
   * REFUNDED pass `'Canceled'`, for PAYOUT_RELEASED pass `'Completed'`.
   */
  appointmentStatus: AppointmentStatus;
}

/** Why a payment transition was refused. */
export type PaymentRefusal =
  | 'not_allowed_in_state'
  | 'webhook_only'
  | 'appointment_not_accepted'
  | 'appointment_not_completed'
  | 'appointment_not_canceled';

/** Machine context: rule inputs plus the refusal recorded by the last refused event. */
export interface PaymentMachineContext extends PaymentRuleContext {
  refusal: PaymentRefusal | null;
}

const refuse = (reason: PaymentRefusal) => ({ type: 'refuse', params: { reason } }) as const;

/**
 * The payment lifecycle of PRODUCT.md "Payment states" (SPEC.md §4 values plus Refunded):
 * Unpaid → Wait → InProcess → Paid → Completed; Wait → Paid directly (providers may skip
 * processing); Paid → Refunded; Wait/InProcess → Unpaid on FAILED or EXPIRED.
 * Completed and Refunded are final. Refusals are recorded in `context.refusal`, as in the
 * appointment machine.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentMachineContext,
    events: {} as PaymentEvent,
    input: {} as PaymentRuleContext,
  },
  actions: {
    refuse: assign((_, params: { reason: PaymentRefusal }) => ({ refusal: params.reason })),
    clearRefusal: assign({ refusal: null }),
  },
  guards: {
    isWebhook: ({ context }) => context.source === 'webhook',
    isAppointmentAccepted: ({ context }) => context.appointmentStatus === 'Accepted',
    isAppointmentCompleted: ({ context }) => context.appointmentStatus === 'Completed',
    isAppointmentCanceled: ({ context }) => context.appointmentStatus === 'Canceled',
  },
}).createMachine({
  id: 'payment',
  initial: 'Unpaid',
  context: ({ input }) => ({ ...input, refusal: null }),
  states: {
    Unpaid: {
      on: {
        // No checkout for an appointment that was canceled or expired meanwhile.
        CHECKOUT_STARTED: [
          { guard: not('isAppointmentAccepted'), actions: refuse('appointment_not_accepted') },
          { target: 'Wait', actions: 'clearRefusal' },
        ],
      },
    },
    Wait: {
      on: {
        PROCESSING: { target: 'InProcess', actions: 'clearRefusal' },
        // Only the signed webhook proves the money was captured, never the browser's return.
        SUCCEEDED: [
          { guard: not('isWebhook'), actions: refuse('webhook_only') },
          { target: 'Paid', actions: 'clearRefusal' },
        ],
        FAILED: { target: 'Unpaid', actions: 'clearRefusal' },
        EXPIRED: { target: 'Unpaid', actions: 'clearRefusal' },
      },
    },
    InProcess: {
      on: {
        SUCCEEDED: [
          { guard: not('isWebhook'), actions: refuse('webhook_only') },
          { target: 'Paid', actions: 'clearRefusal' },
        ],
        FAILED: { target: 'Unpaid', actions: 'clearRefusal' },
        EXPIRED: { target: 'Unpaid', actions: 'clearRefusal' },
      },
    },
    Paid: {
      on: {
        // The platform holds the money until the shoot is done.
        PAYOUT_RELEASED: [
          { guard: not('isAppointmentCompleted'), actions: refuse('appointment_not_completed') },
          { target: 'Completed', actions: 'clearRefusal' },
        ],
        REFUNDED: [
          { guard: not('isAppointmentCanceled'), actions: refuse('appointment_not_canceled') },
          { target: 'Refunded', actions: 'clearRefusal' },
        ],
      },
    },
    Completed: { type: 'final' },
    Refunded: { type: 'final' },
  },
});

/** The type of {@link paymentMachine}. */
export type PaymentMachine = typeof paymentMachine;
