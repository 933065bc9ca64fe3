import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partialRefundSatang } from './refundAmount';

describe('partialRefundSatang (the decide dialog’s amount, docs/decisions/0033)', () => {
  it('turns baht with up to two decimals into the same whole satang', () => {
    expect(partialRefundSatang('1500')).toBe(150000);
    expect(partialRefundSatang('1500.5')).toBe(150050);
    expect(partialRefundSatang(' 19.99 ')).toBe(1999);
    expect(partialRefundSatang('0.01')).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (satang) => {
        const baht = `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
        expect(partialRefundSatang(baht)).toBe(satang);
      }),
    );
  });

  it('refuses nothing, negative amounts, a third decimal and anything not a number', () => {
    for (const typed of ['', '0', '0.00', '-5', '1.234', '1,500', '15x', 'abc', '.5', '1e3']) {
      expect(partialRefundSatang(typed), typed).toBeNull();
    }
  });
});
