import { describe, expect, it } from 'vitest';
import type { Package } from './queries';
import { showcaseByCategory } from './ranking';

const pkg = (id: string, category: Package['category'], minPrice: number | null) =>
  ({ id, category, minPrice }) as Package;

describe('showcase by category', () => {
  it('groups in category order, cheapest first, leaves empty categories out', () => {
    const groups = showcaseByCategory(
      [
        pkg('fam-dear', 'FAMILY_PORTRAITS', 900000),
        pkg('fam-unpriced', 'FAMILY_PORTRAITS', null),
        pkg('wed', 'WEDDING_BLISS', 5000000),
        pkg('fam-cheap', 'FAMILY_PORTRAITS', 150000),
      ],
      2,
    );
    expect(groups.map(([c, list]) => [c, list.map((p) => p.id)])).toEqual([
      ['WEDDING_BLISS', ['wed']],
      ['FAMILY_PORTRAITS', ['fam-cheap', 'fam-dear']],
    ]);
  });
});
