/**
 * The money flow (docs/product.md §4.2, "Payments provider"): starting a checkout,
 * payout onboarding, and applying the provider's verified webhooks. Every status change goes
 * through `movePayment` (the machines' `paymentTransition` + `ledgerEntriesFor`).
 */
import { randomUUID } from 'node:crypto';

import { bookingPartyOf } from '@shootbook/machines';

import { withTransaction, type Database } from '../db/client.ts';
import type { AppointmentRow, PaymentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, NotFound, ValidationFailed } from '../errors.ts';
import { requireRegistration } from '../users/service.ts';
import { applyExtraPhotosEvent } from './extra-photos.ts';
import { movePayment } from './payment-moves.ts';
import { createCheckoutOr409, type ProviderEvent } from './provider.ts';
import {
  expiredCheckoutIds,
  findEventPaymentForUpdate,
  findPaymentByIdForUpdate,
  markWebhookProcessed,
  paymentAppointment,
  recordWebhookEvent,
  setCheckout,
  setPayoutAccount,
  setPayoutsEnabled,
  storedResponse,
  storeResponse,
  subpackageTitle,
} from './queries.ts';
import { toPayment, toProviderPayment } from './wire.ts';

import type { components } from '@shootbook/api-client';

type ChargeResult = components['schemas']['ChargeResult'];

const CHARGE_OPERATION = 'chargePayment';

const MINUTE_MS = 60_000;

/** True when `payment`'s open checkout has passed its `checkoutExpiresAt` at `now`. */
function checkoutHasExpired(payment: PaymentRow, now: Date): boolean {
  return payment.checkoutExpiresAt !== null && payment.checkoutExpiresAt.getTime() <= now.getTime();
}

/**
 * Starts (or resumes) the checkout of payment `paymentId` for its customer.
 * - Unpaid → Wait (machines CHECKOUT_STARTED; refused unless the appointment is Accepted) and a
 *   new provider checkout that stays open `CHECKOUT_EXPIRY_MINUTES` (`checkoutExpiresAt`);
 *   Wait → the existing checkout is returned, unless it has expired: then it is closed
 *   ({@link closeCheckout}) and a new one started; any other status → 409.
 * - With `idempotencyKey`, the first result is stored (table `idempotency_keys`, per user) and the
 *   same key returns it again unchanged.
 * Return addresses: `${WEB_ORIGIN}/payment/success?oid=<paymentId>` and `${WEB_ORIGIN}/payment/topay`.
 * @throws NotFound (404), Forbidden (403, not the payment's customer), InvalidTransition (409).
 */
export async function startCheckout(
  deps: Deps,
  callerId: string,
  paymentId: string,
  idempotencyKey?: string,
): Promise<ChargeResult> {
  if (idempotencyKey) {
    const stored = await storedResponse(deps.db, callerId, CHARGE_OPERATION, idempotencyKey);
    if (stored !== undefined) {
      const response = stored as ChargeResult;
      // As at Stripe: one key, one request. Reusing it for another payment is a client bug.
      if (response.payment.id !== paymentId)
        throw new Conflict('This Idempotency-Key was already used for another payment');
      return response;
    }
  }
  return withTransaction(deps.db, async (tx) => {
    const locked = await findPaymentByIdForUpdate(tx, paymentId);
    if (!locked) throw new NotFound(`No payment ${paymentId}`);
    if (bookingPartyOf(locked, callerId) !== 'customer')
      throw new Forbidden("Only the payment's customer can pay it");
    const now = deps.clock.now();
    const appointment = await paymentAppointment(tx, locked.appointmentId);

    let payment = locked;
    // An expired checkout cannot be paid any more: close it now rather than hand out a dead link
    // until the expiry job comes by, and start a new one below.
    if (payment.status === 'Wait' && checkoutHasExpired(payment, now)) {
      payment = await closeCheckout(deps, tx, payment, appointment!.status, now);
    }

    let current: PaymentRow;
    if (payment.status === 'Wait' && payment.checkoutUrl) {
      current = payment;
    } else if (payment.status === 'Unpaid') {
      const title = await subpackageTitle(tx, appointment!.subpackageId);
      // Ask the machine first, so nothing is created with the provider for a refused change.
      const waiting = await movePayment(
        tx,
        payment,
        'CHECKOUT_STARTED',
        { source: 'api', appointmentStatus: appointment!.status },
        now,
      );
      const expiresAt = new Date(now.getTime() + deps.config.checkoutExpiryMinutes * MINUTE_MS);
      const session = await createCheckoutOr409(deps.provider, {
        payment: toProviderPayment(waiting),
        appointment: {
          id: appointment!.id,
          start: appointment!.start.toISOString(),
          end: appointment!.end.toISOString(),
          title: title ?? 'Photo shoot',
        },
        successUrl: `${deps.config.webOrigin}/payment/success?oid=${encodeURIComponent(payment.id)}`,
        cancelUrl: `${deps.config.webOrigin}/payment/topay`,
        // One provider checkout per attempt: a retry with the same client key gets the same session.
        idempotencyKey: `checkout-${payment.id}-${idempotencyKey ?? randomUUID()}`,
        expiresAt,
      });
      const updated = await setCheckout(tx, payment.id, {
        providerRef: session.providerRef,
        checkoutUrl: session.checkoutUrl,
        checkoutExpiresAt: expiresAt,
        updatedAt: now,
      });
      current = updated!;
    } else {
      throw new InvalidTransition(
        `Only an Unpaid payment can be charged; this one is ${payment.status}`,
        { status: payment.status },
        { reason: 'payment_not_payable' },
      );
    }

    const result: ChargeResult = {
      payment: toPayment(current, callerId),
      checkoutUrl: current.checkoutUrl!,
    };
    if (idempotencyKey) {
      await storeResponse(tx, {
        key: idempotencyKey,
        userId: callerId,
        operation: CHARGE_OPERATION,
        statusCode: 200,
        response: result,
        createdAt: now,
      });
    }
    return result;
  });
}

