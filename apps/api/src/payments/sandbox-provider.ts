import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

import {
  ProviderRefusedError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentsProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderUser,
} from './provider.ts';
import { parseSignedStripeEvent, signStripePayload } from './stripe-events.ts';

/** Settings of the sandbox provider. */
export interface SandboxProviderOptions {
  /** Public origin of this API, e.g. `http://127.0.0.1:3000`; the checkout and onboarding pages live under it. */
  apiOrigin: string;
  /**
   * Signs and verifies the sandbox's webhooks (Stripe's `t=…,v1=…` scheme) and keys the pages'
   * capability tokens. The server passes the installation's own secret (sandbox-secret.ts);
   * tests pass theirs.
   */
  webhookSecret: string;
  /** "Now" in milliseconds since the epoch (the API clock). */
  now: () => number;
}

/** A sandbox checkout session, kept in memory (the payment row holds its id as `providerRef`). */
export interface SandboxSession {
  id: string;
  paymentId: string;
  amount: number;
  title: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops accepting payment (the request's `expiresAt`). */
  expiresAt: Date;
  /** `open` → `processing` (pay pressed) → `complete`; or `expired` (canceled, closed or timed out). */
  status: 'open' | 'processing' | 'complete' | 'expired';
}

/** What a sandbox page's capability token opens: a checkout session or an onboarding account. */
export type SandboxPageKind = 'checkout' | 'onboarding';

/** Query parameter that carries a sandbox page's capability token (`?t=`). */
export const PAGE_TOKEN_PARAM = 't';

/** A money movement the sandbox was asked to make (what Stripe would have done). */
export interface SandboxOperation {
  kind: 'refund' | 'payout';
  paymentId: string;
  /** Satang. */
  amount: number;
  destinationAccountId: string | null;
  idempotencyKey: string;
}

/** The Stripe-shaped events the sandbox pages send, as Stripe names them. */
export type SandboxEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'account.updated';

/**
 * The sandbox {@link PaymentsProvider}: the embedded default and the test provider. Its checkout
 * and onboarding pages are served by this API (`src/payments/provider-routes.ts`), and it sends
 * webhooks signed exactly as Stripe does, so the webhook path is the same for both providers.
 * Money movements (refunds, payouts) are recorded in {@link SandboxProvider.operations},
 * deduplicated by idempotency key as Stripe would (a key held for another amount is refused).
 */
export interface SandboxProvider extends PaymentsProvider {
  readonly name: 'sandbox';
  readonly webhookSecret: string;
  /** Refunds and payouts made, oldest first. */
  readonly operations: readonly SandboxOperation[];
  session(id: string): SandboxSession | undefined;
  /** Where an onboarding should send the photographer back, if known. */
  onboardingReturnUrl(accountId: string): string | undefined;
  /**
   * A Stripe-shaped event for a checkout session or an account, serialized and signed.
   * @returns `{ payload, signature }`: the raw JSON body and the `Stripe-Signature` header value.
   */
  signedEvent(
    type: SandboxEventType,
    target:
      | { session: Pick<SandboxSession, 'id' | 'paymentId'>; paymentStatus: 'paid' | 'unpaid' }
      | { accountId: string; payoutsEnabled: boolean },
  ): { payload: string; signature: string };
  /** Records a session state change made by the sandbox pages. */
  setSessionStatus(id: string, status: SandboxSession['status']): void;
  /**
   * The capability token of the page of checkout session / onboarding account `id`: without it
   * nobody can open the page or press its buttons, even knowing the id (ids end up in logs and
   * browser histories). HMAC-SHA256 of kind and id under the webhook secret, base64url; stateless,
   * so links keep working after a restart of the API.
   */
  pageToken(kind: SandboxPageKind, id: string): string;
  /** True when `token` is the page token of `kind`/`id` (compared in constant time). */
  verifyPageToken(kind: SandboxPageKind, id: string, token: unknown): boolean;
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const sessions = new Map<string, SandboxSession>();
  const sessionsByKey = new Map<string, string>();
  const onboarding = new Map<string, string>();
  const operations: SandboxOperation[] = [];
  const origin = options.apiOrigin.replace(/\/+$/, '');

  function pageToken(kind: SandboxPageKind, id: string): string {
    // Its own message prefix, so a page token can never be mistaken for a webhook signature.
    return createHmac('sha256', options.webhookSecret)
      .update(`shootbook-sandbox-page\0${kind}\0${id}`)
      .digest('base64url');
  }

