/**
 * A photographer's cancellation rate, shown on their public profile (docs/product.md §12,
 * docs/decisions/0024-cancellation-policies.md).
 */

/**
 * Accepted bookings a photographer needs before their cancellation rate is shown: below it one
 * cancellation would read as a large share (1 of 2 is "50 %"), and a newcomer would carry a number
 * that says nothing yet.
 */
export const CANCELLATION_RATE_MIN_BOOKINGS = 5;

/** What a photographer's cancellation rate is counted from. */
export interface CancellationRecord {
  /** Bookings the photographer accepted, whatever became of them (integer ≥ 0). */
  accepted: number;
  /** Of those, the ones the photographer then canceled (integer, 0..`accepted`). */
  canceledByPhotographer: number;
}

/**
 * The share of a photographer's accepted bookings they canceled themselves, 0..1 — or `null`
 * (not shown) below {@link CANCELLATION_RATE_MIN_BOOKINGS} accepted bookings. A customer's
 * cancellation, a withdrawn or rejected request and the system's expiry of an unpaid booking do
 * not count against the photographer.
 *
 * @throws RangeError when a count is not a whole number ≥ 0 or more were canceled than accepted.
 */
export function photographerCancellationRate(record: CancellationRecord): number | null {
  const { accepted, canceledByPhotographer } = record;
  if (!Number.isSafeInteger(accepted) || accepted < 0) {
    throw new RangeError(`accepted must be a whole number ≥ 0, got ${accepted}`);
  }
  if (
    !Number.isSafeInteger(canceledByPhotographer) ||
    canceledByPhotographer < 0 ||
    canceledByPhotographer > accepted
  ) {
    throw new RangeError(
      `canceledByPhotographer must be a whole number in 0..${accepted}, got ${canceledByPhotographer}`,
    );
  }
  if (accepted < CANCELLATION_RATE_MIN_BOOKINGS) return null;
  return canceledByPhotographer / accepted;
}
