/**
 * How an operator's decision of a dispute splits the money paid for a booking between the
 * customer, the photographer and the platform (docs/product.md §12 "Disputes",
 * docs/decisions/0033-disputes-and-operators.md).
 */
import type { LedgerEntry } from '../payment/ledger.ts';
import type { RefundParties, RefundSplit } from '../policies/refund.ts';

/** An operator's decisions: everything back, part of it back, or everything to the photographer. */
export const DISPUTE_DECISIONS = ['refund', 'partial_refund', 'release'] as const;
/** One of {@link DISPUTE_DECISIONS}. */
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** The money facts a settlement needs, integer satang. */
export interface DisputeSettlementInput {
  /** What the customer paid for the booking, integer satang ≥ 0. */
  paidSatang: number;
  /** The platform fee stored on the payment for the whole amount, integer satang in 0..paid. */
  platformFeeSatang: number;
  decision: DisputeDecision;
  /** For `partial_refund` only: what goes back to the customer, integer satang in 1..paid − 1. */
  refundSatang?: number;
}

/** Largest amount accepted: every product of two amounts stays exact in BigInt and back. */
const MAX_SATANG = Math.floor(Number.MAX_SAFE_INTEGER / 10_000);

function assertAmount(value: number, name: string, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(
      `${name} must be an integer number of satang in ${min}..${max}, got ${value}`,
    );
  }
}

/** `amount` × `share` ÷ `of` rounded half up, exact in BigInt (`of` > 0). */
function proRata(amount: number, share: number, of: number): number {
  const [a, s, o] = [BigInt(amount), BigInt(share), BigInt(of)];
  return Number((2n * a * s + o) / (2n * o));
}

/**
 * Why `refundSatang` cannot be the amount of a partial refund of `paidSatang`, or null: a partial
 * refund returns at least 1 satang and keeps at least 1 (all or nothing are the other decisions).
 */
export function partialRefundProblem(
  paidSatang: number,
  refundSatang: number | undefined,
): 'amount_required' | 'amount_out_of_range' | null {
  if (refundSatang === undefined) return 'amount_required';
  if (!Number.isSafeInteger(refundSatang) || refundSatang < 1 || refundSatang > paidSatang - 1)
    return 'amount_out_of_range';
  return null;
}

/**
 * The split of a disputed booking's money (docs/decisions/0033):
 * - `refund`: everything back to the customer; the platform takes no fee;
 * - `release`: the photographer is paid as at an accepted delivery: the stored fee kept, the rest
 *   paid out;
 * - `partial_refund`: `refundSatang` back to the customer; the part kept is the photographer's less
 *   the stored fee pro rata (kept ÷ paid of it, rounded half up), as a cancellation's (decision 0024).
 *
 * @returns integer satang, each ≥ 0, adding up to `paidSatang`.
 * @throws RangeError when an amount is not an integer in range (paid 0..≈฿9 billion, the fee
 *   0..paid, a partial refund 1..paid − 1) or the decision is unknown.
 */
export function disputeSettlement(input: DisputeSettlementInput): RefundSplit {
  const { paidSatang, platformFeeSatang, decision } = input;
  assertAmount(paidSatang, 'paidSatang', 0, MAX_SATANG);
  assertAmount(platformFeeSatang, 'platformFeeSatang', 0, paidSatang);
  switch (decision) {
    case 'refund':
      return { customerRefund: paidSatang, photographerPayout: 0, platformFee: 0 };
    case 'release':
      return {
        customerRefund: 0,
        photographerPayout: paidSatang - platformFeeSatang,
        platformFee: platformFeeSatang,
      };
    case 'partial_refund': {
      const refund = input.refundSatang ?? Number.NaN;
      assertAmount(refund, 'refundSatang', 1, paidSatang - 1);
      const kept = paidSatang - refund;
      const fee = proRata(kept, platformFeeSatang, paidSatang);
      return { customerRefund: refund, photographerPayout: kept - fee, platformFee: fee };
    }
    default:
      throw new RangeError(`Unknown dispute decision: ${String(decision)}`);
  }
}

/**
 * The ledger lines (docs/product.md §3.10) a decided dispute writes after the booking's `charge`:
 * `fee` and `payout` (photographer), then `refund` (customer), zero amounts left out; they add up
 * to exactly `paidSatang`.
 * @throws RangeError as {@link disputeSettlement}.
 */
export function disputeLedgerLines(input: DisputeSettlementInput & RefundParties): LedgerEntry[] {
  const split = disputeSettlement(input);
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
