import { ledgerLineKinds, type LedgerLineKind } from '@shootbook/machines';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import type { Transaction } from './queries';
import { bahtText, bangkokIso, statementCsv, statementFileName, statementView } from './statement';

const line = (
  id: string,
  type: Transaction['type'],
  amount: number,
  paymentId: string,
  createdAt: string,
  purpose: Transaction['purpose'] = 'booking',
): Transaction => ({
  id,
  type,
  purpose,
  amount,
  currency: 'THB',
  paymentId,
  userId: 'u1',
  createdAt,
});

const labels = {
  date: 'Date',
  type: 'Type',
  amount: 'Amount (THB)',
  balance: 'Balance (THB)',
  order: 'Order',
  openingBalance: 'Opening balance',
};
const photographerTypes: Record<LedgerLineKind, string> = {
  charge: 'Customer payment',
  fee: 'Platform fee withheld',
  payout: 'Payout, to your bank',
  refund: 'Refund to customer',
  extra_photos_charge: 'Customer payment for extra photos',
  extra_photos_fee: 'Platform fee withheld on extra photos',
  extra_photos_payout: 'Extra photos payout, to your bank',
  extra_photos_refund: 'Extra photos refund to customer',
};

describe('the statement as shown', () => {
  const transactions = [
    line('t1', 'charge', 350_000, 'p1', '2026-11-02T03:00:00Z'),
    line('t2', 'fee', 35_000, 'p1', '2026-11-05T05:00:00Z'),
    line('t3', 'payout', 315_000, 'p1', '2026-11-05T05:00:00Z'),
    line('t4', 'charge', 120_050, 'p2', '2026-11-20T12:00:00Z'),
  ];
  const view = statementView({
    transactions,
    party: 'photographer',
    openingBalance: 100_000,
    from: '2026-10-31T17:00:00.000Z',
    pendingPaymentIds: new Set(['p2']),
    typeLabel: (kind) => photographerTypes[kind],
    pendingNote: 'Pending payout',
  });

  it('lists newest first with the amounts signed for the viewer and the running balance', () => {
    expect(
      view.rows.map((row) => [
        row.id,
        row.typeLabel,
        row.note,
        row.amount,
        row.signed,
        row.balance,
      ]),
    ).toEqual([
      ['t4', 'Customer payment', 'Pending payout', 120_050, true, 535_050],
      ['t3', 'Payout, to your bank', undefined, 315_000, false, 415_000],
      ['t2', 'Platform fee withheld', undefined, -35_000, true, 415_000],
      ['t1', 'Customer payment', undefined, 350_000, true, 450_000],
    ]);
    expect(view.opening).toEqual({ at: '2026-10-31T17:00:00.000Z', balance: 100_000 });
  });

  it('exports exactly those rows as CSV: a header, ISO dates in Bangkok, baht with satang, the opening balance last', () => {
    const csv = statementCsv(view, labels);
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Amount (THB),Balance (THB),Order',
      '2026-11-20T19:00:00+07:00,Customer payment (Pending payout),1200.50,5350.50,p2',
      '2026-11-05T12:00:00+07:00,"Payout, to your bank",3150.00,4150.00,p1',
      '2026-11-05T12:00:00+07:00,Platform fee withheld,-350.00,4150.00,p1',
      '2026-11-02T10:00:00+07:00,Customer payment,3500.00,4500.00,p1',
      '2026-11-01T00:00:00+07:00,Opening balance,,1000.00,',
    ]);
    // A CSV reader gets the same cells back.
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(6);
    expect(parsed[2]).toEqual([
      '2026-11-05T12:00:00+07:00',
      'Payout, to your bank',
      '3150.00',
      '4150.00',
      'p1',
    ]);
  });

  it("has no opening row without a start, and keeps a customer's money out negative", () => {
    const customer = statementView({
      transactions: [
        line('c1', 'charge', 450_000, 'p3', '2026-11-02T03:00:00Z'),
        line('c2', 'refund', 450_000, 'p3', '2026-11-03T03:00:00Z'),
      ],
      party: 'customer',
      openingBalance: 0,
      typeLabel: (kind) => (kind === 'charge' ? 'Charge' : 'Refund'),
    });
    expect(customer.opening).toBeUndefined();
    expect(statementCsv(customer, labels).split('\r\n')).toEqual([
      'Date,Type,Amount (THB),Balance (THB),Order',
      '2026-11-03T10:00:00+07:00,Refund,4500.00,0.00,p3',
      '2026-11-02T10:00:00+07:00,Charge,-4500.00,-4500.00,p3',
    ]);
  });

  it('quotes Thai labels only where CSV needs it and guards formula-like text, not amounts', () => {
    const csv = statementCsv(
      {
        rows: [
          {
            id: 'x',
            createdAt: '2026-11-02T03:00:00Z',
            type: 'charge',
            kind: 'charge',
            typeLabel: '=HYPERLINK("x")',
            amount: -5,
            signed: true,
            balance: -5,
            paymentId: 'p',
          },
        ],
      },
      { ...labels, type: 'ประเภท', amount: 'จำนวนเงิน (บาท)' },
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,ประเภท,จำนวนเงิน (บาท),Balance (THB),Order',
      `2026-11-02T10:00:00+07:00,"'=HYPERLINK(""x"")",-0.05,-0.05,p`,
    ]);
  });
});

