import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformFee } from '../payment/money.ts';
import { CANCELLATION_POLICIES, type CancellationPolicy } from './cancellation-policy.ts';
import {
  CANCELING_PARTIES,
  refundFor,
  refundLedgerLines,
  type CancelingParty,
  type RefundInput,
  type RefundSplit,
} from './refund.ts';

const HOUR = 3_600_000;
const start = '2026-12-20T03:00:00.000Z'; // 10:00 in Bangkok
const startMs = Date.parse(start);
/** The instant `hours` before the start, moved `deltaMs` later (nearer the start). */
const before = (hours: number, deltaMs = 0) =>
  new Date(startMs - hours * HOUR + deltaMs).toISOString();

const paid = 450_000; // ฿4,500 at the default 10 % fee
/** A {@link RefundSplit}: back to the customer, to the photographer, to the platform. */
const split = (
  customerRefund: number,
  photographerPayout: number,
  platformFee: number,
): RefundSplit => ({
  customerRefund,
  photographerPayout,
  platformFee,
});
const ALL = split(450_000, 0, 0);
const HALF = split(225_000, 202_500, 22_500);
const NONE = split(0, 405_000, 45_000);

/**
 * [policy, tier bound in hours before the start, what a customer's cancellation gets 1 ms
 * earlier, exactly at the bound, 1 ms later]. Written out rather than read from the tiers, so a
 * changed preset fails here.
 */
const boundaries: [CancellationPolicy, number, typeof ALL, typeof ALL, typeof ALL][] = [
  ['FLEXIBLE', 24, ALL, ALL, HALF],
  ['FLEXIBLE', 0, HALF, NONE, NONE],
  ['MODERATE', 168, ALL, ALL, HALF],
  ['MODERATE', 24, HALF, HALF, NONE],
  ['MODERATE', 0, NONE, NONE, NONE],
  ['STRICT', 336, ALL, ALL, HALF],
  ['STRICT', 168, HALF, HALF, NONE],
  ['STRICT', 0, NONE, NONE, NONE],
];

describe('refundFor at every tier bound', () => {
  const rows = boundaries.flatMap(([policy, hours, earlier, at, later]) =>
    CANCELING_PARTIES.flatMap((canceledBy) =>
      (
        [
          [-1, earlier],
          [0, at],
          [1, later],
        ] as const
      ).map(
        ([deltaMs, customerGets]) =>
          [
            policy,
            hours,
            deltaMs,
            canceledBy,
            canceledBy === 'customer' ? customerGets : ALL,
          ] as const,
      ),
    ),
  );

  it('covers 3 presets × their bounds × 3 instants × 4 parties', () => {
    expect(rows).toHaveLength(8 * 3 * 4);
  });

  it.each(rows)(
    '%s, %i h before the start %+i ms, canceled by %s',
    (policy, hours, deltaMs, canceledBy, expected) => {
      expect(
        refundFor({
          policy,
          canceledAt: before(hours, deltaMs),
          start,
          paidSatang: paid,
          canceledBy,
        }),
      ).toEqual(expected);
    },
  );

  it('refunds nothing to a customer canceling after the start, under every preset', () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(
        refundFor({
          policy,
          canceledAt: before(-2),
          start,
          paidSatang: paid,
          canceledBy: 'customer',
        }),
      ).toEqual(NONE);
    }
  });
});

describe('refundFor rounding and fees', () => {
  const customerHalf = (input: Partial<RefundInput>) =>
    refundFor({
      policy: 'MODERATE',
      canceledAt: before(48),
      start,
      paidSatang: paid,
      canceledBy: 'customer',
      ...input,
    });

  it('rounds a half satang of refund up, in the customer’s favour, and the fee half up', () => {
    // Half of 1001 is 500.5 → 501 back; 10 % of the 500 kept is 50.
    expect(customerHalf({ paidSatang: 1001 })).toEqual(split(501, 450, 50));
    // Half of 2010 is 1005 kept; 10 % is 100.5 → 101.
    expect(customerHalf({ paidSatang: 2010 })).toEqual(split(1005, 904, 101));
  });

  it('takes the fee at the given rate on the part kept', () => {
    expect(customerHalf({ feeBps: 1500 })).toEqual(split(225_000, 191_250, 33_750));
    expect(customerHalf({ feeBps: 0 })).toEqual(split(225_000, 225_000, 0));
  });

  it('takes the stored fee pro rata, over the rate, so the rate of the payment holds', () => {
    // ฿360 stored on ฿4,500 (8 %): half kept → half the fee; all kept → all of it.
    expect(customerHalf({ platformFeeSatang: 36_000, feeBps: 2000 })).toEqual(
      split(225_000, 207_000, 18_000),
    );
    expect(customerHalf({ platformFeeSatang: 36_000, canceledAt: before(1) })).toEqual(
      split(0, 414_000, 36_000),
    );
    expect(customerHalf({ paidSatang: 0, platformFeeSatang: 0 })).toEqual(split(0, 0, 0));
  });

  it('splits nothing when nothing was paid', () => {
    expect(customerHalf({ paidSatang: 0 })).toEqual(split(0, 0, 0));
  });
});

