import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  InvalidSignatureError,
  ProviderRefusedError,
  type ProviderPayment,
} from '../src/payments/provider.ts';
import { MalformedWebhookError } from '../src/payments/stripe-events.ts';
import { createStripeProvider } from '../src/payments/stripe-provider.ts';

/** One request the Stripe stand-in received. */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
}

// A tiny local stand-in for api.stripe.com: records each request and answers with the
// fields the provider reads. (There is no stripe-mock here: STACK-NOTES.md "Payments".)
const requests: Recorded[] = [];
/** The body first sent with each idempotency key. */
const keyed = new Map<string, string>();
let server: Server;
let apiUrl: string;

function answer(method: string, path: string): unknown {
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return {
      id: 'cs_test_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    };
  }
  if (method === 'GET' && path.startsWith('/v1/checkout/sessions/cs_test_1')) {
    return {
      id: 'cs_test_1',
      object: 'checkout.session',
      payment_intent: { id: 'pi_test_1', object: 'payment_intent', latest_charge: 'ch_test_1' },
    };
  }
  // Sessions the expiry tests look at: one still open, one the customer has paid.
  for (const status of ['open', 'complete']) {
    const id = `cs_test_${status}`;
    if (method === 'GET' && path === `/v1/checkout/sessions/${id}`)
      return { id, object: 'checkout.session', status };
    if (method === 'POST' && path === `/v1/checkout/sessions/${id}/expire`)
      return { id, object: 'checkout.session', status: 'expired' };
  }
  if (method === 'POST' && path === '/v1/refunds') return { id: 're_test_1', object: 'refund' };
  if (method === 'POST' && path === '/v1/transfers') return { id: 'tr_test_1', object: 'transfer' };
  if (method === 'POST' && path === '/v1/accounts') return { id: 'acct_test_1', object: 'account' };
  if (method === 'POST' && path === '/v1/account_links') {
    return { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_test_1/abc' };
  }
  return null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body),
      );
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params });
      // As Stripe does: a key used again with other parameters is refused, not replayed.
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') {
        const first = keyed.get(key);
        if (first === undefined) keyed.set(key, body);
        else if (first !== body) {
          res.writeHead(400, { 'content-type': 'application/json', 'request-id': 'req_test' });
          res.end(JSON.stringify({ error: { type: 'idempotency_error', message: 'key reused' } }));
          return;
        }
      }
      const json = answer(req.method ?? '', url.pathname);
      res.writeHead(json ? 200 : 404, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      res.end(
        JSON.stringify(
          json ?? { error: { type: 'invalid_request_error', message: 'unknown path' } },
        ),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  requests.length = 0;
  keyed.clear();
});

