import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_RATE_MIN_BOOKINGS,
  photographerCancellationRate,
} from './cancellation-rate.ts';

describe('photographerCancellationRate', () => {
  it('is not shown below five accepted bookings', () => {
    expect(CANCELLATION_RATE_MIN_BOOKINGS).toBe(5);
    expect(photographerCancellationRate({ accepted: 0, canceledByPhotographer: 0 })).toBeNull();
    expect(photographerCancellationRate({ accepted: 4, canceledByPhotographer: 1 })).toBeNull();
  });

  it('is the share canceled from five accepted bookings on', () => {
    expect(photographerCancellationRate({ accepted: 5, canceledByPhotographer: 0 })).toBe(0);
    expect(photographerCancellationRate({ accepted: 5, canceledByPhotographer: 1 })).toBe(0.2);
    expect(photographerCancellationRate({ accepted: 8, canceledByPhotographer: 8 })).toBe(1);
  });

  it.each([
    { accepted: -1, canceledByPhotographer: 0 },
    { accepted: 5.5, canceledByPhotographer: 0 },
    { accepted: 5, canceledByPhotographer: 6 },
    { accepted: 5, canceledByPhotographer: -1 },
    { accepted: Number.NaN, canceledByPhotographer: 0 },
  ])('refuses %o with a RangeError', (record) => {
    expect(() => photographerCancellationRate(record)).toThrow(RangeError);
  });

  it('stays within 0..1 and never falls when one more accepted booking is canceled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.nat(), (accepted, n) => {
        const canceled = accepted === 0 ? 0 : n % accepted;
        const rate = photographerCancellationRate({ accepted, canceledByPhotographer: canceled });
        const more = photographerCancellationRate({
          accepted,
          canceledByPhotographer: Math.min(canceled + 1, accepted),
        });
        expect(rate === null).toBe(accepted < CANCELLATION_RATE_MIN_BOOKINGS);
        expect(rate ?? 0).toBeGreaterThanOrEqual(0);
        expect(rate ?? 0).toBeLessThanOrEqual(1);
        expect(more ?? 0).toBeGreaterThanOrEqual(rate ?? 0);
      }),
    );
  });
});
