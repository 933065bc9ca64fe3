/**
 * Deliveries as the wire shows them (openapi.yaml `Delivery`; docs/product.md §11). The derived
 * times and the late flag come from the machines' rules with the API's clock and configuration.
 */
import {
  autoAcceptAt,
  bookingPartyOf,
  isLate,
  refundRequestableAt,
  retentionDates,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import type { Config } from '../config.ts';
import { toUserSummary } from '../users/wire.ts';
import type { DeliveryView } from './queries.ts';

type Schemas = components['schemas'];

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * `Delivery` of `view` for `uid` (a party of the booking) at `now`.
 * @throws Error when `uid` is not a party (callers look the view up for the caller).
 */
export function toDelivery(
  view: DeliveryView,
  uid: string,
  config: Pick<Config, 'delivery'>,
  now: Date,
): Schemas['Delivery'] {
  const { delivery: d, appointment } = view;
  const party = bookingPartyOf(appointment, uid);
  if (!party) throw new Error(`toDelivery: ${uid} is not a party of ${appointment.id}`);
  const due = d.dueAt.toISOString();
  const days = config.delivery;
  return {
    id: d.id,
    appointmentId: d.appointmentId,
    party,
    status: d.status,
    dueAt: due,
    late: isLate(now.toISOString(), due, d.status),
    autoAcceptAt:
      d.status === 'FinalsDelivered' && d.finalsDeliveredAt
        ? autoAcceptAt(d.finalsDeliveredAt.toISOString(), days.autoAcceptDays)
        : null,
    refundRequestableAt: refundRequestableAt(due, days.refundGraceDays),
    includedPhotos: d.includedPhotos,
    offersProofs: d.offersProofs,
    extraPhotoPrice: d.extraPhotoPrice,
    revisionsAllowed: d.revisionsAllowed,
    revisionsUsed: d.revisionsUsed,
    revisionsLeft: Math.max(0, d.revisionsAllowed - d.revisionsUsed),
    revisionNote: d.revisionNote,
    proofCount: view.proofCount,
    finalCount: view.finalCount,
    pickCount: view.pickCount,
    extraPhotos: d.extraPhotosStatus
      ? {
          photos: d.extraPhotos,
          amount: d.extraPhotosAmount,
          platformFee: d.extraPhotosFee,
          payout: d.extraPhotosPayout,
          status: d.extraPhotosStatus,
          checkoutUrl: d.extraPhotosCheckoutUrl,
          paidAt: iso(d.extraPhotosPaidAt),
        }
      : null,
    finalsDeliveredAt: iso(d.finalsDeliveredAt),
    acceptedAt: iso(d.acceptedAt),
    acceptedBy: d.acceptedBy,
    refundedAt: iso(d.refundedAt),
    finalsExpireAt: d.acceptedAt
      ? retentionDates(d.acceptedAt.toISOString(), days.finalsRetentionDays).finalsExpireAt
      : null,
    shootStart: appointment.start.toISOString(),
    shootEnd: appointment.end.toISOString(),
    packageTitle: view.packageTitle,
    subpackageTitle: view.subpackageTitle,
    photographer: toUserSummary(view.photographer),
    customer: toUserSummary(view.customer),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