const NOW = Date.parse('2026-12-01T03:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_provider';

function provider() {
  return createStripeProvider({
    secretKey: 'sk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl,
    now: () => NOW,
  });
}

const payment: ProviderPayment = {
  id: 'pay-1',
  appointmentId: 'apt-1',
  customerId: 'cust-1',
  photographerId: 'ph-1',
  amount: 350_000,
  currency: 'THB',
  platformFee: 35_000,
  providerRef: 'cs_test_1',
};

describe('Stripe provider against a local stand-in', () => {
  it('creates a THB Checkout Session with card and PromptPay, our payment id and the idempotency key', async () => {
    const session = await provider().createCheckout({
      payment: { ...payment, providerRef: null },
      appointment: {
        id: 'apt-1',
        start: '2026-12-05T03:00:00Z',
        end: '2026-12-05T05:00:00Z',
        title: 'Golden hour, 2 h',
      },
      successUrl: 'http://web.test/payment/success?oid=pay-1',
      cancelUrl: 'http://web.test/payment/topay',
      idempotencyKey: 'checkout-pay-1-k1',
      expiresAt: new Date(NOW + 30 * 60_000),
    });

    expect(session).toEqual({
      providerRef: 'cs_test_1',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/checkout/sessions');
    expect(req?.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(req?.headers['authorization']).toBe('Bearer sk_test_123');
    expect(req?.headers['idempotency-key']).toBe('checkout-pay-1-k1');
    expect(req?.headers['stripe-account']).toBeUndefined();
    expect(req?.params).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'promptpay',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'thb',
      'line_items[0][price_data][unit_amount]': '350000',
      'line_items[0][price_data][product_data][name]': 'Golden hour, 2 h',
      client_reference_id: 'pay-1',
      'metadata[paymentId]': 'pay-1',
      'payment_intent_data[transfer_group]': 'pay-1',
      success_url: 'http://web.test/payment/success?oid=pay-1',
      cancel_url: 'http://web.test/payment/topay',
      // Stripe expires the session itself: 30 minutes asked, sent a minute inside Stripe's minimum.
      expires_at: String(NOW / 1000 + 31 * 60),
    });
  });

  it('expires an open Checkout Session, and leaves one the customer has paid for its webhook', async () => {
    expect(await provider().expireCheckout({ providerRef: 'cs_test_open' })).toBe('expired');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_open',
      'POST /v1/checkout/sessions/cs_test_open/expire',
    ]);
    requests.length = 0;
    expect(await provider().expireCheckout({ providerRef: 'cs_test_complete' })).toBe('completed');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_complete',
    ]);
  });

  it('onboards a photographer: Express account in TH, then an Account Link back to the web', async () => {
    const link = await provider().createOnboardingLink({
      user: { id: 'ph-1', email: 'ph@example.test', providerAccountId: null },
      returnUrl: 'http://web.test/profile',
    });

    expect(link).toEqual({
      url: 'https://connect.stripe.com/setup/e/acct_test_1/abc',
      accountId: 'acct_test_1',
    });
    expect(requests.map((r) => r.path)).toEqual(['/v1/accounts', '/v1/account_links']);
    expect(requests[0]?.params).toMatchObject({
      type: 'express',
      country: 'TH',
      email: 'ph@example.test',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': 'ph-1',
    });
    expect(requests[0]?.headers['idempotency-key']).toBe('account-ph-1');
    expect(requests[1]?.params).toMatchObject({
      account: 'acct_test_1',
      type: 'account_onboarding',
      return_url: 'http://web.test/profile',
      refresh_url: 'http://web.test/profile',
    });
  });

  it('reuses an existing connected account instead of creating a second one', async () => {
    const link = await provider().createOnboardingLink({
      user: { id: 'ph-1', email: null, providerAccountId: 'acct_existing' },
      returnUrl: 'http://web.test/profile',
    });
    expect(link.accountId).toBe('acct_existing');
    expect(requests.map((r) => r.path)).toEqual(['/v1/account_links']);
    expect(requests[0]?.params['account']).toBe('acct_existing');
  });

  it('refunds the checkout payment intent in full with the idempotency key', async () => {
    await provider().refund({ payment, idempotencyKey: 'refund-pay-1' });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_1',
      'POST /v1/refunds',
    ]);
    expect(requests[0]?.params['expand[0]']).toBe('payment_intent');
    expect(requests[1]?.params).toMatchObject({
      payment_intent: 'pi_test_1',
      'metadata[paymentId]': 'pay-1',
    });
    expect(requests[1]?.params['amount']).toBeUndefined(); // no amount = the full charge
    expect(requests[1]?.headers['idempotency-key']).toBe('refund-pay-1');
  });

  it('refuses a refund whose key the provider already holds for another amount (a retry after the refund tier changed)', async () => {
    await provider().refund({ payment, idempotencyKey: 'refund-pay-1', amount: 175_000 });
    await expect(
      provider().refund({ payment, idempotencyKey: 'refund-pay-1', amount: 350_000 }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
    // The same call again is Stripe's replay of the first: accepted.
    await provider().refund({ payment, idempotencyKey: 'refund-pay-1', amount: 175_000 });
  });

  it('refunds part of the payment intent when given an amount (a cancellation policy’s share)', async () => {
    await provider().refund({ payment, idempotencyKey: 'refund-pay-1', amount: 175_000 });

    const refund = requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.params).toMatchObject({ payment_intent: 'pi_test_1', amount: '175000' });
    expect(refund?.headers['idempotency-key']).toBe('refund-pay-1');
  });

  it('releases the payout as a platform transfer to the connected account, funded by the charge', async () => {
    await provider().releasePayout({
      payment,
      destinationAccountId: 'acct_ph_1',
      amount: 315_000,
      idempotencyKey: 'payout-pay-1',
    });

    const transfer = requests.find((r) => r.path === '/v1/transfers');
    expect(transfer?.params).toMatchObject({
      amount: '315000',
      currency: 'thb',
      destination: 'acct_ph_1',
      transfer_group: 'pay-1',
      source_transaction: 'ch_test_1',
    });
    expect(transfer?.headers['idempotency-key']).toBe('payout-pay-1');
    // A Stripe-Account header would move the transfer onto the photographer's account: it must not be sent.
    expect(transfer?.headers['stripe-account']).toBeUndefined();
  });

  it('refuses a payout to a photographer without a connected account, without calling Stripe', async () => {
    await expect(
      provider().releasePayout({
        payment,
        destinationAccountId: null,
        amount: 315_000,
        idempotencyKey: 'payout-x',
      }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(requests).toHaveLength(0);
  });
});

describe('Stripe provider webhooks', () => {
  const sign = (event: object, secret = WEBHOOK_SECRET, timestamp = Math.floor(NOW / 1000)) => {
    const payload = JSON.stringify(event);
    return {
      body: Buffer.from(payload),
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret,
          timestamp,
        }),
      },
    };
  };
  const session = (payment_status: string) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: 'pay-1',
    payment_status,
    metadata: {},
  });

  it.each([
    ['checkout.session.completed', session('paid'), 'checkout.succeeded'],
    ['checkout.session.completed', session('unpaid'), 'checkout.processing'],
    ['checkout.session.async_payment_succeeded', session('paid'), 'checkout.succeeded'],
    ['checkout.session.async_payment_failed', session('unpaid'), 'checkout.failed'],
    ['checkout.session.expired', session('unpaid'), 'checkout.expired'],
  ])('normalizes %s (%o) to %s', (type, object, expected) => {
    const { body, headers } = sign({ id: 'evt_1', object: 'event', type, data: { object } });
    expect(provider().parseWebhook(body, headers)).toEqual({
      id: 'evt_1',
      type: expected,
      paymentId: 'pay-1',
      providerRef: 'cs_test_1',
    });
  });

  it('normalizes account.updated with payouts_enabled', () => {
    const { body, headers } = sign({
      id: 'evt_2',
      object: 'event',
      type: 'account.updated',
      data: { object: { id: 'acct_ph_1', object: 'account', payouts_enabled: true } },
    });
    expect(provider().parseWebhook(body, headers)).toEqual({
      id: 'evt_2',
      type: 'account.updated',
      accountId: 'acct_ph_1',
      payoutsEnabled: true,
    });
  });

  it('accepts events signed with any of several comma-separated endpoint secrets', () => {
    const both = createStripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: `whsec_platform, ${WEBHOOK_SECRET}`,
      apiUrl,
      now: () => NOW,
    });
    const event = {
      id: 'evt_4',
      object: 'event',
      type: 'account.updated',
      data: { object: { id: 'acct_1', object: 'account', payouts_enabled: false } },
    };
    const connect = sign(event);
    expect(both.parseWebhook(connect.body, connect.headers)).toMatchObject({
      type: 'account.updated',
      payoutsEnabled: false,
    });
    const platform = sign(event, 'whsec_platform');
    expect(both.parseWebhook(platform.body, platform.headers).id).toBe('evt_4');
    const other = sign(event, 'whsec_other');
    expect(() => both.parseWebhook(other.body, other.headers)).toThrow(InvalidSignatureError);
  });

  it('refuses a timestamp more than 300 s ahead as it refuses a stale one, and accepts 300 s either way', () => {
    const event = {
      id: 'evt_5',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session('paid') },
    };
    const now = Math.floor(NOW / 1000);
    for (const offset of [3600, 301, -301]) {
      const signed = sign(event, WEBHOOK_SECRET, now + offset);
      expect(() => provider().parseWebhook(signed.body, signed.headers), String(offset)).toThrow(
        InvalidSignatureError,
      );
    }
    for (const offset of [300, -300]) {
      const signed = sign(event, WEBHOOK_SECRET, now + offset);
      expect(provider().parseWebhook(signed.body, signed.headers).id).toBe('evt_5');
    }
  });

  it('refuses a signed event without id, type or data.object as malformed, whichever secret signed it', () => {
    const several = createStripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: `whsec_platform, ${WEBHOOK_SECRET}`,
      apiUrl,
      now: () => NOW,
    });
    for (const event of [
      { object: 'event', type: 'checkout.session.completed', data: { object: session('paid') } },
      { id: 'evt_6', object: 'event', type: 'checkout.session.completed' },
      { id: 'evt_7', object: 'event', type: 'account.updated', data: {} },
      { id: 'evt_8', object: 'event', data: { object: session('paid') } },
    ]) {
      for (const secret of ['whsec_platform', WEBHOOK_SECRET]) {
        const signed = sign(event, secret);
        expect(() => several.parseWebhook(signed.body, signed.headers)).toThrow(
          MalformedWebhookError,
        );
      }
    }
  });

  it('rejects a wrong secret, a stale timestamp, a tampered body and a missing header', () => {
    const event = {
      id: 'evt_3',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session('paid') },
    };
    const wrong = sign(event, 'whsec_other');
    expect(() => provider().parseWebhook(wrong.body, wrong.headers)).toThrow(InvalidSignatureError);
    const stale = sign(event, WEBHOOK_SECRET, Math.floor(NOW / 1000) - 301);
    expect(() => provider().parseWebhook(stale.body, stale.headers)).toThrow(InvalidSignatureError);
    const good = sign(event);
    const tampered = Buffer.from(good.body.toString().replace('"paid"', '"unpaid"'));
    expect(() => provider().parseWebhook(tampered, good.headers)).toThrow(InvalidSignatureError);
    expect(() => provider().parseWebhook(good.body, {})).toThrow(InvalidSignatureError);
    expect(provider().parseWebhook(good.body, good.headers).type).toBe('checkout.succeeded');
  });
});
