import type { Transaction } from './queries';

/** Sum of ledger amounts per transaction type, satang (amounts as stored; refunds may be negative). */
export type LedgerTotals = Record<Transaction['type'], number>;

/**
 * Totals of ledger lines by type (`charge`, `refund`, `payout`, `fee`), in satang, for the
 * transactions page footer. Amounts are summed as the API reports them (integer satang), so the
 * totals are exact.
 */
export function ledgerTotals(transactions: readonly Transaction[]): LedgerTotals {
  const totals: LedgerTotals = { charge: 0, refund: 0, payout: 0, fee: 0 };
  for (const tx of transactions) totals[tx.type] += tx.amount;
  return totals;
}
