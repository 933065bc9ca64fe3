import { and, setup } from 'xstate';
import type { PaymentStatus } from '../payment/payment-status.ts';
import { appointmentActorOf } from './booking-party.ts';

/**
 * Appointment status values, exactly as docs/product.md §4 spells them.
 * Source: docs/product.md §4, docs/product.md §4.1.
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

/** Rejected, Canceled and Completed are final (docs/product.md §4.1). */
export const finalAppointmentStatuses: readonly AppointmentStatus[] = [
  'Rejected',
  'Canceled',
  'Completed',
];

/**
 * Open statuses: an appointment in one of them holds the photographer's time (its busy time of
 * kind `Appointment` exists, it blocks other bookings and hand-made busy times, its package
 * cannot be deleted). The one list the API's queries, the database constraints' predicates and
 * the web's schedule use. Source: docs/product.md §4.1 (create guard, busy time).
 */
export const openAppointmentStatuses = [
  'Pending',
  'Accepted',
] as const satisfies readonly AppointmentStatus[];

/** One of {@link openAppointmentStatuses}. */
export type OpenAppointmentStatus = (typeof openAppointmentStatuses)[number];

/** True (and narrowed) when `status` is one of {@link openAppointmentStatuses}. */
export function isOpenAppointmentStatus(
  status: AppointmentStatus,
): status is OpenAppointmentStatus {
  return (openAppointmentStatuses as readonly AppointmentStatus[]).includes(status);
}

/**
 * Statuses of a shoot that will not take place: turned down by the photographer, or cancelled by
 * either party, withdrawn by the customer or expired unpaid (all recorded as Canceled). A calendar
 * file of such an appointment cancels its event (`METHOD:CANCEL`); any other status keeps the
 * event. Source: docs/product.md §4.1.
 */
export const calledOffAppointmentStatuses = [
  'Rejected',
  'Canceled',
] as const satisfies readonly AppointmentStatus[];

/** True (and narrowed) when `status` is one of {@link calledOffAppointmentStatuses}. */
export function isCalledOffAppointmentStatus(
  status: AppointmentStatus,
): status is (typeof calledOffAppointmentStatuses)[number] {
  return (calledOffAppointmentStatuses as readonly AppointmentStatus[]).includes(status);
}

/**
 * What a calendar event of a shoot says about it (iCalendar `STATUS`): `cancelled` once it is
 * called off ({@link calledOffAppointmentStatuses}), `confirmed` once it is paid for (payment
 * `Paid` or `Completed`), else `tentative` — requested, or accepted and still to be paid, which
 * the pay-by deadline may still call off. `paymentStatus` is `null` before acceptance (no payment
 * yet). Source: docs/product.md §4.1 "Calendar".
 */
export function calendarEventStatus(
  status: AppointmentStatus,
  paymentStatus: PaymentStatus | null,
): 'tentative' | 'confirmed' | 'cancelled' {
  if (isCalledOffAppointmentStatus(status)) return 'cancelled';
  return paymentStatus === 'Paid' || paymentStatus === 'Completed' ? 'confirmed' : 'tentative';
}

/**
 * The title of a shoot's calendar event as one party sees it: "package · sub-package — the other
 * party" (mailed invitations, the `.ics` download and the Google Calendar link alike).
 */
export function shootEventSummary(
  packageTitle: string,
  subpackageTitle: string,
  counterpartName: string,
): string {
  return `${packageTitle} · ${subpackageTitle} — ${counterpartName}`;
}

/** Event type names of the appointment machine. */
export const AppointmentEventType = {
  ACCEPT: 'ACCEPT',
  REJECT: 'REJECT',
  CANCEL: 'CANCEL',
  COMPLETE: 'COMPLETE',
  EXPIRE: 'EXPIRE',
  WITHDRAW: 'WITHDRAW',
  EDIT: 'EDIT',
} as const;

/** One of `'ACCEPT' | 'REJECT' | 'CANCEL' | 'COMPLETE' | 'EXPIRE' | 'WITHDRAW' | 'EDIT'`. */
export type AppointmentEventType = (typeof AppointmentEventType)[keyof typeof AppointmentEventType];

/** All appointment event types, in the order the UI lists their buttons. */
export const appointmentEventTypes: readonly AppointmentEventType[] =
  Object.values(AppointmentEventType);

