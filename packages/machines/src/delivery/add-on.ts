import { ledgerEntriesFor, type LedgerEntry } from '../payment/ledger.ts';
import { DEFAULT_PLATFORM_FEE_BPS, platformFee } from '../payment/money.ts';
import { assertWhole } from './delivery-rules.ts';

/** What a customer's picks beyond the included photos cost, in integer satang. */
export interface ExtraPhotosCharge {
  /** Photos picked beyond the included ones (0 when within them). */
  extraPhotos: number;
  /** Charged to the customer: `extraPhotos × pricePerPhotoSatang`. */
  amount: number;
  /** The platform's fee on `amount` ({@link platformFee}, rounded half up). */
  platformFee: number;
  /** The photographer's part: `amount − platformFee`. */
  payout: number;
}

/**
 * The add-on charge for extra photos: every pick beyond the sub-package's `deliverables` costs the
 * per-photo price the photographer set; the platform fee is taken on it as on the booking. Paid
 * before the picks are submitted; its payout is released with the booking's, on acceptance.
 *
 * @param input.picks photos the customer picked (whole number ≥ 0).
 * @param input.included photos included in the price: the sub-package's `deliverables`.
 * @param input.pricePerPhotoSatang the photographer's price per extra photo, integer satang ≥ 0.
 * @param input.feeBps platform fee in basis points (default 1000 = 10 %).
 * @returns integer satang; `platformFee + payout === amount`; all 0 when `picks ≤ included`.
 * @throws RangeError on a negative, fractional or unsafe number, or a fee outside 0..10 000 bps.
 * Source: docs/product.md §11, §9 (money, platform fee), decision 0023.
 */
export function extraPhotosCharge(input: {
  picks: number;
  included: number;
  pricePerPhotoSatang: number;
  feeBps?: number;
}): ExtraPhotosCharge {
  const { picks, included, pricePerPhotoSatang, feeBps = DEFAULT_PLATFORM_FEE_BPS } = input;
  assertWhole(picks, 'picks');
  assertWhole(included, 'included');
  assertWhole(pricePerPhotoSatang, 'pricePerPhotoSatang');
  const extraPhotos = Math.max(0, picks - included);
  const amount = extraPhotos * pricePerPhotoSatang;
  assertWhole(amount, 'amount');
  const fee = platformFee(amount, feeBps);
  return { extraPhotos, amount, platformFee: fee, payout: amount - fee };
}

/**
 * The ledger lines of an extra-photos charge, in the shape of the booking's
 * ({@link ledgerEntriesFor}): `charge` when the add-on is paid (the customer's), `release` when the
 * delivery is accepted (`fee` and `payout`, the photographer's). Each list sums exactly to
 * `charge.amount`; zero-amount lines are omitted, so a charge of 0 writes nothing.
 * Source: docs/product.md §3.10, §11, decision 0023.
 */
export function extraPhotosLedgerLines(
  charge: ExtraPhotosCharge,
  parties: { customerId: string; photographerId: string },
): { charge: LedgerEntry[]; release: LedgerEntry[] } {
  const payment = { amount: charge.amount, platformFee: charge.platformFee, ...parties };
  return {
    charge: ledgerEntriesFor('SUCCEEDED', payment),
    release: ledgerEntriesFor('PAYOUT_RELEASED', payment),
  };
}
