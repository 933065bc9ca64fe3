/**
 * The money of a delivery's extra-photos add-on (docs/product.md §11, decision 0023): its own
 * provider checkout, its confirmation by the provider's webhook, its payout with the booking's at
 * acceptance and its refund with a refunded delivery. The add-on lives on the delivery row
 * (`extra_photos_*`); the provider knows it by the delivery's id (`client_reference_id`,
 * `transfer_group`) and its checkout session (`extra_photos_provider_ref`). Its status moves only
 * through the machines' `extraPhotosTransition`; its ledger lines are `extraPhotosLedgerLines`,
 * written on the booking's payment with `delivery_id` set (a unique index lets each kind of line
 * exist once per add-on). Every provider call carries the add-on's idempotency key
 * (`checkout-extras-…`, `payout-extras-{delivery}`, `refund-extras-{delivery}`) and comes last,
 * so a provider failure rolls the change back. A checkout never paid is closed by the checkout
 * expiry job, as a booking's is.
 */
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import {
  extraPhotosCheckoutExpired,
  extraPhotosLedgerLines,
  extraPhotosTransition,
  notificationsForExtraPhotos,
  type ExtraPhotosCharge,
  type ExtraPhotosEvent,
  type LedgerEntry,
} from '@shootbook/machines';

import { withTransaction, type Database } from '../db/client.ts';
import {
  appointments,
  deliveries,
  payments,
  type AppointmentRow,
  type DeliveryRow,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { InvalidTransition } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { findUser } from '../users/queries.ts';
import { createCheckoutOr409, type ProviderEvent, type ProviderPayment } from './provider.ts';
import { expiredExtraPhotosCheckoutIds, insertLedgerEntries } from './queries.ts';

const MINUTE_MS = 60_000;

/** The booking's two parties, as the add-on's ledger and provider need them. */
type Parties = Pick<AppointmentRow, 'customerId' | 'photographerId'>;

/** The delivery columns that make "no add-on" (a failed or expired checkout leaves none). */
const NO_ADD_ON = {
  extraPhotos: 0,
  extraPhotosAmount: 0,
  extraPhotosFee: 0,
  extraPhotosPayout: 0,
  extraPhotosStatus: null,
  extraPhotosProviderRef: null,
  extraPhotosCheckoutUrl: null,
  extraPhotosCheckoutExpiresAt: null,
  extraPhotosPaidAt: null,
} satisfies Partial<DeliveryRow>;

/** The add-on of `delivery` as the provider port sees a payment: id = the delivery's id. */
function providerPaymentOf(delivery: DeliveryRow, parties: Parties): ProviderPayment {
  return {
    id: delivery.id,
    appointmentId: delivery.appointmentId,
    customerId: parties.customerId,
    photographerId: parties.photographerId,
    amount: delivery.extraPhotosAmount,
    currency: 'THB',
    platformFee: delivery.extraPhotosFee,
    providerRef: delivery.extraPhotosProviderRef,
  };
}

/** The stored add-on of `delivery` as the machines' `ExtraPhotosCharge`. */
function chargeOf(delivery: DeliveryRow): ExtraPhotosCharge {
  return {
    extraPhotos: delivery.extraPhotos,
    amount: delivery.extraPhotosAmount,
    platformFee: delivery.extraPhotosFee,
    payout: delivery.extraPhotosPayout,
  };
}

/**
 * The add-on's status after `event`, as delivery columns.
 * @throws Error when the machines refuse: callers ask only for moves the status takes.
 */
function statusAfter(delivery: DeliveryRow, event: ExtraPhotosEvent): Partial<DeliveryRow> {
  const move = extraPhotosTransition(delivery.extraPhotosStatus, event);
  if (!move.ok)
    throw new Error(`Add-on of ${delivery.id}: ${event} from ${delivery.extraPhotosStatus}`);
  return move.to === null ? { ...NO_ADD_ON } : { extraPhotosStatus: move.to };
}

/** Writes the add-on's ledger `lines` on the booking's payment, marked with the delivery. */
async function writeLines(
  tx: Database,
  delivery: DeliveryRow,
  lines: readonly LedgerEntry[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.appointmentId, delivery.appointmentId));
  if (!payment) throw new Error(`Appointment ${delivery.appointmentId} has no payment`);
  await insertLedgerEntries(tx, lines, payment.id, now, delivery.id);
}

/**
 * Starts a provider checkout for `charge` (the machines' `extraPhotosCheckout` decided it) inside
 * the caller's transaction, the delivery row locked by the caller: card or PromptPay, as the
 * booking's; open `CHECKOUT_EXPIRY_MINUTES`; back to the delivery page after paying
 * (`?extras=paid`) or giving up (`?extras=canceled`). The same client key gives the same provider
 * session (`checkout-extras-{delivery}-{photos}-{key}`).
 * @returns the delivery columns to write (status `Wait`, amounts, the checkout).
 * @throws Conflict (409, `provider_refused`) when the provider refuses.
 */
