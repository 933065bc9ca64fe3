import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  portfolioCopyRefusal,
  portfolioCopyStays,
  type PortfolioCopyFacts,
} from './portfolio-copy.ts';

const allowed: PortfolioCopyFacts = {
  party: 'photographer',
  kind: 'final',
  portfolioAllowed: true,
  removed: false,
  finalsDelivered: true,
};

describe('portfolioCopyRefusal (docs/product.md §11)', () => {
  it('lets the photographer copy a delivered live final the customer allowed', () => {
    expect(portfolioCopyRefusal(allowed)).toBeNull();
  });

  it.each([
    [{ party: 'customer' }, 'not_photographer'],
    [{ kind: 'proof', portfolioAllowed: false }, 'not_a_final'],
    [{ removed: true }, 'file_removed'],
    [{ finalsDelivered: false }, 'not_delivered'],
    [{ portfolioAllowed: false }, 'not_allowed_by_customer'],
  ] as const)('refuses %o with %s', (change, reason) => {
    expect(portfolioCopyRefusal({ ...allowed, ...change })).toBe(reason);
  });

  it('allows a copy only with every condition met, whatever the facts', () => {
    fc.assert(
      fc.property(
        fc.record({
          party: fc.constantFrom('photographer' as const, 'customer' as const),
          kind: fc.constantFrom('proof' as const, 'final' as const),
          portfolioAllowed: fc.boolean(),
          removed: fc.boolean(),
          finalsDelivered: fc.boolean(),
        }),
        (facts) => {
          const ok =
            facts.party === 'photographer' &&
            facts.kind === 'final' &&
            facts.portfolioAllowed &&
            !facts.removed &&
            facts.finalsDelivered;
          expect(portfolioCopyRefusal(facts) === null).toBe(ok);
        },
      ),
    );
  });

  it('removes the copy when the customer withdraws consent', () => {
    expect(portfolioCopyStays({ portfolioAllowed: false })).toBe(false);
    expect(portfolioCopyStays({ portfolioAllowed: true })).toBe(true);
  });
});
