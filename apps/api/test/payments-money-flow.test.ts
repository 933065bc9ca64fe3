import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { components } from '@shootbook/api-client';

import { runDeliverySweeps } from '../src/deliveries/index.ts';
import { bkk, bookingWorld, FEE, PRICE, START, type BookingWorld } from './booking-fixtures.ts';

type Schemas = components['schemas'];

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});

afterAll(async () => {
  await w?.t.close();
});

describe('money flow through HTTP: book → accept → charge → sandbox pay → complete', () => {
  it('moves appointment and payment through their states and writes a balanced ledger', async () => {
    const { t, photographer, customer, clock } = w;

    const booked = await w.book(bkk(1, '10:00'));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'Pending',
      customerId: customer.uid,
      photographerId: photographer.uid,
      subpackageId: w.subpackageId,
    });
    expect(Date.parse(booked.body.end) - Date.parse(booked.body.start)).toBe(120 * 60_000);
    const id = booked.body.id;

    const accepted = await w.setStatus(id, 'Accepted', photographer);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('Accepted');
    expect(accepted.body.acceptedAt).toBe(START.toISOString());
    const busy = await w.busyTimesOf(id);
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ kind: 'Appointment', photographerId: photographer.uid });
    expect(busy[0]!.start.toISOString()).toBe(booked.body.start);

    const unpaid = await w.paymentOf(id);
    expect(unpaid).toMatchObject({
      status: 'Unpaid',
      amount: PRICE,
      currency: 'THB',
      platformFee: FEE,
      payoutAmount: PRICE - FEE,
      provider: 'sandbox',
      checkoutUrl: null,
    });
    const paymentId = unpaid!.id;
    // The photographer sees the same payment as earnings.
    expect((await w.paymentOf(id, photographer))?.id).toBe(paymentId);

    const charged = await w.charge(paymentId);
    expect(charged.status).toBe(200);
    expect(charged.body.payment.status).toBe('Wait');
    expect(charged.body.checkoutUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/sandbox\/checkout\/cs_sandbox_/,
    );

    const checkout = new URL(charged.body.checkoutUrl);
    const page = await t.app.inject({
      method: 'GET',
      url: `${checkout.pathname}${checkout.search}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('฿3,500.00');
    expect(page.body).toContain('Two hours, 60 edited photos');
    expect(page.body).toMatch(/<button[^>]*>Pay with card<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Pay with PromptPay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);

    const pay = await w.sandboxPost(charged.body.checkoutUrl, 'pay', 'card');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`${t.config.webOrigin}/payment/success?oid=${paymentId}`);

    const paidOrder = await w.order(paymentId);
    expect(paidOrder.status).toBe(200);
    expect(paidOrder.body.payment.status).toBe('Paid');
    expect(paidOrder.body.payment.paidAt).toBe(START.toISOString());
    expect(paidOrder.body.transactions.map((l) => [l.type, l.amount, l.userId])).toEqual([
      ['charge', PRICE, customer.uid],
    ]);
    expect(paidOrder.body).toMatchObject({
      appointment: { id },
      subpackage: { id: w.subpackageId },
      package: { id: w.packageId },
      photographer: { id: photographer.uid },
      customer: { id: customer.uid },
    });

    // Too early: the shoot has not ended.
    const early = await w.setStatus(id, 'Completed', photographer);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'invalid_transition',
      details: { reason: 'shoot_not_ended' },
    });
    expect(early.body.message).toMatch(/not ended/);

    clock.set(new Date(Date.parse(booked.body.end) + 60_000));
    const completed = await w.setStatus(id, 'Completed', photographer);
    expect(completed.status).toBe(200);
    expect(completed.body.status).toBe('Completed');
    expect(completed.body.statusHistory.map((h) => [h.status, h.by])).toEqual([
      ['Pending', customer.uid],
      ['Accepted', photographer.uid],
      ['Completed', photographer.uid],
    ]);

    // The shoot being over pays nobody yet: a sub-package with nothing to deliver through
    // ShootBook pays out once the dispute window after the shoot has passed (docs/product.md §11).
    const held = await w.order(paymentId, photographer);
    expect(held.body.payment.status).toBe('Paid');
    expect(held.body.transactions.map((l) => l.type)).toEqual(['charge']);
    expect(w.sandbox.operations.filter((op) => op.paymentId === paymentId)).toEqual([]);
    w.clock.set(new Date(Date.parse(booked.body.end) + 71 * 3_600_000));
    expect((await runDeliverySweeps(w.deps())).disputeWindowPayouts).toEqual([]);
    expect((await w.order(paymentId, photographer)).body.payment.status).toBe('Paid');
    expect((await w.afterDisputeWindow(booked.body)).disputeWindowPayouts).toEqual([id]);
    // Once: a second sweep finds nothing left to pay.
    expect((await runDeliverySweeps(w.deps())).disputeWindowPayouts).toEqual([]);

    const settled = await w.order(paymentId, photographer);
    expect(settled.body.payment.status).toBe('Completed');
    expect(settled.body.payment.completedAt).not.toBeNull();
    const lines = Object.fromEntries(settled.body.transactions.map((l) => [l.type, l.amount]));
    expect(lines).toEqual({ charge: PRICE, fee: FEE, payout: PRICE - FEE });
    expect(lines.fee! + lines.payout!).toBe(lines.charge);
    // The customer sees what they paid, not the platform fee or the photographer's payout —
    // on the order and on their transactions.
    expect((await w.order(paymentId, customer)).body.transactions.map((l) => l.type)).toEqual([
      'charge',
    ]);
    const customerLedger = await t.request<Schemas['PaymentList']>({
      method: 'GET',
      url: '/payment',
      token: customer.token,
    });
    expect(
      customerLedger.body.transactions.filter((l) => l.paymentId === paymentId).map((l) => l.type),
    ).toEqual(['charge']);
    const photographerLedger = await t.request<Schemas['PaymentList']>({
      method: 'GET',
      url: '/payment',
      token: photographer.token,
    });
    expect(
      photographerLedger.body.transactions
        .filter((l) => l.paymentId === paymentId)
        .map((l) => l.type)
        .sort(),
    ).toEqual(['charge', 'fee', 'payout']);
    expect(
      w.sandbox.operations.filter((op) => op.kind === 'payout' && op.paymentId === paymentId),
    ).toEqual([expect.objectContaining({ amount: PRICE - FEE })]);

    // The browser never marked it Paid: one charge line, from the webhook.
    expect((await w.ledgerOf(paymentId)).filter((l) => l.type === 'charge')).toHaveLength(1);

    const details = await t.request({
      method: 'GET',
      url: '/appointment/detail?paymentStatus=Completed',
      token: customer.token,
    });
    expect(details.status).toBe(200);
    expect(
      details.body.details.map((d: { appointment: { id: string } }) => d.appointment.id),
    ).toEqual([id]);
    expect(details.body.details[0]).toMatchObject({
      payment: { status: 'Completed' },
      reviewed: false,
    });
    clock.set(START);
  });

  it('cancel after payment refunds in full: payment Refunded, refund ledger line, busy time gone', async () => {
    const { appointment, payment } = await w.paid(bkk(2, '10:00'), 'promptpay');
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');

    const canceled = await w.setStatus(appointment.id, 'Canceled', w.customer, 'Plans changed');
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('Canceled');
    expect(canceled.body.statusHistory.at(-1)).toMatchObject({
      status: 'Canceled',
      by: w.customer.uid,
      reason: 'Plans changed',
    });

    const order = await w.order(payment.id);
    expect(order.body.payment.status).toBe('Refunded');
    expect(order.body.payment.refundedAt).not.toBeNull();
    expect(order.body.transactions.map((l) => [l.type, l.amount])).toEqual([
      ['charge', PRICE],
      ['refund', PRICE],
    ]);
    expect(await w.busyTimesOf(appointment.id)).toHaveLength(0);
    expect(w.sandbox.operations).toContainEqual(
      expect.objectContaining({ kind: 'refund', paymentId: payment.id, amount: PRICE }),
    );
  });

  it('cancel on the checkout page returns the payment to Unpaid; a new charge opens a new checkout', async () => {
    const { payment } = await w.accepted(bkk(2, '14:00'));
    const first = await w.charge(payment.id);
    const back = await w.sandboxPost(first.body.checkoutUrl, 'cancel');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${w.t.config.webOrigin}/payment/topay`);
    const order = await w.order(payment.id);
    expect(order.body.payment).toMatchObject({ status: 'Unpaid', checkoutUrl: null });
    expect(order.body.transactions).toEqual([]);

    const second = await w.charge(payment.id);
    expect(second.status).toBe(200);
    expect(second.body.payment.status).toBe('Wait');
    expect(second.body.checkoutUrl).not.toBe(first.body.checkoutUrl);

    // A late event about the first, abandoned checkout does not undo the second.
    const late = w.sandbox.signedEvent('checkout.session.expired', {
      session: { id: first.body.payment.providerRef!, paymentId: payment.id },
      paymentStatus: 'unpaid',
    });
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'stripe-signature': late.signature },
      payload: late.payload,
    });
    expect(response.json()).toMatchObject({ outcome: 'ignored' });
    expect((await w.order(payment.id)).body.payment).toMatchObject({
      status: 'Wait',
      checkoutUrl: second.body.checkoutUrl,
    });
  });
});

