import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSlots, isSlotBookable, isoWriter, type WeeklyAvailability } from './slots.ts';

// 2026-11-29 is a Sunday; Asia/Bangkok is UTC+7 all year.
const weekdays9to18: WeeklyAvailability = {
  MON: [{ start: '09:00', end: '18:00' }],
  TUE: [{ start: '09:00', end: '18:00' }],
};
const past = '2026-01-01T00:00:00.000Z';
/** No lead time and a far horizon: these cases are about availability and busy times, not the booking window. */
const openWindow = { leadMinutes: 0, horizonDays: 10_000 };
const starts = (slots: { start: string }[]) => slots.map((s) => s.start);

describe('freeSlots', () => {
  it('offers stepped slots inside the Bangkok availability, in UTC', () => {
    const slots = freeSlots({
      weeklyAvailability: { MON: [{ start: '09:00', end: '11:00' }] },
      busy: [],
      durationMinutes: 60,
      from: '2026-11-29T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
      ...openWindow,
    });
    expect(slots).toEqual([
      { start: '2026-11-30T02:00:00.000Z', end: '2026-11-30T03:00:00.000Z' },
      { start: '2026-11-30T02:30:00.000Z', end: '2026-11-30T03:30:00.000Z' },
      { start: '2026-11-30T03:00:00.000Z', end: '2026-11-30T04:00:00.000Z' },
    ]);
  });

  it('uses the Bangkok weekday, not the UTC one, across the Bangkok day boundary', () => {
    // 17:00Z Sunday is 00:00 Monday in Bangkok.
    const slots = freeSlots({
      weeklyAvailability: { MON: [{ start: '00:00', end: '02:00' }], SUN: [] },
      busy: [],
      durationMinutes: 60,
      stepMinutes: 60,
      from: '2026-11-29T12:00:00.000Z',
      to: '2026-11-29T23:59:00.000Z',
      now: past,
      ...openWindow,
    });
    expect(starts(slots)).toEqual(['2026-11-29T17:00:00.000Z', '2026-11-29T18:00:00.000Z']);
  });

  it('joins ranges that touch at Bangkok midnight so a shoot may span it', () => {
    const slots = freeSlots({
      weeklyAvailability: {
        SUN: [{ start: '22:00', end: '24:00' }],
        MON: [{ start: '00:00', end: '01:00' }],
      },
      busy: [],
      durationMinutes: 180,
      from: '2026-11-29T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
      ...openWindow,
    });
    expect(slots).toEqual([{ start: '2026-11-29T15:00:00.000Z', end: '2026-11-29T18:00:00.000Z' }]);
  });

  it('leaves out slots overlapping busy times (half-open), in the past, or outside [from, to]', () => {
    const base = {
      weeklyAvailability: weekdays9to18,
      durationMinutes: 120,
      stepMinutes: 60,
      from: '2026-11-30T00:00:00.000Z',
      to: '2026-11-30T23:00:00.000Z',
    };
    expect(starts(freeSlots({ ...base, ...openWindow, busy: [], now: past }))).toHaveLength(8); // 09..16 local
    const slots = freeSlots({
      ...base,
      // 12:00–13:00 Bangkok busy; 09:00 start already passed at 09:30.
      busy: [{ start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T06:00:00.000Z' }],
      now: '2026-11-30T02:30:00.000Z',
      ...openWindow,
    });
    // 10:00 ends 12:00 (touches the busy time: allowed); 11:00 and 12:00 overlap it.
    expect(starts(slots)).toEqual([
      '2026-11-30T03:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
      '2026-11-30T07:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
    ]);
    const narrow = freeSlots({
      ...base,
      ...openWindow,
      busy: [],
      now: past,
      from: '2026-11-30T04:00:00.000Z',
      to: '2026-11-30T07:00:00.000Z',
    });
    expect(narrow).toEqual([
      { start: '2026-11-30T04:00:00.000Z', end: '2026-11-30T06:00:00.000Z' },
      { start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T07:00:00.000Z' },
    ]);
  });

  it('Bangkok has no daylight saving: 09:00 is 02:00Z in March and in July', () => {
    const at = (from: string, to: string) =>
      starts(
        freeSlots({
          weeklyAvailability: { SUN: [{ start: '09:00', end: '10:00' }] },
          busy: [],
          durationMinutes: 60,
          from,
          to,
          now: past,
          ...openWindow,
        }),
      );
    expect(at('2027-03-07T00:00:00.000Z', '2027-03-08T00:00:00.000Z')).toEqual([
      '2027-03-07T02:00:00.000Z',
    ]);
    expect(at('2027-07-04T00:00:00.000Z', '2027-07-05T00:00:00.000Z')).toEqual([
      '2027-07-04T02:00:00.000Z',
    ]);
  });

  it('follows the time-zone database where there is daylight saving (America/New_York)', () => {
    const at = (from: string, to: string) =>
      starts(
        freeSlots({
          weeklyAvailability: { SUN: [{ start: '09:00', end: '10:00' }] },
          timezone: 'America/New_York',
          busy: [],
          durationMinutes: 60,
          from,
          to,
          now: past,
          ...openWindow,
        }),
      );
    // DST starts 2026-03-08.
    expect(at('2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')).toEqual([
      '2026-03-01T14:00:00.000Z',
    ]);
    expect(at('2026-03-08T00:00:00.000Z', '2026-03-09T00:00:00.000Z')).toEqual([
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('offers each wall time as the time-zone database converts it, on any day of any zone', () => {
    // Zones with daylight saving of an hour (both hemispheres) and of half an hour (Lord Howe).
    const zones = [
      'America/New_York',
      'Europe/London',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Asia/Bangkok',
    ];
    const dayMs = 86_400_000;
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 4, max: 16 }),
        (timeZone, dayIndex, startHalfHours, lengthHalfHours) => {
          const from = Date.UTC(2026, 0, 1) + dayIndex * dayMs;
          const startMinutes = startHalfHours * 30;
          const endMinutes = Math.min(1440, startMinutes + lengthHalfHours * 30);
          const twoDigits = (n: number) => String(n).padStart(2, '0');
          const wall = (minutes: number) =>
            `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
          const range = { start: wall(startMinutes), end: wall(endMinutes) };
          const weekly = Object.fromEntries(
            ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map((day) => [day, [range]]),
          );
          const slots = freeSlots({
            weeklyAvailability: weekly,
            timezone: timeZone,
            busy: [],
            durationMinutes: 60,
            from: new Date(from).toISOString(),
            to: new Date(from + 3 * dayMs).toISOString(),
            now: past,
            ...openWindow,
          });
          // The oracle: for every local day of the window, the range's ends converted by TZDate
          // on their own, and a start every 30 minutes from the first while the shoot fits.
          const first = new TZDate(from, timeZone);
          const expected: string[] = [];
          for (let i = 0; i < 4; i++) {
            // A wall time as hour and minute of its day (24:00 is the next day's 00:00).
            const at = (minutes: number) =>
              new TZDate(
                first.getFullYear(),
                first.getMonth(),
                first.getDate() + i + Math.floor(minutes / 1440),
                Math.floor((minutes % 1440) / 60),
                minutes % 60,
                timeZone,
              ).getTime();
            const end = at(endMinutes);
            for (let start = at(startMinutes); start + 3_600_000 <= end; start += 1_800_000)
              if (start >= from && start + 3_600_000 <= from + 3 * dayMs)
                expected.push(new Date(start).toISOString());
          }
          expect(starts(slots)).toEqual([...new Set(expected)].sort());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('busy times remove exactly the slots that overlap one of them, in any order, touching or nested', () => {
    const base = {
      weeklyAvailability: weekdays9to18,
      durationMinutes: 90,
      from: '2026-11-29T00:00:00.000Z',
      to: '2026-12-02T00:00:00.000Z',
      now: past,
      ...openWindow,
    };
    const open = freeSlots({ ...base, busy: [] });
    const t0 = Date.parse(base.from);
    // Busy times on a 15-minute grid over the three days, so they touch and nest often.
    const busyTime = fc
      .tuple(fc.integer({ min: 0, max: 288 }), fc.integer({ min: 1, max: 40 }))
      .map(([at, length]) => ({
        start: new Date(t0 + at * 15 * 60_000).toISOString(),
        end: new Date(t0 + (at + length) * 15 * 60_000).toISOString(),
      }));
    fc.assert(
      fc.property(fc.array(busyTime, { maxLength: 25 }), (busy) => {
        const free = open.filter(
          (slot) =>
            !busy.some(
              (b) =>
                Date.parse(slot.start) < Date.parse(b.end) &&
                Date.parse(b.start) < Date.parse(slot.end),
            ),
        );
        expect(freeSlots({ ...base, busy })).toEqual(free);
        for (const slot of open)
          expect(isSlotBookable({ ...base, busy, start: slot.start }).ok).toBe(free.includes(slot));
      }),
      { numRuns: 200 },
    );
  });

  it('takes an empty or inverted busy time as blocking nothing, and still honours the others', () => {
    const slots = freeSlots({
      weeklyAvailability: { MON: [{ start: '09:00', end: '11:00' }] },
      busy: [
        { start: '2026-11-30T03:00:00.000Z', end: '2026-11-30T02:00:00.000Z' },
        { start: '2026-11-30T02:30:00.000Z', end: '2026-11-30T02:30:00.000Z' },
        { start: '2026-11-30T03:30:00.000Z', end: '2026-11-30T04:00:00.000Z' },
      ],
      durationMinutes: 60,
      from: '2026-11-29T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
      ...openWindow,
    });
    expect(starts(slots)).toEqual(['2026-11-30T02:00:00.000Z', '2026-11-30T02:30:00.000Z']);
  });

  it('rejects malformed input', () => {
    const input = {
      weeklyAvailability: weekdays9to18,
      busy: [],
      durationMinutes: 60,
      from: '2026-11-30T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
      ...openWindow,
    };
    expect(() => freeSlots({ ...input, durationMinutes: 0 })).toThrow(RangeError);
    expect(() => freeSlots({ ...input, from: 'tomorrow' })).toThrow(RangeError);
    expect(() =>
      freeSlots({ ...input, weeklyAvailability: { MON: [{ start: '9am', end: '18:00' }] } }),
    ).toThrow(RangeError);
  });
});

describe('isoWriter (how freeSlots writes its instants)', () => {
  it('writes any instant exactly as toISOString does: whole minutes, seconds, before 1970, after 9999', () => {
    const minute = 60_000;
    const write = isoWriter();
    fc.assert(
      fc.property(
        fc.oneof(
          // Whole minutes from 1970 to 9999 (the fast path), then anything Date can hold.
          fc
            .integer({ min: 0, max: Math.floor(253_402_300_799_999 / minute) })
            .map((n) => n * minute),
          fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }),
          fc.constantFrom(0, 253_402_300_740_000, 253_402_300_800_000, -minute),
        ),
        (ms) => {
          expect(write(ms)).toBe(new Date(ms).toISOString());
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('refuses what toISOString refuses', () => {
    expect(() => isoWriter()(Number.NaN)).toThrow(RangeError);
  });
});

describe('isSlotBookable', () => {
  const base = {
    weeklyAvailability: weekdays9to18,
    busy: [{ start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T06:00:00.000Z' }],
    durationMinutes: 120,
    now: '2026-11-29T00:00:00.000Z',
    ...openWindow,
  };

  it('accepts a slot inside availability, off the 30-minute grid too', () => {
    expect(isSlotBookable({ ...base, start: '2026-11-30T02:00:00.000Z' })).toEqual({
      ok: true,
      end: '2026-11-30T04:00:00.000Z',
    });
    expect(isSlotBookable({ ...base, start: '2026-11-30T06:10:00.000Z' }).ok).toBe(true);
  });

  it('refuses with the reason a caller can show', () => {
    expect(isSlotBookable({ ...base, start: '2026-11-30T01:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'outside_availability',
    }); // 08:00 Bangkok
    expect(isSlotBookable({ ...base, start: '2026-11-30T10:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'outside_availability',
    }); // 17:00–19:00 runs past 18:00
    expect(isSlotBookable({ ...base, start: '2026-11-29T03:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'outside_availability',
    }); // Sunday
    expect(isSlotBookable({ ...base, start: '2026-11-30T04:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'overlaps_busy_time',
    });
    expect(
      isSlotBookable({
        ...base,
        start: '2026-11-30T02:00:00.000Z',
        now: '2026-11-30T02:00:01.000Z',
      }),
    ).toEqual({
      ok: false,
      reason: 'in_the_past',
    });
  });

  it('agrees with freeSlots', () => {
    const slots = freeSlots({
      ...base,
      from: '2026-11-30T00:00:00.000Z',
      to: '2026-12-02T00:00:00.000Z',
    });
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(isSlotBookable({ ...base, start: slot.start }).ok).toBe(true);
  });
});

describe('the booking window (lead time and horizon)', () => {
  const monday = { MON: [{ start: '09:00', end: '18:00' }] };
  const now = '2026-11-30T02:00:00.000Z'; // Monday 09:00 Bangkok

  it('refuses a start inside the default 2-hour lead time as too_soon, and past 180 days as too_far', () => {
    const input = { weeklyAvailability: monday, busy: [], durationMinutes: 60, now };
    expect(isSlotBookable({ ...input, start: '2026-11-30T03:59:00.000Z' })).toEqual({
      ok: false,
      reason: 'too_soon',
    });
    expect(isSlotBookable({ ...input, start: '2026-11-30T04:00:00.000Z' }).ok).toBe(true); // exactly 2 h ahead
    expect(isSlotBookable({ ...input, start: '2026-11-30T01:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'in_the_past',
    });
    // 2027-05-31 is a Monday 182 days later: too far; 2027-05-24 (175 days) is inside.
    expect(isSlotBookable({ ...input, start: '2027-05-31T02:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(isSlotBookable({ ...input, start: '2027-05-24T02:00:00.000Z' }).ok).toBe(true);
    // The window is checked before availability: a too-soon Sunday start reports too_soon.
    expect(isSlotBookable({ ...input, start: '2026-11-30T02:30:00.000Z' })).toEqual({
      ok: false,
      reason: 'too_soon',
    });
  });

  it('takes a configured lead time and horizon', () => {
    const input = {
      weeklyAvailability: monday,
      busy: [],
      durationMinutes: 60,
      now,
      leadMinutes: 30,
      horizonDays: 7,
    };
    expect(isSlotBookable({ ...input, start: '2026-11-30T02:30:00.000Z' }).ok).toBe(true);
    expect(isSlotBookable({ ...input, start: '2026-12-14T02:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(() =>
      isSlotBookable({ ...input, start: '2026-11-30T04:00:00.000Z', leadMinutes: -1 }),
    ).toThrow(RangeError);
  });

  it('freeSlots offers only starts inside the window, and isSlotBookable agrees with every one', () => {
    const input = {
      weeklyAvailability: monday,
      busy: [],
      durationMinutes: 60,
      now,
      from: now,
      to: '2026-12-01T00:00:00.000Z',
    };
    const slots = freeSlots(input);
    expect(starts(slots)[0]).toBe('2026-11-30T04:00:00.000Z'); // 11:00 Bangkok, 2 h after 09:00
    expect(starts(slots).at(-1)).toBe('2026-11-30T10:00:00.000Z'); // 17:00–18:00
    for (const slot of slots) expect(isSlotBookable({ ...input, start: slot.start }).ok).toBe(true);
    const far = freeSlots({
      ...input,
      from: '2027-05-31T00:00:00.000Z',
      to: '2027-06-01T00:00:00.000Z',
    });
    expect(far).toEqual([]);
  });
});
