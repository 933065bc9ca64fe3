/**
 * Cancellation policies: the presets a package picks from and the refund tiers of each
 * (docs/product.md §12, docs/decisions/0024-cancellation-policies.md).
 *
 * A booking stores the preset's name, so a preset's tiers are never edited in place: a different
 * tiering is a new name.
 */
import { parseISO } from 'date-fns';

/**
 * The preset names, in order from the most to the least generous to the customer. The values of
 * a package's and a booking's `cancellationPolicy` (a database check constraint can list them).
 */
export const CANCELLATION_POLICIES = ['FLEXIBLE', 'MODERATE', 'STRICT'] as const;

/** One of {@link CANCELLATION_POLICIES}. */
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * The preset of a package that has not picked one: the closest to the rule before presets
 * existed (every cancellation refunded in full, docs/product.md §4.1).
 */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'FLEXIBLE';

/** Whether `value` names a preset of {@link CANCELLATION_POLICIES}. */
export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return (CANCELLATION_POLICIES as readonly unknown[]).includes(value);
}

/**
 * One refund tier: a customer's cancellation at least `fromHoursBefore` hours before the start
 * (inclusive) and before the previous tier's bound gets `refundBps` of what they paid back.
 */
export interface RefundTier {
  /** Lower bound of the time left until the start, whole hours (inclusive). */
  readonly fromHoursBefore: number;
  /** Share of the amount paid returned to the customer, basis points: 10 000 all, 5 000 half. */
  readonly refundBps: number;
}

const FULL = 10_000;
const HALF = 5_000;
const DAY = 24;

/**
 * The tiers of each preset, from the earliest cancellation to the latest. The last tier starts at
 * 0 hours and runs to the start; a cancellation at or after the start gets nothing back.
 * - FLEXIBLE: all back up to 24 h before the start, half after that.
 * - MODERATE: all back up to 7 days before, half up to 24 h before, nothing after that.
 * - STRICT: all back up to 14 days before, half up to 7 days before, nothing after that.
 */
export const POLICY_TIERS: Readonly<Record<CancellationPolicy, readonly RefundTier[]>> = {
  FLEXIBLE: [
    { fromHoursBefore: DAY, refundBps: FULL },
    { fromHoursBefore: 0, refundBps: HALF },
  ],
  MODERATE: [
    { fromHoursBefore: 7 * DAY, refundBps: FULL },
    { fromHoursBefore: DAY, refundBps: HALF },
    { fromHoursBefore: 0, refundBps: 0 },
  ],
  STRICT: [
    { fromHoursBefore: 14 * DAY, refundBps: FULL },
    { fromHoursBefore: 7 * DAY, refundBps: HALF },
    { fromHoursBefore: 0, refundBps: 0 },
  ],
};

/**
 * The refund tiers of `policy`, earliest first ({@link POLICY_TIERS}).
 * @throws RangeError when `policy` is not one of {@link CANCELLATION_POLICIES}.
 */
export function policyTiers(policy: CancellationPolicy): readonly RefundTier[] {
  if (!isCancellationPolicy(policy)) {
    throw new RangeError(`Unknown cancellation policy: ${String(policy)}`);
  }
  return POLICY_TIERS[policy];
}

/**
 * How long before the start a customer may still cancel for a full refund (and move a booking
 * alone for free), whole hours: the bound of the policy's full-refund tier.
 * @throws RangeError as {@link policyTiers}.
 */
export function freeWindowHours(policy: CancellationPolicy): number {
  const full = policyTiers(policy).find((tier) => tier.refundBps === FULL);
  // Every preset opens with a full-refund tier; a preset without one would give no free window.
  return full ? full.fromHoursBefore : Infinity;
}

/** One hour in milliseconds. */
export const HOUR_MS = 3_600_000;

/**
 * An instant as epoch milliseconds: an ISO-8601 date-time with `Z` or a `±hh:mm` offset (a
 * wall time without one names no instant). date-fns' `parseISO` refuses what `Date.parse` rolls
 * over, such as 30 February.
 * @throws RangeError naming `name` when `iso` is not such a date-time.
 */
export function instantMs(iso: string, name: string): number {
  const hasOffset = typeof iso === 'string' && /T.*(Z|[+-]\d\d:?\d\d)$/.test(iso);
  const ms = hasOffset ? parseISO(iso).getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not an ISO-8601 instant: ${String(iso)}`);
  return ms;
}

/**
 * The tier in force for a customer's cancellation at `canceledAt` of a booking starting at
 * `start`, or `null` at or after the start (nothing is refunded then). Tier bounds are inclusive:
 * exactly 24 h before the start is "24 h before".
 *
 * @param canceledAt when the cancellation is made, ISO-8601 UTC.
 * @param start the booking's start, ISO-8601 UTC.
 * @throws RangeError on an unknown policy or an invalid date-time.
 */
export function tierInForce(
  policy: CancellationPolicy,
  canceledAt: string,
  start: string,
): RefundTier | null {
  const tiers = policyTiers(policy);
  const msBeforeStart = instantMs(start, 'start') - instantMs(canceledAt, 'canceledAt');
  if (msBeforeStart <= 0) return null;
  return tiers.find((tier) => msBeforeStart >= tier.fromHoursBefore * HOUR_MS) ?? null;
}