describe('the extra-photos add-on on the statement', () => {
  it('names its lines apart from the booking’s, signed and balanced alike', () => {
    const view = statementView({
      transactions: [
        line('b1', 'charge', 350_000, 'p1', '2026-11-02T03:00:00Z'),
        line('a1', 'charge', 60_015, 'p1', '2026-11-04T03:00:00Z', 'extra_photos'),
        line('b2', 'fee', 35_000, 'p1', '2026-11-09T03:00:00Z'),
        line('b3', 'payout', 315_000, 'p1', '2026-11-09T03:00:00Z'),
        line('a2', 'fee', 6_002, 'p1', '2026-11-09T03:00:00Z', 'extra_photos'),
        line('a3', 'payout', 54_013, 'p1', '2026-11-09T03:00:00Z', 'extra_photos'),
      ],
      party: 'photographer',
      openingBalance: 0,
      typeLabel: (kind) => photographerTypes[kind],
    });
    expect(
      view.rows.map((row) => [row.id, row.kind, row.typeLabel, row.amount, row.balance]),
    ).toEqual([
      ['b3', 'payout', 'Payout, to your bank', 315_000, 369_013],
      ['a3', 'extra_photos_payout', 'Extra photos payout, to your bank', 54_013, 369_013],
      ['b2', 'fee', 'Platform fee withheld', -35_000, 369_013],
      ['a2', 'extra_photos_fee', 'Platform fee withheld on extra photos', -6_002, 404_013],
      ['a1', 'extra_photos_charge', 'Customer payment for extra photos', 60_015, 410_015],
      ['b1', 'charge', 'Customer payment', 350_000, 350_000],
    ]);
  });

  it.each(['en', 'th'])(
    'has its own words for every kind of ledger line, for either party (%s)',
    (lng) => {
      const t = i18n.getFixedT(lng, 'payment');
      for (const prefix of ['transactionType', 'transactions.lineType']) {
        const keys = ledgerLineKinds.map((kind) => `${prefix}.${kind}`);
        const labels = keys.map((key) => t(key));
        // A missing key comes back as the key itself.
        expect(labels.filter((label, i) => label === keys[i])).toEqual([]);
        expect(new Set(labels).size).toBe(ledgerLineKinds.length);
      }
    },
  );
});

describe('CSV cells', () => {
  it('writes satang as baht with two decimals', () => {
    expect([
      bahtText(0),
      bahtText(5),
      bahtText(-5),
      bahtText(100),
      bahtText(450_050),
      bahtText(-123_456_789),
    ]).toEqual(['0.00', '0.05', '-0.05', '1.00', '4500.50', '-1234567.89']);
  });

  it('writes instants in Bangkok time with the offset', () => {
    expect(bangkokIso('2026-11-21T17:00:00.000Z')).toBe('2026-11-22T00:00:00+07:00');
  });
});

describe('the export file name', () => {
  it('names the range', () => {
    expect(statementFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      'shootbook-transactions-2026-11-01-to-2026-11-30.csv',
    );
    expect(statementFileName({ from: '2026-11-01' })).toBe(
      'shootbook-transactions-from-2026-11-01.csv',
    );
    expect(statementFileName({ to: '2026-11-30' })).toBe(
      'shootbook-transactions-until-2026-11-30.csv',
    );
    expect(statementFileName({})).toBe('shootbook-transactions-all.csv');
  });
});
