import { describe, expect, it } from 'vitest';

import { bayesianRating, RATING_PRIOR } from './ranking.ts';

describe('bayesianRating', () => {
  it('ranks forty reviews averaging 4.8 above a single 5-star review', () => {
    expect(bayesianRating(4.8, 40)).toBeGreaterThan(bayesianRating(5, 1));
  });

  it('is the prior mean without reviews, and tends to the own average as reviews accumulate', () => {
    expect(bayesianRating(null, 0)).toBe(RATING_PRIOR.mean);
    expect(bayesianRating(4.9, 10_000)).toBeCloseTo(4.9, 2);
    expect(bayesianRating(2, 3)).toBeLessThan(RATING_PRIOR.mean);
  });

  it('orders a fixed set of photographers as a customer would expect', () => {
    const photographers = [
      { name: 'one five-star', average: 5, count: 1 },
      { name: 'forty at 4.8', average: 4.8, count: 40 },
      { name: 'new, no reviews', average: null, count: 0 },
      { name: 'ten at 4.5', average: 4.5, count: 10 },
      { name: 'three at 2.0', average: 2, count: 3 },
    ];
    const order = [...photographers]
      .sort((a, b) => bayesianRating(b.average, b.count) - bayesianRating(a.average, a.count))
      .map((p) => p.name);
    expect(order).toEqual([
      'forty at 4.8',
      'ten at 4.5',
      'one five-star',
      'new, no reviews',
      'three at 2.0',
    ]);
  });
});
