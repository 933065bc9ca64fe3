import { INSTANT_BOOKING_REASON } from '@shootbook/machines';

/**
 * Reasons the system itself writes into an appointment's status history and its notifications:
 * codes, never sentences, so every reader words them in their own language (the web's
 * `apiErrors:reasons.<code>`; an e-mail's lead already says why). A reason a person typed when
 * rejecting or canceling is stored as they wrote it.
 */
export const SYSTEM_REASONS = [
  /** The customer withdrew their Pending request (`DELETE /appointment/{id}`). */
  'withdrawn_by_customer',
  /** A Pending request reached its start without an answer (expiry job). */
  'not_accepted_in_time',
  /** An Accepted appointment was not paid by its pay-by deadline (expiry job). */
  'unpaid_by_deadline',
  /** An instant booking was accepted at its creation (packages/machines `newBookingOutcome`). */
  INSTANT_BOOKING_REASON,
] as const;

/** One of {@link SYSTEM_REASONS}. */
export type SystemReason = (typeof SYSTEM_REASONS)[number];

/** Whether a stored `reason` is a {@link SystemReason} code rather than a person's own words. */
export function isSystemReason(reason: string): reason is SystemReason {
  return (SYSTEM_REASONS as readonly string[]).includes(reason);
}
