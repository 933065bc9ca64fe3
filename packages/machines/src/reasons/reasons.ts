/**
 * The reason codes of the product (docs/product.md §8 "Error catalogue"): one list each, shared by
 * the API, which sends and stores them, and the web, which words each one in English and Thai
 * (`apiErrors:reasons.<code>`; apps/web/src/i18n/reasons.test.ts holds that every code has words
 * and that no words are left for a code that is gone). Codes are snake_case, as openapi.yaml's
 * `Error.params.reason` requires.
 */

/**
 * Every `params.reason` of the API's `Error` body: a finer code than its `code` for a refusal a
 * user can meet (docs/product.md §8). The body's other `params` are the values the reason's words
 * name, never sentences: `minutes`, `days`, `limit`, `megapixels`, `timeZone`, `status`
 * (an appointment status), `statuses` (a list of them), `role` (a user role).
 */
export const ERROR_REASONS = [
  // Booking a time (`SlotRefusal`) and the sub-package booked.
  'in_the_past',
  'too_soon',
  'too_far',
  'outside_availability',
  'overlaps_busy_time',
  'subpackage_closed',
  // The appointment machine's refusals, by event, and a change that lost a race.
  'only_customer_withdraws',
  'not_your_change',
  'too_late_to_accept',
  'too_late_to_edit',
  'too_late_to_cancel',
  'shoot_not_ended',
  'payment_not_paid',
  'payment_not_unpaid',
  'not_expired_yet',
  'not_pending',
  'status_does_not_allow',
  'status_not_settable',
  'appointment_changed',
  // A time window asked for (the schedule, free times, a statement): `days` its longest length.
  'window_too_long',
  // Busy times and moving a request.
  'end_before_start',
  'busy_time_overlaps_booking',
  'busy_time_of_booking',
  'request_not_movable',
  // Moving an Accepted booking (`moveProposeRefusal`, `MoveProposalRefusal`).
  'move_appointment_not_accepted',
  'too_late_to_move',
  'move_same_time',
  'move_already_open',
  'move_not_open',
  'move_own_proposal',
  'move_not_proposer',
  'move_expired',
  'move_not_expired_yet',
  // Profiles.
  'role_required',
  'name_invisible_characters',
  'role_already_chosen',
  'bank_account_photographers_only',
  'availability_inconsistent',
  'unknown_time_zone',
  // Reviews, packages, photos.
  'review_other_photographer',
  'review_not_completed',
  'review_exists',
  'package_in_use',
  'subpackage_in_use',
  'photo_limit',
  'reorder_incomplete',
  'image_too_large',
  'not_an_image',
  // Delivered photos (docs/decisions/0026): JPEG, PNG, WebP or AVIF only.
  'delivery_not_an_image',
  'delivery_heic_unsupported',
  // A delivery change that lost a race.
  'delivery_changed',
  // Payments (`payment_<machine refusal>` for the payment machine's).
  'payment_not_payable',
  'checkout_completed',
  'provider_refused',
  'payment_not_allowed_in_state',
  'payment_webhook_only',
  'payment_appointment_not_accepted',
  'payment_appointment_not_completed',
  'payment_appointment_not_canceled',
  'payment_delivery_not_accepted',
  'payment_dispute_window_open',
  'payment_dispute_open',
  // Disputes and operators (docs/decisions/0033; `disputeOpenRefusal`, `partialRefundProblem`).
  'dispute_exists',
  'dispute_not_paid',
  'dispute_shoot_not_over',
  'dispute_window_closed',
  'dispute_not_allowed_in_state',
  'dispute_amount_required',
  'dispute_amount_out_of_range',
  'photographer_suspended',
  // Delivery (`delivery_<machine refusal>`, `deliveryRefusal`).
  'delivery_not_allowed_in_state',
  'delivery_forbidden_source',
  'delivery_proofs_not_offered',
  'delivery_picks_expected',
  'delivery_no_proofs',
  'delivery_no_finals',
  'delivery_picks_out_of_range',
  'delivery_extra_photos_unpaid',
  'delivery_note_required',
  'delivery_no_revisions_left',
  'delivery_not_due_yet',
  'delivery_too_late',
  // The extra-photos checkout (`extraPhotosCheckout`).
  'delivery_no_extra_photos',
  'delivery_extra_photos_not_offered',
  'delivery_extra_photos_paid',
  // Conversations (`EnquiryRefusal`, `isPlaceUrl`).
  'enquiry_own_profile',
  'enquiry_not_photographer',
  'place_url_invalid',
  'report_own_message',
  // Copying a final into the portfolio (`portfolio_<refusal>`, `portfolioCopyRefusal`).
  'portfolio_not_a_final',
  'portfolio_file_removed',
  'portfolio_not_delivered',
  'portfolio_not_allowed_by_customer',
  // Deleting one's account (`accountDeletionVerdict`; the body's `details.blockers`).
  'account_deletion_blocked',
] as const;

/** One of {@link ERROR_REASONS}. */
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * Reasons the system itself writes into an appointment's status history and its notifications
 * (docs/product.md §4.1, §8): codes, never sentences, so every reader words them in their own
 * language (the web's `apiErrors:reasons.<code>`; an e-mail's lead already says why). A reason a
 * person typed when rejecting or canceling is stored as they wrote it.
 */
export const SYSTEM_REASONS = [
  /** The customer withdrew their Pending request (`DELETE /appointment/{id}`). */
  'withdrawn_by_customer',
  /** A Pending request reached its start without an answer (expiry job). */
  'not_accepted_in_time',
  /** An Accepted appointment was not paid by its pay-by deadline (expiry job). */
  'unpaid_by_deadline',
  /** An instant booking was accepted at its creation (appointment/booking-mode.ts). */
  'instant_booking',
] as const;

/** One of {@link SYSTEM_REASONS}. */
export type SystemReason = (typeof SYSTEM_REASONS)[number];

/**
 * Whether a stored `reason` is a {@link SystemReason} code rather than a person's own words.
 *
 * @param reason a status history or notification reason as stored.
 */
export function isSystemReason(reason: string): reason is SystemReason {
  return (SYSTEM_REASONS as readonly string[]).includes(reason);
}