export async function openExtraPhotosCheckout(
  deps: Deps,
  delivery: DeliveryRow,
  appointment: AppointmentRow,
  charge: ExtraPhotosCharge,
  clientKey: string | undefined,
  now: Date,
): Promise<Partial<DeliveryRow>> {
  const expiresAt = new Date(now.getTime() + deps.config.checkoutExpiryMinutes * MINUTE_MS);
  const page = `${deps.config.webOrigin}/appointment/${encodeURIComponent(appointment.id)}/delivery`;
  const session = await createCheckoutOr409(deps.provider, {
    payment: providerPaymentOf(
      {
        ...delivery,
        extraPhotosAmount: charge.amount,
        extraPhotosFee: charge.platformFee,
        extraPhotosProviderRef: null,
      },
      appointment,
    ),
    appointment: {
      id: appointment.id,
      start: appointment.start.toISOString(),
      end: appointment.end.toISOString(),
      title: `Extra photos × ${charge.extraPhotos}`,
    },
    successUrl: `${page}?extras=paid`,
    cancelUrl: `${page}?extras=canceled`,
    idempotencyKey: `checkout-extras-${delivery.id}-${charge.extraPhotos}-${clientKey ?? randomUUID()}`,
    expiresAt,
  });
  return {
    ...statusAfter(delivery, 'CHECKOUT_STARTED'),
    extraPhotos: charge.extraPhotos,
    extraPhotosAmount: charge.amount,
    extraPhotosFee: charge.platformFee,
    extraPhotosPayout: charge.payout,
    extraPhotosProviderRef: session.providerRef,
    extraPhotosCheckoutUrl: session.checkoutUrl,
    extraPhotosCheckoutExpiresAt: expiresAt,
    extraPhotosPaidAt: null,
  };
}

/**
 * Closes the open checkout of `delivery`'s add-on (status `Wait`) so it can no longer be paid:
 * before a replacement, and when the picks are submitted without it. A delivery without an open
 * checkout gives no change.
 * @returns the delivery columns to write (no add-on).
 * @throws InvalidTransition (409, `checkout_completed`) when the provider says the customer has
 *   just paid it: its webhook is on the way, so nothing may change.
 */
export async function closeExtraPhotosCheckout(
  deps: Deps,
  delivery: DeliveryRow,
): Promise<Partial<DeliveryRow>> {
  if (delivery.extraPhotosStatus !== 'Wait') return {};
  const ref = delivery.extraPhotosProviderRef;
  if (ref && (await deps.provider.expireCheckout({ providerRef: ref })) === 'completed')
    throw new InvalidTransition(
      'The customer has just paid for the extra photos; the payment is being confirmed',
      { reason: 'checkout_completed', status: delivery.status },
      { reason: 'checkout_completed' },
    );
  return statusAfter(delivery, 'EXPIRED');
}

/**
 * At acceptance, inside the accepting transaction (delivery row locked): a paid add-on's `fee`
 * and `payout` ledger lines, and the provider transfer of its payout (satang) to the
 * photographer's account, key `payout-extras-{delivery}`, beside the booking's own payout.
 * Nothing without a paid add-on.
 * @throws the provider's errors (ProviderRefusedError without a payout account).
 */
export async function releaseExtraPhotosPayout(
  deps: Deps,
  tx: Database,
  delivery: DeliveryRow,
  parties: Parties,
  now: Date,
): Promise<void> {
  if (delivery.extraPhotosStatus !== 'Paid' || delivery.extraPhotosAmount === 0) return;
  await writeLines(tx, delivery, extraPhotosLedgerLines(chargeOf(delivery), parties).release, now);
  const photographer = await findUser(tx, parties.photographerId);
  await deps.provider.releasePayout({
    payment: providerPaymentOf(delivery, parties),
    destinationAccountId: photographer?.payoutAccountId ?? null,
    amount: delivery.extraPhotosPayout,
    idempotencyKey: `payout-extras-${delivery.id}`,
  });
}

/**
 * With a refunded delivery, inside its transaction (delivery row locked): a paid add-on goes
 * `Refunded` with its `refund` ledger line and a provider refund in full, key
 * `refund-extras-{delivery}`; an open checkout is closed. Nothing without an add-on.
 * @returns the delivery columns to write.
 */
export async function refundExtraPhotos(
  deps: Deps,
  tx: Database,
  delivery: DeliveryRow,
  parties: Parties,
  now: Date,
): Promise<Partial<DeliveryRow>> {
  if (delivery.extraPhotosStatus === 'Wait') return closeExtraPhotosCheckout(deps, delivery);
  if (delivery.extraPhotosStatus !== 'Paid') return {};
  const changes = statusAfter(delivery, 'REFUNDED');
  await writeLines(tx, delivery, extraPhotosLedgerLines(chargeOf(delivery), parties).refund, now);
  await deps.provider.refund({
    payment: providerPaymentOf(delivery, parties),
    idempotencyKey: `refund-extras-${delivery.id}`,
  });
  return changes;
}

