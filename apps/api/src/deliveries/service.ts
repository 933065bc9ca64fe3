/**
 * The delivery rules run by the API (docs/product.md §11, decision 0023): a delivery opens with
 * the completed shoot; every event goes through the machines' `deliveryTransition` (no second
 * transition table here) with the delivery row locked, and its money effects — the payout at
 * acceptance, the full refund of a delivery never made — go through the payments' shared moves
 * in the same transaction, so a delivery accepted twice at once pays out once.
 */
import { randomUUID } from 'node:crypto';

import {
  bookingPartyOf,
  deliveryTransition,
  dueAt,
  extraPhotosCheckout,
  type ExtraPhotosCheckoutRefusal,
  notificationsForDeliveryEvent,
  paidExtraPhotos,
  portfolioCopyStays,
  type DeliveryEvent,
  type DeliveryRefusal,
  type DeliveryRuleContext,
  type DeliverySource,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import { findPaymentForUpdate } from '../appointments/index.ts';
import { retryOnDeadlock, withTransaction, type Database } from '../db/client.ts';
import type { AppointmentRow, DeliveryFileRow, DeliveryRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, NotFound } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { removeUnusedImages, takePortfolioCopy } from '../photos/index.ts';
import {
  closeExtraPhotosCheckout,
  openExtraPhotosCheckout,
  ProviderRefusedError,
  refundExtraPhotos,
  refundPayment,
  releaseExtraPhotosPayout,
  releasePayout,
  storedResponse,
  storeResponse,
} from '../payments/index.ts';
import {
  fileCounts,
  findDeliveryForUpdate,
  findDeliveryTerms,
  findDeliveryView,
  insertDelivery,
  pickedOriginalNames,
  setFileFlag,
  updateDeliveryIfStatus,
} from './queries.ts';
import { toDelivery } from './wire.ts';

type Schemas = components['schemas'];

/** Who sends a delivery event: a signed-in user (uid) or the system (the clock sweep). */
export type DeliveryActor = { uid: string } | 'system';

/**
 * Opens the delivery of `appointment`, just Completed, inside the completing transaction `tx`:
 * when its sub-package has photos to deliver (`deliverablePhotos` > 0), a delivery `Open`, due
 * `deliveryDays` after the shoot's end (`dueAt`), with the sub-package's delivery terms copied.
 * Without photos to deliver nothing opens: the payout waits for the dispute window (sweeps.ts).
 * Source: docs/product.md §11, decision 0023.
 */
export async function openDelivery(
  tx: Database,
  appointment: Pick<AppointmentRow, 'id' | 'subpackageId' | 'end'>,
  now: Date,
): Promise<void> {
  const terms = await findDeliveryTerms(tx, appointment.subpackageId);
  if (!terms || terms.deliverablePhotos <= 0) return;
  await insertDelivery(tx, {
    id: randomUUID(),
    appointmentId: appointment.id,
    status: 'Open',
    dueAt: new Date(dueAt(appointment.end.toISOString(), terms.deliveryDays)),
    includedPhotos: terms.deliverablePhotos,
    offersProofs: terms.offersProofs,
    revisionsAllowed: terms.revisionsAllowed,
    extraPhotoPrice: terms.extraPhotoPrice,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The rules' view of a stored delivery at `now`, with the configured days (the one place rows
 * become the machines' `DeliveryRuleContext`).
 */
export function ruleContext(
  deps: Pick<Deps, 'config'>,
  delivery: DeliveryRow,
  proofCount: number,
  now: Date,
): DeliveryRuleContext {
  return {
    delivery: {
      offersProofs: delivery.offersProofs,
      included: delivery.includedPhotos,
      revisionsAllowed: delivery.revisionsAllowed,
      revisionsUsed: delivery.revisionsUsed,
      proofCount,
      extraPhotosPaid: paidExtraPhotos({
        status: delivery.extraPhotosStatus,
        photos: delivery.extraPhotos,
      }),
      dueAt: delivery.dueAt.toISOString(),
      finalsDeliveredAt: delivery.finalsDeliveredAt?.toISOString() ?? null,
    },
    now: now.toISOString(),
    autoAcceptDays: deps.config.delivery.autoAcceptDays,
    refundGraceDays: deps.config.delivery.refundGraceDays,
  };
}

const refusalMessages: Record<DeliveryRefusal, string> = {
  not_allowed_in_state: 'The delivery cannot take this step in its current state',
  forbidden_source: 'This step belongs to the other party of the booking',
  proofs_not_offered: 'This sub-package offers no proofs to pick from',
  picks_expected: 'The customer picks from the proofs before the finals are delivered',
  no_proofs: 'Upload at least one proof first',
  no_finals: 'Upload the final photos before delivering them',
  picks_out_of_range: 'Pick at least one proof, and no more than there are',
  extra_photos_unpaid: 'Pay for the extra photos before submitting more picks than included',
  note_required: 'Say what to change in a note',
  no_revisions_left: 'No revisions are left for this booking',
  not_due_yet: 'It is too early for this step',
  too_late: 'The photos already count as accepted',
};

/** The party the signed-in `uid` is in the booking, or null (a stranger). */
const sourceOf = (who: DeliveryActor, appointment: AppointmentRow): DeliverySource | null =>
  who === 'system' ? 'system' : bookingPartyOf(appointment, who.uid);

/** What a party sends (openapi.yaml `DeliveryEventInput`); counts come from the stored files. */
export type DeliveryEventInput = Schemas['DeliveryEventInput'] | { type: 'AUTO_ACCEPT' };

/**
 * Applies `input` to the delivery of appointment `appointmentId` through the machines'
 * `deliveryTransition`, in ONE transaction with the delivery row locked `FOR UPDATE`:
 * - the caller's source is their relation to the booking (`bookingPartyOf`); a stranger gets
 *   404 as for no delivery (no existence leak);
 * - UPLOAD_PROOFS counts the uploaded proofs, SUBMIT_PICKS the picked ones, DELIVER_FINALS the
 *   uploaded finals (none is refused: `no_finals`);
 * - DELIVER_FINALS stamps `finalsDeliveredAt` (the auto-acceptance counts from it);
 *   REQUEST_REVISION counts a revision and keeps its note; ACCEPT / AUTO_ACCEPT stamp the
 *   acceptance (by `customer` / `system`); REQUEST_REFUND stamps the refund;
 * - the machine's effects: `releasePayout` (payment Completed, ledger fee + payout, provider
 *   transfer, key `payout-{payment}`; a paid extra-photos add-on's fee + payout and transfer, key
 *   `payout-extras-{delivery}`), `refundPayment` (payment Refunded, ledger refund, provider
 *   refund, key `refund-{payment}`; a paid add-on too, key `refund-extras-{delivery}`);
 * - SUBMIT_PICKS closes an open extra-photos checkout the picks no longer need (409
 *   `checkout_completed` when the customer has just paid it);
 * - the notifications of `notificationsForDeliveryEvent`, and the live change.
 * The row is written only while it still has the status the machine judged.
 * @throws NotFound (404); Forbidden (403, `details.reason` `forbidden_source`); InvalidTransition
 *   (409, `details.reason` the machine's refusal, `details.status`, `details.event`); Conflict
 *   (409, `provider_refused`) when the provider refuses, (409, `delivery_changed`) when the
 *   delivery changed meanwhile.
 */
export async function sendDeliveryEvent(
  deps: Deps,
  who: DeliveryActor,
  appointmentId: string,
  input: DeliveryEventInput,
): Promise<DeliveryRow> {
  try {
    return await retryOnDeadlock(() =>
      withTransaction(deps.db, (tx) => applyEvent(deps, tx, who, appointmentId, input)),
    );
  } catch (error) {
    if (error instanceof ProviderRefusedError)
      throw new Conflict(error.message, undefined, { reason: 'provider_refused' });
    throw error;
  }
}

/** 409 `delivery_changed`: the delivery left the status its change was judged in. */
const deliveryChanged = (): Conflict =>
  new Conflict('The delivery changed meanwhile; reload and try again', undefined, {
    reason: 'delivery_changed',
  });

async function applyEvent(
  deps: Deps,
  tx: Database,
  who: DeliveryActor,
  appointmentId: string,
  input: DeliveryEventInput,
): Promise<DeliveryRow> {
  const found = await findDeliveryForUpdate(tx, appointmentId);
  const source = found && sourceOf(who, found.appointment);
  if (!found || !source) throw new NotFound(`No delivery for appointment ${appointmentId}`);
  const { delivery, appointment } = found;
  const counts = await fileCounts(tx, delivery.id);
  const now = deps.clock.now();
  const note = input.type === 'REQUEST_REVISION' ? (input.note ?? '') : '';
  const event: DeliveryEvent =
    input.type === 'UPLOAD_PROOFS'
      ? { type: input.type, source, count: counts.proofs }
      : input.type === 'SUBMIT_PICKS'
        ? { type: input.type, source, picks: counts.picks }
        : input.type === 'DELIVER_FINALS'
          ? { type: input.type, source, count: counts.finals }
          : input.type === 'REQUEST_REVISION'
            ? { type: input.type, source, note }
            : { type: input.type, source };
  const result = deliveryTransition(
    delivery.status,
    event,
    ruleContext(deps, delivery, counts.proofs, now),
  );
  if (!result.ok) {
    const details = { reason: result.reason, status: delivery.status, event: event.type };
    const message = refusalMessages[result.reason];
    const params = { reason: `delivery_${result.reason}` } as const;
    if (result.reason === 'forbidden_source') throw new Forbidden(message, details, params);
    throw new InvalidTransition(message, details, params);
  }

  const changes: Partial<DeliveryRow> = { status: result.to, updatedAt: now };
  if (event.type === 'DELIVER_FINALS') changes.finalsDeliveredAt = now;
  if (event.type === 'REQUEST_REVISION') {
    changes.revisionsUsed = delivery.revisionsUsed + 1;
    changes.revisionNote = note.trim();
  }
  if (result.to === 'Accepted') {
    changes.acceptedAt = now;
    changes.acceptedBy = source === 'system' ? 'system' : 'customer';
  }
  if (result.to === 'Refunded') changes.refundedAt = now;

  // Picks within the included and paid photos leave an open extra-photos checkout unneeded.
  if (event.type === 'SUBMIT_PICKS')
    Object.assign(changes, await closeExtraPhotosCheckout(deps, delivery));
  for (const effect of result.effects) {
    const payment = await findPaymentForUpdate(tx, appointmentId);
    if (!payment) throw new Error(`Appointment ${appointmentId} has no payment`);
    const context = { appointmentStatus: appointment.status, deliveryStatus: result.to };
    if (effect.type === 'releasePayout') {
      await releasePayout(deps, tx, payment, context, now);
      await releaseExtraPhotosPayout(deps, tx, delivery, appointment, now);
    } else {
      await refundPayment(deps, tx, payment, context, now);
      Object.assign(changes, await refundExtraPhotos(deps, tx, delivery, appointment, now));
    }
  }
  const updated = await updateDeliveryIfStatus(tx, delivery.id, delivery.status, changes);
  if (!updated) throw deliveryChanged();
  await notify(tx, appointmentId, notificationsForDeliveryEvent(event.type), {
    now,
    reason: event.type === 'REQUEST_REVISION' ? note.trim() : null,
  });
  return updated;
}

const checkoutRefusalMessages: Record<ExtraPhotosCheckoutRefusal, string> = {
  not_allowed_in_state: 'Extra photos are paid for while the proofs are being picked',
  extra_photos_paid: 'The extra photos of this delivery are already paid for',
  no_extra_photos: 'The picks are within the included photos: nothing extra to pay',
  extra_photos_not_offered: 'The photographer sells no extra photos',
};

const CHARGE_EXTRAS_OPERATION = 'chargeExtraPhotos';

/**
 * Starts (or returns) the checkout of the extra photos the customer of appointment
 * `appointmentId` picked beyond the included ones (openapi.yaml `chargeExtraPhotos`), as the
 * machines' `extraPhotosCheckout` plans it, in one transaction with the delivery row locked: a
 * first checkout, the same open one for the same picks, or a new one (the old closed) for other
 * picks or after it expired; the amounts are `extraPhotosCharge`'s at the platform fee
 * (`PLATFORM_FEE_BPS`). With `idempotencyKey` the first answer is stored per user and the same
 * key returns it unchanged (the same key for another appointment: 409 `conflict`).
 * Source: docs/product.md §11, decision 0023.
 * @throws NotFound (404) for a stranger or no delivery; Forbidden (403) for the photographer;
 *   InvalidTransition (409, `details.reason` an `ExtraPhotosCheckoutRefusal`, or
 *   `checkout_completed` while a replaced checkout is being paid); Conflict (409) when the provider
 *   refuses.
 */
export async function chargeExtraPhotos(
  deps: Deps,
  uid: string,
  appointmentId: string,
  idempotencyKey?: string,
): Promise<Schemas['ExtraPhotosCheckout']> {
  if (idempotencyKey) {
    const stored = await storedResponse(deps.db, uid, CHARGE_EXTRAS_OPERATION, idempotencyKey);
    if (stored !== undefined) {
      const response = stored as Schemas['ExtraPhotosCheckout'];
      if (response.delivery.appointmentId !== appointmentId)
        throw new Conflict('This Idempotency-Key was already used for another booking');
      return response;
    }
  }
  return withTransaction(deps.db, async (tx) => {
    const found = await findDeliveryForUpdate(tx, appointmentId);
    const party = found && bookingPartyOf(found.appointment, uid);
    if (!found || !party) throw new NotFound(`No delivery for appointment ${appointmentId}`);
    if (party !== 'customer') throw new Forbidden('Only the customer buys extra photos');
    const { delivery, appointment } = found;
    const now = deps.clock.now();
    const counts = await fileCounts(tx, delivery.id);
    const plan = extraPhotosCheckout({
      status: delivery.status,
      picks: counts.picks,
      included: delivery.includedPhotos,
      pricePerPhotoSatang: delivery.extraPhotoPrice,
      feeBps: deps.config.platformFeeBps,
      addOn: {
        status: delivery.extraPhotosStatus,
        photos: delivery.extraPhotos,
        checkoutExpiresAt: delivery.extraPhotosCheckoutExpiresAt?.toISOString() ?? null,
      },
      now: now.toISOString(),
    });
    if (!plan.ok)
      throw new InvalidTransition(
        checkoutRefusalMessages[plan.reason],
        { reason: plan.reason, status: delivery.status },
        { reason: `delivery_${plan.reason}` },
      );
    if (plan.checkout !== 'reuse') {
      const closed = await closeExtraPhotosCheckout(deps, delivery);
      const opened = await openExtraPhotosCheckout(
        deps,
        { ...delivery, ...closed },
        appointment,
        plan.charge,
        idempotencyKey,
        now,
      );
      const updated = await updateDeliveryIfStatus(tx, delivery.id, delivery.status, {
        ...closed,
        ...opened,
        updatedAt: now,
      });
      if (!updated) throw deliveryChanged();
      await notify(tx, appointmentId, [], { now });
    }
    const view = await findDeliveryView(tx, appointmentId, uid);
    const result: Schemas['ExtraPhotosCheckout'] = {
      delivery: toDelivery(view!, uid, deps.config, now),
      checkoutUrl: view!.delivery.extraPhotosCheckoutUrl!,
    };
    if (idempotencyKey)
      await storeResponse(tx, {
        key: idempotencyKey,
        userId: uid,
        operation: CHARGE_EXTRAS_OPERATION,
        statusCode: 200,
        response: result,
        createdAt: now,
      });
    return result;
  });
}

/** A customer's choice on one file (openapi.yaml `pickDeliveryFile`, `allowDeliveryFileInPortfolio`). */
export type FileChoice =
  | { column: 'picked'; value: boolean }
  | {
      column: 'portfolioAllowed';
      value: boolean;
    };

/**
 * Records the customer's choice on file `fileId` of the delivery of appointment `appointmentId`:
 * a pick (favourite) on a proof while the proofs are being picked (`ProofsReady`), or the
 * permission to show a final in the photographer's portfolio once finals were delivered.
 * Idempotent. Source: docs/product.md §11.
 * @throws NotFound (404) for a stranger, no delivery or no such live file of that kind;
 *   Forbidden (403) for the photographer; InvalidTransition (409, `not_allowed_in_state`).
 */
export async function chooseFile(
  deps: Deps,
  uid: string,
  appointmentId: string,
  fileId: string,
  choice: FileChoice,
): Promise<Schemas['DeliveryFileChoice']> {
  let unusedImages: string[] = [];
  const answer = await withTransaction(deps.db, async (tx) => {
    const found = await findDeliveryForUpdate(tx, appointmentId);
    const party = found && bookingPartyOf(found.appointment, uid);
    if (!found || !party) throw new NotFound(`No delivery for appointment ${appointmentId}`);
    if (party !== 'customer') throw new Forbidden('Only the customer chooses among the photos');
    const { delivery } = found;
    const kind: DeliveryFileRow['kind'] = choice.column === 'picked' ? 'proof' : 'final';
    const open =
      kind === 'proof' ? delivery.status === 'ProofsReady' : delivery.finalsDeliveredAt !== null;
    if (!open)
      throw new InvalidTransition(
        kind === 'proof'
          ? 'Proofs are picked while the delivery is ProofsReady'
          : 'Portfolio permission is given on delivered finals',
        { reason: 'not_allowed_in_state', status: delivery.status },
        { reason: 'delivery_not_allowed_in_state' },
      );
    const file = await setFileFlag(tx, delivery.id, fileId, kind, choice.column, choice.value);
    if (!file) throw new NotFound(`No ${kind} ${fileId} in this delivery`);
    // Withdrawn consent takes the photographer's portfolio copy with it (decision 0023).
    if (choice.column === 'portfolioAllowed' && !portfolioCopyStays(file))
      unusedImages = await takePortfolioCopy(tx, file.id);
    const counts = await fileCounts(tx, delivery.id);
    await notify(tx, appointmentId, [], { now: deps.clock.now() });
    return {
      fileId: file.id,
      picked: file.picked,
      portfolioAllowed: file.portfolioAllowed,
      pickCount: counts.picks,
    };
  });
  await removeUnusedImages(deps, unusedImages);
  return answer;
}

/**
 * The original file names of the customer's picks, one a line, for the photographer of the
 * booking (a Lightroom / Capture One filter). Source: docs/product.md §11.
 * @throws NotFound (404) for a stranger or no delivery; Forbidden (403) for the customer.
 */
export async function picksExport(deps: Deps, uid: string, appointmentId: string): Promise<string> {
  const view = await findDeliveryView(deps.db, appointmentId, uid);
  if (!view) throw new NotFound(`No delivery for appointment ${appointmentId}`);
  if (bookingPartyOf(view.appointment, uid) !== 'photographer')
    throw new Forbidden('Only the photographer exports the picked file names');
  const names = await pickedOriginalNames(deps.db, view.delivery.id);
  // One name a line, whatever a name holds.
  return names.map((name) => `${name.replace(/[\r\n]+/g, ' ')}\n`).join('');
}
