import { transition } from 'xstate';
import {
  appointmentEventTypes,
  appointmentMachine,
  appointmentRefusal,
  type AppointmentEvent,
  type AppointmentEventType,
  type AppointmentRefusal,
  type AppointmentRuleContext,
  type AppointmentStatus,
} from './appointment-machine.ts';

/**
 * A side effect the server must perform, in this order and in the same database transaction
 * as the status change. Names match the machine's actions, so the API may instead supply them
 * with `appointmentMachine.provide({ actions })`.
 *
 * - `createPayment`: create the appointment's payment with status Unpaid (on ACCEPT).
 * - `releaseHold`: delete the appointment's busy time of kind `Appointment`, which has held the
 *   slot since the booking (REJECT, WITHDRAW, CANCEL, EXPIRE).
 * - `closeCheckout`: close the payment's open checkout (payment Wait → Unpaid, provider session
 *   expired) so a canceled booking cannot be paid (CANCEL of an Accepted appointment in Wait).
 * - `refundPayment`: refund the Paid payment in full (CANCEL of an Accepted appointment when Paid).
 * - `openDelivery`: the shoot took place (on COMPLETE): open its delivery when the sub-package has
 *   photos to deliver; the payout waits for the delivery's acceptance, or for the dispute window
 *   without one (`payoutReleaseRule`, docs/product.md §11, decision 0023).
 * - `applyEdit`: write the request's new note/location (EDIT; the status stays Pending).
 *
 * Source: docs/product.md §4.1 and "Payment states".
 */
export type AppointmentEffect =
  | { type: 'createPayment'; status: 'Unpaid' }
  | { type: 'releaseHold' }
  | { type: 'closeCheckout' }
  | { type: 'refundPayment' }
  | { type: 'openDelivery' }
  | { type: 'applyEdit' };

const effectTypes = new Set<AppointmentEffect['type']>([
  'createPayment',
  'releaseHold',
  'closeCheckout',
  'refundPayment',
  'openDelivery',
  'applyEdit',
]);

/** Result of {@link appointmentTransition}. */
export type AppointmentTransitionResult =
  | { ok: true; to: AppointmentStatus; effects: AppointmentEffect[] }
  | { ok: false; reason: AppointmentRefusal };

function toEvent(event: AppointmentEventType | AppointmentEvent): AppointmentEvent {
  return typeof event === 'string' ? { type: event } : event;
}

/**
 * Asks the real {@link appointmentMachine} whether `event` is allowed for an appointment in
 * `status`, given who asks and when.
 *
 * @param status current appointment status.
 * @param event `'ACCEPT'` etc., or the event object.
 * @param context actor, appointment facts (ISO UTC times), payment status, `now` (ISO UTC).
 * @returns `{ ok: true, to, effects }` with the next status and the effects the server must
 *   perform, or `{ ok: false, reason }`: `not_allowed_in_state` (state does not take the event;
 *   includes every event on a final state), `forbidden_actor` (wrong role or not this
 *   appointment's customer/photographer), `too_late` (accept, edit or an Accepted cancel at or
 *   after the start), `shoot_not_ended`, `payment_not_paid` (complete), `payment_not_unpaid`,
 *   `not_expired_yet` (expire). EDIT, when allowed, is `{ ok: true, to: 'Pending', effects: [applyEdit] }`.
 *   The API answers a refusal with `409 invalid_transition` (or 403 for `forbidden_actor`, its choice).
 *
 * Source: docs/product.md §4.1.
 */
export function appointmentTransition(
  status: AppointmentStatus,
  event: AppointmentEventType | AppointmentEvent,
  context: AppointmentRuleContext,
): AppointmentTransitionResult {
  const typed = toEvent(event);
  const refusal = appointmentRefusal(status, typed.type, context);
  if (refusal) return { ok: false, reason: refusal };
  const snapshot = appointmentMachine.resolveState({ value: status, context });
  const [next, actions] = transition(appointmentMachine, snapshot, typed);
  const effects: AppointmentEffect[] = [];
  for (const action of actions) {
    if (effectTypes.has(action.type as AppointmentEffect['type'])) {
      effects.push({ type: action.type, ...(action.params as object) } as AppointmentEffect);
    }
  }
  return { ok: true, to: next.value as AppointmentStatus, effects };
}

/**
 * The side effects of `event` from status `from` (empty when the transition is refused).
 * Same source as {@link appointmentTransition}; see {@link AppointmentEffect} for each effect.
 */
export function appointmentEffects(
  from: AppointmentStatus,
  event: AppointmentEventType | AppointmentEvent,
  context: AppointmentRuleContext,
): AppointmentEffect[] {
  const result = appointmentTransition(from, event, context);
  return result.ok ? result.effects : [];
}

/**
 * Exactly the events the machine accepts for this status, actor and time, in
 * {@link appointmentEventTypes} order — the buttons the UI may offer.
 * Example: the owning photographer of a Pending appointment before its start gets
 * `['ACCEPT', 'REJECT']`; its customer gets `['CANCEL', 'WITHDRAW', 'EDIT']`.
 */
export function availableAppointmentEvents(
  status: AppointmentStatus,
  context: AppointmentRuleContext,
): AppointmentEventType[] {
  return appointmentEventTypes.filter((type) => appointmentTransition(status, type, context).ok);
}

/**
 * The events a screen offers as buttons: {@link availableAppointmentEvents} without `CANCEL` where
 * `WITHDRAW` is there too — on a Pending request both end it the same way (Canceled, the slot
 * released), so the customer sees one button, "Withdraw request". The API still accepts either.
 * Source: docs/product.md §4.1.
 */
export function offeredAppointmentEvents(
  status: AppointmentStatus,
  context: AppointmentRuleContext,
): AppointmentEventType[] {
  const events = availableAppointmentEvents(status, context);
  return events.includes('WITHDRAW') ? events.filter((event) => event !== 'CANCEL') : events;
}

/**
 * Statuses a client may ask for in `PATCH /appointment/status/{id}` `{ status }`, mapped to the
 * machine event (ADR 0001). `Pending` is not a target: appointments are created Pending (or
 * Accepted at once when instantly booked, `newBookingOutcome`).
 */
export const statusToEvent = {
  Accepted: 'ACCEPT',
  Rejected: 'REJECT',
  Canceled: 'CANCEL',
  Completed: 'COMPLETE',
} as const satisfies Record<Exclude<AppointmentStatus, 'Pending'>, AppointmentEventType>;

/** A status a PATCH body may carry: `'Accepted' | 'Rejected' | 'Canceled' | 'Completed'`. */
export type RequestableAppointmentStatus = keyof typeof statusToEvent;

/**
 * The statuses a client may ask for with `PATCH /appointment/status/{id}` (docs/product.md §4.1),
 * in the order of {@link statusToEvent}: Accepted, Rejected, Canceled, Completed.
 */
export const requestableAppointmentStatuses = Object.keys(
  statusToEvent,
) as readonly RequestableAppointmentStatus[];

/**
 * Maps an untrusted PATCH body `status` to its event, or `null` when it is not a requestable
 * status (e.g. `'Pending'`, a typo); the API answers `null` with 400 validation_failed.
 */
export function eventForRequestedStatus(
  status: string,
): (typeof statusToEvent)[RequestableAppointmentStatus] | null {
  return Object.hasOwn(statusToEvent, status)
    ? statusToEvent[status as RequestableAppointmentStatus]
    : null;
}
