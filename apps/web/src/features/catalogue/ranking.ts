import type { ShootCategory } from '@shootbook/api-client';
import { bayesianRating } from '@shootbook/machines';
import { shootCategories } from './categories';
import type { Package, PhotographerSummary } from './queries';

/**
 * The best-rated photographers for the home page, at most `count`: the directory's "Top rated"
 * order (packages/machines `bayesianRating`, the order the API lists them in), then more reviews.
 */
export function topRated(photographers: PhotographerSummary[], count = 3): PhotographerSummary[] {
  const rank = (p: PhotographerSummary) => bayesianRating(p.ratingAverage, p.ratingCount);
  return [...photographers]
    .sort((a, b) => rank(b) - rank(a) || b.ratingCount - a.ratingCount)
    .slice(0, count);
}

/**
 * Packages grouped by shoot category for the showcase, in the order of {@link shootCategories}, at
 * most `perCategory` each (cheapest `minPrice` first, unpriced last); empty categories left out.
 */
export function showcaseByCategory(
  packages: Package[],
  perCategory = 3,
): [ShootCategory, Package[]][] {
  return shootCategories
    .map((category): [ShootCategory, Package[]] => [
      category,
      packages
        .filter((p) => p.category === category)
        .sort((a, b) => (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity))
        .slice(0, perCategory),
    ])
    .filter(([, list]) => list.length > 0);
}
