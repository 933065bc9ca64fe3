import { describe, expect, it } from 'vitest';
import { ledgerTotals } from './ledger-totals';
import type { Transaction } from './queries';

const tx = (type: Transaction['type'], amount: number): Transaction => ({
  id: `${type}-${amount}`,
  type,
  purpose: 'booking',
  amount,
  currency: 'THB',
  paymentId: 'p1',
  userId: 'u1',
  createdAt: '2026-11-21T12:00:00Z',
});

describe('ledger totals', () => {
  it('sums satang per transaction type exactly', () => {
    expect(
      ledgerTotals([
        tx('charge', 250000),
        tx('fee', 25000),
        tx('payout', 225000),
        tx('charge', 150050),
      ]),
    ).toEqual({
      charge: 400050,
      refund: 0,
      payout: 225000,
      fee: 25000,
    });
  });

  it('is all zeros without transactions', () => {
    expect(ledgerTotals([])).toEqual({ charge: 0, refund: 0, payout: 0, fee: 0 });
  });
});
