import { describe, expect, it } from 'vitest';
import { freeSlots, isSlotBookable, type WeeklyAvailability } from './slots.ts';

// 2026-11-29 is a Sunday; Asia/Bangkok is UTC+7 all year.
const weekdays9to18: WeeklyAvailability = {
  MON: [{ start: '09:00', end: '18:00' }],
  TUE: [{ start: '09:00', end: '18:00' }],
};
const past = '2026-01-01T00:00:00.000Z';
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
    });
    expect(starts(slots)).toEqual(['2026-11-29T17:00:00.000Z', '2026-11-29T18:00:00.000Z']);
  });

  it('joins ranges that touch at Bangkok midnight so a shoot may span it', () => {
    const slots = freeSlots({
      weeklyAvailability: { SUN: [{ start: '22:00', end: '24:00' }], MON: [{ start: '00:00', end: '01:00' }] },
      busy: [],
      durationMinutes: 180,
      from: '2026-11-29T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
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
    expect(starts(freeSlots({ ...base, busy: [], now: past }))).toHaveLength(8); // 09..16 local
    const slots = freeSlots({
      ...base,
      // 12:00–13:00 Bangkok busy; 09:00 start already passed at 09:30.
      busy: [{ start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T06:00:00.000Z' }],
      now: '2026-11-30T02:30:00.000Z',
    });
    // 10:00 ends 12:00 (touches the busy time: allowed); 11:00 and 12:00 overlap it.
    expect(starts(slots)).toEqual([
      '2026-11-30T03:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
      '2026-11-30T07:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
    ]);
    const narrow = freeSlots({ ...base, busy: [], now: past, from: '2026-11-30T04:00:00.000Z', to: '2026-11-30T07:00:00.000Z' });
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
        }),
      );
    expect(at('2027-03-07T00:00:00.000Z', '2027-03-08T00:00:00.000Z')).toEqual(['2027-03-07T02:00:00.000Z']);
    expect(at('2027-07-04T00:00:00.000Z', '2027-07-05T00:00:00.000Z')).toEqual(['2027-07-04T02:00:00.000Z']);
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
        }),
      );
    // DST starts 2026-03-08.
    expect(at('2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')).toEqual(['2026-03-01T14:00:00.000Z']);
    expect(at('2026-03-08T00:00:00.000Z', '2026-03-09T00:00:00.000Z')).toEqual(['2026-03-08T13:00:00.000Z']);
  });

  it('rejects malformed input', () => {
    const input = {
      weeklyAvailability: weekdays9to18,
      busy: [],
      durationMinutes: 60,
      from: '2026-11-30T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      now: past,
    };
    expect(() => freeSlots({ ...input, durationMinutes: 0 })).toThrow(RangeError);
    expect(() => freeSlots({ ...input, from: 'tomorrow' })).toThrow(RangeError);
    expect(() => freeSlots({ ...input, weeklyAvailability: { MON: [{ start: '9am', end: '18:00' }] } })).toThrow(RangeError);
  });
});

describe('isSlotBookable', () => {
  const base = {
    weeklyAvailability: weekdays9to18,
    busy: [{ start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T06:00:00.000Z' }],
    durationMinutes: 120,
    now: '2026-11-29T00:00:00.000Z',
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
    expect(isSlotBookable({ ...base, start: '2026-11-30T02:00:00.000Z', now: '2026-11-30T02:00:01.000Z' })).toEqual({
      ok: false,
      reason: 'in_the_past',
    });
  });

  it('agrees with freeSlots', () => {
    const slots = freeSlots({ ...base, from: '2026-11-30T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' });
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(isSlotBookable({ ...base, start: slot.start }).ok).toBe(true);
  });
});
