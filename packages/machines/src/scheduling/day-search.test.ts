import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_PART_NAMES,
  addDaysToDate,
  dateSearchWindow,
  freeTimesOnDay,
  weekdayOfDate,
} from './day-search.ts';
import { WEEKDAYS, freeSlots, type TimeInterval, type WeeklyAvailability } from './slots.ts';

const openWindow = { leadMinutes: 0, horizonDays: 10_000 };
const past = '2026-01-01T00:00:00.000Z';
// 2026-12-19 is a Saturday; Asia/Bangkok is UTC+7.
const saturday = '2026-12-19';

describe('freeTimesOnDay', () => {
  it('counts the starts of the day where the shortest sub-package fits, in the photographer zone', () => {
    const times = freeTimesOnDay({
      weeklyAvailability: { SAT: [{ start: '09:00', end: '12:00' }] },
      timezone: 'Asia/Bangkok',
      busy: [{ start: '2026-12-19T03:00:00.000Z', end: '2026-12-19T03:30:00.000Z' }],
      durationsMinutes: [120, 60],
      date: saturday,
      now: past,
      ...openWindow,
    });
    // 09:00, 09:30 … 11:00 for an hour, except those over 10:00–10:30 (busy).
    expect(times.map((t) => t.start)).toEqual([
      '2026-12-19T02:00:00.000Z',
      '2026-12-19T03:30:00.000Z',
      '2026-12-19T04:00:00.000Z',
    ]);
  });

  it('keeps only the part of the day asked for', () => {
    const input = {
      weeklyAvailability: { SAT: [{ start: '10:00', end: '19:00' }] },
      busy: [],
      durationsMinutes: [60],
      date: saturday,
      now: past,
      ...openWindow,
    };
    expect(freeTimesOnDay({ ...input, part: 'morning' })).toHaveLength(4); // 10:00 … 11:30
    expect(freeTimesOnDay({ ...input, part: 'afternoon' })).toHaveLength(10); // 12:00 … 16:30
    expect(freeTimesOnDay({ ...input, part: 'evening' })).toHaveLength(3); // 17:00 … 18:00
  });

  it('leaves out what the booking window leaves out', () => {
    const times = freeTimesOnDay({
      weeklyAvailability: { SAT: [{ start: '09:00', end: '12:00' }] },
      busy: [],
      durationsMinutes: [60],
      date: saturday,
      now: '2026-12-19T02:30:00.000Z', // 09:30 in Bangkok
      leadMinutes: 60,
      horizonDays: 180,
    });
    expect(times.map((t) => t.start)).toEqual([
      '2026-12-19T03:30:00.000Z',
      '2026-12-19T04:00:00.000Z',
    ]);
  });

  it('refuses a date that is not a calendar day', () => {
    const input = { weeklyAvailability: {}, busy: [], durationsMinutes: [60], now: past };
    expect(() => freeTimesOnDay({ ...input, date: '2026-02-30' })).toThrow(RangeError);
    expect(() => freeTimesOnDay({ ...input, date: saturday, durationsMinutes: [] })).toThrow(
      RangeError,
    );
  });

  const zones = ['Asia/Bangkok', 'Europe/London', 'America/New_York', 'Pacific/Kiritimati'];
  const wall = fc
    .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 16 }))
    .map(([a, len]) => {
      const hhmm = (half: number) =>
        `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
      return { start: hhmm(a), end: hhmm(Math.min(48, a + len)) };
    });
  const weekly = fc.dictionary(
    fc.constantFrom(...WEEKDAYS),
    fc.array(wall, { maxLength: 2 }),
  ) as fc.Arbitrary<WeeklyAvailability>;
  const busy = fc.array(
    fc
      .tuple(fc.integer({ min: -36, max: 72 }), fc.integer({ min: 1, max: 12 }))
      .map(([h, len]): TimeInterval => ({
        start: new Date(Date.parse('2026-12-19T00:00:00Z') + h * 1_800_000).toISOString(),
        end: new Date(Date.parse('2026-12-19T00:00:00Z') + (h + len) * 1_800_000).toISOString(),
      })),
    { maxLength: 6 },
  );

  it('is the calendar rule: the union over the durations of freeSlots starting that day (property)', () => {
    fc.assert(
      fc.property(
        weekly,
        busy,
        fc.constantFrom(...zones),
        fc.array(fc.constantFrom(30, 60, 90, 120, 240, 600), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 6 }),
        (weeklyAvailability, busyTimes, timezone, durations, dayOffset) => {
          const date = addDaysToDate(saturday, dayOffset);
          const ours = freeTimesOnDay({
            weeklyAvailability,
            timezone,
            busy: busyTimes,
            durationsMinutes: durations,
            date,
            now: past,
            ...openWindow,
          }).map((t) => t.start);
          // The calendar's view: a wide window, every duration, starts whose local day is `date`.
          const starts = new Set<string>();
          for (const durationMinutes of durations)
            for (const slot of freeSlots({
              weeklyAvailability,
              timezone,
              busy: busyTimes,
              durationMinutes,
              from: new Date(Date.parse(`${date}T00:00:00Z`) - 3 * 86_400_000).toISOString(),
              to: new Date(Date.parse(`${date}T00:00:00Z`) + 4 * 86_400_000).toISOString(),
              now: past,
              ...openWindow,
            })) {
              const local = new TZDate(Date.parse(slot.start), timezone);
              const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
              if (day === date) starts.add(slot.start);
            }
          expect(ours).toEqual([...starts].sort());
          // The parts split the day.
          const byParts = DAY_PART_NAMES.flatMap((part) =>
            freeTimesOnDay({
              weeklyAvailability,
              timezone,
              busy: busyTimes,
              durationsMinutes: durations,
              date,
              part,
              now: past,
              ...openWindow,
            }).map((t) => t.start),
          );
          expect(byParts).toEqual(ours);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('date helpers', () => {
  it('names the weekday of a civil day and steps days', () => {
    expect(WEEKDAYS[weekdayOfDate(saturday)]).toBe('SAT');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives a UTC window that holds the day and the next in every zone', () => {
    expect(dateSearchWindow(saturday)).toEqual({
      start: '2026-12-18T10:00:00.000Z',
      end: '2026-12-21T12:00:00.000Z',
    });
  });
});
