/**
 * The refund rule: how a canceled paid booking's money is split between the customer, the
 * photographer and the platform (docs/product.md §12,
 * docs/decisions/0024-cancellation-policies.md).
 */
import type { LedgerEntry } from '../payment/ledger.ts';
import { DEFAULT_PLATFORM_FEE_BPS, platformFee } from '../payment/money.ts';
import { tierInForce, type CancellationPolicy } from './cancellation-policy.ts';

/**
 * Who cancels a booking. Only the customer's own cancellation follows the policy's tiers; the
 * photographer's, the system's (e.g. an unanswered request) and an operator's refund in full.
 */
export const CANCELING_PARTIES = ['customer', 'photographer', 'system', 'operator'] as const;

/** One of {@link CANCELING_PARTIES}. */
export type CancelingParty = (typeof CANCELING_PARTIES)[number];

/** The facts of a cancellation of a paid booking. Amounts integer satang, instants ISO-8601 UTC. */
export interface RefundInput {
  /** The cancellation policy the booking was made under. */
  policy: CancellationPolicy;
  /** When the booking is canceled. */
  canceledAt: string;
  /** The booking's start. */
  start: string;
  /** What the customer paid, integer satang ≥ 0. */
  paidSatang: number;
  /**
   * The platform fee stored on the payment for the whole amount, integer satang in 0..paid. When
   * given, the fee on the part kept is this fee pro rata (kept ÷ paid of it, rounded half up), so
   * the rate in force when the payment was made holds; it takes precedence over `feeBps`.
   */
  platformFeeSatang?: number;
  /** Fee rate when `platformFeeSatang` is absent, basis points 0..10 000; default 1000 (10 %). */
  feeBps?: number;
  /** Who cancels. */
  canceledBy: CancelingParty;
}

/** Where the money paid for a canceled booking goes, integer satang adding up to what was paid. */
export interface RefundSplit {
  /** Returned to the customer. */
  customerRefund: number;
  /** Released to the photographer. */
  photographerPayout: number;
  /** Kept by the platform out of the photographer's part. */
  platformFee: number;
}

/** Largest amount accepted: every product of an amount and a rate in basis points stays exact. */
const MAX_SATANG = Math.floor(Number.MAX_SAFE_INTEGER / 10_000);

function assertAmount(value: number, name: string, max: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be an integer number of satang in 0..${max}, got ${value}`);
  }
}

/** `amount` × `share` ÷ `of` rounded half up, exact in BigInt (`share` ≤ `of`, `of` > 0). */
function proRata(amount: number, share: number, of: number): number {
  const [a, s, o] = [BigInt(amount), BigInt(share), BigInt(of)];
  return Number((2n * a * s + o) / (2n * o));
}

/**
 * How the money paid for a canceled booking is split (docs/product.md §12, decision 0024):
 * - the photographer, the system or an operator cancels: the customer gets everything back;
 * - the customer cancels: they get back the share of the policy's tier in force at `canceledAt`
 *   (time left until `start`; see `tierInForce`), rounded half up to whole satang in their favour;
 *   nothing at or after the start;
 * - what the customer does not get back is the photographer's, less the platform fee on that part:
 *   {@link platformFee} of it at `feeBps`, or the stored `platformFeeSatang` pro rata.
 *
 * @returns integer satang, each ≥ 0, adding up to `paidSatang`.
 * @throws RangeError when an amount is not an integer in 0..900 719 925 474 satang (about
 *   ฿9 billion, so every product with a rate is exact), the stored fee exceeds the amount paid,
 *   `feeBps` (even beside a stored fee) is not an integer in 0..10 000, the policy or party is
 *   unknown, or a date-time is invalid.
 */
export function refundFor(input: RefundInput): RefundSplit {
  const { paidSatang, platformFeeSatang, canceledBy } = input;
  assertAmount(paidSatang, 'paidSatang', MAX_SATANG);
  if (platformFeeSatang !== undefined) {
    assertAmount(platformFeeSatang, 'platformFeeSatang', paidSatang);
  }
  if (!CANCELING_PARTIES.includes(canceledBy)) {
    throw new RangeError(`Unknown canceling party: ${String(canceledBy)}`);
  }
  // Validated whoever cancels, so a bad input never passes for lack of a customer's cancellation.
  const tier = tierInForce(input.policy, input.canceledAt, input.start);
  const refundBps = canceledBy === 'customer' ? (tier?.refundBps ?? 0) : 10_000;
  const customerRefund = proRata(paidSatang, refundBps, 10_000);
  const kept = paidSatang - customerRefund;
  const feeAtRate = platformFee(kept, input.feeBps ?? DEFAULT_PLATFORM_FEE_BPS);
  const fee =
    platformFeeSatang === undefined
      ? feeAtRate
      : paidSatang === 0
        ? 0
        : proRata(kept, platformFeeSatang, paidSatang);
  return { customerRefund, photographerPayout: kept - fee, platformFee: fee };
}

/** The customer and the photographer of a booking, as ledger lines name them. */
export interface RefundParties {
  customerId: string;
  photographerId: string;
}

/**
 * The ledger lines (docs/product.md §3.10) a cancellation of a paid booking writes after its
 * `charge`: the platform's `fee` and the photographer's `payout` (both `userId` = photographer),
 * then the customer's `refund` — in the order a statement shows lines of one instant
 * (decision 0014). Zero amounts are left out; the lines add up to exactly `paidSatang`.
 *
 * @throws RangeError as {@link refundFor}.
 */
export function refundLedgerLines(input: RefundInput & RefundParties): LedgerEntry[] {
  const split = refundFor(input);
  const lines: LedgerEntry[] = [
    { type: 'fee', amount: split.platformFee, currency: 'THB', userId: input.photographerId },
    {
      type: 'payout',
      amount: split.photographerPayout,
      currency: 'THB',
      userId: input.photographerId,
    },
    { type: 'refund', amount: split.customerRefund, currency: 'THB', userId: input.customerId },
  ];
  return lines.filter((line) => line.amount > 0);
}
