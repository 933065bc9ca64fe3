/**
 * Beyond the generic walk of bad-input.test.ts: role and ownership (403), wrong state
 * (409), "nothing is half-written" after a refused or failed change, the rate limit (429), and the
 * routes outside openapi.yaml that every deployment has (`/health`, `/__test/clock` only in tests).
 * docs/decisions/0003-api-errors-and-provider-routes.md.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  appointments,
  busyTimes,
  idempotencyKeys,
  payments,
  transactions,
} from '../src/db/schema.ts';
import { ProviderRefusedError } from '../src/payments/provider.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { createTestApp, type TestResponse, type TestUser } from './helpers/app.ts';

function expectError(res: TestResponse, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
}

describe('routes outside the contract', () => {
  it('GET /health answers 200 without a token', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request({ method: 'GET', url: '/health' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('POST /__test/clock exists only with the test clock (SHOOTBOOK_TEST_CLOCK=1)', async () => {
    const withClock = await createTestApp();
    const without = await createTestApp({ config: { testClock: false } });
    try {
      const before = withClock.clock.now().getTime();
      const moved = await withClock.request({
        method: 'POST',
        url: '/__test/clock',
        body: { advanceMinutes: 90 },
      });
      expect(moved.status).toBe(200);
      expect(new Date(moved.body.now).getTime() - before).toBeGreaterThanOrEqual(90 * 60_000);

      const absent = await without.request({
        method: 'POST',
        url: '/__test/clock',
        body: { advanceMinutes: 90 },
      });
      expectError(absent, 404, 'not_found');
    } finally {
      await withClock.close();
      await without.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limited in the Error schema past RATE_LIMIT_MAX a minute; /health is exempt', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 3 } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await t.request({ method: 'GET', url: '/package' })).status).toBe(401);
      }
      const limited = await t.request({ method: 'GET', url: '/package' });
      expectError(limited, 429, 'rate_limited');
      expect(limited.headers['retry-after']).toBeDefined();
      // Also for a route outside the contract, and before the token is looked at.
      expectError(
        await t.request({ method: 'POST', url: '/payment/webhook/sandbox', body: {} }),
        429,
        'rate_limited',
      );
      expect((await t.request({ method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('in a booking world', () => {
  let w: BookingWorld;
  let stranger: TestUser;
  let otherPhotographer: TestUser;

  beforeAll(async () => {
    w = await bookingWorld();
    stranger = await w.t.signUpUser('Customer');
    otherPhotographer = await w.t.signUpUser('Photographer');
  });
  afterAll(async () => {
    await w?.t.close();
  });

  const count = async () => ({
    appointments: (await w.t.db.select().from(appointments)).length,
    busyTimes: (await w.t.db.select().from(busyTimes)).length,
    payments: (await w.t.db.select().from(payments)).length,
    transactions: (await w.t.db.select().from(transactions)).length,
  });

  describe('ownership (403 forbidden)', () => {
    it('keeps an appointment, its detail and its payment to its customer and photographer', async () => {
      const { appointment, payment } = await w.accepted(bkk(1, '10:00'));
      for (const url of [
        `/appointment/${appointment.id}`,
        `/appointment/detail/${appointment.id}`,
        `/payment/${payment.id}`,
      ]) {
        expectError(
          await w.t.request({ method: 'GET', url, token: stranger.token }),
          403,
          'forbidden',
        );
        expectError(
          await w.t.request({ method: 'GET', url, token: otherPhotographer.token }),
          403,
          'forbidden',
        );
        expect((await w.t.request({ method: 'GET', url, token: w.customer.token })).status).toBe(
          200,
        );
        expect(
          (await w.t.request({ method: 'GET', url, token: w.photographer.token })).status,
        ).toBe(200);
      }
    });

    it('lets only the customer edit or withdraw a request, and changes nothing when refused', async () => {
      const booked = await w.book(bkk(1, '14:00'));
      expect(booked.status).toBe(201);
      const url = `/appointment/${booked.body.id}`;
      for (const who of [w.photographer, stranger]) {
        expectError(
          await w.t.request({ method: 'PATCH', url, token: who.token, body: { note: 'hijacked' } }),
          403,
          'forbidden',
        );
        expectError(
          await w.t.request({ method: 'DELETE', url, token: who.token }),
          403,
          'forbidden',
        );
      }
      const after = await w.t.request({ method: 'GET', url, token: w.customer.token });
      expect(after.body).toMatchObject({ status: 'Pending', note: booked.body.note });
      expect((await w.t.request({ method: 'DELETE', url, token: w.customer.token })).status).toBe(
        204,
      );
    });

    it('lets a photographer remove only their own busy time', async () => {
      const created = await w.t.request({
        method: 'POST',
        url: '/user/busytime',
        token: w.photographer.token,
        body: { start: bkk(2, '09:00'), end: bkk(2, '10:00'), title: 'Dentist' },
      });
      expect(created.status).toBe(201);
      const url = `/user/busytime/${created.body.id}`;
      expectError(
        await w.t.request({ method: 'DELETE', url, token: otherPhotographer.token }),
        403,
        'forbidden',
      );
      expectError(
        await w.t.request({ method: 'DELETE', url, token: w.customer.token }),
        403,
        'forbidden',
      );
      expect(
        (await w.t.db.select().from(busyTimes).where(eq(busyTimes.id, created.body.id))).length,
      ).toBe(1);
      expect(
        (await w.t.request({ method: 'DELETE', url, token: w.photographer.token })).status,
      ).toBe(204);
    });
  });

  describe('wrong state (409)', () => {
    it('refuses to edit an Accepted appointment (the machine refuses EDIT) and keeps its note', async () => {
      const { appointment } = await w.accepted(bkk(2, '13:00'));
      const res = await w.t.request({
        method: 'PATCH',
        url: `/appointment/${appointment.id}`,
        token: w.customer.token,
        body: { note: 'late change' },
      });
      expectError(res, 409, 'invalid_transition');
      expect(res.body.details).toMatchObject({ reason: 'not_allowed_in_state', event: 'EDIT' });
      const [row] = await w.t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, appointment.id));
      expect(row!.note).toBe(appointment.note);
    });

    it("refuses to remove an appointment's busy time directly (conflict)", async () => {
      const { appointment } = await w.accepted(bkk(3, '10:00'));
      const [busy] = await w.busyTimesOf(appointment.id);
      const res = await w.t.request({
        method: 'DELETE',
        url: `/user/busytime/${busy!.id}`,
        token: w.photographer.token,
      });
      expectError(res, 409, 'conflict');
      expect(await w.busyTimesOf(appointment.id)).toHaveLength(1);
    });
  });

  describe('nothing is half-written', () => {
    it('a refused booking (409 slot_unavailable, 422 in the past) adds no appointment and no hold', async () => {
      const taken = await w.book(bkk(4, '10:00'));
      expect(taken.status).toBe(201);
      const before = await count();
      expectError(await w.book(bkk(4, '11:00'), stranger), 409, 'slot_unavailable');
      expectError(await w.book('2029-12-31T03:00:00.000Z', stranger), 422, 'unprocessable');
      expect(await count()).toEqual(before);
    });

    it('a refused accept (409 invalid_transition) creates no payment and no busy time', async () => {
      const booked = await w.book(bkk(4, '14:00'));
      expect(
        (await w.setStatus(booked.body.id, 'Rejected', w.photographer, 'Fully booked')).status,
      ).toBe(200);
      const before = await count();
      expectError(
        await w.setStatus(booked.body.id, 'Accepted', w.photographer),
        409,
        'invalid_transition',
      );
      expect(await count()).toEqual(before);
      expect(await w.paymentOf(booked.body.id)).toBeUndefined();
      expect(await w.busyTimesOf(booked.body.id)).toHaveLength(0);
    });

    it('a charge the provider refuses (409) or fails (500) leaves the payment Unpaid, with no stored idempotency key', async () => {
      const { payment } = await w.accepted(bkk(5, '10:00'));
      const createCheckout = w.sandbox.createCheckout;
      try {
        w.sandbox.createCheckout = () =>
          Promise.reject(new ProviderRefusedError('Card payments are not enabled'));
        expectError(await w.charge(payment.id, w.customer, 'refused-key-1'), 409, 'conflict');
        w.sandbox.createCheckout = () => Promise.reject(new Error('connect ECONNREFUSED'));
        expectError(await w.charge(payment.id, w.customer, 'failing-key-1'), 500, 'internal');
      } finally {
        w.sandbox.createCheckout = createCheckout;
      }
      const [row] = await w.t.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ status: 'Unpaid', checkoutUrl: null, providerRef: null });
      expect(await w.t.db.select().from(idempotencyKeys)).toHaveLength(0);
      expect(await w.ledgerOf(payment.id)).toHaveLength(0);
      // Once the provider is back, the same key starts the checkout.
      const retried = await w.charge(payment.id, w.customer, 'failing-key-1');
      expect(retried.status).toBe(200);
      expect(retried.body.payment.status).toBe('Wait');
    });

    it('a charge by someone else (403) or of a Paid payment (409) changes nothing', async () => {
      const { payment } = await w.paid(bkk(5, '14:00'));
      const before = await count();
      const [paidRow] = await w.t.db.select().from(payments).where(eq(payments.id, payment.id));
      expectError(await w.charge(payment.id, stranger, 'stranger-key-1'), 403, 'forbidden');
      expectError(
        await w.charge(payment.id, w.customer, 'late-key-001'),
        409,
        'invalid_transition',
      );
      expect(await count()).toEqual(before);
      const [row] = await w.t.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toEqual(paidRow);
    });
  });

  describe('query rules that need a valid shape first', () => {
    it('answers a busy-time window with `to` before `from` with 400 validation_failed', async () => {
      const res = await w.t.request({
        method: 'GET',
        url: `/busytime/photographer/${w.photographer.uid}?from=2030-01-10T00:00:00Z&to=2030-01-09T00:00:00Z`,
        token: w.customer.token,
      });
      expectError(res, 400, 'validation_failed');
    });

    it('answers a window longer than the limit with 400 validation_failed', async () => {
      const res = await w.t.request({
        method: 'GET',
        url: `/busytime/photographer/${w.photographer.uid}?from=2030-01-01T00:00:00Z&to=2032-01-01T00:00:00Z`,
        token: w.customer.token,
      });
      expectError(res, 400, 'validation_failed');
    });
  });
});
