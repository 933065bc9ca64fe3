/**
 * Delivery status values (docs/product.md §11, decision 0023). One list, so the database's check
 * constraint and the API's schema can be generated from it.
 *
 * - `Open`: the shoot took place; the photographer owes proofs (when offered) or the finals.
 * - `ProofsReady`: proofs are up; the customer picks their favourites.
 * - `PicksSubmitted`: the customer's picks are in; the photographer owes the finals.
 * - `FinalsDelivered`: the finals are up; the customer accepts or asks for a revision.
 * - `RevisionRequested`: the customer asked for a revision; the photographer owes new finals.
 * - `Accepted`: the finals were accepted (by the customer or automatically); payout released.
 * - `Refunded`: the photographer never delivered; the customer was refunded in full.
 */
export const DeliveryStatus = {
  Open: 'Open',
  ProofsReady: 'ProofsReady',
  PicksSubmitted: 'PicksSubmitted',
  FinalsDelivered: 'FinalsDelivered',
  RevisionRequested: 'RevisionRequested',
  Accepted: 'Accepted',
  Refunded: 'Refunded',
} as const;

/** One of the {@link DeliveryStatus} values. */
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** All delivery statuses, in lifecycle order. */
export const deliveryStatuses: readonly DeliveryStatus[] = Object.values(DeliveryStatus);

/** Accepted and Refunded are final: the delivery takes no further event (decision 0023). */
export const finalDeliveryStatuses = [
  'Accepted',
  'Refunded',
] as const satisfies readonly DeliveryStatus[];

/**
 * Statuses in which the photographer owes the first finals: a delivery in one of them past its due
 * date is late ({@link isLate}) and, after the grace period, refundable. `ProofsReady` is not one
 * (the customer is picking), nor `RevisionRequested` (the finals were delivered once).
 * Source: docs/product.md §11, decision 0023.
 */
export const finalsOwedStatuses = [
  'Open',
  'PicksSubmitted',
] as const satisfies readonly DeliveryStatus[];

/** True when `status` is one of {@link finalsOwedStatuses}. */
export function isFinalsOwedStatus(status: DeliveryStatus): boolean {
  return (finalsOwedStatuses as readonly DeliveryStatus[]).includes(status);
}
