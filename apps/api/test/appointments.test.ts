import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expireOverdueAppointments } from '../src/appointments/service.ts';
import { busyTimes } from '../src/db/schema.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});

afterAll(async () => {
  await w?.t.close();
});

describe('booking a sub-package (POST /appointment/{subpackageId})', () => {
  it('refuses slots outside the weekly availability or in the past with 422 unprocessable', async () => {
    for (const start of [
      bkk(6, '10:00') /* Sunday */,
      bkk(1, '20:00') /* after 18:00 */,
      bkk(1, '17:00') /* ends 19:00 */,
    ]) {
      const response = await w.book(start);
      expect(response.status, start).toBe(422);
      expect(response.body.code).toBe('unprocessable');
    }
    const past = await w.book(new Date(START.getTime() - 60 * 60_000).toISOString());
    expect(past.status).toBe(422);
    expect(past.body.params).toEqual({ reason: 'in_the_past' });
  });

  it('refuses an overlap with a Pending hold or a busy time with 409 slot_unavailable', async () => {
    const first = await w.book(bkk(8, '10:00'));
    expect(first.status).toBe(201);
    const other = await w.t.signUpUser('Customer');
    const overlap = await w.book(bkk(8, '11:00'), other);
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('slot_unavailable');
    // Back to back is fine: [10:00, 12:00) and [12:00, 14:00) do not overlap.
    expect((await w.book(bkk(8, '12:00'), other)).status).toBe(201);

    const blocked = await w.t.request({
      method: 'POST',
      url: '/user/busytime',
      token: w.photographer.token,
      body: { start: bkk(9, '09:00'), end: bkk(9, '12:00'), title: 'Dentist' },
    });
    expect(blocked.status).toBe(201);
    const onBusy = await w.book(bkk(9, '11:00'));
    expect(onBusy.status).toBe(409);
    expect(onBusy.body.code).toBe('slot_unavailable');
  });

  it('lets exactly one of two simultaneous bookings of the same slot through', async () => {
    const rival = await w.t.signUpUser('Customer');
    const results = await Promise.all([w.book(bkk(10, '13:00')), w.book(bkk(10, '13:00'), rival)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('slot_unavailable');
  });

  it('is for customers only (403) and 404 for an unknown sub-package', async () => {
    const byPhotographer = await w.book(bkk(11, '10:00'), w.photographer);
    expect(byPhotographer.status).toBe(403);
    expect(byPhotographer.body.code).toBe('forbidden');
    expect((await w.book(bkk(11, '10:00'), w.customer, 'no-such-subpackage')).status).toBe(404);
  });
});

describe('status changes (PATCH /appointment/status/{id})', () => {
  it('only the parties may act, each only as the machine allows (403)', async () => {
    const booked = await w.book(bkk(15, '10:00'));
    const stranger = await w.t.signUpUser('Customer');
    const strangerCancel = await w.setStatus(booked.body.id, 'Canceled', stranger);
    expect(strangerCancel.status).toBe(403);
    const customerAccepts = await w.setStatus(booked.body.id, 'Accepted', w.customer);
    expect(customerAccepts.status).toBe(403);
    expect(customerAccepts.body.code).toBe('forbidden');
    const photographerCancelsPending = await w.setStatus(
      booked.body.id,
      'Canceled',
      w.photographer,
    );
    expect(photographerCancelsPending.status).toBe(403);
    expect(photographerCancelsPending.body.params).toEqual({ reason: 'only_customer_withdraws' });
    expect(
      (
        await w.t.request({
          method: 'GET',
          url: `/appointment/${booked.body.id}`,
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await w.t.request({
          method: 'GET',
          url: `/appointment/detail/${booked.body.id}`,
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await w.t.request({
          method: 'GET',
          url: `/appointment/${booked.body.id}`,
          token: w.photographer.token,
        })
      ).body.status,
    ).toBe('Pending');
  });

  it('refuses transitions the state does not allow with 409 invalid_transition', async () => {
    const booked = await w.book(bkk(15, '14:00'));
    const completePending = await w.setStatus(booked.body.id, 'Completed', w.photographer);
    expect(completePending.status).toBe(409);
    expect(completePending.body).toMatchObject({
      code: 'invalid_transition',
      // The status it is in is a value for the client to word, not part of a sentence.
      params: { reason: 'status_does_not_allow', status: 'Pending' },
    });

    expect((await w.setStatus(booked.body.id, 'Accepted', w.photographer)).status).toBe(200);
    const acceptTwice = await w.setStatus(booked.body.id, 'Accepted', w.photographer);
    expect(acceptTwice.status).toBe(409);
    expect(acceptTwice.body.code).toBe('invalid_transition');
    const rejectAccepted = await w.setStatus(booked.body.id, 'Rejected', w.photographer);
    expect(rejectAccepted.status).toBe(409);
    // Accepted but unpaid cannot be completed, even after the shoot.
    w.clock.set(new Date(Date.parse(booked.body.end) + 60_000));
    const unpaid = await w.setStatus(booked.body.id, 'Completed', w.photographer);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.details).toMatchObject({ reason: 'payment_not_paid' });
    expect(unpaid.body.params).toEqual({ reason: 'payment_not_paid' });
    w.clock.set(START);
  });

  it('reject frees the slot and keeps the reason in the history; no payment is created', async () => {
    const booked = await w.book(bkk(16, '10:00'));
    const rejected = await w.setStatus(
      booked.body.id,
      'Rejected',
      w.photographer,
      'Fully booked that week',
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('Rejected');
    expect(rejected.body.statusHistory.at(-1)).toMatchObject({
      status: 'Rejected',
      by: w.photographer.uid,
      reason: 'Fully booked that week',
    });
    expect(await w.paymentOf(booked.body.id)).toBeUndefined();
    const other = await w.t.signUpUser('Customer');
    expect((await w.book(bkk(16, '10:00'), other)).status).toBe(201);
  });

  it('the photographer may cancel an Accepted, unpaid appointment: busy time removed, no refund', async () => {
    const { appointment, payment } = await w.accepted(bkk(16, '14:00'));
    expect(await w.busyTimesOf(appointment.id)).toHaveLength(1);
    const canceled = await w.setStatus(appointment.id, 'Canceled', w.photographer);
    expect(canceled.status).toBe(200);
    expect(await w.busyTimesOf(appointment.id)).toHaveLength(0);
    expect((await w.order(payment.id)).body.payment.status).toBe('Unpaid');
    expect(await w.ledgerOf(payment.id)).toHaveLength(0);
    // Nothing to pay any more.
    expect((await w.charge(payment.id)).status).toBe(409);
  });
});

describe('withdrawing and editing a request', () => {
  it('DELETE withdraws a Pending request as Canceled (204), then refuses (409)', async () => {
    const booked = await w.book(bkk(17, '10:00'));
    const patched = await w.t.request({
      method: 'PATCH',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
      body: { note: 'Bring a reflector' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.note).toBe('Bring a reflector');
    expect(
      (
        await w.t.request({
          method: 'DELETE',
          url: `/appointment/${booked.body.id}`,
          token: w.photographer.token,
        })
      ).status,
    ).toBe(403);
    const withdrawn = await w.t.request({
      method: 'DELETE',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
    });
    expect(withdrawn.status).toBe(204);
    const after = await w.t.request({
      method: 'GET',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
    });
    expect(after.body.status).toBe('Canceled');
    // The system's reason is a code the reader's UI words, not an English sentence.
    expect(after.body.statusHistory.at(-1)).toMatchObject({
      status: 'Canceled',
      reason: 'withdrawn_by_customer',
    });
    const again = await w.t.request({
      method: 'DELETE',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'not_pending', status: 'Canceled' },
    });
    expect(
      (
        await w.t.request({
          method: 'PATCH',
          url: `/appointment/${booked.body.id}`,
          token: w.customer.token,
          body: { note: 'x' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('moving a Pending request (PATCH /appointment/{id} with start)', () => {
  it('moves the request and its hold by the booking rules, overlapping only itself; a refused move changes nothing', async () => {
    const mine = await w.book(bkk(18, '10:00'));
    const other = await w.t.signUpUser('Customer');
    expect((await w.book(bkk(18, '14:00'), other)).status).toBe(201);
    const move = (start: string, who = w.customer) =>
      w.t.request({
        method: 'PATCH',
        url: `/appointment/${mine.body.id}`,
        token: who.token,
        body: { start },
      });

    // An hour later overlaps only the request's own time: allowed, same length, hold moved with it.
    const moved = await move(bkk(18, '11:00'));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'Pending',
      start: bkk(18, '11:00'),
      end: bkk(18, '13:00'),
    });
    const [hold] = await w.busyTimesOf(mine.body.id);
    expect([hold?.start.toISOString(), hold?.end.toISOString()]).toEqual([
      bkk(18, '11:00'),
      bkk(18, '13:00'),
    ]);

    // Into another customer's request: 409, outside the hours: 422; the photographer may not move it: 403.
    const clash = await move(bkk(18, '13:00'));
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('slot_unavailable');
    const late = await move(bkk(18, '20:00'));
    expect(late.status).toBe(422);
    expect(late.body.details).toMatchObject({ reason: 'outside_availability' });
    expect(late.body.params).toEqual({ reason: 'outside_availability', timeZone: 'Asia/Bangkok' });
    expect((await move(bkk(18, '09:00'), w.photographer)).status).toBe(403);
    const after = await w.t.request({
      method: 'GET',
      url: `/appointment/${mine.body.id}`,
      token: w.customer.token,
    });
    expect([after.body.start, after.body.end]).toEqual([bkk(18, '11:00'), bkk(18, '13:00')]);

    // The time it left is free again: [09:00, 11:00) ends where the moved request begins.
    expect((await w.book(bkk(18, '09:00'), other)).status).toBe(201);
  });
});

describe('lists', () => {
  it('lists the caller’s appointments and details with status filters and paging', async () => {
    const mine = await w.t.request({
      method: 'GET',
      url: '/appointment?status=Rejected',
      token: w.customer.token,
    });
    expect(mine.status).toBe(200);
    // The request rejected above is among them; the filter lets nothing else through.
    expect(mine.body.appointments.length).toBeGreaterThan(0);
    expect(new Set(mine.body.appointments.map((a: { status: string }) => a.status))).toEqual(
      new Set(['Rejected']),
    );
    expect(mine.body.total).toBe(mine.body.appointments.length);
    const page = await w.t.request({
      method: 'GET',
      url: '/appointment?limit=2&offset=0',
      token: w.photographer.token,
    });
    expect(page.body.appointments).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const starts = page.body.appointments.map((a: { start: string }) => a.start);
    expect([...starts].sort().reverse()).toEqual(starts);
    const details = await w.t.request({
      method: 'GET',
      url: '/appointment/detail?status=Accepted&paymentStatus=Unpaid',
      token: w.photographer.token,
    });
    expect(details.status).toBe(200);
    for (const d of details.body.details) {
      expect(d.appointment.status).toBe('Accepted');
      expect(d.payment.status).toBe('Unpaid');
      expect(d.photographer.id).toBe(w.photographer.uid);
    }
    const stranger = await w.t.signUpUser('Customer');
    expect(
      (await w.t.request({ method: 'GET', url: '/appointment', token: stranger.token })).body,
    ).toEqual({ appointments: [], total: 0 });
  });
});

describe('system expiry of unpaid acceptances', () => {
  it('cancels Accepted appointments still Unpaid after the time-out, and only those', async () => {
    const stale = await w.accepted(bkk(22, '10:00'));
    const paid = await w.paid(bkk(22, '14:00'));

    w.clock.set(new Date(START.getTime() + (24 * 60 - 1) * 60_000));
    expect(await expireOverdueAppointments(w.deps())).not.toContain(stale.appointment.id);

    w.clock.set(new Date(START.getTime() + 24 * 60 * 60_000));
    const expired = await expireOverdueAppointments(w.deps());
    expect(expired).toContain(stale.appointment.id);
    expect(expired).not.toContain(paid.appointment.id);

    const after = await w.t.request({
      method: 'GET',
      url: `/appointment/${stale.appointment.id}`,
      token: w.customer.token,
    });
    expect(after.body.status).toBe('Canceled');
    expect(after.body.statusHistory.at(-1)).toMatchObject({ status: 'Canceled', by: 'system' });
    expect(
      await w.t.db
        .select()
        .from(busyTimes)
        .where(eq(busyTimes.appointmentId, stale.appointment.id)),
    ).toHaveLength(0);
    const stillPaid = await w.t.request({
      method: 'GET',
      url: `/appointment/${paid.appointment.id}`,
      token: w.customer.token,
    });
    expect(stillPaid.body.status).toBe('Accepted');
    // Running it again changes nothing.
    expect(await expireOverdueAppointments(w.deps())).toEqual([]);
    w.clock.set(START);
  });
});
