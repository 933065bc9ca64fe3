/**
 * The notification centre (docs/decisions/0009): every appointment and payment change writes one
 * notification per party who must hear of it, in the change's own transaction — none for a
 * change that rolled back — and each user reads and clears only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { components } from '@shootbook/api-client';

import { expireOverdueAppointments } from '../src/appointments/service.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(async () => {
  await w?.t.close();
});

/** The kinds in the order a booking goes through them. */
const STEP: readonly Schemas['NotificationKind'][] = [
  'requested',
  'request_sent',
  'edited',
  'accepted',
  'rejected',
  'withdrawn',
  'paid',
  'receipt',
  'canceled',
  'refunded',
  'expired',
  'completed',
  'payout_released',
  'proofs_ready',
  'extra_photos_paid',
  'extra_photos_receipt',
  'picks_submitted',
  'finals_delivered',
  'revision_requested',
  'delivery_accepted',
  'delivery_auto_accepted',
  'delivery_late',
  'gallery_expiring',
];

/** The user's notifications for `appointmentId`, oldest first, and their unread count. */
async function inbox(user: TestUser, appointmentId?: string) {
  const response = await w.t.request<Schemas['NotificationList']>({
    method: 'GET',
    url: '/notification?limit=100',
    token: user.token,
  });
  expect(response.status).toBe(200);
  // Oldest first; the test clock stands still between steps, so ties are ordered by kind.
  const mine = response.body.notifications
    .filter((n) => appointmentId === undefined || n.appointmentId === appointmentId)
    .sort(
      (a, b) =>
        Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
        STEP.indexOf(a.kind) - STEP.indexOf(b.kind),
    );
  return { kinds: mine.map((n) => n.kind), list: mine, unread: response.body.unread };
}

describe('notifications of a booking', () => {
  it('tell each party of each step once: request, acceptance with the pay-by time, payment, completion and payout', async () => {
    const { appointment, payment, checkoutUrl } = await w.paid(bkk(1, '10:00'));
    void payment;
    void checkoutUrl;
    const toPhotographer = await inbox(w.photographer, appointment.id);
    expect(toPhotographer.kinds).toEqual(['requested', 'paid']);
    expect(toPhotographer.list.find((n) => n.kind === 'requested')!.details).toMatchObject({
      packageTitle: 'Golden hour portraits',
      counterpartName: 'Test Customer',
      start: appointment.start,
    });

    const toCustomer = await inbox(w.customer, appointment.id);
    // The customer hears that the request went out, that it was accepted, and gets the receipt.
    expect(toCustomer.kinds).toEqual(['request_sent', 'accepted', 'receipt']);
    expect(toCustomer.list[0]!.details.counterpartName).toBe('Test Photographer');
    const accepted = toCustomer.list.find((n) => n.kind === 'accepted')!;
    expect(accepted.details.counterpartName).toBe('Test Photographer');
    // The pay-by deadline is a real time: acceptance + UNPAID_TIMEOUT_MINUTES, or the start if sooner.
    const expectedPayBy = Math.min(
      START.getTime() + w.t.config.unpaidTimeoutMinutes * 60_000,
      Date.parse(appointment.start),
    );
    expect(Date.parse(accepted.details.payBy!)).toBe(expectedPayBy);
    // The appointment itself carries the same deadline, for the "To pay" page.
    const read = await w.t.request<Schemas['Appointment']>({
      method: 'GET',
      url: `/appointment/${appointment.id}`,
      token: w.customer.token,
    });
    expect(Date.parse(read.body.payBy!)).toBe(expectedPayBy);

    w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
    const completed = await w.setStatus(appointment.id, 'Completed', w.photographer);
    expect(completed.status).toBe(200);
    expect((await inbox(w.customer, appointment.id)).kinds).toEqual([
      'request_sent',
      'accepted',
      'receipt',
      'completed',
    ]);
    // Nothing to deliver through ShootBook: the payout follows the dispute window (§11).
    expect((await inbox(w.photographer, appointment.id)).kinds).toEqual(['requested', 'paid']);
    await w.afterDisputeWindow(appointment);
    expect((await inbox(w.photographer, appointment.id)).kinds).toEqual([
      'requested',
      'paid',
      'payout_released',
    ]);
    w.clock.set(START);
  });

  it('give the other party the reason of a rejection or cancellation', async () => {
    const booked = await w.book(bkk(2, '10:00'));
    expect(booked.status).toBe(201);
    const rejected = await w.setStatus(
      booked.body.id,
      'Rejected',
      w.photographer,
      'Fully booked that morning',
    );
    expect(rejected.status).toBe(200);
    const toCustomer = await inbox(w.customer, booked.body.id);
    expect(toCustomer.kinds).toEqual(['request_sent', 'rejected']);
    expect(toCustomer.list[1]!.details.reason).toBe('Fully booked that morning');

    const { appointment } = await w.accepted(bkk(3, '10:00'));
    const canceled = await w.setStatus(appointment.id, 'Canceled', w.customer, 'Plans changed');
    expect(canceled.status).toBe(200);
    const toPhotographer = await inbox(w.photographer, appointment.id);
    expect(toPhotographer.kinds).toEqual(['requested', 'canceled']);
    expect(toPhotographer.list.find((n) => n.kind === 'canceled')!.details.reason).toBe(
      'Plans changed',
    );
    expect((await inbox(w.customer, appointment.id)).kinds).toEqual(['request_sent', 'accepted']);
  });

  it('tell both of an unpaid expiry once, however often the expiry runs', async () => {
    const { appointment } = await w.accepted(bkk(4, '10:00'));
    w.clock.set(new Date(START.getTime() + (w.t.config.unpaidTimeoutMinutes + 1) * 60_000));
    expect(await expireOverdueAppointments(w.deps())).toContain(appointment.id);
    expect(await expireOverdueAppointments(w.deps())).not.toContain(appointment.id);
    w.clock.set(START);
    expect((await inbox(w.customer, appointment.id)).kinds).toEqual([
      'request_sent',
      'accepted',
      'expired',
    ]);
    expect((await inbox(w.photographer, appointment.id)).kinds).toEqual(['requested', 'expired']);
  });

  it('write nothing for a change that rolled back', async () => {
    const { appointment } = await w.paid(bkk(5, '10:00'));
    const before = await inbox(w.photographer, appointment.id);
    expect((await w.cancelWhileProviderDown(appointment)).status).toBe(409);
    expect((await inbox(w.photographer, appointment.id)).kinds).toEqual(before.kinds);
    expect((await inbox(w.customer, appointment.id)).kinds).toEqual([
      'request_sent',
      'accepted',
      'receipt',
    ]);
  });
});

