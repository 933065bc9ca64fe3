/**
 * `GET /subpackage/{id}/slots` (docs/decisions/0007): the server's free slots agree with the rules
 * booking applies — packages/machines `isSlotBookable` on the `freeSlots` grid, the booking window,
 * busy times and open appointments — on a fixed week and on random data (fast-check); `except`
 * leaves the caller's own Pending request out while it is being moved.
 */
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import {
  DEFAULT_SLOT_STEP_MINUTES,
  isSlotBookable,
  isOpenAppointmentStatus,
  WEEKDAYS,
  type AppointmentStatus,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointments, busyTimes } from '../src/db/schema.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';

type SlotList = components['schemas']['SlotList'];

let w: BookingWorld;
beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(async () => {
  await w?.t.close();
});

const slotsOf = (
  subpackageId: string,
  from?: string,
  to?: string,
  options: { except?: string; token?: string } = {},
) => {
  const query = new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(options.except ? { except: options.except } : {}),
  }).toString();
  return w.t.request<SlotList & components['schemas']['Error']>({
    method: 'GET',
    url: `/subpackage/${subpackageId}/slots${query ? `?${query}` : ''}`,
    token: options.token ?? w.customer.token,
  });
};

describe('free slots of a sub-package', () => {
  it("offers the day's starts inside working hours and the lead time, and stops offering a booked one", async () => {
    // Monday 07:00 Bangkok now; 2-hour shoots; MON–SAT 09:00–18:00; booking at least 2 h ahead.
    const monday = await slotsOf(w.subpackageId, bkk(0, '00:00'), bkk(1, '00:00'));
    expect(monday.status).toBe(200);
    expect(monday.body).toMatchObject({
      timezone: 'Asia/Bangkok',
      durationMinutes: 120,
      bookableUntil: new Date(
        START.getTime() + w.t.config.bookingHorizonDays * 86_400_000,
      ).toISOString(),
    });
    const starts = monday.body.slots.map((s) => s.start);
    expect(starts[0]).toBe(bkk(0, '09:00'));
    expect(starts.at(-1)).toBe(bkk(0, '16:00'));
    expect(starts).toHaveLength(15); // 09:00 … 16:00 every 30 minutes

    expect((await w.book(bkk(0, '11:00'))).status).toBe(201);
    const after = (await slotsOf(w.subpackageId, bkk(0, '00:00'), bkk(1, '00:00'))).body.slots.map(
      (s) => s.start,
    );
    // 09:30–12:30 overlap the booked 11:00–13:00; 09:00 ends as it starts.
    expect(after).toEqual(starts.filter((s) => s < bkk(0, '09:30') || s >= bkk(0, '13:00')));
  });

  it('every offered slot can be booked', async () => {
    const tuesday = (await slotsOf(w.subpackageId, bkk(1, '00:00'), bkk(2, '00:00'))).body.slots;
    expect(tuesday.length).toBeGreaterThan(0);
    expect((await w.book(tuesday[0]!.start)).status).toBe(201);
    expect((await w.book(tuesday.at(-1)!.start)).status).toBe(201);
  });

  it('refuses a backwards or over-long window (400), an unknown sub-package (404); an inactive one has no slots', async () => {
    const backwards = await slotsOf(w.subpackageId, bkk(2, '00:00'), bkk(1, '00:00'));
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ params: { reason: 'end_before_start' } });
    const overLong = await slotsOf(
      w.subpackageId,
      bkk(0, '00:00'),
      new Date(START.getTime() + 63 * 86_400_000).toISOString(),
    );
    expect(overLong.status).toBe(400);
    // The longest window is a number the client words, not part of a sentence.
    expect(overLong.body).toMatchObject({
      code: 'validation_failed',
      params: { reason: 'window_too_long', days: expect.any(Number) },
    });
    expect((await slotsOf('no-such-subpackage')).status).toBe(404);
    const inactive = await w.t.request({
      method: 'POST',
      url: `/subpackage/${w.packageId}`,
      token: w.photographer.token,
      body: { title: 'Paused', price: 200_000, durationMinutes: 60, active: false },
    });
    const paused = await slotsOf(inactive.body.id, bkk(0, '00:00'), bkk(7, '00:00'));
    expect(paused.status).toBe(200);
    expect(paused.body.slots).toEqual([]);
  });
});

