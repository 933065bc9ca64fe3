import { ledgerEntriesFor, type LedgerEntry } from '../payment/ledger.ts';
import { DEFAULT_PLATFORM_FEE_BPS, platformFee } from '../payment/money.ts';
import { assertWhole } from './delivery-rules.ts';
import type { DeliveryStatus } from './delivery-status.ts';

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
 * delivery is accepted (`fee` and `payout`, the photographer's), `refund` when the delivery is
 * refunded (the whole add-on back to the customer). Each list sums exactly to `charge.amount`;
 * zero-amount lines are omitted, so a charge of 0 writes nothing.
 * Source: docs/product.md §3.10, §11, decision 0023.
 */
export function extraPhotosLedgerLines(
  charge: ExtraPhotosCharge,
  parties: { customerId: string; photographerId: string },
): { charge: LedgerEntry[]; release: LedgerEntry[]; refund: LedgerEntry[] } {
  const payment = { amount: charge.amount, platformFee: charge.platformFee, ...parties };
  return {
    charge: ledgerEntriesFor('SUCCEEDED', payment),
    release: ledgerEntriesFor('PAYOUT_RELEASED', payment),
    refund: ledgerEntriesFor('REFUNDED', payment),
  };
}

/**
 * Status of a delivery's extra-photos add-on (openapi.yaml `ExtraPhotos.status`): `Wait` while
 * its checkout is open, `Paid` once the provider confirmed the money, `Refunded` with a refunded
 * delivery. A delivery without an add-on has none (null).
 */
export type ExtraPhotosStatus = 'Wait' | 'Paid' | 'Refunded';

/** The add-on facts of one delivery the rules need. */
export interface ExtraPhotosAddOn {
  /** null: no add-on (none started, or its checkout expired or failed). */
  status: ExtraPhotosStatus | null;
  /** Extra photos the add-on is for (0 without one). */
  photos: number;
  /** When its open checkout stops accepting payment, ISO-8601 UTC; null without one. */
  checkoutExpiresAt: string | null;
}

/**
 * The extra photos a customer has paid for: the add-on's photos once it is `Paid`, else 0. The
 * delivery rules let `included + paidExtraPhotos` picks be submitted (`DeliveryFacts.extraPhotosPaid`).
 * Source: docs/product.md §11, decision 0023.
 */
export function paidExtraPhotos(addOn: Pick<ExtraPhotosAddOn, 'status' | 'photos'>): number {
  return addOn.status === 'Paid' ? addOn.photos : 0;
}

/**
 * Why no checkout for extra photos can start:
 * - `not_allowed_in_state`: the delivery is not `ProofsReady` (the picks are not being made);
 * - `extra_photos_paid`: the delivery's add-on is already paid (or refunded): one a delivery;
 * - `no_extra_photos`: the picks are within the included photos;
 * - `extra_photos_not_offered`: the photographer's price per extra photo is 0 (they sell none).
 */
export type ExtraPhotosCheckoutRefusal =
  'not_allowed_in_state' | 'extra_photos_paid' | 'no_extra_photos' | 'extra_photos_not_offered';

/**
 * What a request for the extra-photos checkout does: `start` a first checkout, `reuse` the open
 * one (same photos, not expired: a repeated request returns the same checkout), or `replace` it
 * (the picks changed, or it expired: the old one is closed first), for `charge`.
 */
export type ExtraPhotosCheckoutPlan =
  | { ok: true; charge: ExtraPhotosCharge; checkout: 'start' | 'reuse' | 'replace' }
  | { ok: false; reason: ExtraPhotosCheckoutRefusal };

/**
 * Whether, and how, the customer's current picks start the extra-photos checkout. Checked in the
 * order of {@link ExtraPhotosCheckoutRefusal}. Pure: `now` is input.
 *
 * @param input.status the delivery's status. @param input.picks the customer's picks now.
 * @param input.included the included photos. @param input.pricePerPhotoSatang satang ≥ 0.
 * @param input.feeBps platform fee (default 1000 bps). @param input.addOn the stored add-on.
 * @param input.now ISO-8601 UTC.
 * @throws RangeError as {@link extraPhotosCharge}.
 * Source: docs/product.md §11, decision 0023.
 */
export function extraPhotosCheckout(input: {
  status: DeliveryStatus;
  picks: number;
  included: number;
  pricePerPhotoSatang: number;
  feeBps?: number;
  addOn: ExtraPhotosAddOn;
  now: string;
}): ExtraPhotosCheckoutPlan {
  const { status, addOn, now } = input;
  if (status !== 'ProofsReady') return { ok: false, reason: 'not_allowed_in_state' };
  if (addOn.status === 'Paid' || addOn.status === 'Refunded')
    return { ok: false, reason: 'extra_photos_paid' };
  const charge = extraPhotosCharge(input);
  if (charge.extraPhotos === 0) return { ok: false, reason: 'no_extra_photos' };
  if (charge.amount === 0) return { ok: false, reason: 'extra_photos_not_offered' };
  if (addOn.status !== 'Wait') return { ok: true, charge, checkout: 'start' };
  const open = !extraPhotosCheckoutExpired(addOn, now);
  return {
    ok: true,
    charge,
    checkout: open && addOn.photos === charge.extraPhotos ? 'reuse' : 'replace',
  };
}

/**
 * Whether the add-on's checkout has expired unpaid at `now`: the add-on is `Wait` and its
 * `checkoutExpiresAt` (set `CHECKOUT_EXPIRY_MINUTES` after the checkout opened) is at or before
 * `now`. Such a checkout is closed, as an unpaid booking checkout is (docs/product.md §4.2): by the
 * checkout expiry sweep, or by the customer's next request ({@link extraPhotosCheckout} then
 * `replace`s it). Closing it asks the provider to expire the session first and then sends
 * `EXPIRED` ({@link extraPhotosTransition}), which leaves no add-on: the customer's picks are
 * theirs to change and pay for again. A `Wait` add-on without an expiry time never expires here.
 *
 * @param addOn the stored add-on (`status`, `checkoutExpiresAt` ISO-8601 UTC or null).
 * @param now ISO-8601 UTC.
 * Source: docs/product.md §11, §4.2; decision 0023.
 */
export function extraPhotosCheckoutExpired(
  addOn: Pick<ExtraPhotosAddOn, 'status' | 'checkoutExpiresAt'>,
  now: string,
): boolean {
  return (
    addOn.status === 'Wait' &&
    addOn.checkoutExpiresAt !== null &&
    Date.parse(addOn.checkoutExpiresAt) <= Date.parse(now)
  );
}

/**
 * Events of the add-on: the API's `CHECKOUT_STARTED` (a new checkout; replacing an open one),
 * the provider's `PROCESSING` (an asynchronous method such as PromptPay is under way),
 * `SUCCEEDED`, `FAILED`, `EXPIRED`, and the delivery's `REFUNDED`.
 */
export type ExtraPhotosEvent =
  'CHECKOUT_STARTED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

const addOnMoves: Record<
  ExtraPhotosStatus | 'none',
  Partial<Record<ExtraPhotosEvent, ExtraPhotosStatus | null>>
> = {
  none: { CHECKOUT_STARTED: 'Wait' },
  Wait: {
    CHECKOUT_STARTED: 'Wait',
    PROCESSING: 'Wait',
    SUCCEEDED: 'Paid',
    FAILED: null,
    EXPIRED: null,
  },
  Paid: { REFUNDED: 'Refunded' },
  Refunded: {},
};

/**
 * The add-on's next status after `event`, or `{ ok: false }` when its status does not take it
 * (then nothing changes: a second confirmation of a paid add-on, a late event, a refund of an
 * unpaid one). A failed or expired checkout leaves no add-on (null): the customer may start
 * again. Money moves with `SUCCEEDED` (ledger `charge`) and `REFUNDED` (ledger `refund`)
 * ({@link extraPhotosLedgerLines}). Source: docs/product.md §11, decision 0023.
 */
export function extraPhotosTransition(
  status: ExtraPhotosStatus | null,
  event: ExtraPhotosEvent,
): { ok: true; to: ExtraPhotosStatus | null } | { ok: false } {
  const moves = addOnMoves[status ?? 'none'];
  return event in moves ? { ok: true, to: moves[event] ?? null } : { ok: false };
}
