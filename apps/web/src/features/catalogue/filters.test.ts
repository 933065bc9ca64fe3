import { describe, expect, it } from 'vitest';
import {
  catalogueQuery,
  filtersFromSearchParams,
  hasFilters,
  searchParamsFromFilters,
} from './filters';

describe('catalogue filters in the URL', () => {
  it('reads q, category, province and THB prices from the address', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'q=%20golden%20&category=FAMILY_PORTRAITS&province=TH-50&minThb=1500&maxThb=4999.5',
      ),
    );
    expect(filters).toEqual({
      q: 'golden',
      category: 'FAMILY_PORTRAITS',
      province: 'TH-50',
      minThb: 1500,
      maxThb: 4999.5,
    });
  });

  it('reads a province given by name, as older addresses did, as its code', () => {
    for (const name of [
      'Chiang+Mai',
      'Chonburi',
      'Chon%20Buri',
      '%E0%B8%8A%E0%B8%A5%E0%B8%9A%E0%B8%B8%E0%B8%A3%E0%B8%B5',
    ]) {
      const { province } = filtersFromSearchParams(new URLSearchParams(`province=${name}`));
      expect(province, name).toBe(name === 'Chiang+Mai' ? 'TH-50' : 'TH-20');
    }
    expect(
      searchParamsFromFilters(
        filtersFromSearchParams(new URLSearchParams('province=Chonburi')),
      ).toString(),
    ).toBe('province=TH-20');
    expect(catalogueQuery({ province: 'TH-20' })).toEqual({ province: 'TH-20', limit: 1000 });
  });

  it('drops an unknown category, an unknown province and prices that are not non-negative numbers', () => {
    expect(
      filtersFromSearchParams(
        new URLSearchParams('category=PETS&minThb=abc&maxThb=-5&q=&province=Atlantis'),
      ),
    ).toEqual({});
  });

  it('writes only the filters that are set, and reads back the same filters', () => {
    const filters = { category: 'WEDDING_BLISS' as const, minThb: 0, maxThb: 20000 };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('category=WEDDING_BLISS&minThb=0&maxThb=20000');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('asks the API in satang with limit 1000 (docs/product.md §9)', () => {
    expect(catalogueQuery({ q: 'park', minThb: 1500, maxThb: 19.99 })).toEqual({
      q: 'park',
      minPrice: 150000,
      maxPrice: 1999,
      limit: 1000,
    });
    expect(catalogueQuery({})).toEqual({ limit: 1000 });
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ minThb: 0 })).toBe(true);
  });
});
