import { describe, expect, it } from 'vitest';
import { isWeeklyAvailabilityValid, nextRange, normalizeWeeklyAvailability, rangeProblems } from './weekly-availability';

describe('weekly availability editor rules', () => {
  it('accepts ordered, non-overlapping ranges including an end of 24:00', () => {
    expect(rangeProblems([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '24:00' }]).size).toBe(0);
  });

  it('reports a malformed time, an end before its start and an overlap, by index', () => {
    const problems = rangeProblems([
      { start: '9:00', end: '12:00' },
      { start: '14:00', end: '13:00' },
      { start: '10:00', end: '12:00' },
      { start: '11:00', end: '15:00' },
    ]);
    expect(Object.fromEntries(problems)).toEqual({ 0: 'format', 1: 'endBeforeStart', 3: 'overlap' });
  });

  it('treats touching ranges as fine', () => {
    expect(rangeProblems([{ start: '09:00', end: '12:00' }, { start: '12:00', end: '18:00' }]).size).toBe(0);
  });

  it('sends every weekday, sorted, so a cleared day is really cleared', () => {
    const sent = normalizeWeeklyAvailability({ MON: [{ start: '13:00', end: '18:00' }, { start: '09:00', end: '12:00' }] });
    expect(Object.keys(sent)).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    expect(sent.MON.map((r) => r.start)).toEqual(['09:00', '13:00']);
    expect(sent.SUN).toEqual([]);
    expect(isWeeklyAvailabilityValid({ TUE: [{ start: '10:00', end: '09:00' }] })).toBe(false);
  });

  it('offers 09:00–17:00 on an empty day and the next hour after the last range otherwise', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextRange([{ start: '20:00', end: '24:00' }])).toEqual({ start: '23:00', end: '24:00' });
  });
});
