/**
 * Reminders (docs/decisions/0012) under a controlled clock: a paid shoot reminds both parties a
 * day and two hours before it starts; an unpaid booking reminds the customer two hours before its
 * pay-by deadline; each reminder once, however often and on however many replicas the job runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { sendDueReminders } from '../src/notifications/reminders.ts';
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

const HOUR = 3_600_000;
/** Runs the job with the clock at `at`, then puts the clock back. */
async function remindAt(at: number): Promise<number> {
  w.clock.set(new Date(at));
  try {
    return await sendDueReminders(w.deps());
  } finally {
    w.clock.set(START);
  }
}
async function remindersOf(
  user: TestUser,
  appointmentId: string,
): Promise<Schemas['Notification'][]> {
  const list = await w.t.request<Schemas['NotificationList']>({
    method: 'GET',
    url: '/notification?limit=100',
    token: user.token,
  });
  return list.body.notifications.filter(
    (n) => n.appointmentId === appointmentId && /reminder/.test(n.kind),
  );
}

describe('reminders', () => {
  it('remind both parties of a paid shoot a day before and two hours before, each once', async () => {
    const { appointment } = await w.paid(bkk(2, '10:00'));
    const start = Date.parse(appointment.start);
    expect(await remindAt(start - 25 * HOUR)).toBe(0);
    expect(await remindAt(start - 23 * HOUR)).toBe(2);
    expect(await remindAt(start - 22 * HOUR)).toBe(0);
    expect((await remindersOf(w.customer, appointment.id)).map((n) => n.kind)).toEqual([
      'shoot_reminder_24h',
    ]);
    expect(await remindAt(start - 1.5 * HOUR)).toBe(2);
    expect(await remindAt(start - 1 * HOUR)).toBe(0);
    expect(await remindAt(start + 1 * HOUR)).toBe(0);
    for (const user of [w.customer, w.photographer]) {
      expect((await remindersOf(user, appointment.id)).map((n) => n.kind).sort()).toEqual([
        'shoot_reminder_24h',
        'shoot_reminder_2h',
      ]);
    }
  });

  it('remind the customer of an unpaid booking two hours before the pay-by deadline, with it', async () => {
    const { appointment } = await w.accepted(bkk(3, '10:00'));
    const payBy = Date.parse(appointment.payBy!);
    expect(await remindAt(payBy - 3 * HOUR)).toBe(0);
    expect(await remindAt(payBy - 1 * HOUR)).toBe(1);
    expect(await remindAt(payBy - 0.5 * HOUR)).toBe(0);
    const [reminder, ...more] = await remindersOf(w.customer, appointment.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      kind: 'pay_reminder',
      details: { payBy: appointment.payBy, counterpartName: 'Test Photographer' },
    });
    expect(await remindersOf(w.photographer, appointment.id)).toEqual([]);
  });

  it('send nothing for a booking that was paid, canceled or never accepted', async () => {
    const pending = await w.book(bkk(4, '10:00'));
    expect(pending.status).toBe(201);
    const { appointment } = await w.accepted(bkk(4, '14:00'));
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    const start = Date.parse(appointment.start);
    expect(await remindAt(start - 1 * HOUR)).toBe(0);
  });

  it('write each reminder once when several replicas run the job at the same moment', async () => {
    const { appointment } = await w.paid(bkk(7, '10:00'));
    const start = Date.parse(appointment.start);
    w.clock.set(new Date(start - 20 * HOUR));
    try {
      const runs = await Promise.all([
        sendDueReminders(w.deps()),
        sendDueReminders(w.deps()),
        sendDueReminders(w.deps()),
      ]);
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    } finally {
      w.clock.set(START);
    }
    expect(await remindersOf(w.photographer, appointment.id)).toHaveLength(1);
  });
});