/**
 * Events of the appointment machine. `reason` is free text kept for the status history;
 * it never changes whether a transition is allowed.
 * - EXPIRE: the system ends an appointment nobody acted on in time (a Pending request whose start
 *   passed; an Accepted one still Unpaid at its pay-by deadline, {@link payByDeadline}).
 * - WITHDRAW: the customer takes back a Pending request (`DELETE /appointment/{id}`); unlike
 *   CANCEL it is refused once the request was accepted, so a withdrawal racing an acceptance
 *   can never cancel the accepted booking.
 * - EDIT: the customer changes the time, note or location of a Pending request (`PATCH /appointment/{id}`);
 *   a new time is judged separately, by the booking rules (`isSlotBookable`).
 */
export type AppointmentEvent =
  | { type: 'ACCEPT' }
  | { type: 'REJECT'; reason?: string }
  | { type: 'CANCEL'; reason?: string }
  | { type: 'COMPLETE' }
  | { type: 'EXPIRE' }
  | { type: 'WITHDRAW'; reason?: string }
  | { type: 'EDIT' };

/** Who is asking. `System` is the scheduler that expires appointments nobody acted on. */
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
  /** Minutes an Accepted appointment may stay Unpaid before EXPIRE is allowed. Default {@link DEFAULT_UNPAID_EXPIRY_MINUTES}. */
  unpaidExpiryMinutes?: number;
}

/**
 * Why a transition was refused. `not_allowed_in_state`: the state does not take that event at all
 * (every event on a final state; WITHDRAW and EDIT once accepted). `too_late`: ACCEPT, EDIT or an
 * Accepted CANCEL at or after the start. `not_expired_yet`: EXPIRE before the start (Pending) or
 * before the pay-by deadline (Accepted).
 */
export type AppointmentRefusal =
  | 'not_allowed_in_state'
  | 'forbidden_actor'
  | 'too_late'
  | 'shoot_not_ended'
  | 'payment_not_paid'
  | 'payment_not_unpaid'
  | 'not_expired_yet';

/** Machine context: the rule inputs (the machine keeps no state of its own beyond its status). */
export type AppointmentMachineContext = AppointmentRuleContext;

/** Default window for paying an accepted appointment, minutes (docs/product.md: 24 hours; `UNPAID_TIMEOUT_MINUTES`). */
export const DEFAULT_UNPAID_EXPIRY_MINUTES = 24 * 60;

const MINUTE_MS = 60_000;

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The instant after which an Accepted appointment that is still Unpaid expires: the acceptance
 * plus the payment window, or the shoot's start if that comes first (an unpaid shoot does not
 * happen). The server's expiry and the web's countdown both use it.
 *
 * @param appointment `acceptedAt` and `start`, ISO-8601 UTC.
 * @param unpaidExpiryMinutes the payment window, minutes (default 1440).
 * @returns ISO-8601 UTC, or null when the appointment was not accepted.
 * Source: docs/product.md §4.1 (unpaid 24 hours after acceptance → canceled by the system).
 */
export function payByDeadline(
  appointment: { acceptedAt?: string | null; start: string },
  unpaidExpiryMinutes: number = DEFAULT_UNPAID_EXPIRY_MINUTES,
): string | null {
  if (!appointment.acceptedAt) return null;
  const deadline = Math.min(
    ms(appointment.acceptedAt) + unpaidExpiryMinutes * MINUTE_MS,
    ms(appointment.start),
  );
  return new Date(deadline).toISOString();
}

/**
 * The latest acceptance whose payment window has ended at `now`: an Accepted appointment accepted
 * at or before it is past its {@link payByDeadline} (as is one whose start has passed, whenever
 * accepted). Lets the expiry job's query pick its candidates by `accepted_at` with this rule.
 *
 * @param now the current time, ISO-8601 UTC.
 * @param unpaidExpiryMinutes the payment window, minutes (default 1440).
 * @returns ISO-8601 UTC.
 * Source: docs/product.md §4.1 (unpaid 24 hours after acceptance → canceled by the system).
 */
export function unpaidExpiryAcceptedBy(
  now: string,
  unpaidExpiryMinutes: number = DEFAULT_UNPAID_EXPIRY_MINUTES,
): string {
  return new Date(ms(now) - unpaidExpiryMinutes * MINUTE_MS).toISOString();
}

type Guard = (context: AppointmentRuleContext) => boolean;

/** The actor acts in the role their side of this booking gives them ({@link appointmentActorOf}). */
const actsAsTheirParty: Guard = (c) =>
  appointmentActorOf(c.appointment, c.actor.userId)?.role === c.actor.role;

