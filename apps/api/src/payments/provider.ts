import type { components } from '@shootbook/api-client';
import { Conflict } from '../errors.ts';

type Payment = components['schemas']['Payment'];
type Appointment = components['schemas']['Appointment'];

/** Which payments provider runs (`PAYMENTS_PROVIDER`, default `sandbox`). */
export type ProviderName = Payment['provider'];

/** The payment facts a provider needs. Money in integer satang, currency THB. */
export type ProviderPayment = Pick<
  Payment,
  | 'id'
  | 'appointmentId'
  | 'customerId'
  | 'photographerId'
  | 'amount'
  | 'currency'
  | 'platformFee'
  | 'providerRef'
>;

/** The appointment facts shown on the checkout (ISO-8601 UTC times). */
export type ProviderAppointment = Pick<Appointment, 'id' | 'start' | 'end'> & {
  /** Line item shown to the customer, e.g. the sub-package title. */
  title?: string;
};

/** The photographer being onboarded for payouts. */
export interface ProviderUser {
  id: string;
  email: string | null;
  /** The provider account created by an earlier onboarding, if any (reused, never duplicated). */
  providerAccountId: string | null;
}

/** Input of {@link PaymentsProvider.createCheckout}. */
export interface CheckoutRequest {
  payment: ProviderPayment;
  appointment: ProviderAppointment;
  /** Where the browser goes after paying (the web's `/payment/success?oid=…`). */
  successUrl: string;
  /** Where the browser goes when the customer gives up (the web's `/payment/topay`). */
  cancelUrl: string;
  /** Sent to the provider so a retried call creates one checkout, not two. */
  idempotencyKey: string;
  /**
   * When the checkout stops accepting payment (`CHECKOUT_EXPIRY_MINUTES` after it starts, 30
   * minutes to 24 hours). The provider expires the session itself then (Stripe: `expires_at`,
   * followed by `checkout.session.expired`); the API's expiry job also closes it.
   */
  expiresAt: Date;
}

/** A hosted checkout: `providerRef` is the provider's session id (Stripe `cs_…`). */
export interface CheckoutSession {
  providerRef: string;
  checkoutUrl: string;
}

/**
 * A verified webhook, normalized so the API cannot tell the providers apart.
 * `id` is the provider's event id (the idempotency key of webhook processing).
 * Checkout events name the payment by `paymentId` (our id, sent as the session's
 * `client_reference_id`) and by `providerRef` (the session id).
 * - `checkout.processing`: the customer paid with an asynchronous method (PromptPay) that is not captured yet;
 * - `checkout.succeeded`: money captured;
 * - `checkout.failed`: the payment was declined or failed asynchronously;
 * - `checkout.expired`: the session expired or the customer canceled it;
 * - `account.updated`: a photographer's payout account changed;
 * - `ignored`: a verified event the product does not act on.
 */
export type ProviderEvent =
  | {
      id: string;
      type: 'checkout.processing' | 'checkout.succeeded' | 'checkout.failed' | 'checkout.expired';
      paymentId: string | null;
      providerRef: string;
    }
  | { id: string; type: 'account.updated'; accountId: string; payoutsEnabled: boolean }
  | { id: string; type: 'ignored'; providerType: string };

/** What {@link PaymentsProvider.expireCheckout} found at the provider. */
export type CheckoutClosing = 'expired' | 'completed';

/** Thrown by {@link PaymentsProvider.parseWebhook} when the signature does not verify (HTTP 400 `invalid_signature`). */
export class InvalidSignatureError extends Error {
  constructor(message = 'The webhook signature does not verify.') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/** Raised when the provider cannot do what the product asked (e.g. no payout account); the API answers 409 `conflict`. */
export class ProviderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

/**
 * One interface, two implementations (docs/product.md §10.1): `stripe` (Connect Express,
 * Checkout Sessions in THB with card and PromptPay, transfers on completion) and `sandbox` (local
 * pages and signed webhooks, Stripe's signature scheme). The rest of the API only sees this port.
 * Every call that moves money takes an idempotency key, passed to the provider.
 */
export interface PaymentsProvider {
  readonly name: ProviderName;
  /** Starts a hosted checkout for the full `payment.amount` (satang, THB). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * A one-time onboarding link for payouts; creates the provider account on first use.
   * @returns `url` to send the photographer to, `accountId` to store on the user.
   */
  createOnboardingLink(input: {
    user: ProviderUser;
    returnUrl: string;
  }): Promise<{ url: string; accountId: string }>;
  /**
   * Closes an open checkout so it can no longer be paid (Stripe: expire the Checkout Session).
   * @returns `expired` when the checkout can no longer be paid (expired now or already);
   *   `completed` when the customer has already paid it (or is paying: an asynchronous method)
   *   and its webhook is on the way — the payment must then stay as it is, or that webhook would
   *   find it closed and the money would have no payment to land on.
   */
  expireCheckout(input: { providerRef: string }): Promise<CheckoutClosing>;
  /**
   * Refunds a captured payment: `amount` satang (a partial refund, 1..`payment.amount`), or in
   * full when it is left out. One refund per payment: the key is the payment's.
   */
  refund(input: {
    payment: ProviderPayment;
    idempotencyKey: string;
    amount?: number;
  }): Promise<void>;
  /** Transfers `amount` satang (the price minus the platform fee) to the photographer's account. */
  releasePayout(input: {
    payment: ProviderPayment;
    destinationAccountId: string | null;
    amount: number;
    idempotencyKey: string;
  }): Promise<void>;
  /**
   * Verifies the `Stripe-Signature` header over the raw body and normalizes the event.
   * @throws InvalidSignatureError when the header is missing, stale or wrong.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;
}

/**
 * `provider.createCheckout(request)` for a caller's request (the booking's checkout, the
 * extra-photos add-on's): the provider's refusal becomes 409 `conflict` with `params.reason`
 * `provider_refused`; any other failure is rethrown as is.
 * @throws Conflict (409, `provider_refused`) when the provider refuses.
 */
export async function createCheckoutOr409(
  provider: Pick<PaymentsProvider, 'createCheckout'>,
  request: CheckoutRequest,
): Promise<CheckoutSession> {
  try {
    return await provider.createCheckout(request);
  } catch (error) {
    if (error instanceof ProviderRefusedError)
      throw new Conflict(error.message, undefined, { reason: 'provider_refused' });
    throw error;
  }
}