describe('cancel closes the checkout; money that still arrives is refunded', () => {
  it("a canceled booking's open checkout is closed: the payment is Unpaid again and the checkout cannot be paid", async () => {
    const { appointment, payment } = await w.accepted(bkk(5, '10:00'));
    const charged = await w.charge(payment.id);
    expect(charged.body.payment.status).toBe('Wait');
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    const order = await w.order(payment.id);
    expect(order.body.payment).toMatchObject({ status: 'Unpaid', checkoutUrl: null });
    // The customer still had the checkout open and presses pay: nothing is charged.
    expect((await w.sandboxPost(charged.body.checkoutUrl, 'pay', 'card')).statusCode).not.toBe(303);
    const after = await w.order(payment.id);
    expect(after.body.payment.status).toBe('Unpaid');
    expect(after.body.transactions).toEqual([]);
    expect((await w.charge(payment.id)).status, 'no new checkout for a canceled booking').toBe(409);
  });

  it('refunds at once money that arrives after the cancellation (PromptPay already processing)', async () => {
    const { appointment, payment } = await w.accepted(bkk(5, '13:00'));
    const charged = await w.charge(payment.id);
    const session = { id: charged.body.payment.providerRef!, paymentId: payment.id };
    const deliver = async (
      type: Parameters<typeof w.sandbox.signedEvent>[0],
      paymentStatus: 'paid' | 'unpaid',
    ) => {
      const event = w.sandbox.signedEvent(type, { session, paymentStatus });
      return w.t.app.inject({
        method: 'POST',
        url: '/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    };
    expect((await deliver('checkout.session.completed', 'unpaid')).statusCode).toBe(200);
    expect((await w.order(payment.id)).body.payment.status).toBe('InProcess');
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    expect((await deliver('checkout.session.async_payment_succeeded', 'paid')).statusCode).toBe(
      200,
    );
    const order = await w.order(payment.id);
    expect(order.body.payment.status).toBe('Refunded');
    expect(order.body.transactions.map((l) => [l.type, l.amount])).toEqual([
      ['charge', PRICE],
      ['refund', PRICE],
    ]);
    expect(w.sandbox.operations).toContainEqual(
      expect.objectContaining({ kind: 'refund', paymentId: payment.id }),
    );
  });
});

describe('webhook', () => {
  const signed = (payload: string, secret: string) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(w.clock.now().getTime() / 1000),
    });

  it('refuses a bad signature with 400 invalid_signature and changes nothing', async () => {
    const { payment } = await w.accepted(bkk(3, '10:00'));
    const charged = await w.charge(payment.id);
    const eventsBefore = await w.webhookEventCount();
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: charged.body.payment.providerRef,
          object: 'checkout.session',
          client_reference_id: payment.id,
          payment_status: 'paid',
        },
      },
    });
    for (const headers of [{ 'stripe-signature': signed(forged, 'whsec_wrong') }, {}]) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', ...headers },
        payload: forged,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect((await w.order(payment.id)).body.payment.status).toBe('Wait');
    expect(await w.ledgerOf(payment.id)).toHaveLength(0);
    expect(await w.webhookEventCount()).toBe(eventsBefore);
  });

  it('processes a duplicate delivery once', async () => {
    const { payment } = await w.accepted(bkk(3, '14:00'));
    const charged = await w.charge(payment.id);
    const { payload, signature } = w.sandbox.signedEvent('checkout.session.completed', {
      session: { id: charged.body.payment.providerRef!, paymentId: payment.id },
      paymentStatus: 'paid',
    });
    const deliver = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const first = await deliver();
    const second = await deliver();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ received: true, outcome: 'applied' });
    expect(second.json()).toMatchObject({ received: true, outcome: 'duplicate' });
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
    expect((await w.ledgerOf(payment.id)).map((l) => l.type)).toEqual(['charge']);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/payment/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('chargePayment', () => {
  it('returns the same checkout for the same Idempotency-Key and for a payment already in Wait', async () => {
    const { payment } = await w.accepted(bkk(4, '10:00'));
    const a = await w.charge(payment.id, w.customer, 'key-charge-0001');
    const b = await w.charge(payment.id, w.customer, 'key-charge-0001');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const again = await w.charge(payment.id);
    expect(again.body.checkoutUrl).toBe(a.body.checkoutUrl);
    // The same key for another payment is a client bug, not a replay.
    const next = await w.accepted(bkk(4, '12:00'));
    const reused = await w.charge(next.payment.id, w.customer, 'key-charge-0001');
    expect(reused.status).toBe(409);
    expect((await w.order(next.payment.id)).body.payment.status).toBe('Unpaid');
    expect(again.body.payment.providerRef).toBe(a.body.payment.providerRef);
  });

  it('answers an Idempotency-Key shorter than 8 characters with 400 and leaves the payment Unpaid', async () => {
    const { payment } = await w.accepted(bkk(4, '16:00'));
    const short = await w.charge(payment.id, w.customer, 'k1');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('validation_failed');
    expect((await w.order(payment.id)).body.payment.status).toBe('Unpaid');
  });

  it("is refused to anyone but the payment's customer (403) and once Paid (409)", async () => {
    const { payment } = await w.paid(bkk(4, '14:00'));
    expect((await w.charge(payment.id, w.photographer)).status).toBe(403);
    const other = await w.t.signUpUser('Customer');
    expect((await w.charge(payment.id, other, 'key-charge-0001')).status).toBe(403);
    const paid = await w.charge(payment.id);
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('invalid_transition');
    expect((await w.order(payment.id, other)).status).toBe(403);
    expect((await w.charge('no-such-payment')).status).toBe(404);
  });
});

