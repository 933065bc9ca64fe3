import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  DEFAULT_CANCELLATION_POLICY,
  freeWindowHours,
  isCancellationPolicy,
  policyTiers,
  tierInForce,
  type CancellationPolicy,
} from './cancellation-policy.ts';
import { MOVE_REASONS, moveIsFree } from './move.ts';
import { refundFor } from './refund.ts';

const HOUR = 3_600_000;
const start = '2026-12-20T03:00:00.000Z';
const startMs = Date.parse(start);
const before = (hours: number, deltaMs = 0) =>
  new Date(startMs - hours * HOUR + deltaMs).toISOString();

describe('the presets', () => {
  it('are three names, the default among them', () => {
    expect(CANCELLATION_POLICIES).toEqual(['FLEXIBLE', 'MODERATE', 'STRICT']);
    expect(isCancellationPolicy(DEFAULT_CANCELLATION_POLICY)).toBe(true);
    expect(isCancellationPolicy('flexible')).toBe(false);
    expect(isCancellationPolicy(undefined)).toBe(false);
  });

  it('read as their one-sentence summaries: full, then half, then nothing', () => {
    expect(policyTiers('FLEXIBLE')).toEqual([
      { fromHoursBefore: 24, refundBps: 10_000 },
      { fromHoursBefore: 0, refundBps: 5_000 },
    ]);
    expect(policyTiers('MODERATE')).toEqual([
      { fromHoursBefore: 168, refundBps: 10_000 },
      { fromHoursBefore: 24, refundBps: 5_000 },
      { fromHoursBefore: 0, refundBps: 0 },
    ]);
    expect(policyTiers('STRICT')).toEqual([
      { fromHoursBefore: 336, refundBps: 10_000 },
      { fromHoursBefore: 168, refundBps: 5_000 },
      { fromHoursBefore: 0, refundBps: 0 },
    ]);
    expect(CANCELLATION_POLICIES.map(freeWindowHours)).toEqual([24, 168, 336]);
  });

  it.each(CANCELLATION_POLICIES)(
    '%s opens with a full refund, narrows strictly and ends at the start',
    (policy) => {
      const tiers = policyTiers(policy);
      expect(tiers[0]?.refundBps).toBe(10_000);
      expect(tiers.at(-1)?.fromHoursBefore).toBe(0);
      for (const [i, tier] of tiers.slice(1).entries()) {
        expect(tier.fromHoursBefore).toBeLessThan(tiers[i]!.fromHoursBefore);
        expect(tier.refundBps).toBeLessThan(tiers[i]!.refundBps);
      }
    },
  );

  it('refuses an unknown policy with a RangeError', () => {
    expect(() => policyTiers('LENIENT' as CancellationPolicy)).toThrow(RangeError);
    expect(() => freeWindowHours('' as CancellationPolicy)).toThrow(RangeError);
  });
});

describe('tierInForce', () => {
  it('takes bounds as inclusive and gives no tier at or after the start', () => {
    expect(tierInForce('MODERATE', before(24), start)).toEqual({
      fromHoursBefore: 24,
      refundBps: 5_000,
    });
    expect(tierInForce('MODERATE', before(24, 1), start)).toEqual({
      fromHoursBefore: 0,
      refundBps: 0,
    });
    expect(tierInForce('FLEXIBLE', before(0, -1), start)?.refundBps).toBe(5_000);
    expect(tierInForce('FLEXIBLE', start, start)).toBeNull();
    expect(tierInForce('FLEXIBLE', before(-1), start)).toBeNull();
  });

  it('reads instants, not wall times: an offset names the same instant', () => {
    // 09:00 on the 19th in Bangkok is 02:00Z, 25 h before the start.
    expect(tierInForce('FLEXIBLE', '2026-12-19T09:00:00+07:00', start)?.refundBps).toBe(10_000);
    expect(tierInForce('FLEXIBLE', '2026-12-19T11:00:00+07:00', start)?.refundBps).toBe(5_000);
  });

  it('refuses an invalid date-time with a RangeError', () => {
    expect(() => tierInForce('STRICT', 'yesterday', start)).toThrow(RangeError);
    expect(() => tierInForce('STRICT', start, '2026-12-20 03:00')).toThrow(RangeError);
  });
});

describe('moveIsFree', () => {
  /** [policy, hours before the start, ms later, free when asked by one party alone]. */
  const rows: [CancellationPolicy, number, number, boolean][] = [
    ['FLEXIBLE', 24, -1, true],
    ['FLEXIBLE', 24, 0, true],
    ['FLEXIBLE', 24, 1, false],
    ['MODERATE', 168, 0, true],
    ['MODERATE', 168, 1, false],
    ['STRICT', 336, 0, true],
    ['STRICT', 336, 1, false],
    ['STRICT', 0, 0, false],
    ['STRICT', -5, 0, false],
  ];

  it.each(rows)(
    '%s, %i h before %+i ms: alone %s, agreed always',
    (policy, hours, delta, alone) => {
      expect(moveIsFree(policy, before(hours, delta), start, false)).toBe(alone);
      expect(moveIsFree(policy, before(hours, delta), start, true)).toBe(true);
    },
  );

  it('is free alone exactly when the customer could still cancel for a full refund', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: -24 * HOUR, max: 20 * 24 * HOUR }),
        (policy, msBefore) => {
          const at = new Date(startMs - msBefore).toISOString();
          const refund = refundFor({
            policy,
            canceledAt: at,
            start,
            paidSatang: 100_000,
            canceledBy: 'customer',
          });
          expect(moveIsFree(policy, at, start, false)).toBe(refund.customerRefund === 100_000);
        },
      ),
    );
  });

  it('refuses invalid input even when both agree', () => {
    expect(() => moveIsFree('STRICT', 'soon', start, true)).toThrow(RangeError);
    expect(() => moveIsFree('NONE' as CancellationPolicy, start, start, true)).toThrow(RangeError);
  });

  it('names weather as a reason to move', () => {
    expect(MOVE_REASONS).toContain('WEATHER');
  });
});
