import { describe, expect, it } from 'vitest';
import { reminderDay } from './reminder-day.ts';

describe('reminderDay: the shoot day by the calendar in Bangkok', () => {
  it('says today for a shoot later the same Bangkok day, though 24 hours ahead was asked for', () => {
    // 08:00 and 20:00 on 19 Dec in Bangkok (UTC+7).
    expect(reminderDay('2026-12-19T13:00:00.000Z', '2026-12-19T01:00:00.000Z')).toBe('today');
  });

  it('says tomorrow for a shoot on the next Bangkok day, across UTC midnight', () => {
    // Written 23:30 on 18 Dec in Bangkok (16:30 UTC); shoot 09:00 on 19 Dec (02:00 UTC).
    expect(reminderDay('2026-12-19T02:00:00.000Z', '2026-12-18T16:30:00.000Z')).toBe('tomorrow');
    // Written 06:30 on 19 Dec in Bangkok (23:30 UTC on the 18th); shoot 06:00 on 20 Dec.
    expect(reminderDay('2026-12-19T23:00:00.000Z', '2026-12-18T23:30:00.000Z')).toBe('tomorrow');
  });

  it('says later for a shoot two Bangkok days ahead', () => {
    expect(reminderDay('2026-12-21T02:00:00.000Z', '2026-12-19T02:00:00.000Z')).toBe('later');
  });

  it("follows another zone when given (the photographer's)", () => {
    // Shoot 01:00 UTC on 19 Dec: 10:00 on the 19th in Tokyo, 20:00 on the 18th in New York.
    // Written 14:00 UTC on 18 Dec: 23:00 on the 18th in Tokyo, 09:00 on the 18th in New York.
    const start = '2026-12-19T01:00:00.000Z';
    const at = '2026-12-18T14:00:00.000Z';
    expect(reminderDay(start, at, 'Asia/Tokyo')).toBe('tomorrow');
    expect(reminderDay(start, at, 'America/New_York')).toBe('today');
  });

  it('refuses an instant it cannot read', () => {
    expect(() => reminderDay('tomorrow', '2026-12-19T01:00:00.000Z')).toThrow(RangeError);
  });
});
