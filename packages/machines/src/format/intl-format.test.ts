import { describe, expect, it } from 'vitest';
import {
  DISPLAY_TIME_ZONE,
  dateTimeFormat,
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
