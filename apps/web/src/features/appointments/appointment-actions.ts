import {
  appointmentTransition,
  availableAppointmentEvents,
  availablePaymentEvents,
  type AppointmentEventType,
  type AppointmentRuleContext,
} from '@shootbook/machines';
import type { UserRole } from '@shootbook/api-client';
import type { AppointmentDetail } from './queries';

/** Who looks at the appointment: the signed-in user's role and uid. */
export interface Viewer {
  role: UserRole;
  userId: string;
}

/**
 * The rule context of @shootbook/machines for `viewer` looking at `detail` at `now` (ISO UTC).
 * Guests never act on appointments; they are passed as customers and the machine refuses them
 * by id.
 */
export function ruleContext(detail: AppointmentDetail, viewer: Viewer, now: string): AppointmentRuleContext {
  const a = detail.appointment;
  return {
    actor: { role: viewer.role === 'Photographer' ? 'Photographer' : 'Customer', userId: viewer.userId },
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

/** What the viewer may do with one appointment now. */
export interface AppointmentActions {
  /** Exactly `availableAppointmentEvents(status, context)` (PRODUCT.md "Appointment states"). */
  events: AppointmentEventType[];
  /**
   * `pay`: the customer may start checkout (payment Unpaid, machine allows CHECKOUT_STARTED);
   * `continue`: a checkout was started (Wait) and can be resumed; null otherwise.
   */
  payment: 'pay' | 'continue' | null;
  /** The customer may review the photographer: appointment Completed and not reviewed yet. */
  review: boolean;
  /**
   * Why COMPLETE is not offered to the owning photographer of an Accepted appointment:
   * `payment_not_paid` ("Waiting for payment") or `shoot_not_ended`; null when it is offered or
   * does not apply.
   */
  completeBlockedBy: 'payment_not_paid' | 'shoot_not_ended' | null;
}

/**
 * The actions the UI offers `viewer` for `detail` at `now` (ISO UTC). Appointment buttons come
 * only from the appointment machine, the pay link only from the payment machine; web adds no rule
 * of its own.
 */
export function appointmentActions(detail: AppointmentDetail, viewer: Viewer, now: string): AppointmentActions {
  const context = ruleContext(detail, viewer, now);
  const status = detail.appointment.status;
  const events = availableAppointmentEvents(status, context);
  const isCustomer = viewer.role === 'Customer' && viewer.userId === detail.appointment.customerId;

  let payment: AppointmentActions['payment'] = null;
  const paymentStatus = detail.payment?.status;
  if (isCustomer && detail.payment && status === 'Accepted') {
    if (paymentStatus === 'Wait') payment = 'continue';
    else if (
      paymentStatus === 'Unpaid' &&
      availablePaymentEvents('Unpaid', { source: 'api', appointmentStatus: status }).includes('CHECKOUT_STARTED')
    ) {
      payment = 'pay';
    }
  }

  let completeBlockedBy: AppointmentActions['completeBlockedBy'] = null;
  if (status === 'Accepted' && !events.includes('COMPLETE')) {
    const result = appointmentTransition(status, 'COMPLETE', context);
    if (!result.ok && (result.reason === 'payment_not_paid' || result.reason === 'shoot_not_ended')) {
      completeBlockedBy = result.reason;
    }
  }

  return { events, payment, review: isCustomer && status === 'Completed' && !detail.reviewed, completeBlockedBy };
}
