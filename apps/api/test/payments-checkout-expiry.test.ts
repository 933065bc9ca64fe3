/**
 * Checkout expiry (docs/product.md §4.2: Wait → Unpaid when the checkout expires;
 * docs/decisions/0004): a checkout stays open `CHECKOUT_EXPIRY_MINUTES`; `expireStaleCheckouts`
 * closes the ones past their time, after which the unpaid time-out can free the slot.
 */
import { eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expireOverdueAppointments } from '../src/appointments/service.ts';
import { payments } from '../src/db/schema.ts';
import type { Deps } from '../src/deps.ts';
import { expireStaleCheckouts } from '../src/payments/service.ts';
import { localStorage } from '../src/photos/storage.ts';
import { stripeExpiresAt } from '../src/payments/stripe-provider.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';

let w: BookingWorld;
let deps: Deps;

beforeAll(async () => {
  w = await bookingWorld();
  deps = {
    db: w.t.db,
    clock: w.clock,
    config: w.t.config,
    provider: w.sandbox,
    log: w.t.app.log,
    metrics: new Registry(),
    storage: localStorage(w.t.config.mediaDir, w.t.config.mediaPublicUrl),
  };
});

afterAll(async () => {
  await w?.t.close();
});

const row = async (paymentId: string) =>
  (await w.t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
const minutes = (n: number) => n * 60_000;

describe('checkout expiry', () => {
  it('a checkout stays open CHECKOUT_EXPIRY_MINUTES (default 30)', async () => {
    w.clock.set(START);
    const { payment } = await w.accepted(bkk(1, '10:00'));
    expect((await w.charge(payment.id)).status).toBe(200);
    expect(w.t.config.checkoutExpiryMinutes).toBe(30);
    expect((await row(payment.id)).checkoutExpiresAt?.toISOString()).toBe(
      new Date(START.getTime() + minutes(30)).toISOString(),
    );
    const session = w.sandbox.session((await row(payment.id)).providerRef!);
    expect(session?.expiresAt.toISOString()).toBe(
      new Date(START.getTime() + minutes(30)).toISOString(),
    );
  });

  it('closes a stale checkout (Wait → Unpaid, link gone, session expired) and leaves a fresh one alone', async () => {
    w.clock.set(START);
    const stale = await w.accepted(bkk(2, '10:00'));
    const staleCharge = await w.charge(stale.payment.id);
    const sessionId = staleCharge.body.payment.providerRef!;
    w.clock.advance(20);
    const fresh = await w.accepted(bkk(2, '14:00'));
    const freshCharge = await w.charge(fresh.payment.id);

    w.clock.advance(9); // 29 minutes after the stale checkout started: nothing is due yet.
    expect(await expireStaleCheckouts(deps)).toEqual([]);
    expect((await w.order(stale.payment.id)).body.payment.status).toBe('Wait');

    w.clock.advance(1); // 30 minutes: the stale one is due; the fresh one has 20 minutes left.
    const closed = await expireStaleCheckouts(deps);
    expect(closed).toContain(stale.payment.id);
    expect(closed).not.toContain(fresh.payment.id);

    const staleOrder = await w.order(stale.payment.id);
    expect(staleOrder.body.payment).toMatchObject({
      status: 'Unpaid',
      checkoutUrl: null,
      providerRef: null,
    });
    expect(staleOrder.body.transactions).toEqual([]);
    expect((await row(stale.payment.id)).checkoutExpiresAt).toBeNull();
    expect(w.sandbox.session(sessionId)?.status).toBe('expired');
    // Its old link is dead; the fresh checkout still works.
    expect((await w.sandboxPost(staleCharge.body.checkoutUrl, 'pay')).statusCode).toBe(404);
    expect((await w.order(fresh.payment.id)).body.payment).toMatchObject({
      status: 'Wait',
      checkoutUrl: freshCharge.body.checkoutUrl,
    });
    expect(await expireStaleCheckouts(deps)).not.toContain(stale.payment.id);

    // Back in Unpaid, the unpaid time-out cancels the booking and frees the slot.
    w.clock.set(new Date(START.getTime() + minutes(w.t.config.unpaidTimeoutMinutes) + minutes(1)));
    expect(await expireOverdueAppointments(deps)).toContain(stale.appointment.id);
    expect((await w.order(stale.payment.id)).body.appointment.status).toBe('Canceled');
    expect(await w.busyTimesOf(stale.appointment.id)).toHaveLength(0);
    w.clock.set(START);
  });

  it('the cancellation itself closes the checkout of a canceled booking, which can then never be paid', async () => {
    w.clock.set(START);
    const { appointment, payment } = await w.accepted(bkk(3, '10:00'));
    const charged = await w.charge(payment.id);
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    expect((await w.order(payment.id)).body.payment).toMatchObject({
      status: 'Unpaid',
      checkoutUrl: null,
    });
    w.clock.advance(30);
    expect(await expireStaleCheckouts(deps), 'nothing left for the job').not.toContain(payment.id);
    expect((await w.sandboxPost(charged.body.checkoutUrl, 'pay')).statusCode).toBe(404);
    expect((await w.charge(payment.id)).status).toBe(409);
    w.clock.set(START);
  });

  it('leaves a checkout the customer has just paid for its webhook', async () => {
    w.clock.set(START);
    const { payment } = await w.accepted(bkk(4, '10:00'));
    const charged = await w.charge(payment.id);
    const sessionId = charged.body.payment.providerRef!;
    // Paid at the provider in the last second; the webhook has not arrived yet.
    w.sandbox.setSessionStatus(sessionId, 'complete');
    w.clock.advance(31);
    expect(await expireStaleCheckouts(deps)).not.toContain(payment.id);
    expect((await w.order(payment.id)).body.payment).toMatchObject({
      status: 'Wait',
      providerRef: sessionId,
    });
    const again = await w.charge(payment.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'invalid_transition',
      details: { reason: 'checkout_completed' },
    });

    const paid = w.sandbox.signedEvent('checkout.session.completed', {
      session: { id: sessionId, paymentId: payment.id },
      paymentStatus: 'paid',
    });
    const delivered = await w.t.app.inject({
      method: 'POST',
      url: '/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
      payload: paid.payload,
    });
    expect(delivered.json()).toMatchObject({ outcome: 'applied' });
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
    w.clock.set(START);
  });

  it('a charge of an expired checkout opens a new one instead of handing out the dead link', async () => {
    w.clock.set(START);
    const { payment } = await w.accepted(bkk(3, '14:00'));
    const first = await w.charge(payment.id);
    w.clock.advance(45); // expired, and the job has not run
    const second = await w.charge(payment.id);
    expect(second.status).toBe(200);
    expect(second.body.payment.status).toBe('Wait');
    expect(second.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    expect((await row(payment.id)).checkoutExpiresAt?.toISOString()).toBe(
      new Date(START.getTime() + minutes(45 + 30)).toISOString(),
    );
    expect(w.sandbox.session(first.body.payment.providerRef!)?.status).toBe('expired');
    expect((await w.sandboxPost(second.body.checkoutUrl, 'pay')).statusCode).toBe(303);
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
    w.clock.set(START);
  });
});

describe("Stripe's expires_at", () => {
  const now = Date.parse('2026-12-01T03:00:00Z');
  const seconds = (ms: number) => ms / 1000;

  it("is the checkout expiry in Unix seconds, kept a minute inside Stripe's 30 minutes to 24 hours", () => {
    expect(stripeExpiresAt(new Date(now + minutes(60)), now)).toBe(seconds(now + minutes(60)));
    expect(stripeExpiresAt(new Date(now + minutes(30)), now)).toBe(seconds(now + minutes(31)));
    expect(stripeExpiresAt(new Date(now + minutes(24 * 60)), now)).toBe(
      seconds(now + minutes(24 * 60 - 1)),
    );
  });
});
