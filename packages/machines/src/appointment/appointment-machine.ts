import { assign, not, setup } from 'xstate';
import type { PaymentStatus } from '../payment/payment-status.ts';

/**
 * Appointment status values, exactly as SPEC.md §4 spells them.
 * Source: SPEC.md §4, PRODUCT.md "Appointment states".
 */
export const AppointmentStatus = {
  Pending: 'Pending',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  Canceled: 'Canceled',
  Completed: 'Completed',
} as const;

/** One of `'Pending' | 'Accepted' | 'Rejected' | 'Canceled' | 'Completed'`. */
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];

/** All appointment statuses, in lifecycle order. */
export const appointmentStatuses: readonly AppointmentStatus[] = Object.values(AppointmentStatus);

/** Rejected, Canceled and Completed are final (PRODUCT.md "Appointment states"). */
export const finalAppointmentStatuses: readonly AppointmentStatus[] = ['Rejected', 'Canceled', 'Completed'];

/** Event type names of the appointment machine. */
export const AppointmentEventType = {
  ACCEPT: 'ACCEPT',
  REJECT: 'REJECT',
  CANCEL: 'CANCEL',
  COMPLETE: 'COMPLETE',
  EXPIRE: 'EXPIRE',
} as const;

/** One of `'ACCEPT' | 'REJECT' | 'CANCEL' | 'COMPLETE' | 'EXPIRE'`. */
export type AppointmentEventType = (typeof AppointmentEventType)[keyof typeof AppointmentEventType];

/** All appointment event types, in the order the UI lists their buttons. */
export const appointmentEventTypes: readonly AppointmentEventType[] = Object.values(AppointmentEventType);

/**
 * Events of the appointment machine. `reason` is free text kept for the status history;
 * it never changes whether a transition is allowed.
 * EXPIRE is the system cancel of an Accepted appointment still Unpaid after the expiry window.
 */
export type AppointmentEvent =
  | { type: 'ACCEPT' }
  | { type: 'REJECT'; reason?: string }
  | { type: 'CANCEL'; reason?: string }
  | { type: 'COMPLETE' }
  | { type: 'EXPIRE' };

/** Who is asking. `System` is the scheduler that expires unpaid appointments. */
export interface AppointmentActor {
  role: 'Customer' | 'Photographer' | 'System';
  /** Identity-provider uid; ignored for `System`. */
  userId: string;
}

/** The facts of the appointment the rules need. Times are ISO-8601 UTC strings. */
export interface AppointmentFacts {
  customerId: string;
  photographerId: string;
  /** Shoot start, ISO-8601 UTC. */
  start: string;
  /** Shoot end (start + durationMinutes), ISO-8601 UTC. */
  end: string;
  /** When the photographer accepted, ISO-8601 UTC; needed for EXPIRE. */
  acceptedAt?: string | null;
}

/**
 * Everything a transition decision depends on. The machine never reads the clock: `now` is input.
 */
export interface AppointmentRuleContext {
  actor: AppointmentActor;
  appointment: AppointmentFacts;
  /** Status of the appointment's payment; absent before acceptance (no payment exists yet). */
  paymentStatus?: PaymentStatus | null;
  /** The caller's current time, ISO-8601 UTC. */
  now: string;
  /** Hours an Accepted appointment may stay Unpaid before EXPIRE is allowed. Default 24. */
  unpaidExpiryHours?: number;
}

/** Why a transition was refused. `not_allowed_in_state`: the state does not take that event at all. */
export type AppointmentRefusal =
  | 'not_allowed_in_state'
  | 'forbidden_actor'
  | 'too_late'
  | 'shoot_not_ended'
  | 'payment_not_paid'
  | 'payment_not_unpaid'
  | 'not_expired_yet';

/** Machine context: the rule inputs plus the refusal recorded by the last refused event. */
export interface AppointmentMachineContext extends AppointmentRuleContext {
  refusal: AppointmentRefusal | null;
}

/** Default expiry window for an Accepted appointment still Unpaid (PRODUCT.md: 24 hours). */
export const DEFAULT_UNPAID_EXPIRY_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The appointment lifecycle of PRODUCT.md "Appointment states".
 *
 * Each event in a state lists its refusals first ("refusal transitions": they stay in the state
 * and record why in `context.refusal`), then the real transition. That way the reason a request
 * is refused comes from the machine itself, not from a second table in the API.
 *
 * Side effects are named actions with no implementation here; the API supplies them with
 * `appointmentMachine.provide({ actions: { createPayment: ..., ... } })`, or reads them as data
 * with {@link appointmentEffects}.
 */
