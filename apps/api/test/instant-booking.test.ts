/**
 * Instant booking (docs/product.md §12, docs/decisions/0029-instant-booking.md): a package's
 * setting; a booking of a free slot of such a package is Accepted at once, its payment Unpaid and
 * payable straight away until the pay-by deadline from the booking time; a request package is
 * unchanged. The slot rules and their race guarantee (the EXCLUDE constraints) are the booking's
 * own; the PostgreSQL race of many customers is in races.test.ts.
 */
import type { components } from '@shootbook/api-client';
import { payByDeadline } from '@shootbook/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bkk, bookingWorld, PRICE, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let instant: { packageId: string; subpackageId: string };

beforeAll(async () => {
  w = await bookingWorld();
  instant = await w.instantPackage();
});

afterAll(async () => {
  await w?.t.close();
});

/** The notification kinds `user` has for `appointmentId`. */
async function kindsOf(user: TestUser, appointmentId: string): Promise<string[]> {
  const response = await w.t.request<Schemas['NotificationList']>({
    method: 'GET',
    url: '/notification?limit=100',
    token: user.token,
  });
  expect(response.status).toBe(200);
  return response.body.notifications
    .filter((n) => n.appointmentId === appointmentId)
    .map((n) => n.kind)
    .sort();
}

/** The photographer sets the instant package's `instantBooking`. */
const setInstant = (instantBooking: unknown) =>
  w.t.request<Schemas['Package'] & Schemas['Error']>({
    method: 'PATCH',
    url: `/package/${instant.packageId}`,
    token: w.photographer.token,
    body: { instantBooking },
  });

/** The system lines of the booking's thread, oldest first. */
async function threadLinesOf(appointmentId: string): Promise<Schemas['ThreadLine'][]> {
  const thread = await w.t.request<Schemas['Thread']>({
    method: 'GET',
    url: `/thread/appointment/${appointmentId}`,
    token: w.customer.token,
  });
  expect(thread.status).toBe(200);
  const page = await w.t.request<Schemas['MessagePage']>({
    method: 'GET',
    url: `/thread/${thread.body.id}/message?limit=100`,
    token: w.customer.token,
  });
  return page.body.messages.flatMap((m) => (m.line ? [m.line] : []));
}

describe('the instant booking setting', () => {
  it('is false unless the photographer sets it, and is read back on the package', async () => {
    const request = await w.t.request<Schemas['PackageDetail']>({
      method: 'GET',
      url: `/package/${w.packageId}`,
      token: w.customer.token,
    });
    expect(request.body.instantBooking).toBe(false);
    const read = await w.t.request<Schemas['PackageDetail']>({
      method: 'GET',
      url: `/package/${instant.packageId}`,
      token: w.customer.token,
    });
    expect(read.body.instantBooking).toBe(true);

    const switched = await setInstant(false);
    expect(switched.status).toBe(200);
    expect(switched.body.instantBooking).toBe(false);
    const back = await setInstant(true);
    expect(back.body.instantBooking).toBe(true);
  });

  it('takes a boolean only (400)', async () => {
    const wrong = await setInstant('yes');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('validation_failed');
  });
});

