/**
 * Personal data (docs/product.md §14, docs/decisions/0031-personal-data.md): when a user may delete
 * their account, and what of it is kept, anonymised or removed. Pure: the API gathers the facts
 * of the user's bookings and enforces the verdict; the web asks and words the reasons.
 */
import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import { isOpenAppointmentStatus } from '../appointment/appointment-machine.ts';
import type { DeliveryStatus } from '../delivery/delivery-status.ts';
import { finalDeliveryStatuses } from '../delivery/delivery-status.ts';
import type { PaymentStatus } from '../payment/payment-status.ts';

/**
 * Why a booking keeps its party's account from being deleted:
 * - `booking_open`: the booking is `Pending` or `Accepted` (the shoot is still to come);
 * - `payment_unsettled`: money is on its way — a checkout is open (`Wait`), the payment is being
 *   processed (`InProcess`) or paid and not yet paid out (`Paid`), or the extra-photos add-on's
 *   checkout is open or paid and not yet paid out;
 * - `delivery_open`: the photos' delivery is not `Accepted` or `Refunded` yet.
 */
export type AccountDeletionBlockReason = 'booking_open' | 'payment_unsettled' | 'delivery_open';

/** Every {@link AccountDeletionBlockReason}, in the order a booking is checked for them. */
export const accountDeletionBlockReasons: readonly AccountDeletionBlockReason[] = [
  'booking_open',
  'payment_unsettled',
  'delivery_open',
];

/**
 * The facts of one booking in which the user is the customer or the photographer. `paymentStatus`
 * is null before acceptance (no payment yet); `deliveryStatus` null without a delivery;
 * `extraPhotosStatus` null without an extra-photos add-on.
 */
export interface DeletionBookingFacts {
  appointmentId: string;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus | null;
  deliveryStatus: DeliveryStatus | null;
  extraPhotosStatus: 'Wait' | 'Paid' | 'Refunded' | null;
}

/** One booking that blocks the deletion, with every reason it does (at least one). */
export interface AccountDeletionBlocker {
  appointmentId: string;
  reasons: AccountDeletionBlockReason[];
}

/**
 * The verdict on deleting an account: allowed, or refused with `reason`
 * `account_deletion_blocked` and the bookings that block it (never empty).
 */
export type AccountDeletionVerdict =
  | { ok: true }
  | { ok: false; reason: 'account_deletion_blocked'; blockers: AccountDeletionBlocker[] };

/** Payment statuses in which money is still moving (see `payment_unsettled`). */
const UNSETTLED_PAYMENT: readonly PaymentStatus[] = ['Wait', 'InProcess', 'Paid'];

/**
 * The reasons one booking blocks its party's account deletion (empty: it does not). A booking
 * blocks while it is in flight: to come (`booking_open`), with money not yet settled
 * (`payment_unsettled`) or with photos still owed or awaiting acceptance (`delivery_open`). The
 * add-on's money settles with the delivery, so a paid add-on blocks only until the delivery is
 * final. Source: docs/product.md §14.
 */
export function bookingDeletionBlocks(facts: DeletionBookingFacts): AccountDeletionBlockReason[] {
  const reasons: AccountDeletionBlockReason[] = [];
  if (isOpenAppointmentStatus(facts.status)) reasons.push('booking_open');
  const deliveryFinal =
    facts.deliveryStatus === null ||
    (finalDeliveryStatuses as readonly DeliveryStatus[]).includes(facts.deliveryStatus);
  const addOnUnsettled =
    facts.extraPhotosStatus === 'Wait' || (facts.extraPhotosStatus === 'Paid' && !deliveryFinal);
  if (
    (facts.paymentStatus !== null && UNSETTLED_PAYMENT.includes(facts.paymentStatus)) ||
    addOnUnsettled
  )
    reasons.push('payment_unsettled');
  if (!deliveryFinal) reasons.push('delivery_open');
  return reasons;
}

/**
 * May a user whose bookings (as customer or photographer) are `bookings` delete their account?
 * Refused while any booking is in flight ({@link bookingDeletionBlocks}); the blockers list each
 * such booking with its reasons, in the order given. A user without bookings may always delete.
 * Source: docs/product.md §14, docs/decisions/0031-personal-data.md.
 */
export function accountDeletionVerdict(
  bookings: readonly DeletionBookingFacts[],
): AccountDeletionVerdict {
  const blockers = bookings.flatMap((booking) => {
    const reasons = bookingDeletionBlocks(booking);
    return reasons.length > 0 ? [{ appointmentId: booking.appointmentId, reasons }] : [];
  });
  return blockers.length === 0
    ? { ok: true }
    : { ok: false, reason: 'account_deletion_blocked', blockers };
}

/**
 * What becomes of each kind of a deleted user's data:
 * - `removed`: deleted from the database (and its files from storage);
 * - `anonymised`: the row stays, without the person's name, contact or bank details;
 * - `kept`: the row stays as it is (it holds no personal data beyond an opaque id).
 */
export type PersonalDataFate = 'removed' | 'anonymised' | 'kept';

/**
 * The fate of each kind of data when an account is deleted (docs/product.md §14). Bookings,
 * payments and ledger lines are the accounts the law requires to be kept, so they stay, pointing
 * at the anonymised profile; the profile itself keeps only its id, role and dates.
 */
export const personalDataFates = {
  /** Name, e-mail, phone, bio, avatar, province, specialties, availability, bank and payout account. */
  profile: 'anonymised',
  /** Bookings as customer or photographer (times, price, status history). */
  bookings: 'kept',
  /** Payments and ledger lines (amounts in satang, types, dates): accounting records. */
  ledger: 'kept',
  /** Reviews written or received: the score and comment stay, the reviewer shows as a former user. */
  reviews: 'anonymised',
  /** Messages in threads: kept for the other party's record, the author shows as a former user. */
  messages: 'anonymised',
  /** Avatar, package galleries and portfolio photos, with their files. */
  photos: 'removed',
  /** A customer's delivered proofs and finals (files), and portfolio copies made from them. */
  deliveredPhotos: 'removed',
  /** The user's own notifications, stored call results (idempotency keys) and hand-made busy times. */
  notifications: 'removed',
  /** Packages and sub-packages of a photographer: kept for past bookings, taken off sale. */
  packages: 'kept',
  /** The identity provider's account (sign-in) and its refresh tokens. */
  identity: 'removed',
} as const satisfies Record<string, PersonalDataFate>;
