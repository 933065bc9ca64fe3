import { describe, expect, it } from 'vitest';
import type { Package, PhotographerSummary } from './queries';
import { showcaseByCategory, topRated } from './ranking';

const photographer = (id: string, ratingAverage: number | null, ratingCount: number) =>
  ({ id, ratingAverage, ratingCount }) as PhotographerSummary;
const pkg = (id: string, category: Package['category'], minPrice: number | null) =>
  ({ id, category, minPrice }) as Package;

describe('home page: top-rated photographers', () => {
  it('ranks by the Bayesian average: many good reviews above one perfect one, unrated last, at most `count`', () => {
    const ranked = topRated(
      [
        photographer('new', null, 0),
        photographer('good', 4.5, 2),
        photographer('best', 4.9, 1),
        photographer('popular', 4.5, 40),
      ],
      3,
    );
    expect(ranked.map((p) => p.id)).toEqual(['popular', 'best', 'good']);
  });
});

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