/** The conditions transitions depend on, as plain functions of the rule context (guards of the machine). */
const conditions = {
  isOwningPhotographer: (c) => c.actor.role === 'Photographer' && actsAsTheirParty(c),
  isOwningCustomer: (c) => c.actor.role === 'Customer' && actsAsTheirParty(c),
  isOwningCustomerOrPhotographer: actsAsTheirParty,
  isSystem: (c) => c.actor.role === 'System',
  isBeforeStart: (c) => ms(c.now) < ms(c.appointment.start),
  hasStarted: (c) => ms(c.now) >= ms(c.appointment.start),
  hasShootEnded: (c) => ms(c.now) >= ms(c.appointment.end),
  isPaymentPaid: (c) => c.paymentStatus === 'Paid',
  isCheckoutOpen: (c) => c.paymentStatus === 'Wait',
  isPaymentUnpaid: (c) => c.paymentStatus == null || c.paymentStatus === 'Unpaid',
  isPayByDeadlinePassed: (c) =>
    ms(c.now) >=
    ms(payByDeadline(c.appointment, c.unpaidExpiryMinutes ?? DEFAULT_UNPAID_EXPIRY_MINUTES)),
} satisfies Record<string, Guard>;

type Condition = keyof typeof conditions;

/**
 * What each event needs in each state, in the order a refusal reports it: each condition with the
 * refusal it stands for when it fails. The machine's guards are built from this table and
 * {@link appointmentRefusal} reads it, so a refusal always names the condition the machine checked.
 */
const requirements: Partial<
  Record<
    AppointmentStatus,
    Partial<Record<AppointmentEventType, readonly (readonly [Condition, AppointmentRefusal])[]>>
  >
> = {
  Pending: {
    // The "confirm" step of docs/product.md §4: the photographer takes the booking — before it starts.
    ACCEPT: [
      ['isOwningPhotographer', 'forbidden_actor'],
      ['isBeforeStart', 'too_late'],
    ],
    REJECT: [['isOwningPhotographer', 'forbidden_actor']],
    // Before acceptance only the customer may withdraw; the photographer rejects instead.
    CANCEL: [['isOwningCustomer', 'forbidden_actor']],
    WITHDRAW: [['isOwningCustomer', 'forbidden_actor']],
    // The request stays a request: only its time, note and location change, and only before the shoot.
    EDIT: [
      ['isOwningCustomer', 'forbidden_actor'],
      ['isBeforeStart', 'too_late'],
    ],
    // A request nobody accepted before its start must not hold the slot or wait forever.
    EXPIRE: [
      ['isSystem', 'forbidden_actor'],
      ['hasStarted', 'not_expired_yet'],
    ],
  },
  Accepted: {
    // Once the shoot has started, the way out is COMPLETE, not a refund.
    CANCEL: [
      ['isOwningCustomerOrPhotographer', 'forbidden_actor'],
      ['isBeforeStart', 'too_late'],
    ],
    // The payout can only be released from money the platform holds.
    COMPLETE: [
      ['isOwningPhotographer', 'forbidden_actor'],
      ['hasShootEnded', 'shoot_not_ended'],
      ['isPaymentPaid', 'payment_not_paid'],
    ],
    // Frees the photographer's slot when the customer never pays.
    EXPIRE: [
      ['isSystem', 'forbidden_actor'],
      ['isPaymentUnpaid', 'payment_not_unpaid'],
      ['isPayByDeadlinePassed', 'not_expired_yet'],
    ],
  },
};

/**
 * Why `event` is refused for an appointment in `status`, or null when it is allowed: the refusal of
 * the first condition of the transition that does not hold, `not_allowed_in_state` when the state
 * does not take the event at all (every event on a final state). The one place refusals come from.
 * Source: docs/product.md §4.1.
 */
export function appointmentRefusal(
  status: AppointmentStatus,
  event: AppointmentEventType,
  context: AppointmentRuleContext,
): AppointmentRefusal | null {
  const needs = requirements[status]?.[event];
  if (!needs) return 'not_allowed_in_state';
  for (const [condition, refusal] of needs) if (!conditions[condition](context)) return refusal;
  return null;
}

/** The guard of `event` in `status`: every condition of {@link requirements} holds. */
const allowed =
  (status: AppointmentStatus, event: AppointmentEventType) =>
  ({ context }: { context: AppointmentMachineContext }): boolean =>
    appointmentRefusal(status, event, context) === null;

