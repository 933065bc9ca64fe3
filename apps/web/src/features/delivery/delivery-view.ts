import type { Schemas } from '@shootbook/api-client';
import {
  deliveryEventTypes,
  deliveryRefusal,
  DELIVERY_EVENT_SOURCE,
  extraPhotosCheckout,
  paidExtraPhotos,
  type ExtraPhotosCheckoutPlan,
  type DeliveryEvent,
  type DeliveryEventType,
  type DeliveryRefusal,
  type DeliveryRuleContext,
  type DeliveryStatus,
} from '@shootbook/machines';

/** A booking's delivery as the API gives it (openapi.yaml `Delivery`). */
export type Delivery = Schemas['Delivery'];
/** One proof or final (openapi.yaml `DeliveryFile`). */
export type DeliveryFile = Schemas['DeliveryFile'];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO-8601 UTC). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * The delivery rules' input (packages/machines `DeliveryRuleContext`) for `delivery` at `now`:
 * its stored facts, and the API's configured days read back from the times it derived with them
 * (`refundRequestableAt − dueAt`, `autoAcceptAt − finalsDeliveredAt`), so the web asks the rules
 * with the server's settings rather than the defaults.
 */
export function deliveryRuleContext(delivery: Delivery, now: string): DeliveryRuleContext {
  const { autoAcceptAt, finalsDeliveredAt } = delivery;
  return {
    delivery: {
      offersProofs: delivery.offersProofs,
      included: delivery.includedPhotos,
      revisionsAllowed: delivery.revisionsAllowed,
      revisionsUsed: delivery.revisionsUsed,
      proofCount: delivery.proofCount,
      extraPhotosPaid: delivery.extraPhotos ? paidExtraPhotos(delivery.extraPhotos) : 0,
      dueAt: delivery.dueAt,
      finalsDeliveredAt,
    },
    now,
    refundGraceDays: daysBetween(delivery.dueAt, delivery.refundRequestableAt),
    ...(autoAcceptAt && finalsDeliveredAt
      ? { autoAcceptDays: daysBetween(finalsDeliveredAt, autoAcceptAt) }
      : {}),
  };
}

/**
 * Refusals that take an event out of play rather than ask the viewer to do something first: the
 * status does not take it, it is the other party's, or the sub-package's shape rules it out
 * (finals straight from Open when proofs are offered; proofs when none are).
 */
const NOT_IN_PLAY = new Set<DeliveryRefusal>([
  'not_allowed_in_state',
  'forbidden_source',
  'picks_expected',
  'proofs_not_offered',
]);

/** The event `type` as the viewer would send it now, with the delivery's own counts. */
function eventOf(type: DeliveryEventType, delivery: Delivery, note: string): DeliveryEvent {
  const source = delivery.party;
  switch (type) {
    case 'UPLOAD_PROOFS':
      return { type, source, count: delivery.proofCount };
    case 'SUBMIT_PICKS':
      return { type, source, picks: delivery.pickCount };
    case 'DELIVER_FINALS':
      return { type, source, count: delivery.finalCount };
    case 'REQUEST_REVISION':
      return { type, source, note };
    default:
      return { type, source };
  }
}

/**
 * The viewer's events in play on `delivery` at `now`, each with the delivery rules' answer
 * (packages/machines `deliveryRefusal`): `null` when it may be sent now, else the refusal the
 * page explains (e.g. `extra_photos_unpaid`: pay first; `no_proofs`: upload first). Events the
 * status does not take, the other party's or the system's, and those the sub-package's shape rules
 * out are left out. A revision is
 * judged with `note` (the text typed so far; a placeholder when none is given, so the button
 * shows before anything is typed). Events come in packages/machines `deliveryEventTypes` order.
 * Source: docs/product.md §11, decision 0023.
 */
export function deliveryOffers(
  delivery: Delivery,
  now: string,
  note = 'note',
): Partial<Record<DeliveryEventType, DeliveryRefusal | null>> {
  const context = deliveryRuleContext(delivery, now);
  const offers: Partial<Record<DeliveryEventType, DeliveryRefusal | null>> = {};
  for (const type of deliveryEventTypes) {
    if (DELIVERY_EVENT_SOURCE[type] !== delivery.party) continue;
    const refusal = deliveryRefusal(delivery.status, eventOf(type, delivery, note), context);
    if (refusal !== null && NOT_IN_PLAY.has(refusal)) continue;
    offers[type] = refusal;
  }
  return offers;
}

