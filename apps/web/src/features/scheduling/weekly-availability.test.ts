import { defaultWeeklyAvailability } from '@shootbook/machines';
import { describe, expect, it } from 'vitest';
import {
  isWeeklyAvailabilityValid,
  nextRange,
  normalizeWeeklyAvailability,
  weeklyHoursRuns,
} from './weekly-availability';

// What counts as a broken range is packages/machines' `dayRangeProblems` and tested there; these
// tests cover what the editor adds around it.
describe('weekly availability editor', () => {
  it('sends every weekday, sorted, so a cleared day is really cleared', () => {
    const sent = normalizeWeeklyAvailability({
      MON: [
        { start: '13:00', end: '18:00' },
        { start: '09:00', end: '12:00' },
      ],
    });
    expect(Object.keys(sent)).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    expect(sent.MON.map((r) => r.start)).toEqual(['09:00', '13:00']);
    expect(sent.SUN).toEqual([]);
  });

  it('refuses to save a week with a broken range on any day, and saves one whose ranges end at 24:00', () => {
    expect(isWeeklyAvailabilityValid({ TUE: [{ start: '10:00', end: '09:00' }] })).toBe(false);
    expect(
      isWeeklyAvailabilityValid({
        SAT: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      }),
    ).toBe(false);
    expect(
      isWeeklyAvailabilityValid({
        MON: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '24:00' },
        ],
      }),
    ).toBe(true);
  });

  it('offers 09:00–17:00 on an empty day and the next hour after the last range otherwise', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextRange([{ start: '20:00', end: '24:00' }])).toEqual({ start: '23:00', end: '24:00' });
  });

  it('offers the next hour after the last range the photographer finished typing', () => {
    expect(
      nextRange([
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '1' },
      ]),
    ).toEqual({ start: '12:00', end: '13:00' });
  });
});

describe('weeklyHoursRuns', () => {
  it("sums up ShootBook's default week as one run, Monday to Saturday", () => {
    expect(weeklyHoursRuns(defaultWeeklyAvailability())).toEqual([
      { from: 'MON', to: 'SAT', ranges: [{ start: '09:00', end: '18:00' }] },
    ]);
  });

  it('starts a new run where the hours change or a day is off, and keeps Sunday last', () => {
    const day = (start: string, end: string) => [{ start, end }];
    expect(
      weeklyHoursRuns({
        SUN: day('10:00', '14:00'),
        MON: day('09:00', '17:00'),
        TUE: day('09:00', '17:00'),
        WED: [],
        THU: day('09:00', '17:00'),
        FRI: day('13:00', '20:00'),
      }),
    ).toEqual([
      { from: 'MON', to: 'TUE', ranges: day('09:00', '17:00') },
      { from: 'THU', to: 'THU', ranges: day('09:00', '17:00') },
      { from: 'FRI', to: 'FRI', ranges: day('13:00', '20:00') },
      { from: 'SUN', to: 'SUN', ranges: day('10:00', '14:00') },
    ]);
  });
});
