import type { ShootCategory } from '@shootbook/api-client';
import { shootCategories } from './categories';
import type { Package } from './queries';

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
