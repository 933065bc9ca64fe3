import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_AVAILABILITY,
  dayRangeProblems,
  weeklyAvailabilityProblems,
} from './weekly-availability.ts';

describe('weekly availability consistency', () => {
  it('finds malformed times, ends not after starts, and overlaps with an earlier range', () => {
    const problems = dayRangeProblems([
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '13:00' }, // overlaps the first
      { start: '14:00', end: '14:00' }, // empty
      { start: '9am', end: '10:00' },
      { start: '20:00', end: '24:00' },
      { start: '24:00', end: '24:00' }, // 24:00 is only an end
    ]);
    expect([...problems]).toEqual([
      [2, 'endBeforeStart'],
      [3, 'format'],
      [5, 'format'],
      [1, 'overlap'],
    ]);
  });

  it('touching ranges do not overlap', () => {
    expect(
      dayRangeProblems([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '18:00' },
      ]).size,
    ).toBe(0);
  });

  it('reports every problem of the week with its day and index; the default week has none', () => {
    expect(
      weeklyAvailabilityProblems({
        MON: [{ start: '10:00', end: '09:00' }],
        SAT: [
          { start: '08:00', end: '09:00' },
          { start: '08:30', end: '10:00' },
        ],
      }),
    ).toEqual([
      { day: 'MON', index: 0, problem: 'endBeforeStart' },
      { day: 'SAT', index: 1, problem: 'overlap' },
    ]);
    expect(weeklyAvailabilityProblems(DEFAULT_WEEKLY_AVAILABILITY)).toEqual([]);
    expect(DEFAULT_WEEKLY_AVAILABILITY.SUN).toEqual([]);
    expect(DEFAULT_WEEKLY_AVAILABILITY.MON).toEqual([{ start: '09:00', end: '18:00' }]);
  });
});