describe('payout onboarding', () => {
  it('links the photographer to the sandbox onboarding, which enables payouts by webhook', async () => {
    const returnUrl = `${w.t.config.webOrigin}/profile`;
    const photographer = await w.t.signUpUser('Photographer', {}, { payoutsEnabled: false });
    const link = await w.t.request({
      method: 'GET',
      url: `/payment/onboardingURL?returnUrl=${encodeURIComponent(returnUrl)}`,
      token: photographer.token,
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ payoutsEnabled: false });
    const { pathname: path, search } = new URL(link.body.url);
    expect(path).toMatch(/^\/sandbox\/onboarding\/acct_sandbox_/);

    const page = await w.t.app.inject({ method: 'GET', url: `${path}${search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test Photographer');
    const done = await w.t.app.inject({
      method: 'POST',
      url: `${path}/complete${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(returnUrl);

    const profile = await w.t.request({
      method: 'GET',
      url: '/user/profile',
      token: photographer.token,
    });
    expect(profile.body.payoutsEnabled).toBe(true);
    // The account is reused on the next link.
    const again = await w.t.request({
      method: 'GET',
      url: '/payment/onboardingURL',
      token: photographer.token,
    });
    expect(new URL(again.body.url).pathname).toBe(path);
    expect(again.body.payoutsEnabled).toBe(true);
  });

  it('is for photographers only and returns only to the web origin', async () => {
    expect(
      (await w.t.request({ method: 'GET', url: '/payment/onboardingURL', token: w.customer.token }))
        .status,
    ).toBe(403);
    const foreign = await w.t.request({
      method: 'GET',
      url: `/payment/onboardingURL?returnUrl=${encodeURIComponent('https://evil.example/x')}`,
      token: w.photographer.token,
    });
    expect(foreign.status).toBe(400);
  });
});
