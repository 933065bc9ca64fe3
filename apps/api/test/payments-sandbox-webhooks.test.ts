/**
 * Webhooks as the API receives them (docs/decisions/0003 "Routes outside openapi.yaml", 0004
 * "Sandbox pages"): a correctly signed event the API cannot read is a 400 in the Error schema
 * (never a 500 or a database error), a signature from the future is refused like a stale one, and
 * the sandbox pages' own deliveries are not requests the customer's rate limit counts; a delivery
 * that fails leaves the checkout payable.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webhookEvents } from '../src/db/schema.ts';
import { SIGNATURE_HEADER, signStripePayload } from '../src/payments/stripe-events.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';

/** Requests a signed-in caller may make a minute here: few, so a test can use up a bucket. */
const RATE_LIMIT_MAX = 40;

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld({ config: { rateLimitMax: RATE_LIMIT_MAX } });
});

afterAll(async () => {
  await w?.t.close();
});

const recordedEvents = async () => (await w.t.db.select({ n: count() }).from(webhookEvents))[0]!.n;

/** Posts `body` to the sandbox webhook route, signed with the sandbox's secret at `atSeconds` (default now). */
function postWebhook(body: string, atSeconds = Math.floor(w.clock.now().getTime() / 1000)) {
  return w.t.app.inject({
    method: 'POST',
    url: '/payment/webhook/sandbox',
    // A client of its own, so these posts use up no other test's rate-limit bucket.
    remoteAddress: '192.0.2.10',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signStripePayload(body, 'whsec_test_sandbox', atSeconds),
    },
    payload: body,
  });
}

describe('a correctly signed webhook the API cannot read', () => {
  it.each([
    ['no data', { id: 'evt_no_data', type: 'checkout.session.completed' }],
    ['no data.object', { id: 'evt_no_object', type: 'checkout.session.expired', data: {} }],
    ['data.object without id', { id: 'evt_no_ref', type: 'account.updated', data: { object: {} } }],
    ['no id', { type: 'checkout.session.completed', data: { object: { id: 'cs_sandbox_1' } } }],
    ['an empty id', { id: '', type: 'checkout.session.completed', data: { object: { id: 'x' } } }],
    ['no type', { id: 'evt_no_type', data: { object: { id: 'cs_sandbox_1' } } }],
    ['not an object', ['evt_1']],
  ])('is 400 validation_failed with %s, and nothing is recorded', async (_what, event) => {
    const before = await recordedEvents();
    const response = await postWebhook(JSON.stringify(event));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    // The Error schema with a code and a message, and no database detail (no SQLSTATE).
    expect(body).toEqual({ code: 'validation_failed', message: expect.any(String) });
    expect(await recordedEvents()).toBe(before);
  });

  it('is 400 validation_failed when the signed body is not JSON', async () => {
    const response = await postWebhook('not json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'The webhook body is not JSON.',
    });
  });
});

describe("the signature's timestamp", () => {
  const event = JSON.stringify({
    id: 'evt_time',
    type: 'account.updated',
    data: { object: { id: 'acct_nobody', payouts_enabled: true } },
  });
  const now = () => Math.floor(w.clock.now().getTime() / 1000);

  it.each([
    ['an hour ahead', 3600],
    ['301 s ahead', 301],
    ['301 s behind', -301],
  ])('is refused %s: 400 invalid_signature, nothing recorded', async (_what, offset) => {
    const before = await recordedEvents();
    const response = await postWebhook(event, now() + offset);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_signature' });
    expect(await recordedEvents()).toBe(before);
  });

  it('is accepted up to 300 s either way', async () => {
    for (const offset of [300, -300]) {
      const body = event.replace('evt_time', `evt_time_${offset}`);
      const response = await postWebhook(body, now() + offset);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    }
  });
});

describe("the sandbox pay page's own webhook delivery", () => {
  /** Presses Pay on `checkoutUrl` as a browser at `remoteAddress` would. */
  const pay = (checkoutUrl: string, remoteAddress?: string) => {
    const url = new URL(checkoutUrl);
    return w.t.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay${url.search}`,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
  };

  async function openCheckout(start: string) {
    const { payment } = await w.accepted(start);
    const charged = await w.charge(payment.id);
    expect(charged.status).toBe(200);
    return { payment, checkoutUrl: charged.body.checkoutUrl as string };
  }

  it("does not count against the customer's rate limit: the last request of the bucket pays", async () => {
    const { payment, checkoutUrl } = await openCheckout(bkk(1, '10:00'));
    // The browser's bucket (its address: no token on these pages) down to one request.
    const probe = await w.t.app.inject({ method: 'GET', url: '/package' });
    let remaining = Number(probe.headers['x-ratelimit-remaining']);
    expect(remaining).toBeGreaterThan(0);
    while (remaining > 1) {
      const spent = await w.t.app.inject({ method: 'GET', url: '/package' });
      remaining = Number(spent.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toBe(1);

    const paid = await pay(checkoutUrl);
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
    // The bucket really was at its end: the next request is refused.
    expect((await w.t.app.inject({ method: 'GET', url: '/package' })).statusCode).toBe(429);
  });

  it('that fails answers 503 in the Error schema and leaves the checkout payable', async () => {
    const { payment, checkoutUrl } = await openCheckout(bkk(1, '14:00'));
    const parseWebhook = w.sandbox.parseWebhook;
    w.sandbox.parseWebhook = () => {
      throw new Error('the database is not answering');
    };
    let failed;
    try {
      failed = await pay(checkoutUrl, '198.51.100.20');
    } finally {
      w.sandbox.parseWebhook = parseWebhook;
    }
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.json()).toEqual({ code: 'sandbox_delivery_failed', message: expect.any(String) });
    expect((await w.order(payment.id)).body.payment.status).toBe('Wait');
    expect(await w.ledgerOf(payment.id)).toEqual([]);

    // Not "already paid": the page still offers to pay, and paying again works.
    const url = new URL(checkoutUrl);
    const page = await w.t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: '198.51.100.20',
    });
    expect(page.body).toMatch(/<button type="submit">Pay with card<\/button>/);
    const again = await pay(checkoutUrl, '198.51.100.20');
    expect(again.statusCode, again.body).toBe(303);
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
    expect((await w.ledgerOf(payment.id)).map((line) => line.type)).toEqual(['charge']);
  });
});