describe('except: moving a Pending request', () => {
  const thursday = () => [bkk(3, '00:00'), bkk(4, '00:00')] as const;

  it("offers the request's own time again to its customer, and only to them", async () => {
    const booked = await w.book(bkk(3, '10:00'));
    expect(booked.status).toBe(201);
    const starts = async (except?: string) =>
      (await slotsOf(w.subpackageId, ...thursday(), except ? { except } : {})).body.slots.map(
        (s) => s.start,
      );
    expect(await starts()).not.toContain(bkk(3, '10:00'));
    const moving = await starts(booked.body.id);
    // Its own 10:00–12:00 no longer blocks: 09:00 … 16:00 every 30 minutes, as on a free day.
    expect(moving).toContain(bkk(3, '10:00'));
    expect(moving).toContain(bkk(3, '11:00'));
    expect(moving).toHaveLength(15);

    const stranger = await w.t.signUpUser('Customer');
    const theirs = await slotsOf(w.subpackageId, ...thursday(), {
      except: booked.body.id,
      token: stranger.token,
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe('forbidden');
    const photographers = await slotsOf(w.subpackageId, ...thursday(), {
      except: booked.body.id,
      token: w.photographer.token,
    });
    expect(photographers.status).toBe(403);
  });

  it('refuses an unknown appointment (404), a canceled one or one with another photographer (422)', async () => {
    const unknown = await slotsOf(w.subpackageId, ...thursday(), { except: 'no-such-request' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');

    // An Accepted booking may be left out by its parties: they propose another time for it
    // (docs/decisions/0032-moving-a-shoot.md); once canceled it can be moved no more.
    const accepted = await w.book(bkk(3, '14:00'));
    expect((await w.setStatus(accepted.body.id, 'Accepted', w.photographer)).status).toBe(200);
    const acceptedAnswer = await slotsOf(w.subpackageId, ...thursday(), {
      except: accepted.body.id,
    });
    expect(acceptedAnswer.status).toBe(200);
    expect((await w.setStatus(accepted.body.id, 'Canceled', w.customer)).status).toBe(200);
    const canceledAnswer = await slotsOf(w.subpackageId, ...thursday(), {
      except: accepted.body.id,
    });
    expect(canceledAnswer.status).toBe(422);
    expect(canceledAnswer.body.code).toBe('unprocessable');

    const pending = await w.book(bkk(4, '10:00'));
    expect(pending.status).toBe(201);
    const other = await w.t.signUpUser('Photographer');
    const pkg = await w.t.request<{ id: string }>({
      method: 'POST',
      url: '/package',
      token: other.token,
      body: { title: 'Elsewhere', description: '', category: 'OTHER', location: 'Chiang Mai' },
    });
    const sub = await w.t.request<{ id: string }>({
      method: 'POST',
      url: `/subpackage/${pkg.body.id}`,
      token: other.token,
      body: { title: 'One hour', price: 100_000, durationMinutes: 60 },
    });
    const elsewhere = await slotsOf(sub.body.id, ...thursday(), { except: pending.body.id });
    expect(elsewhere.status).toBe(422);
  });
});

describe('agrees with the booking rules on random availability, busy times, appointments and windows', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => h * 60 + m);
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // Unique points paired in order: a day's ranges neither overlap nor touch, and none reaches
  // midnight, so each range is one availability window (Bangkok has no daylight saving).
  const dayRanges = fc
    .uniqueArray(time, { minLength: 0, maxLength: 4 })
    .map((points) => [...points].sort((a, b) => a - b))
    .map((points) => {
      const ranges: { start: number; end: number }[] = [];
      for (let i = 0; i + 1 < points.length; i += 2)
        ranges.push({ start: points[i]!, end: points[i + 1]! });
      return ranges;
    });
  const availability = fc.tuple(...WEEKDAYS.map(() => dayRanges));
  const QUARTER = 15 * 60_000;
  // Busy times within the first fortnight, in quarter hours (they may overlap each other).
  const busy = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 14 * 96 }), fc.integer({ min: 1, max: 16 }))
      .map(([start, length]) => ({
        start: new Date(START.getTime() + start * QUARTER),
        end: new Date(START.getTime() + (start + length) * QUARTER),
      })),
    { maxLength: 10 },
  );
  // Appointments in distinct two-hour cells (open ones may not overlap), of every status.
  const booked = fc.uniqueArray(
    fc
      .tuple(
        fc.integer({ min: 0, max: 14 * 12 - 1 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<AppointmentStatus>('Pending', 'Accepted', 'Rejected', 'Canceled'),
      )
      .map(([cell, offset, length, status]) => ({
        cell,
        status,
        start: new Date(START.getTime() + (cell * 8 + offset) * QUARTER),
        end: new Date(START.getTime() + (cell * 8 + offset + length) * QUARTER),
      })),
    { maxLength: 8, selector: (a) => a.cell },
  );
  const window = fc
    .tuple(fc.integer({ min: 0, max: 10 * 24 }), fc.integer({ min: 1, max: 5 * 24 }))
    .map(([startHour, hours]) => ({
      from: new Date(START.getTime() + startHour * 3_600_000),
      to: new Date(START.getTime() + (startHour + hours) * 3_600_000),
    }));
  const duration = fc.constantFrom(15, 30, 60, 90, 120, 240);

  /** The offered grid: every 30 minutes from the start of each range (Bangkok, UTC+7). */
  function gridStarts(
    days: readonly { start: number; end: number }[][],
    from: Date,
    to: Date,
  ): Date[] {
    const starts: Date[] = [];
    const bangkokMidnight = (i: number) =>
      new Date(START.getTime() - 7 * 3_600_000 + i * 86_400_000);
    for (let i = -1; bangkokMidnight(i) < to; i++) {
      const weekday = (1 + i + 7) % 7; // START is a Monday; WEEKDAYS starts on Sunday
      for (const range of days[weekday]!) {
        for (let m = range.start; m < range.end; m += DEFAULT_SLOT_STEP_MINUTES) {
          const start = new Date(bangkokMidnight(i).getTime() + m * 60_000);
          if (start >= from && start < to) starts.push(start);
        }
      }
    }
    return starts;
  }

  it('offers exactly the bookable starts of the grid, and one of them books (25 random cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        availability,
        busy,
        booked,
        window,
        duration,
        async (days, blocks, appointmentsOf, { from, to }, durationMinutes) => {
          const weekly = Object.fromEntries(
            WEEKDAYS.map((day, i) => [
              day,
              days[i]!.map((r) => ({ start: hhmm(r.start), end: hhmm(r.end) })),
            ]),
          );
          const photographer = await w.t.signUpUser('Photographer', { weeklyAvailability: weekly });
          const pkg = await w.t.request({
            method: 'POST',
            url: '/package',
            token: photographer.token,
            body: { title: 'Random week', description: '', category: 'OTHER', location: 'Bangkok' },
          });
          const sub = await w.t.request({
            method: 'POST',
            url: `/subpackage/${pkg.body.id}`,
            token: photographer.token,
            body: { title: 'Random shoot', price: 200_000, durationMinutes },
          });
          if (blocks.length > 0) {
            await w.t.db.insert(busyTimes).values(
              blocks.map((b) => ({
                id: randomUUID(),
                photographerId: photographer.uid,
                start: b.start,
                end: b.end,
                title: 'Busy',
                kind: 'Photographer' as const,
              })),
            );
          }
          if (appointmentsOf.length > 0) {
            await w.t.db.insert(appointments).values(
              appointmentsOf.map((a) => ({
                id: randomUUID(),
                customerId: w.customer.uid,
                photographerId: photographer.uid,
                packageId: pkg.body.id,
                subpackageId: sub.body.id,
                start: a.start,
                end: a.end,
                price: 200_000,
                status: a.status,
              })),
            );
          }
          const served = await slotsOf(sub.body.id, from.toISOString(), to.toISOString());
          expect(served.status).toBe(200);

          const blocking = [
            ...blocks,
            ...appointmentsOf.filter((a) => isOpenAppointmentStatus(a.status)),
          ].map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() }));
          const bookable = gridStarts(days, from, to).filter((start) => {
            const end = new Date(start.getTime() + durationMinutes * 60_000);
            return (
              end <= to &&
              isSlotBookable({
                weeklyAvailability: weekly,
                timezone: 'Asia/Bangkok',
                busy: blocking,
                start: start.toISOString(),
                durationMinutes,
                now: w.clock.now().toISOString(),
                leadMinutes: w.t.config.bookingLeadMinutes,
                horizonDays: w.t.config.bookingHorizonDays,
              }).ok
            );
          });
          expect(served.body.slots).toEqual(
            bookable.map((start) => ({
              start: start.toISOString(),
              end: new Date(start.getTime() + durationMinutes * 60_000).toISOString(),
            })),
          );
          const pick = served.body.slots[Math.floor(served.body.slots.length / 2)];
          if (pick) expect((await w.book(pick.start, w.customer, sub.body.id)).status).toBe(201);
        },
      ),
      { numRuns: 25 },
    );
  });
});
