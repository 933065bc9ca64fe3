import { DEFAULT_PLATFORM_FEE_BPS, platformFee } from './money.ts';
import type { PaymentEventType } from './payment-machine.ts';

/** Kinds of ledger line (docs/product.md §3.10). */
export type LedgerEntryType = 'charge' | 'fee' | 'payout' | 'refund';

/** Every {@link LedgerEntryType}, in the order a booking's lines are written. */
export const ledgerEntryTypes: readonly LedgerEntryType[] = ['charge', 'fee', 'payout', 'refund'];

/**
 * What a ledger line is for (openapi.yaml `Transaction.purpose`): the `booking` itself, or the
 * `extra_photos` add-on of its delivery (docs/product.md §11, decision 0023). Both kinds sit on
 * the booking's payment; an add-on's line names the delivery (`transactions.delivery_id`).
 */
export type LedgerPurpose = 'booking' | 'extra_photos';
/** Every {@link LedgerPurpose}. */
export const ledgerPurposes: readonly LedgerPurpose[] = ['booking', 'extra_photos'];

/** The purpose of a stored ledger line: `extra_photos` when it names a delivery, else `booking`. */
export function ledgerPurposeOf(line: { deliveryId: string | null }): LedgerPurpose {
  return line.deliveryId === null ? 'booking' : 'extra_photos';
}

/**
 * A ledger line's kind as statements and receipts name it: its type for the booking's lines
 * (`charge`), prefixed `extra_photos_` for the add-on's (`extra_photos_charge`).
 */
export type LedgerLineKind = LedgerEntryType | `extra_photos_${LedgerEntryType}`;

/** The {@link LedgerLineKind} of `line`. */
export function ledgerLineKind(line: {
  type: LedgerEntryType;
  purpose: LedgerPurpose;
}): LedgerLineKind {
  return line.purpose === 'booking' ? line.type : `extra_photos_${line.type}`;
}

/** Every {@link LedgerLineKind}: each purpose × each type (the web words each in EN and TH). */
export const ledgerLineKinds: readonly LedgerLineKind[] = ledgerPurposes.flatMap((purpose) =>
  ledgerEntryTypes.map((type) => ledgerLineKind({ type, purpose })),
);

/**
 * One append-only ledger line to insert as a Transaction row. `amount` is a positive integer
 * in satang; the direction is given by `type`, never by the sign.
 * - `charge`: money captured from the customer (`userId` = customer);
 * - `refund`: money returned to the customer (`userId` = customer);
 * - `fee`: platform fee kept out of the photographer's proceeds (`userId` = photographer);
 * - `payout`: money released to the photographer (`userId` = photographer).
 */
export interface LedgerEntry {
  type: LedgerEntryType;
  amount: number;
  currency: 'THB';
  userId: string;
}

/** The payment facts the ledger needs. Amounts in satang. */
export interface LedgerPayment {
  /** Price charged to the customer, integer satang. */
  amount: number;
  /** Stored platform fee in satang; when absent it is computed with {@link platformFee}. */
  platformFee?: number;
  /** Fee rate used when `platformFee` is absent; default 1000 bps (10 %). */
  feeBps?: number;
  customerId: string;
  photographerId: string;
}

/**
 * The ledger lines a successful payment transition must write, in order (docs/product.md ("Payment
 * states"): every change writes ledger transactions; only money movements produce lines):
 * - SUCCEEDED → `charge` of the full amount;
 * - PAYOUT_RELEASED → `fee` (platform fee) and `payout` (amount − fee);
 * - REFUNDED → `refund` of the full amount (no fee was taken yet: fees are taken at payout);
 * - CHECKOUT_STARTED, PROCESSING, FAILED, EXPIRED → none (no money moved).
 * Zero-amount lines are omitted (e.g. a 0 % fee).
 *
 * @throws RangeError when amounts are not non-negative integers or the fee exceeds the amount.
 */
export function ledgerEntriesFor(
  event: PaymentEventType | { type: PaymentEventType },
  payment: LedgerPayment,
): LedgerEntry[] {
  const type = typeof event === 'string' ? event : event.type;
  const fee =
    payment.platformFee ?? platformFee(payment.amount, payment.feeBps ?? DEFAULT_PLATFORM_FEE_BPS);
  if (!Number.isSafeInteger(payment.amount) || payment.amount < 0) {
    throw new RangeError(
      `amount must be a non-negative integer number of satang, got ${payment.amount}`,
    );
  }
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > payment.amount) {
    throw new RangeError(`platformFee must be an integer between 0 and amount, got ${fee}`);
  }
  const line = (t: LedgerEntryType, amount: number, userId: string): LedgerEntry => ({
    type: t,
    amount,
    currency: 'THB',
    userId,
  });
  let lines: LedgerEntry[];
  switch (type) {
    case 'SUCCEEDED':
      lines = [line('charge', payment.amount, payment.customerId)];
      break;
    case 'PAYOUT_RELEASED':
      lines = [
        line('fee', fee, payment.photographerId),
        line('payout', payment.amount - fee, payment.photographerId),
      ];
      break;
    case 'REFUNDED':
      lines = [line('refund', payment.amount, payment.customerId)];
      break;
    default:
      lines = [];
  }
  return lines.filter((l) => l.amount > 0);
}

/** A party of a payment, as the ledger sees them. */
export type LedgerParty = 'customer' | 'photographer';

/**
 * The ledger lines each party of a payment may see (docs/product.md §3.10): the customer what
 * they paid and what came back (`charge`, `refund`) — never the platform fee or the photographer's
 * payout; the photographer every line of their booking (the charge, the fee withheld, the payout,
 * a refund), which together explain their earnings.
 */
export const LEDGER_LINES_VISIBLE_TO: Readonly<Record<LedgerParty, readonly LedgerEntryType[]>> = {
  customer: ['charge', 'refund'],
  photographer: ['charge', 'fee', 'payout', 'refund'],
};

/** Whether `party` may see a ledger line of type `type` ({@link LEDGER_LINES_VISIBLE_TO}). */
export function ledgerLineVisibleTo(type: LedgerEntryType, party: LedgerParty): boolean {
  return LEDGER_LINES_VISIBLE_TO[party].includes(type);
}

/** `lines` without those `party` may not see ({@link ledgerLineVisibleTo}). */
export function ledgerLinesFor<T extends { type: LedgerEntryType }>(
  lines: readonly T[],
  party: LedgerParty,
): T[] {
  return lines.filter((line) => ledgerLineVisibleTo(line.type, party));
}
