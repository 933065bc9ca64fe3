import Stripe from 'stripe';

import {
  InvalidSignatureError,
  ProviderRefusedError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentsProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderUser,
} from './provider.ts';
import { parseSignedStripeEvent } from './stripe-events.ts';

/** Settings of the Stripe provider (env: `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_URL`). */
export interface StripeProviderOptions {
  /** Platform secret key, `sk_…`. */
  secretKey: string;
  /**
   * Signing secret of the `POST /payment/webhook/stripe` endpoint, `whsec_…`. Comma-separated
   * for several Stripe endpoints on this URL (the platform endpoint for Checkout events and the
   * Connect endpoint for `account.updated` have different secrets).
   */
  webhookSecret: string;
  /** Overrides `https://api.stripe.com` (a local stand-in in tests), e.g. `http://127.0.0.1:12111`. */
  apiUrl?: string | undefined;
  /** "Now" in milliseconds since the epoch, for the webhook timestamp tolerance. */
  now: () => number;
}

/**
 * Stripe accepts a Checkout Session's `expires_at` from 30 minutes to 24 hours after it creates
 * the session, measured on its own clock. One minute inside both ends keeps a request that
 * travels a little, or a clock a little off, from being refused; the API's expiry job closes the
 * checkout at the configured time anyway (payments/service.ts `expireStaleCheckouts`).
 */
const STRIPE_EXPIRY_WINDOW_SECONDS = { min: 31 * 60, max: 24 * 60 * 60 - 60 } as const;

/** `expiresAt` as Stripe's `expires_at` (Unix seconds), kept inside Stripe's window from `nowMs`. */
export function stripeExpiresAt(expiresAt: Date, nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  const wanted = Math.ceil(expiresAt.getTime() / 1000);
  return Math.min(
    Math.max(wanted, now + STRIPE_EXPIRY_WINDOW_SECONDS.min),
    now + STRIPE_EXPIRY_WINDOW_SECONDS.max,
  );
}

function clientConfig(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = { maxNetworkRetries: 0, telemetry: false } as const;
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol.replace(':', '') as 'http' | 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * `call` (a money move sent with an idempotency key), with Stripe's refusal of a key it already
 * holds for other parameters as {@link ProviderRefusedError}: a move retried after its amount
 * changed (a cancellation whose refund tier passed between two tries) is refused as a conflict,
 * and the money already moved under that key stays as it is.
 * @throws ProviderRefusedError on Stripe's `idempotency_error`; any other error as it came.
 */
async function refusingKeyReuse<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError)
      throw new ProviderRefusedError(
        'The provider holds this idempotency key for another amount; the first move stands.',
      );
    throw error;
  }
}

/**
 * The Stripe implementation of {@link PaymentsProvider} (docs/product.md §10.1):
 * - photographers get Connect **Express** accounts (country TH) onboarded through Account Links;
 * - customers pay through a Checkout Session in THB with `card` and `promptpay`; the platform
 *   holds the money ("separate charges and transfers", `transfer_group` = payment id);
 * - completion creates a Transfer of the payout (price minus fee) to the photographer's account,
 *   funded by the checkout's charge (`source_transaction`);
 * - cancellation after payment refunds the PaymentIntent, in full or the policy's part of it;
 * - every Checkout Session carries `expires_at`, so an abandoned one expires at Stripe as well.
 * All calls run on the platform account (no `Stripe-Account` header). Money is satang, which is
 * Stripe's minor unit for THB.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiUrl));

  async function paymentIntentOf(payment: ProviderPayment): Promise<Stripe.PaymentIntent> {
    if (!payment.providerRef)
      throw new ProviderRefusedError(`Payment ${payment.id} has no checkout session.`);
    const session = await stripe.checkout.sessions.retrieve(payment.providerRef, {
      expand: ['payment_intent'],
    });
    const intent = session.payment_intent;
    if (!intent || typeof intent === 'string') {
      throw new ProviderRefusedError(`Checkout session ${session.id} has no payment intent.`);
    }
    return intent;
  }

  return {
    name: 'stripe',

    async createCheckout({
      payment,
      appointment,
      successUrl,
      cancelUrl,
      idempotencyKey,
      expiresAt,
    }: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { paymentId: payment.id, appointmentId: appointment.id };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card', 'promptpay'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'thb',
                unit_amount: payment.amount,
                product_data: { name: appointment.title ?? 'Photo shoot' },
              },
            },
          ],
          client_reference_id: payment.id,
          metadata,
          payment_intent_data: { transfer_group: payment.id, metadata },
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Stripe closes the session itself then and sends checkout.session.expired.
          expires_at: stripeExpiresAt(expiresAt, options.now()),
        },
        { idempotencyKey },
      );
      if (!session.url)
        throw new ProviderRefusedError(`Checkout session ${session.id} has no hosted URL.`);
      return { providerRef: session.id, checkoutUrl: session.url };
    },

    async createOnboardingLink({ user, returnUrl }: { user: ProviderUser; returnUrl: string }) {
      let accountId = user.providerAccountId;
      if (!accountId) {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'TH',
            ...(user.email ? { email: user.email } : {}),
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { userId: user.id },
          },
          // One account per photographer even when the first call is retried.
          { idempotencyKey: `account-${user.id}` },
        );
        accountId = account.id;
      }
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: returnUrl,
      });
      return { url: link.url, accountId };
    },

    async expireCheckout({ providerRef }) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      // A complete session has been paid (or, PromptPay, is being paid): its webhook will move the payment.
      if (session.status === 'complete') return 'completed';
      if (session.status === 'open') await stripe.checkout.sessions.expire(providerRef);
      return 'expired';
    },

    async refund({ payment, idempotencyKey, amount }) {
      const intent = await paymentIntentOf(payment);
      await refusingKeyReuse(
        stripe.refunds.create(
          {
            payment_intent: intent.id,
            // Without an amount Stripe refunds the whole charge.
            ...(amount === undefined ? {} : { amount }),
            reason: 'requested_by_customer',
            metadata: { paymentId: payment.id },
          },
          { idempotencyKey },
        ),
      );
    },

    async releasePayout({ payment, destinationAccountId, amount, idempotencyKey }) {
      if (!destinationAccountId) {
        throw new ProviderRefusedError('The photographer has not finished payout onboarding.');
      }
      const intent = await paymentIntentOf(payment);
      const charge =
        typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
      await refusingKeyReuse(
        stripe.transfers.create(
          {
            amount,
            currency: 'thb',
            destination: destinationAccountId,
            transfer_group: payment.id,
            ...(charge ? { source_transaction: charge } : {}),
            metadata: { paymentId: payment.id },
          },
          { idempotencyKey },
        ),
      );
    },

    parseWebhook(rawBody: Buffer, headers): ProviderEvent {
      const secrets = options.webhookSecret
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      let failure: unknown = new InvalidSignatureError('No webhook secret is configured.');
      for (const secret of secrets) {
        try {
          return parseSignedStripeEvent(rawBody, headers, secret, options.now());
        } catch (error) {
          // Verified with this secret but unreadable: no other secret makes it readable.
          if (!(error instanceof InvalidSignatureError)) throw error;
          failure = error;
        }
      }
      throw failure;
    },
  };
}
