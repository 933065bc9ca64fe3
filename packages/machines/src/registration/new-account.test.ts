import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NEW_ACCOUNT_MINUTES, isNewAccount } from './new-account.ts';

const NOW = '2030-03-01T05:00:00.000Z';
const minutesBefore = (minutes: number) =>
  new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

describe('a new account', () => {
  it('is new on its first day, and welcomed back after it', () => {
    expect(isNewAccount(NOW, NOW)).toBe(true);
    expect(isNewAccount(minutesBefore(NEW_ACCOUNT_MINUTES - 1), NOW)).toBe(true);
    expect(isNewAccount(minutesBefore(NEW_ACCOUNT_MINUTES), NOW)).toBe(false);
    expect(isNewAccount(minutesBefore(400 * 24 * 60), NOW)).toBe(false);
  });

  it('counts a creation time slightly ahead of the clock as new, an unreadable one as not', () => {
    expect(isNewAccount(minutesBefore(-2), NOW)).toBe(true);
    expect(isNewAccount('not a time', NOW)).toBe(false);
  });

  it('stays new until exactly one day has passed, whatever the age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * NEW_ACCOUNT_MINUTES }), (age) => {
        expect(isNewAccount(minutesBefore(age), NOW)).toBe(age < NEW_ACCOUNT_MINUTES);
      }),
    );
  });
});