describe('reading notifications', () => {
  it('counts unread, marks one or all read, and ignores ids of other users', async () => {
    const stranger = await w.t.signUpUser('Customer');
    const start = await inbox(w.photographer);
    expect(start.unread).toBeGreaterThan(1);
    const [first, second] = start.list.slice(-2);

    const strangerRead = await w.t.request<Schemas['NotificationUnread']>({
      method: 'POST',
      url: '/notification/read',
      token: stranger.token,
      body: { ids: [first!.id] },
    });
    expect(strangerRead.status).toBe(200);
    expect(strangerRead.body.unread).toBe(0);
    expect((await inbox(w.photographer)).unread).toBe(start.unread);

    const one = await w.t.request<Schemas['NotificationUnread']>({
      method: 'POST',
      url: '/notification/read',
      token: w.photographer.token,
      body: { ids: [first!.id] },
    });
    expect(one.body.unread).toBe(start.unread - 1);
    const after = await inbox(w.photographer);
    expect(after.list.find((n) => n.id === first!.id)!.readAt).not.toBeNull();
    expect(after.list.find((n) => n.id === second!.id)!.readAt).toBeNull();

    const all = await w.t.request<Schemas['NotificationUnread']>({
      method: 'POST',
      url: '/notification/read',
      token: w.photographer.token,
      body: {},
    });
    expect(all.body.unread).toBe(0);
    expect((await inbox(w.customer)).unread).toBeGreaterThan(0);
  });

  it('lists newest first, in pages', async () => {
    const page1 = await w.t.request<Schemas['NotificationList']>({
      method: 'GET',
      url: '/notification?limit=2',
      token: w.photographer.token,
    });
    const page2 = await w.t.request<Schemas['NotificationList']>({
      method: 'GET',
      url: '/notification?limit=2&offset=2',
      token: w.photographer.token,
    });
    expect(page1.body.notifications).toHaveLength(2);
    expect(page1.body.total).toBeGreaterThan(3);
    const times = [...page1.body.notifications, ...page2.body.notifications].map((n) =>
      Date.parse(n.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
