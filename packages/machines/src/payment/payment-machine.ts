import { setup } from 'xstate';
import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import type { DeliveryStatus } from '../delivery/delivery-status.ts';
import type { DisputeDecision } from '../disputes/dispute-settlement.ts';
import type { PaymentStatus } from './payment-status.ts';

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
   * REFUNDED of a canceled booking pass `'Canceled'`, for PAYOUT_RELEASED `'Completed'`.
   */
  appointmentStatus: AppointmentStatus;
  /**
   * Status of the booking's delivery as it will be once this change is committed (`'Accepted'`
   * for the payout at acceptance, `'Refunded'` for the refund of a delivery never made); null or
   * absent when the booking has none (its sub-package delivers nothing through ShootBook).
   */
  deliveryStatus?: DeliveryStatus | null;
  /**
   * For a booking without a delivery: the dispute window after the shoot has passed
   * (`payoutReleaseRule`). Absent counts as not passed.
   */
  disputeWindowPassed?: boolean;
  /**
   * The booking has a dispute not yet decided (docs/decisions/0033): the payout waits. Absent
   * counts as none.
   */
  disputeOpen?: boolean;
  /**
   * An operator's decision of the booking's dispute, as it will be once this change is committed:
   * `release` pays the photographer out whatever the appointment's or delivery's state,
   * `refund` / `partial_refund` refund the customer (docs/decisions/0033).
   */
  disputeDecision?: DisputeDecision;
}

/** Why a payment transition was refused. */
export type PaymentRefusal =
  | 'not_allowed_in_state'
  | 'webhook_only'
  | 'appointment_not_accepted'
  | 'appointment_not_completed'
  | 'delivery_not_accepted'
  | 'dispute_window_open'
  | 'dispute_open'
  | 'appointment_not_canceled';

/** Machine context: the rule inputs. */
export type PaymentMachineContext = PaymentRuleContext;

type Condition = (context: PaymentRuleContext) => boolean;

const conditions = {
  isWebhook: (c) => c.source === 'webhook',
  isAppointmentAccepted: (c) => c.appointmentStatus === 'Accepted',
  // An operator's release decides that the shoot took place and the photos are the customer's.
  isAppointmentCompleted: (c) =>
    c.appointmentStatus === 'Completed' || c.disputeDecision === 'release',
  // A booking with a delivery pays out when it is accepted (decision 0023).
  isDeliveryAcceptedIfAny: (c) =>
    c.deliveryStatus == null || c.deliveryStatus === 'Accepted' || c.disputeDecision === 'release',
  // A booking without one pays out once nobody can dispute the shoot any more.
  isDisputeWindowPassedIfNoDelivery: (c) =>
    c.deliveryStatus != null || c.disputeWindowPassed === true || c.disputeDecision === 'release',
  // An open dispute holds the payout until an operator decides it (decision 0033).
  isNoDisputeOpen: (c) => c.disputeOpen !== true,
  // The customer gets their money back for a canceled booking, a delivery never made or an
  // operator's refund of a dispute (in full or in part).
  isCanceledOrUndelivered: (c) =>
    c.appointmentStatus === 'Canceled' ||
    c.deliveryStatus === 'Refunded' ||
    c.disputeDecision === 'refund' ||
    c.disputeDecision === 'partial_refund',
} satisfies Record<string, Condition>;

/**
 * What each event needs in each status, with the refusal each failing condition reports (an empty
 * list: always allowed there). The machine's guards are built from it and {@link paymentRefusal}
 * reads it: one table.
 */
const requirements: Partial<
  Record<
    PaymentStatus,
    Partial<
      Record<PaymentEventType, readonly (readonly [keyof typeof conditions, PaymentRefusal])[]>
    >
  >