/**
 * A payout onboarding link for photographer `callerId` (Stripe Account Link or the sandbox page).
 * Creates the provider account on first use and stores its id on the user (`payout_account_id`).
 * @param returnUrl where the provider sends the photographer back; must be on `WEB_ORIGIN`
 *   (default `${WEB_ORIGIN}/profile`).
 * @throws Forbidden (403) for customers; RegistrationIncomplete (403) before the role and bank account; ValidationFailed (400) for a foreign returnUrl.
 */
export async function onboardingLink(
  deps: Deps,
  callerId: string,
  returnUrl?: string,
): Promise<components['schemas']['OnboardingLink']> {
  // A photographer with a bank account onboards; a Guest is told to finish registration first.
  const user = await requireRegistration(deps.db, callerId, 'onboardPayouts');
  const target = returnUrl ?? `${deps.config.webOrigin}/profile`;
  let origin: string;
  try {
    origin = new URL(target).origin;
  } catch {
    throw new ValidationFailed('returnUrl must be an absolute URL');
  }
  if (origin !== new URL(deps.config.webOrigin).origin)
    throw new ValidationFailed('returnUrl must be on the web origin');
  const link = await deps.provider.createOnboardingLink({
    user: { id: user.id, email: user.email, providerAccountId: user.payoutAccountId },
    returnUrl: target,
  });
  if (link.accountId !== user.payoutAccountId) {
    await setPayoutAccount(deps.db, user.id, link.accountId, deps.clock.now());
  }
  return { url: link.url, payoutsEnabled: user.payoutsEnabled };
}

const checkoutEvents = {
  'checkout.processing': 'PROCESSING',
  'checkout.succeeded': 'SUCCEEDED',
  'checkout.failed': 'FAILED',
  'checkout.expired': 'EXPIRED',
} as const;

/** What {@link applyProviderEvent} did. */
export type WebhookOutcome = 'duplicate' | 'applied' | 'ignored';

/**
 * Applies one verified provider event, at most once per provider event id (table
 * `webhook_events`, in the same transaction as its effects):
 * - checkout events move the payment through the machines (source `webhook`): processing →
 *   InProcess, succeeded → Paid (+ `charge` ledger line), failed/expired → Unpaid (checkout
 *   cleared so the customer can start again). An event the machine refuses (late, or for an
 *   older checkout) is recorded and ignored.
 * - A payment captured after its appointment was canceled is refunded at once (refund line).
 * - `account.updated` sets the photographer's `payoutsEnabled`.
 * - A checkout of a delivery's extra-photos add-on moves the add-on instead (extra-photos.ts
 *   `applyExtraPhotosEvent`: paid once, its `charge` line with the delivery named).
 */
