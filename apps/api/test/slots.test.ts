/**
 * `GET /subpackage/{id}/slots` (docs/decisions/0007): the server's free slots agree with the rules
 * booking applies — packages/machines `freeSlots`, the booking window, busy times and open
 * appointments — on a fixed week and on random data (fast-check).
 */
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { freeSlots, WEEKDAYS } from '@shootbook/machines';
import type { components } from '@shootbook/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { busyTimes } from '../src/db/schema.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';

type SlotList = components['schemas']['SlotList'];

let w: BookingWorld;
beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(async () => {
  await w?.t.close();
});

const slotsOf = (subpackageId: string, from?: string, to?: string) => {
  const query = new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }).toString();
  return w.t.request<SlotList>({
    method: 'GET',
    url: `/subpackage/${subpackageId}/slots${query ? `?${query}` : ''}`,
    token: w.customer.token,
  });
};

describe('free slots of a sub-package', () => {
  it("offers the day's starts inside working hours and the lead time, and stops offering a booked one", async () => {
    // Monday 07:00 Bangkok now; 2-hour shoots; MON–SAT 09:00–18:00; booking at least 2 h ahead.
    const monday = await slotsOf(w.subpackageId, bkk(0, '00:00'), bkk(1, '00:00'));
    expect(monday.status).toBe(200);
    expect(monday.body).toMatchObject({ timezone: 'Asia/Bangkok', durationMinutes: 120 });
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
    expect((await slotsOf(w.subpackageId, bkk(2, '00:00'), bkk(1, '00:00'))).status).toBe(400);
    expect(
      (
        await slotsOf(
          w.subpackageId,
          bkk(0, '00:00'),
          new Date(START.getTime() + 63 * 86_400_000).toISOString(),
        )
      ).status,
    ).toBe(400);
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

describe('agrees with freeSlots on random availability, busy times and windows', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => h * 60 + m);
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const dayRanges = fc
    .uniqueArray(time, { minLength: 0, maxLength: 4 })
    .map((points) => [...points].sort((a, b) => a - b))
    .map((points) => {
      const ranges: { start: string; end: string }[] = [];
      for (let i = 0; i + 1 < points.length; i += 2)
        ranges.push({ start: hhmm(points[i]!), end: hhmm(points[i + 1]!) });
      return ranges;
    });
  const availability = fc
    .tuple(...WEEKDAYS.map(() => dayRanges))
    .map(
      (days) =>
        Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]!])) as Record<
          (typeof WEEKDAYS)[number],
          { start: string; end: string }[]
        >,
    );
  // Busy times within the first fortnight, in quarter hours.
  const busy = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 14 * 96 }), fc.integer({ min: 1, max: 16 }))
      .map(([start, length]) => ({
        start: new Date(START.getTime() + start * 15 * 60_000),
        end: new Date(START.getTime() + (start + length) * 15 * 60_000),
      })),
    { maxLength: 12 },
  );
  const window = fc
    .tuple(fc.integer({ min: 0, max: 10 * 24 }), fc.integer({ min: 1, max: 5 * 24 }))
    .map(([startHour, hours]) => ({
      from: new Date(START.getTime() + startHour * 3_600_000).toISOString(),
      to: new Date(START.getTime() + (startHour + hours) * 3_600_000).toISOString(),
    }));
  const duration = fc.constantFrom(15, 30, 60, 90, 120, 240);

  it('for 25 random cases', async () => {
    await fc.assert(
      fc.asyncProperty(
        availability,
        busy,
        window,
        duration,
        async (weekly, blocks, { from, to }, durationMinutes) => {
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
          const served = await slotsOf(sub.body.id, from, to);
          expect(served.status).toBe(200);
          const expected = freeSlots({
            weeklyAvailability: weekly,
            timezone: 'Asia/Bangkok',
            busy: blocks.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
            durationMinutes,
            from,
            to,
            now: w.clock.now().toISOString(),
            leadMinutes: w.t.config.bookingLeadMinutes,
            horizonDays: w.t.config.bookingHorizonDays,
          });
          expect(served.body.slots).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
