/**
 * A dispute of a paid booking (docs/product.md §12 "Disputes", docs/decisions/0033): the customer
 * opens it, the photographer answers, an operator decides. While it is not decided the
 * photographer's payout waits.
 */
import { setup } from 'xstate';

import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import type { DeliveryStatus } from '../delivery/delivery-status.ts';
import { DISPUTE_WINDOW_HOURS } from '../delivery/delivery-rules.ts';
import type { PaymentStatus } from '../payment/payment-status.ts';
import type { DisputeDecision } from './dispute-settlement.ts';

/** What a dispute is about. */
export const DISPUTE_REASONS = ['no_show', 'not_as_agreed', 'photos_missing'] as const;
/** One of {@link DISPUTE_REASONS}. */
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** A dispute's statuses: `Decided` is final. */
export const DISPUTE_STATUSES = ['Opened', 'Answered', 'Decided'] as const;
/** One of {@link DISPUTE_STATUSES}. */
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Who acts on a dispute. The operator is a capability granted outside the product's roles. */
export type DisputeActor = 'customer' | 'photographer' | 'operator';

/** Events of the dispute machine. */
export type DisputeEvent =
  | { type: 'ANSWER'; actor: DisputeActor }
  | { type: 'DECIDE'; actor: DisputeActor; decision: DisputeDecision };

/** Why a dispute event is refused. */
export type DisputeRefusal = 'forbidden_actor' | 'not_allowed_in_state';

/** Who may send each event, and from which statuses. */
const EVENTS: Record<
  DisputeEvent['type'],
  { actor: DisputeActor; from: readonly DisputeStatus[]; to: DisputeStatus }
> = {
  // One answer: the photographer's side, before the operator decides.
  ANSWER: { actor: 'photographer', from: ['Opened'], to: 'Answered' },
  // An operator may decide without an answer (a photographer who never answers holds nothing up).
  DECIDE: { actor: 'operator', from: ['Opened', 'Answered'], to: 'Decided' },
};

/** The outcome of {@link disputeTransition}. */
export type DisputeTransitionResult =
  { ok: true; to: DisputeStatus } | { ok: false; reason: DisputeRefusal };

/**
 * Whether `event` moves a dispute in `status`, and where to: `forbidden_actor` when the event is
 * not the actor's, `not_allowed_in_state` when the status does not take it (all on `Decided`).
 */
export function disputeTransition(
  status: DisputeStatus,
  event: DisputeEvent,
): DisputeTransitionResult {
  const rule = EVENTS[event.type];
  if (event.actor !== rule.actor) return { ok: false, reason: 'forbidden_actor' };
  if (!rule.from.includes(status)) return { ok: false, reason: 'not_allowed_in_state' };
  return { ok: true, to: rule.to };
}

/** The events `actor` may send to a dispute in `status` (what a screen offers). */
export function availableDisputeEvents(
  status: DisputeStatus,
  actor: DisputeActor,
): DisputeEvent['type'][] {
  return (Object.keys(EVENTS) as DisputeEvent['type'][]).filter(
    (type) => EVENTS[type].actor === actor && EVENTS[type].from.includes(status),
  );
}

const allowed =
  (status: DisputeStatus) =>
  ({ event }: { event: DisputeEvent }): boolean =>
    disputeTransition(status, event).ok;

/**
 * The dispute statechart: Opened → Answered (the photographer) → Decided (an operator), or
 * Opened → Decided. Guards come from the same table as {@link disputeTransition}.
 */
export const disputeMachine = setup({
  types: { events: {} as DisputeEvent },
  guards: { fromOpened: allowed('Opened'), fromAnswered: allowed('Answered') },
}).createMachine({
  id: 'dispute',
  initial: 'Opened',
  states: {
    Opened: {
      on: {
        ANSWER: { guard: 'fromOpened', target: 'Answered' },
        DECIDE: { guard: 'fromOpened', target: 'Decided' },
      },
    },
    Answered: { on: { DECIDE: { guard: 'fromAnswered', target: 'Decided' } } },
    Decided: { type: 'final' },
  },
});

/** The type of {@link disputeMachine}. */
export type DisputeMachine = typeof disputeMachine;

/** The facts deciding whether the customer may open a dispute now. Instants ISO-8601 UTC. */
export interface DisputeOpenFacts {
  now: string;
  /** The booking's end. */
  shootEnd: string;
  appointmentStatus: AppointmentStatus;
  paymentStatus: PaymentStatus;
  /** The booking's delivery's status; null without a delivery. */
  deliveryStatus: DeliveryStatus | null;
  /** The booking has a dispute already (one a booking). */
  disputed: boolean;
}

/** Why a dispute cannot be opened. */
export type DisputeOpenRefusal =
  'dispute_exists' | 'dispute_not_paid' | 'dispute_shoot_not_over' | 'dispute_window_closed';

/**
 * Why the customer may not open a dispute now, or null when they may (docs/decisions/0033):
 * - one dispute a booking (`dispute_exists`);
 * - the money must still be held: the payment `Paid`, the appointment `Accepted` (a no-show) or
 *   `Completed` (`dispute_not_paid` otherwise: unpaid, paid out or refunded);
 * - from the shoot's end (`dispute_shoot_not_over` before);
 * - until {@link DISPUTE_WINDOW_HOURS} after it, or, for a booking with a delivery, as long as the
 *   delivery is not accepted or refunded (its payout waits for acceptance, docs/product.md §11)
 *   (`dispute_window_closed`).
 * @throws RangeError on an unparsable time.
 */
export function disputeOpenRefusal(facts: DisputeOpenFacts): DisputeOpenRefusal | null {
  const now = Date.parse(facts.now);
  const end = Date.parse(facts.shootEnd);
  if (Number.isNaN(now) || Number.isNaN(end)) throw new RangeError('not an ISO-8601 time');
  if (facts.disputed) return 'dispute_exists';
  if (
    facts.paymentStatus !== 'Paid' ||
    (facts.appointmentStatus !== 'Accepted' && facts.appointmentStatus !== 'Completed')
  )
    return 'dispute_not_paid';
  if (now < end) return 'dispute_shoot_not_over';
  const deliveryOpen =
    facts.deliveryStatus !== null &&
    facts.deliveryStatus !== 'Accepted' &&
    facts.deliveryStatus !== 'Refunded';
  if (!deliveryOpen && now >= end + DISPUTE_WINDOW_HOURS * 3_600_000)
    return 'dispute_window_closed';
  return null;
}