export async function applyProviderEvent(
  deps: Deps,
  event: ProviderEvent,
  payload: unknown,
): Promise<WebhookOutcome> {
  return withTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const recorded = await recordWebhookEvent(tx, {
      provider: deps.provider.name,
      eventId: event.id,
      type: event.type,
      payload,
      receivedAt: now,
    });
    if (!recorded) return 'duplicate';

    let outcome: WebhookOutcome = 'ignored';
    if (event.type === 'account.updated') {
      const updated = await setPayoutsEnabled(tx, event.accountId, event.payoutsEnabled, now);
      outcome = updated ? 'applied' : 'ignored';
    } else if (event.type !== 'ignored') {
      // A delivery's extra-photos checkout, or else the booking's own.
      const addOn = await applyExtraPhotosEvent(deps, tx, event, now);
      if (addOn) outcome = addOn;
      const payment = addOn
        ? undefined
        : await findEventPaymentForUpdate(tx, event.paymentId, event.providerRef);
      // An event about an older checkout of this payment must not undo the current one.
      const stale = payment?.providerRef != null && payment.providerRef !== event.providerRef;
      if (payment && !stale) {
        const appointment = await paymentAppointment(tx, payment.appointmentId);
        const paymentEvent = checkoutEvents[event.type];
        try {
          const clearCheckout = paymentEvent === 'FAILED' || paymentEvent === 'EXPIRED';
          let moved = await movePayment(
            tx,
            payment,
            paymentEvent,
            { source: 'webhook', appointmentStatus: appointment!.status },
            now,
            clearCheckout ? { providerRef: null, checkoutUrl: null, checkoutExpiresAt: null } : {},
          );
          if (moved.status === 'Paid' && appointment!.status === 'Canceled') {
            // Money arrived for a canceled booking: give it back in full.
            moved = await movePayment(
              tx,
              moved,
              'REFUNDED',
              { source: 'system', appointmentStatus: 'Canceled' },
              now,
            );
            await deps.provider.refund({
              payment: toProviderPayment(moved),
              idempotencyKey: `refund-${moved.id}`,
            });
          }
          outcome = 'applied';
        } catch (error) {
          if (!(error instanceof InvalidTransition)) throw error;
          deps.log.warn(
            { eventId: event.id, type: event.type, paymentId: payment.id, status: payment.status },
            'webhook refused by the payment machine',
          );
        }
      } else if (!addOn) {
        deps.log.warn(
          { eventId: event.id, type: event.type, providerRef: event.providerRef },
          'webhook for an unknown or older checkout',
        );
      }
    }
    await markWebhookProcessed(tx, deps.provider.name, event.id, now);
    return outcome;
  });
}

/**
 * Closes the open checkout of `payment` (status Wait) inside the caller's transaction: the
 * payment goes back to Unpaid through the machines' EXPIRED event (source `system`), its
 * checkout link is cleared, and the provider is asked to expire the session so it can no longer
 * be paid (docs/product.md §4.2: Wait → Unpaid when the checkout expires). Used when the
 * appointment is canceled and when a checkout times out. A payment in any other status is
 * returned unchanged.
 * @param tx the open transaction; `payment` should be locked `FOR UPDATE` by the caller.
 * @returns the payment row after the change.
 * @throws InvalidTransition (409, `details.reason` `checkout_completed`) when the provider says the
 *   customer has already paid the checkout: the caller's transaction must roll back so the
 *   payment stays Wait for the webhook that is on its way.
 */
export async function closeCheckout(
  deps: Deps,
  tx: Database,
  payment: PaymentRow,
  appointmentStatus: AppointmentRow['status'],
  now: Date,
): Promise<PaymentRow> {
  if (payment.status !== 'Wait') return payment;
  const providerRef = payment.providerRef;
  const closed = await movePayment(
    tx,
    payment,
    'EXPIRED',
    { source: 'system', appointmentStatus },
    now,
    {
      providerRef: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
    },
  );
  // Last, so a provider failure rolls the change back and the next attempt retries it.
  if (providerRef && (await deps.provider.expireCheckout({ providerRef })) === 'completed') {
    throw new InvalidTransition(
      'The customer has just paid this checkout; the payment is being confirmed',
      {
        reason: 'checkout_completed',
        status: payment.status,
      },
      { reason: 'checkout_completed' },
    );
  }
  return closed;
}

/**
 * The checkout expiry job (docs/product.md §4.2: Wait → Unpaid when the checkout expires):
 * every payment still in `Wait` whose `checkoutExpiresAt` has passed on the API clock is closed
 * with {@link closeCheckout} — back to Unpaid, link cleared, the provider's session expired — each
 * in its own transaction with the row locked `FOR UPDATE` and re-checked (a webhook may have moved
 * it meanwhile). Back in Unpaid, the appointment's unpaid time-out can cancel it and free the slot
 * (appointments `expireUnpaidAppointments`). The server runs it every minute (expiry.ts); tests
 * call it directly with the test clock.
 * @returns the ids of the payments whose checkout was closed. A checkout the customer has just
 *   paid is left for its webhook; one that fails (e.g. the provider is down) is logged and retried
 *   on the next run.
 */
export async function expireStaleCheckouts(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const due = await expiredCheckoutIds(deps.db, now);
  const closed: string[] = [];
  for (const id of due) {
    try {
      const done = await withTransaction(deps.db, async (tx) => {
        const payment = await findPaymentByIdForUpdate(tx, id);
        if (!payment || payment.status !== 'Wait' || !checkoutHasExpired(payment, now))
          return false;
        const appointment = await paymentAppointment(tx, payment.appointmentId);
        await closeCheckout(deps, tx, payment, appointment!.status, now);
        return true;
      });
      if (done) closed.push(id);
    } catch (error) {
      if (!(error instanceof InvalidTransition))
        deps.log.error({ err: error, paymentId: id }, 'checkout expiry failed');
    }
  }
  return closed;
}
