import { describe, expect, it } from 'vitest';
import {
  DISPLAY_TIME_ZONE,
  dateTimeFormat,
  formatDateTime,
  formatDuration,
  formatRange,
  formatSlotStart,
  formatTimeAgo,
  formatTimeLeft,
  formatSearchDay,
  formatTimeZone,
  formattingLocale,
  relativeTimeFormat,
} from './intl-format.ts';

describe('the shared formatters in the product formats', () => {
  // 23:30 UTC on 18 Dec 2026 is 06:30 on Saturday 19 Dec in Bangkok.
  const acrossMidnight = new Date('2026-12-18T23:30:00.000Z');
  const date = (language: string) =>
    dateTimeFormat(formattingLocale(language), {
      timeZone: DISPLAY_TIME_ZONE,
      dateStyle: 'medium',
    }).format(acrossMidnight);

  it('writes Thai dates in the Buddhist era and English ones day first, on the Bangkok day', () => {
    expect(date('th')).toBe('19 ธ.ค. 2569');
    expect(date('th-TH')).toBe('19 ธ.ค. 2569');
    expect(date('en')).toBe('19 Dec 2026');
  });

  it('writes times on the 24-hour clock in both languages', () => {
    const time = (language: string) =>
      dateTimeFormat(formattingLocale(language), {
        timeZone: DISPLAY_TIME_ZONE,
        timeStyle: 'short',
      }).format(acrossMidnight);
    expect(time('th')).toBe('06:30');
    expect(time('en')).toBe('06:30');
  });

  it('writes relative times in the language', () => {
    expect(relativeTimeFormat(formattingLocale('th')).format(24, 'hour')).toBe('ในอีก 24 ชั่วโมง');
    expect(relativeTimeFormat(formattingLocale('en')).format(-1, 'second')).toBe('1 second ago');
  });
});

describe('the named product formats', () => {
  it('writes Thai UI in th-TH and English in en-GB', () => {
    expect(formattingLocale('th')).toBe('th-TH');
    expect(formattingLocale('en')).toBe('en-GB');
    expect(formattingLocale(undefined)).toBe('en-GB');
  });

  it('names a slot the way the booking page announces it, in the photographer zone', () => {
    expect(formatSlotStart('2026-11-23T03:00:00.000Z', 'Asia/Bangkok', 'en-GB')).toBe(
      'Mon 23 Nov, 10:00',
    );
    expect(formatSlotStart('2026-11-23T03:00:00.000Z', 'Asia/Bangkok', 'th-TH')).not.toMatch(
      /Mon|Nov/,
    );
  });

  it('writes a range and a date-time with the Buddhist year in Thai', () => {
    expect(
      formatRange('2026-11-23T03:00:00.000Z', '2026-11-23T05:00:00.000Z', 'Asia/Bangkok', 'en-GB'),
    ).toBe('Mon, 23 Nov 2026, 10:00–12:00');
    expect(formatDateTime('2026-11-23T03:00:00.000Z', 'Asia/Bangkok', 'th-TH')).toContain('2569');
  });

  it('counts time left in hours from two hours on and minutes below, in the reader’s language', () => {
    const now = '2030-01-07T00:00:00Z';
    expect(formatTimeLeft('2030-01-07T23:00:00Z', now, 'en-GB')).toBe('in 23 hours');
    expect(formatTimeLeft('2030-01-07T00:45:00Z', now, 'en-GB')).toBe('in 45 minutes');
    expect(formatTimeLeft('2030-01-06T23:55:00Z', now, 'en-GB')).toBe('5 minutes ago');
    expect(formatTimeLeft('2030-01-07T23:00:00Z', now, 'th-TH')).toBe('ในอีก 23 ชั่วโมง');
  });

  it('says how long ago in the largest whole unit, then the date after a week', () => {
    const now = '2026-12-07T06:00:00Z';
    const ago = (at: string, locale = 'en-GB') => formatTimeAgo(at, now, 'Asia/Bangkok', locale);
    expect(ago('2026-12-07T05:59:30Z')).toBe('now');
    expect(ago('2026-12-07T06:00:05Z')).toBe('now');
    expect(ago('2026-12-07T05:55:00Z')).toBe('5 minutes ago');
    expect(ago('2026-12-07T03:00:00Z')).toBe('3 hours ago');
    expect(ago('2026-12-06T05:00:00Z')).toBe('yesterday');
    expect(ago('2026-12-03T06:00:00Z')).toBe('4 days ago');
    expect(ago('2026-11-23T03:00:00Z')).toBe('23 Nov 2026, 10:00');
    expect(ago('2026-12-07T05:55:00Z', 'th-TH')).toBe('5 นาทีที่ผ่านมา');
    expect(ago('2026-11-23T03:00:00Z', 'th-TH')).toContain('2569');
  });

  it('writes a duration one way, in hours and minutes: "4 hrs", never "240 minutes"', () => {
    expect(formatDuration(240, 'en-GB')).toBe('4 hrs');
    expect(formatDuration(45, 'en-GB')).toBe('45 mins');
    expect(formatDuration(90, 'en-GB')).toBe('1 hr 30 mins');
    expect(formatDuration(1440, 'en-GB')).toBe('24 hrs');
    expect(formatDuration(240, 'th-TH')).toBe('4 ชม.');
    expect(formatDuration(90, 'th-TH')).toBe('1 ชม. 30 นาที');
  });
});

describe('formatSearchDay', () => {
  it('writes a searched civil day as itself, weekday first, Thai in Thai', () => {
    expect(formatSearchDay('2026-12-19', 'en-GB')).toBe('Sat 19 Dec');
    expect(formatSearchDay('2026-12-19', 'th-TH')).not.toMatch(/Sat|Dec/);
  });
});

describe('formatTimeZone', () => {
  it('names a zone in the reader’s language, never by its IANA id', () => {
    expect(formatTimeZone('Asia/Bangkok', 'en-GB')).toBe('Indochina Time');
    expect(formatTimeZone('Asia/Bangkok', 'th-TH')).toBe('เวลาอินโดจีน');
    expect(formatTimeZone('Mars/Olympus_Mons', 'th-TH')).toBe('Mars/Olympus_Mons');
  });
});
