import { describe, expect, it } from 'vitest';

import {
  ledgerEntriesFor,
  ledgerLinesFor,
  type LedgerEntryType,
  type LedgerParty,
} from './ledger.ts';
import { photographerPayout } from './money.ts';
import {
  LEDGER_FLOW,
  compareLedgerLines,
  isPendingPayout,
  ledgerBalance,
  ledgerStatement,
  pendingPayouts,
  signedLedgerAmount,
  statementWindow,
  type PayoutPayment,
  type StatementLine,
} from './statement.ts';
import { paymentStatuses } from './payment-status.ts';

const PRICE = 350_000; // ฿3,500.00
const FEE = 35_000;

let seq = 0;
const line = (
  type: LedgerEntryType,
  amount: number,
  createdAt: string,
  id = `l${++seq}`,
): StatementLine => ({ id, type, amount, createdAt });

/** The lines a booking writes over its life, through `ledgerEntriesFor`, each at `at`. */
function linesOf(
  events: ['SUCCEEDED' | 'PAYOUT_RELEASED' | 'REFUNDED', string][],
  amount = PRICE,
): StatementLine[] {
  return events.flatMap(([event, at]) =>
    ledgerEntriesFor(event, { amount, customerId: 'c', photographerId: 'p' }).map((entry) =>
      line(entry.type, entry.amount, at),
    ),
  );
}

describe('the sign of a ledger line for its viewer', () => {
  it('is money out for the customer when charged and money in when refunded', () => {
    expect(signedLedgerAmount({ type: 'charge', amount: PRICE }, 'customer')).toBe(-PRICE);
    expect(signedLedgerAmount({ type: 'refund', amount: PRICE }, 'customer')).toBe(PRICE);
  });

  it("is the photographer's earning for a charge, less the fee withheld and a refund; a payout moves nothing", () => {
    expect(signedLedgerAmount({ type: 'charge', amount: PRICE }, 'photographer')).toBe(PRICE);
    expect(signedLedgerAmount({ type: 'fee', amount: FEE }, 'photographer')).toBe(-FEE);
    expect(signedLedgerAmount({ type: 'refund', amount: PRICE }, 'photographer')).toBe(-PRICE);
    expect(signedLedgerAmount({ type: 'payout', amount: PRICE - FEE }, 'photographer')).toBe(0);
  });

  it('mirrors the customer for the money between them, and gives no sign to what a party cannot see', () => {
    for (const type of ['charge', 'refund'] as const) {
      expect(LEDGER_FLOW.photographer[type]).toBe(-LEDGER_FLOW.customer[type]);
    }
    for (const party of ['customer', 'photographer'] as LedgerParty[]) {
      for (const type of ['charge', 'fee', 'payout', 'refund'] as const) {
        if (ledgerLinesFor([{ type }], party).length === 0)
          expect(LEDGER_FLOW[party][type]).toBe(0);
      }
    }
  });

  it('never yields -0', () => {
    expect(Object.is(signedLedgerAmount({ type: 'charge', amount: 0 }, 'customer'), 0)).toBe(true);
    expect(Object.is(signedLedgerAmount({ type: 'payout', amount: 5 }, 'photographer'), 0)).toBe(
      true,
    );
  });
});

describe('balances of whole bookings', () => {
  const paid = linesOf([['SUCCEEDED', '2030-01-07T03:00:00Z']]);
  const completed = linesOf([
    ['SUCCEEDED', '2030-01-07T03:00:00Z'],
    ['PAYOUT_RELEASED', '2030-01-09T05:00:00Z'],
  ]);
  const refunded = linesOf([
    ['SUCCEEDED', '2030-01-07T03:00:00Z'],
    ['REFUNDED', '2030-01-08T03:00:00Z'],
  ]);

  it('a completed booking: the customer is out the price, the photographer has earned exactly the payout', () => {
    expect(ledgerBalance(ledgerLinesFor(completed, 'customer'), 'customer')).toBe(-PRICE);
    expect(ledgerBalance(ledgerLinesFor(completed, 'photographer'), 'photographer')).toBe(
      photographerPayout(PRICE),
    );
  });

  it('a refunded booking nets zero for both', () => {
    expect(ledgerBalance(ledgerLinesFor(refunded, 'customer'), 'customer')).toBe(0);
    expect(ledgerBalance(ledgerLinesFor(refunded, 'photographer'), 'photographer')).toBe(0);
  });

  it('a paid booking not yet completed counts its whole charge for the photographer (the fee is withheld at payout)', () => {
    expect(ledgerBalance(paid, 'photographer')).toBe(PRICE);
    expect(ledgerBalance(paid, 'customer')).toBe(-PRICE);
  });

  it('keeps satang exact', () => {
    const odd = linesOf(
      [
        ['SUCCEEDED', '2030-01-07T03:00:00Z'],
        ['PAYOUT_RELEASED', '2030-01-09T05:00:00Z'],
      ],
      100_005,
    );
    expect(ledgerBalance(odd, 'photographer')).toBe(100_005 - 10_001);
    expect(ledgerBalance(odd, 'customer')).toBe(-100_005);
  });
});

