import Stripe from 'stripe';

import { InvalidSignatureError, type ProviderEvent } from './provider.ts';

/** Header carrying the webhook signature (Stripe's scheme, used by both providers). */
export const SIGNATURE_HEADER = 'stripe-signature';

/** Seconds a signed webhook stays valid (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-style signed webhook and normalizes it to a {@link ProviderEvent}.
 * Shared by the Stripe and sandbox providers so both speak exactly the same wire format.
 *
 * @param rawBody the request body exactly as received (the signature covers these bytes).
 * @param headers request headers; reads `stripe-signature`.
 * @param secret the endpoint's webhook signing secret (`whsec_…`).
 * @param nowMs "now" in milliseconds since the epoch (the API clock), for the timestamp tolerance.
 * @throws InvalidSignatureError when the header is absent, malformed, stale or does not match.
 */
export function parseSignedStripeEvent(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  nowMs: number,
): ProviderEvent {
  const header = headers[SIGNATURE_HEADER];
  if (typeof header !== 'string' || header.length === 0) {
    throw new InvalidSignatureError('The Stripe-Signature header is missing.');
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : undefined);
  }
  return normalizeStripeEvent(event);
}

/**
 * Maps Stripe's Checkout and Connect events to the product's events:
 * - `checkout.session.completed` with `payment_status` `paid` (card) → `checkout.succeeded`;
 *   with `unpaid` (PromptPay, captured later) → `checkout.processing`;
 * - `checkout.session.async_payment_succeeded` → `checkout.succeeded`;
 * - `checkout.session.async_payment_failed` → `checkout.failed`;
 * - `checkout.session.expired` → `checkout.expired`;
 * - `account.updated` → `account.updated { payoutsEnabled }`;
 * - anything else → `ignored`.
 */
export function normalizeStripeEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.client_reference_id ?? session.metadata?.paymentId ?? null;
      const base = { id: event.id, paymentId, providerRef: session.id };
      if (event.type === 'checkout.session.completed') {
        const paid =
          session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        return { ...base, type: paid ? 'checkout.succeeded' : 'checkout.processing' };
      }
      if (event.type === 'checkout.session.async_payment_succeeded')
        return { ...base, type: 'checkout.succeeded' };
      if (event.type === 'checkout.session.async_payment_failed')
        return { ...base, type: 'checkout.failed' };
      return { ...base, type: 'checkout.expired' };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        type: 'account.updated',
        accountId: account.id,
        payoutsEnabled: account.payouts_enabled === true,
      };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

/**
 * Signs `payload` the way Stripe does (`t=…,v1=…`), for the sandbox's own webhooks and tests.
 * @param timestampSeconds Unix seconds written into the header (the API clock's now).
 */
export function signStripePayload(
  payload: string,
  secret: string,
  timestampSeconds: number,
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}