> = {
  // No checkout for an appointment that was canceled or expired meanwhile.
  Unpaid: { CHECKOUT_STARTED: [['isAppointmentAccepted', 'appointment_not_accepted']] },
  Wait: {
    PROCESSING: [],
    // Only the signed webhook proves the money was captured, never the browser's return.
    SUCCEEDED: [['isWebhook', 'webhook_only']],
    FAILED: [],
    EXPIRED: [],
  },
  InProcess: { SUCCEEDED: [['isWebhook', 'webhook_only']], FAILED: [], EXPIRED: [] },
  // The platform holds the money until the photos are accepted (docs/product.md §11).
  Paid: {
    PAYOUT_RELEASED: [
      ['isNoDisputeOpen', 'dispute_open'],
      ['isAppointmentCompleted', 'appointment_not_completed'],
      ['isDeliveryAcceptedIfAny', 'delivery_not_accepted'],
      ['isDisputeWindowPassedIfNoDelivery', 'dispute_window_open'],
    ],
    REFUNDED: [['isCanceledOrUndelivered', 'appointment_not_canceled']],
  },
};

/**
 * Why `event` is refused for a payment in `status`, or null when it is allowed: the refusal of the
 * first failing condition, `not_allowed_in_state` when the status does not take the event (every
 * event on Completed and Refunded). Source: docs/product.md §4.2.
 */
export function paymentRefusal(
  status: PaymentStatus,
  event: PaymentEventType,
  context: PaymentRuleContext,
): PaymentRefusal | null {
  const needs = requirements[status]?.[event];
  if (!needs) return 'not_allowed_in_state';
  for (const [condition, refusal] of needs) if (!conditions[condition](context)) return refusal;
  return null;
}

const allowed =
  (status: PaymentStatus, event: PaymentEventType) =>
  ({ context }: { context: PaymentMachineContext }): boolean =>
    paymentRefusal(status, event, context) === null;

/**
 * The payment lifecycle of docs/product.md §4.2 (docs/product.md §4 values plus Refunded) as a
 * statechart: Unpaid → Wait → InProcess → Paid → Completed; Wait → Paid directly (providers may
 * skip processing); Paid → Refunded; Wait/InProcess → Unpaid on FAILED or EXPIRED. Completed and
 * Refunded are final. Guards come from one requirement table that also reports refusals
 * ({@link paymentRefusal}).
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentMachineContext,
    events: {} as PaymentEvent,
    input: {} as PaymentRuleContext,
  },
  guards: {
    canStartCheckout: allowed('Unpaid', 'CHECKOUT_STARTED'),
    canSucceedFromWait: allowed('Wait', 'SUCCEEDED'),
    canSucceedFromProcessing: allowed('InProcess', 'SUCCEEDED'),
    canReleasePayout: allowed('Paid', 'PAYOUT_RELEASED'),
    canRefund: allowed('Paid', 'REFUNDED'),
  },
}).createMachine({
  id: 'payment',
  initial: 'Unpaid',
  context: ({ input }) => input,
  states: {
    Unpaid: { on: { CHECKOUT_STARTED: { guard: 'canStartCheckout', target: 'Wait' } } },
    Wait: {
      on: {
        PROCESSING: { target: 'InProcess' },
        SUCCEEDED: { guard: 'canSucceedFromWait', target: 'Paid' },
        FAILED: { target: 'Unpaid' },
        EXPIRED: { target: 'Unpaid' },
      },
    },
    InProcess: {
      on: {
        SUCCEEDED: { guard: 'canSucceedFromProcessing', target: 'Paid' },
        FAILED: { target: 'Unpaid' },
        EXPIRED: { target: 'Unpaid' },
      },
    },
    Paid: {
      on: {
        PAYOUT_RELEASED: { guard: 'canReleasePayout', target: 'Completed' },
        REFUNDED: { guard: 'canRefund', target: 'Refunded' },
      },
    },
    Completed: { type: 'final' },
    Refunded: { type: 'final' },
  },
});

/** The type of {@link paymentMachine}. */
export type PaymentMachine = typeof paymentMachine;
