/**
 * Who may review whom (docs/product.md §6: a customer reviews a photographer after a completed
 * shoot; "Rating (review)": one per appointment, enforced by the database).
 */
import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import { bookingPartyOf } from '../appointment/booking-party.ts';

/** The appointment a review is about. */
export interface ReviewFacts {
  appointmentStatus: AppointmentStatus;
  customerId: string;
  photographerId: string;
}

/** Why a review is refused: not the appointment's customer, the review names another photographer, the shoot is not Completed. */
export type ReviewRefusal = 'not_customer' | 'other_photographer' | 'not_completed';

/**
 * Why `reviewerId` may not review `photographerId` for this appointment, or null when they may.
 * Checked in this order: `not_customer`, `other_photographer`, `not_completed`.
 * The API answers `not_customer` with 403 and the others with 422.
 */
export function reviewRefusal(
  appointment: ReviewFacts,
  review: { reviewerId: string; photographerId: string },
): ReviewRefusal | null {
  if (bookingPartyOf(appointment, review.reviewerId) !== 'customer') return 'not_customer';
  if (appointment.photographerId !== review.photographerId) return 'other_photographer';
  if (appointment.appointmentStatus !== 'Completed') return 'not_completed';
  return null;
}

/** True when {@link reviewRefusal} is null: the screen may offer "Write a review". */
export function canReview(
  appointment: ReviewFacts,
  review: { reviewerId: string; photographerId: string },
): boolean {
  return reviewRefusal(appointment, review) === null;
}
