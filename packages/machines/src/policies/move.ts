/**
 * Moving a booking to another time (docs/product.md §12 "reschedule",
 * docs/decisions/0024-cancellation-policies.md).
 */
import {
  HOUR_MS,
  freeWindowHours,
  instantMs,
  type CancellationPolicy,
} from './cancellation-policy.ts';

/**
 * Whether moving a booking to another time costs nothing: always when both parties agree;
 * otherwise when asked for at least {@link freeWindowHours} before the start (inclusive) — while
 * the customer could still cancel for a full refund.
 *
 * @param policy the booking's cancellation policy.
 * @param requestedAt when the move is asked for, ISO-8601 UTC.
 * @param start the booking's current start, ISO-8601 UTC.
 * @param agreedByBoth whether the customer and the photographer both agreed to the new time.
 * @throws RangeError on an unknown policy or an invalid date-time, agreed or not.
 */
export function moveIsFree(
  policy: CancellationPolicy,
  requestedAt: string,
  start: string,
  agreedByBoth: boolean,
): boolean {
  const msBeforeStart = instantMs(start, 'start') - instantMs(requestedAt, 'requestedAt');
  const windowMs = freeWindowHours(policy) * HOUR_MS;
  return agreedByBoth || msBeforeStart >= windowMs;
}

/**
 * The fee of a move, in satang: a move happens only when both parties agree (one proposes a new
 * time, the other accepts it; docs/product.md §12, docs/decisions/0032-moving-a-shoot.md), and a
 * move agreed by both is always free ({@link moveIsFree}), so it is 0 — nothing is charged,
 * refunded or paid out, and the payment stays as it is.
 * @throws RangeError for a move not agreed by both: the product has no one-sided move to price.
 */
export function moveFee(move: { agreedByBoth: boolean }): number {
  if (!move.agreedByBoth) throw new RangeError('A booking moves only when both parties agree');
  return 0;
}

/**
 * Why a booking is moved, kept with the move proposal and told to the other party. `WEATHER` is
 * named because rain and haze move outdoor shoots most often (Thailand's rainy season);
 * `PERSONAL` for a party's own reasons; anything else is `OTHER`. The web words each code.
 */
export const MOVE_REASONS = ['WEATHER', 'PERSONAL', 'OTHER'] as const;

/** One of {@link MOVE_REASONS}. */
export type MoveReason = (typeof MOVE_REASONS)[number];
