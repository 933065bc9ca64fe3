import {
  PaymentStatus,
  appointmentActorOf,
  appointmentTransition,
  offeredAppointmentEvents,
  availablePaymentEvents,
  bookingPartyOf,
  canReview,
  counterpartOf,
  registrationRequirement,
  type AppointmentEventType,
  type AppointmentRuleContext,
  type BookingParty,
  type RegistrationItem,
  type RequirementProfile,
} from '@shootbook/machines';
import type { UserRole } from '@shootbook/api-client';
import type { UserProfile } from '../../auth/profile';
import type { AppointmentDetail } from './queries';

/**
 * Who looks at the appointment: the signed-in user's role and uid, and what
 * `registrationRequirement` reads of their profile (name, bank account, payouts), because the API
 * refuses some events until registration is finished even where the appointment machine allows them.
 */
export interface Viewer {
  role: UserRole;
  userId: string;
  registration: RequirementProfile;
}

/** The {@link Viewer} for the signed-in user's `GET /user/profile`. */
export function viewerOf(profile: UserProfile): Viewer {
  return { role: profile.role, userId: profile.id, registration: profile };
}

/**
 * Which side of the booking `viewer` is on: `bookingPartyOf` the booking's ids, as the API
 * decides it. A viewer who is neither (no screen lists such a booking) goes by their account role.
 */
export function viewerParty(
  detail: Pick<AppointmentDetail, 'appointment'>,
  viewer: Pick<Viewer, 'role' | 'userId'>,
): BookingParty {
  return (
    bookingPartyOf(detail.appointment, viewer.userId) ??
    (viewer.role === 'Photographer' ? 'photographer' : 'customer')
  );
}

/** The other party of the booking as `viewer` sees it (their counterpart's profile). */
export function counterpartProfile(
  detail: Pick<AppointmentDetail, 'appointment' | 'customer' | 'photographer'>,
  viewer: Pick<Viewer, 'role' | 'userId'>,
): AppointmentDetail['customer'] {
  return detail[counterpartOf(viewerParty(detail, viewer))];
}

/**
 * The rule context of @shootbook/machines for `viewer` looking at `detail` at `now` (ISO UTC).
 * The actor is the viewer's side of this booking (`appointmentActorOf`), as the API decides it;
 * anyone else is passed as a customer, whom the machine refuses by id.
 */
export function ruleContext(
  detail: AppointmentDetail,
  viewer: Viewer,
  now: string,
): AppointmentRuleContext {
  const a = detail.appointment;
  return {
    actor: appointmentActorOf(a, viewer.userId) ?? { role: 'Customer', userId: viewer.userId },
    appointment: {
      customerId: a.customerId,
      photographerId: a.photographerId,
      start: a.start,
      end: a.end,
      acceptedAt: a.acceptedAt,
    },
    paymentStatus: detail.payment?.status ?? null,
    now,
  };
}

/**
 * `pay`: the customer may start checkout (the payment machine allows CHECKOUT_STARTED);
 * `continue`: a checkout was started (Wait) and can be resumed; null otherwise.
 */
export type PaymentAction = 'pay' | 'continue' | null;

/** What the viewer may do with one appointment now. */
export interface AppointmentActions {
  /**
   * `offeredAppointmentEvents(status, context)` (docs/product.md §4.1), without
   * ACCEPT while `registrationRequirement(profile, 'accept')` refuses it (see `acceptBlockedBy`).
   */
  events: AppointmentEventType[];
  /** See {@link PaymentAction}. */
  payment: PaymentAction;
  /** The customer may review the photographer: `canReview` of the machines, and not reviewed yet. */
  review: boolean;
  /**
   * Why COMPLETE is not offered to the owning photographer of an Accepted appointment:
   * `payment_not_paid` ("Waiting for payment") or `shoot_not_ended`; null when it is offered or
   * does not apply.
   */
  completeBlockedBy: 'payment_not_paid' | 'shoot_not_ended' | null;
  /**
   * What the photographer must finish before accepting (e.g. `['payoutsEnabled']`) when the
   * appointment machine would allow ACCEPT but `registrationRequirement(profile, 'accept')` does
   * not; null when Accept is offered or was not allowed anyway.
   */
  acceptBlockedBy: RegistrationItem[] | null;
}

/**
 * The payment link the UI offers `viewer` for an appointment with its payment (an appointment
 * detail or an order): `pay` when the payment machine allows CHECKOUT_STARTED for the payment's
 * status and the appointment's, `continue` while a checkout is open (Wait) for an appointment
 * whose checkout the machine would still start — the API then answers with that open checkout,
 * which is no transition of the payment machine. Only the appointment's customer pays
 * (`bookingPartyOf`), whatever their account role, as the API decides it.
 */
export function paymentAction(
  detail: Pick<AppointmentDetail, 'appointment' | 'payment'>,
  viewer: Pick<Viewer, 'role' | 'userId'>,
): PaymentAction {
  const { appointment, payment } = detail;
  if (!payment || bookingPartyOf(appointment, viewer.userId) !== 'customer') return null;
  const context = { source: 'api', appointmentStatus: appointment.status } as const;
  const mayStartCheckout = (from: PaymentStatus) =>
    availablePaymentEvents(from, context).includes('CHECKOUT_STARTED');
  if (mayStartCheckout(payment.status)) return 'pay';
  if (payment.status === PaymentStatus.Wait && mayStartCheckout(PaymentStatus.Unpaid))
    return 'continue';
  return null;
}

/**
 * The actions the UI offers `viewer` for `detail` at `now` (ISO UTC). Appointment buttons come
 * only from the appointment machine and `registrationRequirement`, the pay link only from the
 * payment machine, the review link from `canReview`; web adds no rule of its own.
 */
export function appointmentActions(
  detail: AppointmentDetail,
  viewer: Viewer,
  now: string,
): AppointmentActions {
  const context = ruleContext(detail, viewer, now);
  const a = detail.appointment;
  let events = offeredAppointmentEvents(a.status, context);

  let acceptBlockedBy: AppointmentActions['acceptBlockedBy'] = null;
  if (events.includes('ACCEPT')) {
    const requirement = registrationRequirement(viewer.registration, 'accept');
    if (!requirement.ok) {
      events = events.filter((event) => event !== 'ACCEPT');
      acceptBlockedBy = requirement.reason === 'registration_incomplete' ? requirement.missing : [];
    }
  }

  let completeBlockedBy: AppointmentActions['completeBlockedBy'] = null;
  if (!events.includes('COMPLETE')) {
    const result = appointmentTransition(a.status, 'COMPLETE', context);
    if (
      !result.ok &&
      (result.reason === 'payment_not_paid' || result.reason === 'shoot_not_ended')
    ) {
      completeBlockedBy = result.reason;
    }
  }

  const review =
    !detail.reviewed &&
    registrationRequirement(viewer.registration, 'review').ok &&
    canReview(
      { appointmentStatus: a.status, customerId: a.customerId, photographerId: a.photographerId },
      { reviewerId: viewer.userId, photographerId: a.photographerId },
    );

  return {
    events,
    payment: paymentAction(detail, viewer),
    review,
    completeBlockedBy,
    acceptBlockedBy,
  };
}
