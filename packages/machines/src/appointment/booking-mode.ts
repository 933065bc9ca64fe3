/**
 * How a package takes bookings (docs/product.md §4.1 and §12, docs/decisions/0029-instant-booking.md):
 * as a **request** the photographer answers, or as an **instant booking**, accepted at once and
 * payable straight away. The slot rules are the same for both (`isSlotBookable`); only the opening
 * status of the new appointment, its effects and who hears of it differ.
 */
import type { NotificationDue } from '../notifications/notifications.ts';
import type { SystemReason } from '../reasons/reasons.ts';
import {
  notificationsForInstantBooking,
  notificationsForRequest,
} from '../notifications/notifications.ts';
import type { AppointmentFacts, AppointmentStatus } from './appointment-machine.ts';
import { appointmentTransition, type AppointmentEffect } from './appointment-rules.ts';

/** A package's booking mode: `request` (the photographer accepts or rejects) or `instant`. */
export type BookingMode = 'request' | 'instant';

/** The package's mode from its `instantBooking` setting (default false: a request). */
export function bookingModeOf(pkg: { instantBooking?: boolean | null }): BookingMode {
  return pkg.instantBooking === true ? 'instant' : 'request';
}

/** What decides whether a package's instant booking takes effect. */
export interface InstantBookingSetting {
  /** The package's setting (openapi.yaml `Package.instantBooking`). */
  instantBooking: boolean;
  /** Whether the photographer can be paid out (their profile's `payoutsEnabled`). */
  photographerPayoutsEnabled: boolean;
}

/**
 * How new bookings of a package open in fact (decision 0029): `instant` only when the package is
 * set to instant booking **and** the photographer can be paid out — the platform takes no money
 * it could not pay out (docs/product.md §6) — otherwise `request`. A package set to instant whose
 * photographer's payouts are off takes requests; the package form warns its photographer.
 */
export function effectiveBookingMode(setting: InstantBookingSetting): BookingMode {
  return setting.instantBooking && setting.photographerPayoutsEnabled ? 'instant' : 'request';
}

/**
 * The reason code of the status change that accepts an instant booking at its creation: a system
 * code, worded by each reader in their own language (the web's `apiErrors:reasons.instant_booking`).
 */
export const INSTANT_BOOKING_REASON = 'instant_booking' satisfies SystemReason;

/** One entry of an appointment's status history (openapi.yaml `StatusChange`); `at` ISO-8601 UTC. */
export interface OpeningStatusChange {
  status: AppointmentStatus;
  at: string;
  /** The uid of whoever made the change. */
  by: string;
  reason: string | null;
}

/** What {@link newBookingOutcome} reads. Times are ISO-8601 UTC. */
export interface NewBookingFacts extends InstantBookingSetting {
  /** The new appointment: its parties and `[start, end)`. */
  appointment: Pick<AppointmentFacts, 'customerId' | 'photographerId' | 'start' | 'end'>;
  /** The booking time, which is also the acceptance time of an instant booking. */
  now: string;
}

/**
 * How a new booking opens (docs/product.md §4.1 "create", §12 instant booking):
 * - a **request** ({@link effectiveBookingMode} is `request`: the package takes requests, or the
 *   photographer cannot be paid out yet):
 *   `Pending`, created by the customer, no effects; the photographer hears `requested`, the
 *   customer `request_sent`;
 * - an **instant booking**: created by the customer and at the same moment `Accepted` by the
 *   photographer's standing acceptance — the machine's own ACCEPT from Pending (so its guard, before
 *   the start, and its effects hold: the payment is created `Unpaid`); `acceptedAt` = `now`, so the
 *   pay-by deadline is `payByDeadline` from the booking time; the history's acceptance carries
 *   {@link INSTANT_BOOKING_REASON}; the customer hears `accepted` (pay now), the photographer
 *   `booked` (a confirmed booking, nothing to answer).
 *
 * @returns the opening status, `acceptedAt` (ISO-8601 UTC or null), the status history to store,
 *   the effects the server performs in the booking's transaction, and the notifications owed.
 */
export function newBookingOutcome(facts: NewBookingFacts): {
  status: 'Pending' | 'Accepted';
  acceptedAt: string | null;
  history: OpeningStatusChange[];
  effects: AppointmentEffect[];
  notifications: NotificationDue[];
} {
  const { appointment, now } = facts;
  const requested: OpeningStatusChange = {
    status: 'Pending',
    at: now,
    by: appointment.customerId,
    reason: null,
  };
  if (effectiveBookingMode(facts) === 'instant') {
    const accepted = appointmentTransition('Pending', 'ACCEPT', {
      actor: { role: 'Photographer', userId: appointment.photographerId },
      appointment,
      now,
    });
    if (accepted.ok && accepted.to === 'Accepted')
      return {
        status: 'Accepted',
        acceptedAt: now,
        history: [
          requested,
          {
            status: 'Accepted',
            at: now,
            by: appointment.photographerId,
            reason: INSTANT_BOOKING_REASON,
          },
        ],
        effects: accepted.effects,
        notifications: notificationsForInstantBooking(),
      };
  }
  return {
    status: 'Pending',
    acceptedAt: null,
    history: [requested],
    effects: [],
    notifications: notificationsForRequest(),
  };
}

/**
 * Whether an appointment was booked instantly: its history holds the acceptance with
 * {@link INSTANT_BOOKING_REASON}. Lists mark such bookings, so a photographer tells them from
 * requests they accepted themselves.
 */
export function wasBookedInstantly(history: readonly { reason?: string | null }[]): boolean {
  return history.some((change) => change.reason === INSTANT_BOOKING_REASON);
}