describe('a statement', () => {
  it('lists newest first with the running balance after each line, accumulated oldest first from the opening balance', () => {
    const lines = [
      line('charge', 450_000, '2030-01-01T02:00:00Z', 'a'),
      line('refund', 450_000, '2030-01-04T02:00:00Z', 'b'),
      line('charge', 350_050, '2030-01-06T02:00:00Z', 'c'),
    ];
    const statement = ledgerStatement(lines, 'customer', -100_000);
    expect(statement.rows.map((row) => [row.id, row.signedAmount, row.balance])).toEqual([
      ['c', -350_050, -450_050],
      ['b', 450_000, -100_000],
      ['a', -450_000, -550_000],
    ]);
    expect(statement.openingBalance).toBe(-100_000);
    expect(statement.closingBalance).toBe(-450_050);
    // Whatever order the lines come in.
    expect(ledgerStatement([...lines].reverse(), 'customer', -100_000)).toEqual(statement);
  });

  it("orders a payout's fee and payout, written at the same instant, as they were written", () => {
    const lines = linesOf([
      ['SUCCEEDED', '2030-01-07T03:00:00Z'],
      ['PAYOUT_RELEASED', '2030-01-09T05:00:00Z'],
    ]).reverse();
    const statement = ledgerStatement(lines, 'photographer');
    expect(statement.rows.map((row) => [row.type, row.signedAmount, row.balance])).toEqual([
      ['payout', 0, PRICE - FEE],
      ['fee', -FEE, PRICE - FEE],
      ['charge', PRICE, PRICE],
    ]);
  });

  it('starts and ends at the opening balance without lines', () => {
    expect(ledgerStatement([], 'photographer', 12_345)).toEqual({
      openingBalance: 12_345,
      closingBalance: 12_345,
      rows: [],
    });
  });

  it('breaks ties of time and type by id', () => {
    const at = '2030-01-07T03:00:00Z';
    expect(compareLedgerLines(line('charge', 1, at, 'x'), line('charge', 1, at, 'y'))).toBeLessThan(
      0,
    );
    expect(
      compareLedgerLines(line('charge', 1, at, 'y'), line('charge', 1, at, 'x')),
    ).toBeGreaterThan(0);
    expect(compareLedgerLines(line('charge', 1, at, 'x'), line('charge', 1, at, 'x'))).toBe(0);
  });
});

describe('pending payouts', () => {
  const payment = (id: string, status: PayoutPayment['status'], amount = PRICE): PayoutPayment => ({
    id,
    status,
    amount,
    platformFee: Math.round(amount / 10),
    payoutAmount: amount - Math.round(amount / 10),
  });

  it('are the paid payments not yet paid out or refunded', () => {
    expect(paymentStatuses.filter(isPendingPayout)).toEqual(['Paid']);
    const pending = pendingPayouts([
      payment('a', 'Paid'),
      payment('b', 'Completed'),
      payment('c', 'Paid', 120_000),
      payment('d', 'Refunded'),
      payment('e', 'Wait'),
      payment('f', 'Unpaid'),
    ]);
    expect(pending).toEqual({
      paymentIds: ['a', 'c'],
      amount: 470_000,
      platformFee: 47_000,
      payoutAmount: 423_000,
    });
  });

  it('are nothing without paid payments', () => {
    expect(pendingPayouts([payment('a', 'Completed')])).toEqual({
      paymentIds: [],
      amount: 0,
      platformFee: 0,
      payoutAmount: 0,
    });
  });
});

describe('the window of a statement of whole days', () => {
  it('runs from the start of the first day to the end of the last, in Bangkok', () => {
    expect(statementWindow({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      ok: true,
      from: '2026-10-31T17:00:00.000Z',
      to: '2026-11-30T17:00:00.000Z',
    });
  });

  it('covers one day when from and to are the same', () => {
    expect(statementWindow({ from: '2026-11-21', to: '2026-11-21' })).toEqual({
      ok: true,
      from: '2026-11-20T17:00:00.000Z',
      to: '2026-11-21T17:00:00.000Z',
    });
  });

  it('leaves an end open when its date is absent or empty', () => {
    expect(statementWindow({})).toEqual({ ok: true });
    expect(statementWindow({ from: '', to: '2026-12-31' })).toEqual({
      ok: true,
      to: '2026-12-31T17:00:00.000Z',
    });
    expect(statementWindow({ from: '2027-01-01' })).toEqual({
      ok: true,
      from: '2026-12-31T17:00:00.000Z',
    });
  });

  it('follows the zone it is given', () => {
    expect(statementWindow({ from: '2026-11-01', to: '2026-11-01' }, 'UTC')).toEqual({
      ok: true,
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
  });

  it('refuses a last day before the first, and dates that do not exist', () => {
    expect(statementWindow({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      ok: false,
      problem: 'to_before_from',
    });
    expect(statementWindow({ from: '2026-02-30' })).toEqual({ ok: false, problem: 'invalid_date' });
    expect(statementWindow({ to: '30/11/2026' })).toEqual({ ok: false, problem: 'invalid_date' });
  });
});