/**
 * The appointment lifecycle of docs/product.md §4.1 as a statechart: states for the
 * lifecycle, guards for who and when (built from one requirement table, which also reports the
 * refusals: {@link appointmentRefusal}), effects as named actions the API carries out, and the
 * unpaid expiry as the named delay `unpaidExpiry` (until {@link payByDeadline} for the configured
 * window) — so an actor started on an Accepted, unpaid appointment cancels itself when the
 * deadline passes, while the server, which reasons from stored rows, sends EXPIRE.
 *
 * An open appointment (Pending or Accepted) holds its slot with a busy time of kind `Appointment`,
 * written by the API together with the booking; `releaseHold` ends it whenever the appointment
 * leaves the open statuses without the shoot happening.
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
    // Effects the server performs; implementations are provided by the API.
    createPayment: (_, _params: { status: 'Unpaid' }) => {},
    releaseHold: () => {},
    closeCheckout: () => {},
    refundPayment: () => {},
    openDelivery: () => {},
    applyEdit: () => {},
  },
  guards: {
    canAccept: allowed('Pending', 'ACCEPT'),
    canReject: allowed('Pending', 'REJECT'),
    canCancelRequest: allowed('Pending', 'CANCEL'),
    canWithdraw: allowed('Pending', 'WITHDRAW'),
    canEdit: allowed('Pending', 'EDIT'),
    canExpireRequest: allowed('Pending', 'EXPIRE'),
    canCancelBooking: allowed('Accepted', 'CANCEL'),
    canComplete: allowed('Accepted', 'COMPLETE'),
    canExpireBooking: allowed('Accepted', 'EXPIRE'),
    isPaymentPaid: ({ context }) => conditions.isPaymentPaid(context),
    isCheckoutOpen: ({ context }) => conditions.isCheckoutOpen(context),
    isPaymentUnpaid: ({ context }) => conditions.isPaymentUnpaid(context),
  },
  delays: {
    /** Until the pay-by deadline: acceptance + the configured window, or the start if sooner. */
    unpaidExpiry: ({ context }) =>
      Math.max(
        0,
        ms(
          payByDeadline(
            context.appointment,
            context.unpaidExpiryMinutes ?? DEFAULT_UNPAID_EXPIRY_MINUTES,
          ),
        ) - ms(context.now),
      ),
  },
}).createMachine({
  id: 'appointment',
  initial: 'Pending',
  context: ({ input }) => input,
  states: {
    Pending: {
      on: {
        ACCEPT: {
          guard: 'canAccept',
          target: 'Accepted',
          actions: [{ type: 'createPayment', params: { status: 'Unpaid' } }],
        },
        REJECT: { guard: 'canReject', target: 'Rejected', actions: 'releaseHold' },
        CANCEL: { guard: 'canCancelRequest', target: 'Canceled', actions: 'releaseHold' },
        WITHDRAW: { guard: 'canWithdraw', target: 'Canceled', actions: 'releaseHold' },
        EDIT: { guard: 'canEdit', actions: 'applyEdit' },
        EXPIRE: { guard: 'canExpireRequest', target: 'Canceled', actions: 'releaseHold' },
      },
    },
    Accepted: {
      after: {
        unpaidExpiry: { guard: 'isPaymentUnpaid', target: 'Canceled', actions: 'releaseHold' },
      },
      on: {
        CANCEL: [
          {
            guard: and(['canCancelBooking', 'isPaymentPaid']),
            target: 'Canceled',
            actions: ['releaseHold', 'refundPayment'],
          },
          // An open checkout is closed so it cannot be paid for a canceled booking.
          {
            guard: and(['canCancelBooking', 'isCheckoutOpen']),
            target: 'Canceled',
            actions: ['releaseHold', 'closeCheckout'],
          },
          { guard: 'canCancelBooking', target: 'Canceled', actions: 'releaseHold' },
        ],
        COMPLETE: { guard: 'canComplete', target: 'Completed', actions: 'openDelivery' },
        EXPIRE: { guard: 'canExpireBooking', target: 'Canceled', actions: 'releaseHold' },
      },
    },
    Rejected: { type: 'final' },
    Canceled: { type: 'final' },
    Completed: { type: 'final' },
  },
});

/** The type of {@link appointmentMachine}, for `useMachine`/`provide` callers. */
export type AppointmentMachine = typeof appointmentMachine;
