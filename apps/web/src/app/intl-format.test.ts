import { dateTimeFormat, formatSatang, numberFormat, relativeTimeFormat } from '@shootbook/ui';
import { describe, expect, it } from 'vitest';

// The shared Intl formatters (packages/machines format/intl-format.ts, via @shootbook/ui): the app's lists and
// calendars ask for one per row or render, so asking again must not build another, and what
// they write must be what a fresh Intl formatter writes.
describe('shared Intl formatters', () => {
  const when = new Date('2026-11-23T03:30:00Z');

  it('hands out one formatter per locale and options, and a different one when either differs', () => {
    const medium = dateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium' });
    expect(dateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium' })).not.toBe(
      medium,
    );
    expect(dateTimeFormat('th-TH', { timeZone: 'America/New_York', dateStyle: 'medium' })).not.toBe(
      medium,
    );
    expect(numberFormat('en-GB', { style: 'percent' })).toBe(
      numberFormat('en-GB', { style: 'percent' }),
    );
    expect(relativeTimeFormat('th-TH')).toBe(relativeTimeFormat('th-TH'));
  });

  it('writes what a fresh Intl formatter writes, in the zone and locale asked for', () => {
    for (const [locale, timeZone] of [
      ['en-GB', 'Asia/Bangkok'],
      ['th-TH', 'Asia/Bangkok'],
      ['en-GB', 'America/New_York'],
    ] as const) {
      const options = { timeZone, dateStyle: 'medium', timeStyle: 'short' } as const;
      expect(dateTimeFormat(locale, options).format(when)).toBe(
        new Intl.DateTimeFormat(locale, options).format(when),
      );
    }
    expect(
      dateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', timeStyle: 'short' }).format(when),
    ).toBe('10:30');
    expect(relativeTimeFormat('en-GB', { numeric: 'always' }).format(2, 'hour')).toBe('in 2 hours');
  });

  it('keeps formatSatang writing baht in each locale and sign display, from its shared formats', () => {
    expect(formatSatang(150000, 'en')).toBe('฿1,500');
    expect(formatSatang(150050, 'en')).toBe('฿1,500.50');
    expect(formatSatang(150000, 'en', 'exceptZero')).toBe('+฿1,500');
    expect(formatSatang(-150000, 'en', 'exceptZero')).toBe('-฿1,500');
    // The whole-baht format asked for first must not answer for an amount with satang.
    expect(formatSatang(99, 'th-TH')).toBe(
      new Intl.NumberFormat('th-TH', {
        style: 'currency',
        currency: 'THB',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(0.99),
    );
  });

  it('rejects an unknown time zone as Intl does', () => {
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