describe('refundFor refuses invalid input with a RangeError', () => {
  const valid: RefundInput = {
    policy: 'STRICT',
    canceledAt: before(200),
    start,
    paidSatang: paid,
    canceledBy: 'photographer',
  };
  it.each<[string, Partial<RefundInput>]>([
    ['a negative amount', { paidSatang: -1 }],
    ['a fraction of a satang', { paidSatang: 100.5 }],
    ['NaN', { paidSatang: Number.NaN }],
    ['an amount whose product with a rate is not exact', { paidSatang: 900_719_925_475 }],
    ['a negative stored fee', { platformFeeSatang: -1 }],
    ['a stored fee above the amount', { platformFeeSatang: paid + 1 }],
    ['a fee rate above 100 %', { feeBps: 10_001 }],
    ['a fractional fee rate', { feeBps: 1.5 }],
    ['a bad fee rate beside a stored fee', { platformFeeSatang: 45_000, feeBps: -1 }],
    ['an unknown policy', { policy: 'LENIENT' as CancellationPolicy }],
    ['an unknown party', { canceledBy: 'guest' as CancelingParty }],
    ['an invalid date', { canceledAt: 'not a date' }],
    ['a date without a time', { start: '2026-12-20' }],
    ['a local time without an offset', { canceledAt: '2026-12-01T10:00:00' }],
    ['an impossible date', { start: '2026-02-30T10:00:00Z' }],
  ])('%s', (_, change) => {
    expect(() => refundFor({ ...valid, ...change })).toThrow(RangeError);
    expect(() =>
      refundLedgerLines({ ...valid, ...change, customerId: 'c', photographerId: 'p' }),
    ).toThrow(RangeError);
  });

  it('accepts the largest exact amount and an instant with an offset', () => {
    expect(
      refundFor({
        ...valid,
        paidSatang: 900_719_925_474,
        canceledAt: '2026-12-01T10:00:00+07:00',
      }).customerRefund,
    ).toBe(900_719_925_474);
  });
});

describe('refundLedgerLines', () => {
  const parties = { customerId: 'cust-1', photographerId: 'phot-1' };

  it('writes fee, payout and refund for a half refund, adding up to what was paid', () => {
    expect(
      refundLedgerLines({
        policy: 'FLEXIBLE',
        canceledAt: before(2),
        start,
        paidSatang: paid,
        canceledBy: 'customer',
        ...parties,
      }),
    ).toEqual([
      { type: 'fee', amount: 22_500, currency: 'THB', userId: 'phot-1' },
      { type: 'payout', amount: 202_500, currency: 'THB', userId: 'phot-1' },
      { type: 'refund', amount: 225_000, currency: 'THB', userId: 'cust-1' },
    ]);
  });

  it('writes the refund alone when the photographer cancels, and nothing when nothing was paid', () => {
    const input = {
      policy: 'STRICT' as const,
      canceledAt: before(1),
      start,
      canceledBy: 'photographer' as const,
      ...parties,
    };
    expect(refundLedgerLines({ ...input, paidSatang: paid })).toEqual([
      { type: 'refund', amount: paid, currency: 'THB', userId: 'cust-1' },
    ]);
    expect(refundLedgerLines({ ...input, paidSatang: 0 })).toEqual([]);
  });
});

// ── Properties ──────────────────────────────────────────────────────────────────────────────