/**
 * The extra-photos checkout the customer's picks call for now (packages/machines
 * `extraPhotosCheckout` with the delivery's price and its add-on): the charge to show and pay —
 * `charge.extraPhotos` photos, `charge.amount` satang — or why none can start (`no_extra_photos`,
 * `extra_photos_not_offered`, `extra_photos_paid`, `not_allowed_in_state`). The web does not know
 * when an open checkout expires; the API replaces an expired one when asked.
 * Source: docs/product.md §11, decision 0023.
 */
export function extrasCheckoutOf(delivery: Delivery, now: string): ExtraPhotosCheckoutPlan {
  return extraPhotosCheckout({
    status: delivery.status,
    picks: delivery.pickCount,
    included: delivery.includedPhotos,
    pricePerPhotoSatang: delivery.extraPhotoPrice,
    addOn: {
      status: delivery.extraPhotos?.status ?? null,
      photos: delivery.extraPhotos?.photos ?? 0,
      checkoutExpiresAt: null,
    },
    now,
  });
}

/** A step of the delivery's step list: the status it stands for and its label key in `delivery`. */
export interface DeliveryStepKey {
  id: DeliveryStatus;
  labelKey: `steps.${string}`;
}

const PROOF_STEPS: readonly DeliveryStepKey[] = [
  { id: 'Open', labelKey: 'steps.shoot' },
  { id: 'ProofsReady', labelKey: 'steps.proofs' },
  { id: 'PicksSubmitted', labelKey: 'steps.picks' },
  { id: 'FinalsDelivered', labelKey: 'steps.finals' },
  { id: 'Accepted', labelKey: 'steps.accepted' },
];

/** Which step each status shows as current (a revision is still the finals' step). */
const STEP_OF: Record<DeliveryStatus, DeliveryStatus | null> = {
  Open: 'Open',
  ProofsReady: 'ProofsReady',
  PicksSubmitted: 'PicksSubmitted',
  FinalsDelivered: 'FinalsDelivered',
  RevisionRequested: 'FinalsDelivered',
  Accepted: 'Accepted',
  Refunded: null,
};

/**
 * The steps shown for a delivery (Open → Proofs → Picks → Finals → Accepted; without Proofs and
 * Picks when the sub-package offers none), the index of the current one (-1 for Refunded: no
 * step is current) and whether all are done (Accepted).
 */
export function deliverySteps(delivery: Pick<Delivery, 'status' | 'offersProofs'>): {
  steps: readonly DeliveryStepKey[];
  current: number;
  complete: boolean;
} {
  const steps = delivery.offersProofs
    ? PROOF_STEPS
    : PROOF_STEPS.filter((step) => step.id !== 'ProofsReady' && step.id !== 'PicksSubmitted');
  const at = STEP_OF[delivery.status];
  return {
    steps,
    current: at === null ? -1 : steps.findIndex((step) => step.id === at),
    complete: delivery.status === 'Accepted',
  };
}

/**
 * Which files the gallery page lists: proofs while they are uploaded (the photographer), picked
 * from and being edited; finals while the photographer makes them, and for the customer once
 * delivered. Refunded deliveries list nothing.
 */
export function galleryKinds(delivery: Delivery): { proofs: boolean; finals: boolean } {
  const { status } = delivery;
  const photographer = delivery.party === 'photographer';
  const proofs =
    delivery.offersProofs &&
    (status === 'ProofsReady' ||
      status === 'PicksSubmitted' ||
      (photographer && status === 'Open'));
  const delivered =
    status === 'FinalsDelivered' || status === 'RevisionRequested' || status === 'Accepted';
  const finals = photographer
    ? delivered || status === 'PicksSubmitted' || (status === 'Open' && !delivery.offersProofs)
    : delivered;
  return { proofs, finals };
}