export const appointmentMachine = setup({
  types: {
    context: {} as AppointmentMachineContext,
    events: {} as AppointmentEvent,
    input: {} as AppointmentRuleContext,
  },
  actions: {
    refuse: assign((_, params: { reason: AppointmentRefusal }) => ({ refusal: params.reason })),
    clearRefusal: assign({ refusal: null }),
    // Effects the server performs; implementations are provided by the API.
    createPayment: (_, _params: { status: 'Unpaid' }) => {},
    createAppointmentBusyTime: (_, _params: { start: string; end: string }) => {},
    releaseHold: () => {},
    removeAppointmentBusyTime: () => {},
    refundPayment: () => {},
    releasePayout: () => {},
  },
  guards: {
    isOwningPhotographer: ({ context: c }) =>
      c.actor.role === 'Photographer' && c.actor.userId === c.appointment.photographerId,
    isOwningCustomer: ({ context: c }) =>
      c.actor.role === 'Customer' && c.actor.userId === c.appointment.customerId,
    isOwningCustomerOrPhotographer: ({ context: c }) =>
      (c.actor.role === 'Customer' && c.actor.userId === c.appointment.customerId) ||
      (c.actor.role === 'Photographer' && c.actor.userId === c.appointment.photographerId),
    isSystem: ({ context: c }) => c.actor.role === 'System',
    isBeforeStart: ({ context: c }) => ms(c.now) < ms(c.appointment.start),
    hasShootEnded: ({ context: c }) => ms(c.now) >= ms(c.appointment.end),
    isPaymentPaid: ({ context: c }) => c.paymentStatus === 'Paid',
    isPaymentUnpaid: ({ context: c }) => c.paymentStatus == null || c.paymentStatus === 'Unpaid',
    isUnpaidWindowOver: ({ context: c }) =>
      ms(c.now) >= ms(c.appointment.acceptedAt) + (c.unpaidExpiryHours ?? DEFAULT_UNPAID_EXPIRY_HOURS) * HOUR_MS,
  },
}).createMachine({
  id: 'appointment',
  initial: 'Pending',
  context: ({ input }) => ({ ...input, refusal: null }),
  states: {
    Pending: {
      on: {
        // The "confirm" step of SPEC.md §4: the photographer takes the booking.
        ACCEPT: [
          { guard: not('isOwningPhotographer'), actions: { type: 'refuse', params: { reason: 'forbidden_actor' } } },
          {
            target: 'Accepted',
            actions: [
              'clearRefusal',
              { type: 'createPayment', params: { status: 'Unpaid' } },
              {
                type: 'createAppointmentBusyTime',
                params: ({ context }) => ({ start: context.appointment.start, end: context.appointment.end }),
              },
            ],
          },
        ],
        REJECT: [
          { guard: not('isOwningPhotographer'), actions: { type: 'refuse', params: { reason: 'forbidden_actor' } } },
          { target: 'Rejected', actions: ['clearRefusal', 'releaseHold'] },
        ],
        // Before acceptance only the customer may withdraw; the photographer rejects instead.
        CANCEL: [
          { guard: not('isOwningCustomer'), actions: { type: 'refuse', params: { reason: 'forbidden_actor' } } },
          { target: 'Canceled', actions: ['clearRefusal', 'releaseHold'] },
        ],
      },
    },
    Accepted: {
      on: {
        CANCEL: [
          {
            guard: not('isOwningCustomerOrPhotographer'),
            actions: { type: 'refuse', params: { reason: 'forbidden_actor' } },
          },
          // Once the shoot has started, the way out is COMPLETE, not a refund.
          { guard: not('isBeforeStart'), actions: { type: 'refuse', params: { reason: 'too_late' } } },
          {
            guard: 'isPaymentPaid',
            target: 'Canceled',
            actions: ['clearRefusal', 'removeAppointmentBusyTime', 'refundPayment'],
          },
          { target: 'Canceled', actions: ['clearRefusal', 'removeAppointmentBusyTime'] },
        ],
        COMPLETE: [
          { guard: not('isOwningPhotographer'), actions: { type: 'refuse', params: { reason: 'forbidden_actor' } } },
          { guard: not('hasShootEnded'), actions: { type: 'refuse', params: { reason: 'shoot_not_ended' } } },
          // The payout can only be released from money the platform holds.
          { guard: not('isPaymentPaid'), actions: { type: 'refuse', params: { reason: 'payment_not_paid' } } },
          { target: 'Completed', actions: ['clearRefusal', 'releasePayout'] },
        ],
        // Frees the photographer's slot when the customer never pays.
        EXPIRE: [
          { guard: not('isSystem'), actions: { type: 'refuse', params: { reason: 'forbidden_actor' } } },
          { guard: not('isPaymentUnpaid'), actions: { type: 'refuse', params: { reason: 'payment_not_unpaid' } } },
          { guard: not('isUnpaidWindowOver'), actions: { type: 'refuse', params: { reason: 'not_expired_yet' } } },
          { target: 'Canceled', actions: ['clearRefusal', 'removeAppointmentBusyTime'] },
        ],
      },
    },
    Rejected: { type: 'final' },
    Canceled: { type: 'final' },
    Completed: { type: 'final' },
  },
});

/** The type of {@link appointmentMachine}, for `useMachine`/`provide` callers. */
export type AppointmentMachine = typeof appointmentMachine;