describe('booking an instant package', () => {
  it('is Accepted at once, payable by the deadline from the booking time', async () => {
    const start = bkk(3, '10:00');
    const booked = await w.book(start, w.customer, instant.subpackageId);
    expect(booked.status).toBe(201);
    const now = START.toISOString();
    expect(booked.body).toMatchObject({
      status: 'Accepted',
      acceptedAt: now,
      payBy: payByDeadline({ acceptedAt: now, start }, w.t.config.unpaidTimeoutMinutes),
      statusHistory: [
        { status: 'Pending', at: now, by: w.customer.uid, reason: null },
        { status: 'Accepted', at: now, by: w.photographer.uid, reason: 'instant_booking' },
      ],
    });

    // Its payment exists, Unpaid, at the booked price, and the customer can start paying now.
    const payment = await w.paymentOf(booked.body.id);
    expect(payment).toMatchObject({ status: 'Unpaid', amount: PRICE });
    const checkout = await w.charge(payment!.id);
    expect(checkout.status).toBe(200);
    expect(checkout.body.checkoutUrl).toMatch(/^https?:\/\//);
    // The slot is held like any booking's.
    expect(await w.busyTimesOf(booked.body.id)).toHaveLength(1);
  });

  it('tells the customer to pay and the photographer of a confirmed booking, not a request', async () => {
    const booked = await w.book(bkk(3, '14:00'), w.customer, instant.subpackageId);
    expect(booked.status).toBe(201);
    expect(await kindsOf(w.customer, booked.body.id)).toEqual(['accepted']);
    expect(await kindsOf(w.photographer, booked.body.id)).toEqual(['booked']);
    expect(await threadLinesOf(booked.body.id)).toEqual([
      { code: 'booked', params: { start: bkk(3, '14:00') } },
    ]);
  });

  it('has nothing for the photographer to answer: accepting again or rejecting is refused (409)', async () => {
    const booked = await w.book(bkk(4, '10:00'), w.customer, instant.subpackageId);
    const accept = await w.setStatus(booked.body.id, 'Accepted', w.photographer);
    expect(accept.status).toBe(409);
    expect(accept.body.code).toBe('invalid_transition');
    const reject = await w.setStatus(booked.body.id, 'Rejected', w.photographer);
    expect(reject.status).toBe(409);
    // The customer cancels an accepted booking as any other: the slot is free again.
    const cancel = await w.setStatus(booked.body.id, 'Canceled', w.customer);
    expect(cancel.status).toBe(200);
    expect(await w.busyTimesOf(booked.body.id)).toHaveLength(0);
  });

  it('obeys the same slot rules: a taken slot is 409, a slot outside the hours 422', async () => {
    const first = await w.book(bkk(5, '10:00'), w.customer, instant.subpackageId);
    expect(first.status).toBe(201);
    const rival = await w.t.signUpUser('Customer');
    // The request package and the instant one share the photographer's time.
    const overlap = await w.book(bkk(5, '11:00'), rival);
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('slot_unavailable');
    const sunday = await w.book(bkk(6, '10:00'), rival, instant.subpackageId);
    expect(sunday.status).toBe(422);
  });

  it('lets exactly one of two simultaneous bookings of the same slot through, with one payment', async () => {
    const rival = await w.t.signUpUser('Customer');
    const start = bkk(8, '13:00');
    const results = await Promise.all([
      w.book(start, w.customer, instant.subpackageId),
      w.book(start, rival, instant.subpackageId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('slot_unavailable');
    const winner = results.find((r) => r.status === 201)!;
    expect(winner.body.status).toBe('Accepted');
    const payer = winner === results[0] ? w.customer : rival;
    expect(await w.paymentOf(winner.body.id, payer)).toMatchObject({ status: 'Unpaid' });
  });

  it('is a request while the photographer cannot be paid out', async () => {
    const unpaid = await w.t.signUpUser('Photographer', {}, { payoutsEnabled: false });
    const theirs = await w.instantPackage(unpaid);
    const booked = await w.book(bkk(3, '10:00'), w.customer, theirs.subpackageId);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'Pending', acceptedAt: null });
    expect(await kindsOf(unpaid, booked.body.id)).toEqual(['requested']);
  });
});

describe('booking a request package', () => {
  it('is unchanged: Pending, no payment, the photographer has a request to answer', async () => {
    const booked = await w.book(bkk(9, '10:00'));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'Pending', acceptedAt: null, payBy: null });
    expect(booked.body.statusHistory).toEqual([
      { status: 'Pending', at: START.toISOString(), by: w.customer.uid, reason: null },
    ]);
    expect(await w.paymentOf(booked.body.id)).toBeUndefined();
    expect(await kindsOf(w.photographer, booked.body.id)).toEqual(['requested']);
    expect(await kindsOf(w.customer, booked.body.id)).toEqual(['request_sent']);
  });
});