const MAX_SATANG = 900_719_925_474;
const policy = fc.constantFrom(...CANCELLATION_POLICIES);
const party = fc.constantFrom(...CANCELING_PARTIES);
/** Small amounts (rounding) as often as large ones. */
const amount = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: MAX_SATANG }));
/** A cancellation from 20 days before the start to a day after it, whole ms. */
const offsetMs = fc.integer({ min: -24 * HOUR, max: 20 * 24 * HOUR });
const canceledAtFor = (msBefore: number) => new Date(startMs - msBefore).toISOString();
/** Either a fee rate or a stored fee (as a share of the amount paid). */
const feeChoice = fc.oneof(
  fc.record({ feeBps: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ storedShareBps: fc.integer({ min: 0, max: 10_000 }) }),
);
const withFee = (
  base: Omit<RefundInput, 'feeBps' | 'platformFeeSatang'>,
  fee: { feeBps: number } | { storedShareBps: number },
): RefundInput =>
  'feeBps' in fee
    ? { ...base, feeBps: fee.feeBps }
    : {
        ...base,
        platformFeeSatang: Math.floor((base.paidSatang * fee.storedShareBps) / 10_000),
      };

describe('refundFor properties', () => {
  it('splits what was paid exactly into three non-negative whole amounts, the fee within the part kept', () => {
    fc.assert(
      fc.property(policy, party, amount, offsetMs, feeChoice, (p, by, paidSatang, ms, fee) => {
        const input = withFee(
          { policy: p, canceledBy: by, paidSatang, start, canceledAt: canceledAtFor(ms) },
          fee,
        );
        const result = refundFor(input);
        const parts = [result.customerRefund, result.photographerPayout, result.platformFee];
        expect(parts.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(parts.reduce((a, b) => a + b)).toBe(paidSatang);
        expect(result.platformFee).toBeLessThanOrEqual(paidSatang - result.customerRefund);
        const lines = refundLedgerLines({ ...input, customerId: 'c', photographerId: 'p' });
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(paidSatang);
        expect(lines.filter((line) => line.amount <= 0)).toEqual([]);
      }),
    );
  });

  it('gives the customer back no more as the cancellation nears the start', () => {
    fc.assert(
      fc.property(policy, amount, offsetMs, offsetMs, (p, paidSatang, a, b) => {
        const refund = (ms: number) =>
          refundFor({
            policy: p,
            canceledBy: 'customer',
            paidSatang,
            start,
            canceledAt: canceledAtFor(ms),
          }).customerRefund;
        const [earlier, later] = a >= b ? [a, b] : [b, a];
        expect(refund(earlier)).toBeGreaterThanOrEqual(refund(later));
      }),
    );
  });

  it('gives the customer back no less for paying more', () => {
    fc.assert(
      fc.property(policy, party, amount, amount, offsetMs, (p, by, x, y, ms) => {
        const refund = (paidSatang: number) =>
          refundFor({ policy: p, canceledBy: by, paidSatang, start, canceledAt: canceledAtFor(ms) })
            .customerRefund;
        const [less, more] = x <= y ? [x, y] : [y, x];
        expect(refund(less)).toBeLessThanOrEqual(refund(more));
      }),
    );
  });

  it('refunds everything, at any time, when anyone but the customer cancels', () => {
    const notCustomer = fc.constantFrom(...CANCELING_PARTIES.filter((by) => by !== 'customer'));
    fc.assert(
      fc.property(
        policy,
        notCustomer,
        amount,
        offsetMs,
        feeChoice,
        (p, by, paidSatang, ms, fee) => {
          const input = {
            policy: p,
            canceledBy: by,
            paidSatang,
            start,
            canceledAt: canceledAtFor(ms),
          };
          expect(refundFor(withFee(input, fee))).toEqual(split(paidSatang, 0, 0));
        },
      ),
    );
  });

  it('takes exactly platformFee of the part kept at a rate, and all the stored fee when all is kept', () => {
    fc.assert(
      fc.property(
        policy,
        amount,
        offsetMs,
        fc.integer({ min: 0, max: 10_000 }),
        (p, paidSatang, ms, bps) => {
          const base = {
            policy: p,
            canceledBy: 'customer' as const,
            paidSatang,
            start,
            canceledAt: canceledAtFor(ms),
          };
          const atRate = refundFor({ ...base, feeBps: bps });
          expect(atRate.platformFee).toBe(platformFee(paidSatang - atRate.customerRefund, bps));
          const stored = platformFee(paidSatang, bps);
          const afterStart = refundFor({
            ...base,
            canceledAt: canceledAtFor(-1),
            platformFeeSatang: stored,
          });
          expect(afterStart).toEqual(split(0, paidSatang - stored, stored));
        },
      ),
    );
  });
});
