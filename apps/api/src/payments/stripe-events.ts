import Stripe from 'stripe';

import { InvalidSignatureError, type ProviderEvent } from './provider.ts';

/** Header carrying the webhook signature (Stripe's scheme, used by both providers). */
export const SIGNATURE_HEADER = 'stripe-signature';

/**
 * Seconds a signature's timestamp may be from the API clock's now, either way (Stripe's default
 * tolerance). Stripe's libraries check only the past side; a timestamp from the future is refused
 * here too, so a signature captured with a clock set ahead cannot be replayed for longer.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Thrown for a webhook whose signature verifies but whose body is not an event the API can read:
 * not JSON, no `id`, no `type`, or no `data.object` with an `id` for the event types it handles.
 * The webhook route answers 400 `validation_failed` (docs/decisions/0003), never a 500 or a
 * database error; nothing is recorded.
 */
export class MalformedWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedWebhookError';
  }
}

/** The `t=` of a `Stripe-Signature` header as Stripe reads it (the last one), or undefined. */
function signedTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't' && value !== undefined) timestamp = Number.parseInt(value, 10);
  }
  return timestamp !== undefined && Number.isFinite(timestamp) ? timestamp : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Event types {@link normalizeStripeEvent} reads `data.object` of. */
const HANDLED_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'account.updated',
]);

/**
 * `event` when it has what {@link normalizeStripeEvent} reads: an `id` and a `type` (non-empty
 * strings) and, for the handled types, `data.object` with an `id`.
 * @throws MalformedWebhookError naming the first thing missing.
 */
function readableEvent(event: unknown): Stripe.Event {
  if (!isObject(event)) throw new MalformedWebhookError('The webhook body is not an event object.');
  if (!isText(event.id)) throw new MalformedWebhookError('The event has no id.');
  if (!isText(event.type)) throw new MalformedWebhookError('The event has no type.');
  if (HANDLED_TYPES.has(event.type)) {
    const data = event.data;
    if (!isObject(data) || !isObject(data.object))
      throw new MalformedWebhookError(`The ${event.type} event has no data.object.`);
    if (!isText(data.object.id))
      throw new MalformedWebhookError(`The ${event.type} event's data.object has no id.`);
  }
  return event as unknown as Stripe.Event;
}

/**
 * Verifies a Stripe-style signed webhook and normalizes it to a {@link ProviderEvent}.
 * Shared by the Stripe and sandbox providers so both speak exactly the same wire format.
 *
 * @param rawBody the request body exactly as received (the signature covers these bytes).
 * @param headers request headers; reads `stripe-signature`.
 * @param secret the endpoint's webhook signing secret (`whsec_…`).
 * @param nowMs "now" in milliseconds since the epoch (the API clock), for the timestamp tolerance.
 * @throws InvalidSignatureError when the header is absent, malformed or does not match, or its
 *   timestamp is more than {@link SIGNATURE_TOLERANCE_SECONDS} from `nowMs` either way.
 * @throws MalformedWebhookError when the signature verifies but the body is not a readable event.
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
  let event: unknown;
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
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new InvalidSignatureError(error.message);
    // The signature verified; only reading the body as JSON failed.
    throw new MalformedWebhookError('The webhook body is not JSON.');
  }
  // constructEvent refused signatures older than the tolerance; refuse those from the future too.
  const timestamp = signedTimestamp(header);
  if (
    timestamp === undefined ||
    timestamp - Math.floor(nowMs / 1000) > SIGNATURE_TOLERANCE_SECONDS
  ) {
    throw new InvalidSignatureError(
      `Timestamp outside the tolerance zone (more than ${SIGNATURE_TOLERANCE_SECONDS} s ahead of this server's clock)`,
    );
  }
  return normalizeStripeEvent(readableEvent(event));
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