  /** `path?t=<token>` under the API origin. */
  function pageUrl(kind: SandboxPageKind, id: string): string {
    return `${origin}/sandbox/${kind}/${encodeURIComponent(id)}?${PAGE_TOKEN_PARAM}=${pageToken(kind, id)}`;
  }

  /**
   * Records a money move once per idempotency key; a key held for another amount is refused as
   * Stripe's `idempotency_error` is (the stripe provider's `refusingKeyReuse`).
   * @throws ProviderRefusedError for a held key with another amount.
   */
  function record(op: SandboxOperation): void {
    const held = operations.find((o) => o.idempotencyKey === op.idempotencyKey);
    if (held && held.amount !== op.amount)
      throw new ProviderRefusedError(
        'The provider holds this idempotency key for another amount; the first move stands.',
      );
    if (!held) operations.push(op);
  }

  return {
    name: 'sandbox',
    webhookSecret: options.webhookSecret,
    operations,

    async createCheckout({
      payment,
      appointment,
      successUrl,
      cancelUrl,
      idempotencyKey,
      expiresAt,
    }: CheckoutRequest): Promise<CheckoutSession> {
      // Same key, same session: as Stripe's Idempotency-Key.
      const existing = sessionsByKey.get(idempotencyKey);
      const id = existing ?? `cs_sandbox_${randomUUID().replaceAll('-', '')}`;
      if (!existing) {
        sessions.set(id, {
          id,
          paymentId: payment.id,
          amount: payment.amount,
          title: appointment.title ?? 'Photo shoot',
          successUrl,
          cancelUrl,
          expiresAt: new Date(expiresAt),
          status: 'open',
        });
        sessionsByKey.set(idempotencyKey, id);
      }
      return { providerRef: id, checkoutUrl: pageUrl('checkout', id) };
    },

    async createOnboardingLink({ user, returnUrl }: { user: ProviderUser; returnUrl: string }) {
      const accountId =
        user.providerAccountId ?? `acct_sandbox_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      onboarding.set(accountId, returnUrl);
      return { url: pageUrl('onboarding', accountId), accountId };
    },

    async expireCheckout({ providerRef }) {
      const session = sessions.get(providerRef);
      // Pay pressed: its webhooks are being delivered, as a completed Stripe session's would be.
      if (session?.status === 'processing' || session?.status === 'complete') return 'completed';
      if (session) session.status = 'expired';
      return 'expired';
    },

    async refund({
      payment,
      idempotencyKey,
      amount,
    }: {
      payment: ProviderPayment;
      idempotencyKey: string;
      amount?: number;
    }) {
      record({
        kind: 'refund',
        paymentId: payment.id,
        amount: amount ?? payment.amount,
        destinationAccountId: null,
        idempotencyKey,
      });
    },

    async releasePayout({ payment, destinationAccountId, amount, idempotencyKey }) {
      record({
        kind: 'payout',
        paymentId: payment.id,
        amount,
        destinationAccountId,
        idempotencyKey,
      });
    },

    parseWebhook(rawBody: Buffer, headers): ProviderEvent {
      return parseSignedStripeEvent(rawBody, headers, options.webhookSecret, options.now());
    },

    session: (id) => sessions.get(id),
    onboardingReturnUrl: (accountId) => onboarding.get(accountId),
    setSessionStatus(id, status) {
      const session = sessions.get(id);
      if (session) session.status = status;
    },
    pageToken,
    verifyPageToken(kind, id, token) {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(pageToken(kind, id));
      const given = Buffer.from(token);
      // timingSafeEqual needs equal lengths; the length of a valid token is public anyway.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    signedEvent(type, target) {
      const created = Math.floor(options.now() / 1000);
      const object =
        'session' in target
          ? {
              id: target.session.id,
              object: 'checkout.session',
              client_reference_id: target.session.paymentId,
              metadata: { paymentId: target.session.paymentId },
              payment_status: target.paymentStatus,
              status: type === 'checkout.session.expired' ? 'expired' : 'complete',
            }
          : { id: target.accountId, object: 'account', payouts_enabled: target.payoutsEnabled };
      const event = {
        id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        api_version: null,
        created,
        livemode: false,
        type,
        data: { object },
      };
      const payload = JSON.stringify(event);
      return { payload, signature: signStripePayload(payload, options.webhookSecret, created) };
    },
  };
}
