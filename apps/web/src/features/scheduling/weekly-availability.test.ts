import { describe, expect, it } from 'vitest';
import {
  isWeeklyAvailabilityValid,
  nextRange,
  normalizeWeeklyAvailability,
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
