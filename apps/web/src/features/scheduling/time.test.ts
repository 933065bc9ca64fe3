import { describe, expect, it } from 'vitest';
import { localToUtcIso, utcToLocalParts } from './time';

describe('photographer time zone conversions', () => {
  it('turns a Bangkok wall-clock date and time into the UTC instant sent to the API', () => {
    expect(localToUtcIso('2026-11-23', '10:00', 'Asia/Bangkok')).toBe('2026-11-23T03:00:00.000Z');
    // Across midnight: 02:30 in Bangkok is the previous day in UTC.
    expect(localToUtcIso('2026-11-23', '02:30', 'Asia/Bangkok')).toBe('2026-11-22T19:30:00.000Z');
  });

  it('applies daylight saving where the zone has it', () => {
    expect(localToUtcIso('2026-07-01', '10:00', 'Europe/London')).toBe('2026-07-01T09:00:00.000Z');
    expect(localToUtcIso('2026-12-01', '10:00', 'Europe/London')).toBe('2026-12-01T10:00:00.000Z');
  });

  it('refuses malformed input instead of sending a wrong time', () => {
    expect(() => localToUtcIso('23/11/2026', '10:00', 'Asia/Bangkok')).toThrow(RangeError);
    expect(() => localToUtcIso('2026-11-23', '25:00', 'Asia/Bangkok')).toThrow(RangeError);
  });

  it('prefills inputs with the wall-clock parts of an instant (inverse of localToUtcIso)', () => {
    expect(utcToLocalParts('2026-11-22T19:30:00.000Z', 'Asia/Bangkok')).toEqual({
      date: '2026-11-23',
      time: '02:30',
    });
  });
});
