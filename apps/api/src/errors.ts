/**
 * Domain errors: thrown by handlers and services, turned into the `Error` schema
 * (`{ code, message, params?, details? }`) with the status and code of docs/decisions/0001 by the
 * server's error handler. Clients word the failure from `code` and `params` (a finer `reason` and
 * the values it names); `message` is English for developers and logs, never shown to a user.
 */
import type { components } from '@shootbook/api-client';

/** Error codes of the API: exactly openapi.yaml's `Error.code` enum (docs/decisions/0003). */
export type ErrorCode = components['schemas']['Error']['code'];

/**
 * Every `params.reason` the API sends: a finer code than {@link ErrorCode} for a refusal a user can
 * meet, which clients word in the user's language (the web: `apiErrors:reasons.<reason>`;
 * apps/api/test/error-reasons.test.ts holds that it has words for each).
 */
export const ERROR_REASONS = [
  // Booking a time (packages/machines `SlotRefusal`) and the sub-package booked.
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
  // Busy times and moving a request.
  'end_before_start',
  'busy_time_overlaps_booking',
  'busy_time_of_booking',
  'request_not_movable',
  // Profiles.
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
  'image_too_large',
  'not_an_image',
  // Delivered photos (docs/decisions/0026): JPEG, PNG, WebP or AVIF only.
  'delivery_not_an_image',
  'delivery_heic_unsupported',
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
  // Delivery (`delivery_<machine refusal>`, packages/machines `deliveryRefusal`).
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
  // The extra-photos checkout (packages/machines `extraPhotosCheckout`).
  'delivery_no_extra_photos',
  'delivery_extra_photos_not_offered',
  'delivery_extra_photos_paid',
  // Conversations (packages/machines `EnquiryRefusal`, `isPlaceUrl`).
  'enquiry_own_profile',
  'enquiry_not_photographer',
  'place_url_invalid',
  'report_own_message',
  // Copying a final into the portfolio (`portfolio_<refusal>`, packages/machines `portfolioCopyRefusal`).
  'portfolio_not_a_final',
  'portfolio_file_removed',
  'portfolio_not_delivered',
  'portfolio_not_allowed_by_customer',
  // Deleting one's account (packages/machines `accountDeletionVerdict`; `details.blockers`).
  'account_deletion_blocked',
] as const;

/** One of {@link ERROR_REASONS}. */
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * The `Error` schema's `params`: `reason` ({@link ErrorReason}) and the numbers or strings its
 * words name (`minutes`, `days`, `limit`, `timeZone`, `megapixels`).
 */
export type ErrorParams = { reason?: ErrorReason } & Record<string, string | number>;

/** A failure the caller caused or may act on; never logged as a bug. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 `validation_failed`: the request does not match the contract. */
export class ValidationFailed extends DomainError {
  constructor(message = 'The request is not valid', details?: unknown, params?: ErrorParams) {
    super(400, 'validation_failed', message, details, params);
  }
}

/** 401 `unauthenticated`: missing, invalid or expired ID token. */
export class Unauthenticated extends DomainError {
  constructor(message = 'Sign in first: a valid ID token is required') {
    super(401, 'unauthenticated', message);
  }
}

/** 403 `forbidden`: the caller's role or ownership does not allow this. */
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this', details?: unknown, params?: ErrorParams) {
    super(403, 'forbidden', message, details, params);
  }
}

/**
 * 403 `registration_incomplete`: the caller must finish registration before doing this
 * (packages/machines `registrationRequirement`); `details.missing` lists what is missing:
 * `name`, `role`, `bankAccount`, `payoutsEnabled`.
 */
export class RegistrationIncomplete extends DomainError {
  constructor(
    missing: readonly string[],
    message = `Finish your registration first (missing: ${missing.join(', ')})`,
  ) {
    super(403, 'registration_incomplete', message, { missing });
  }
}

/** 404 `not_found`: no such resource (or route). */
export class NotFound extends DomainError {
  constructor(message = 'Not found', details?: unknown, params?: ErrorParams) {
    super(404, 'not_found', message, details, params);
  }
}

/** 409 `invalid_transition`: the state machine (packages/machines) refuses the change. */
export class InvalidTransition extends DomainError {
  constructor(
    message = 'This change is not allowed in the current state',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'invalid_transition', message, details, params);
  }
}

/** 409 `slot_unavailable`: the time overlaps a busy time or a Pending/Accepted appointment. */
export class SlotUnavailable extends DomainError {
  constructor(
    message = 'This time slot is no longer available',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'slot_unavailable', message, details, params);
  }
}

/** 409 `conflict`: another clash (duplicate review, package still in use, role already chosen). */
export class Conflict extends DomainError {
  constructor(
    message = 'This conflicts with the current state',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'conflict', message, details, params);
  }
}

/** 422 `unprocessable`: well-formed but breaks a product rule. */
export class Unprocessable extends DomainError {
  constructor(message = 'This breaks a product rule', details?: unknown, params?: ErrorParams) {
    super(422, 'unprocessable', message, details, params);
  }
}

/** 429 `rate_limited`. */
export class RateLimited extends DomainError {
  constructor(message = 'Too many requests; try again shortly') {
    super(429, 'rate_limited', message);
  }
}