const addOnEvents = {
  'checkout.processing': 'PROCESSING',
  'checkout.succeeded': 'SUCCEEDED',
  'checkout.failed': 'FAILED',
  'checkout.expired': 'EXPIRED',
} as const satisfies Record<string, ExtraPhotosEvent>;

/**
 * Applies a verified checkout event to the add-on whose checkout it is (`providerRef`), inside
 * the webhook's transaction, the delivery row locked `FOR UPDATE` so concurrent confirmations are
 * decided one after the other: succeeded → `Paid` (paid time, ledger `charge` of the add-on,
 * once, the photographer's `extra_photos_paid` and the customer's receipt); failed or expired →
 * no add-on (the customer may start again); processing → unchanged.
 * An event the add-on's status does not take (a second confirmation, a late one) changes nothing.
 * @returns undefined when no add-on has this checkout (the event is the booking's); else
 *   `applied` or `ignored`.
 */
export async function applyExtraPhotosEvent(
  deps: Deps,
  tx: Database,
  event: Extract<ProviderEvent, { providerRef: string }>,
  now: Date,
): Promise<'applied' | 'ignored' | undefined> {
  const [found] = await tx
    .select({
      delivery: deliveries,
      parties: {
        customerId: appointments.customerId,
        photographerId: appointments.photographerId,
      },
    })
    .from(deliveries)
    .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
    .where(eq(deliveries.extraPhotosProviderRef, event.providerRef))
    .for('update', { of: deliveries });
  if (!found) return undefined;
  const { delivery, parties } = found;
  const addOnEvent = addOnEvents[event.type];
  const move = extraPhotosTransition(delivery.extraPhotosStatus, addOnEvent);
  if (!move.ok || addOnEvent === 'PROCESSING') {
    if (!move.ok)
      deps.log.warn(
        { eventId: event.id, type: event.type, deliveryId: delivery.id },
        'webhook refused by the extra-photos add-on',
      );
    return move.ok ? 'applied' : 'ignored';
  }
  const changes: Partial<DeliveryRow> = { ...statusAfter(delivery, addOnEvent), updatedAt: now };
  if (addOnEvent === 'SUCCEEDED') {
    Object.assign(changes, {
      extraPhotosPaidAt: now,
      extraPhotosCheckoutUrl: null,
      extraPhotosCheckoutExpiresAt: null,
    });
    await writeLines(tx, delivery, extraPhotosLedgerLines(chargeOf(delivery), parties).charge, now);
  }
  await tx.update(deliveries).set(changes).where(eq(deliveries.id, delivery.id));
  // Live screens (the customer's gallery) hear of it; a paid add-on is the photographer's news.
  await notify(tx, delivery.appointmentId, notificationsForExtraPhotos(addOnEvent), { now });
  return 'applied';
}

/**
 * The add-on side of the checkout expiry job (docs/product.md §11 and §4.2, decision 0023): an
 * extra-photos checkout still open past its time on the API clock (packages/machines
 * `extraPhotosCheckoutExpired`) is closed as an unpaid booking checkout is — the provider's
 * session expired ({@link closeExtraPhotosCheckout}), then the machines' `EXPIRED` leaves no
 * add-on, so the customer may change their picks and pay again — each in its own transaction with
 * the delivery row locked `FOR UPDATE` and re-checked (a webhook may have paid it meanwhile).
 * Live screens hear of it (`notificationsForExtraPhotos('EXPIRED')` tells nobody). The server
 * runs it every minute with the booking checkouts (expiry.ts); tests call it with the test clock.
 * @returns the ids of the appointments whose add-on checkout was closed. A checkout the customer
 *   has just paid is left for its webhook; one that fails (the provider is down) is logged and
 *   retried on the next run.
 */
export async function expireStaleExtraPhotosCheckouts(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const closed: string[] = [];
  for (const id of await expiredExtraPhotosCheckoutIds(deps.db, now)) {
    try {
      const appointmentId = await withTransaction(deps.db, async (tx) => {
        const [delivery] = await tx
          .select()
          .from(deliveries)
          .where(eq(deliveries.id, id))
          .for('update');
        const addOn = {
          status: delivery?.extraPhotosStatus ?? null,
          checkoutExpiresAt: delivery?.extraPhotosCheckoutExpiresAt?.toISOString() ?? null,
        };
        if (!delivery || !extraPhotosCheckoutExpired(addOn, now.toISOString())) return null;
        const changes = await closeExtraPhotosCheckout(deps, delivery);
        await tx
          .update(deliveries)
          .set({ ...changes, updatedAt: now })
          .where(eq(deliveries.id, id));
        await notify(tx, delivery.appointmentId, notificationsForExtraPhotos('EXPIRED'), { now });
        return delivery.appointmentId;
      });
      if (appointmentId) closed.push(appointmentId);
    } catch (error) {
      if (!(error instanceof InvalidTransition))
        deps.log.error({ err: error, deliveryId: id }, 'extra-photos checkout expiry failed');
    }
  }
  return closed;
}
