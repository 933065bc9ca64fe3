import type { operations, ShootCategory } from '@shootbook/api-client';
import {
  DAY_PART_NAMES,
  provinceFromText,
  type DayPart,
  type ProvinceCode,
} from '@shootbook/machines';
import { isShootCategory } from './categories';
import { thbToSatang } from './money';

/**
 * The browse filters of /photographers and /package/allpackage as they live in the address bar,
 * so a search can be shared and the back button works:
 * `?q=&category=WEDDING_BLISS&province=TH-10&minThb=1000&maxThb=5000&date=2026-12-19&part=morning`.
 * Prices in the URL are whole or decimal **baht** (what the user typed); the API gets satang.
 * The province is its ISO 3166-2:TH code (docs/decisions/0013).
 */
export interface CatalogueFilters {
  q?: string;
  category?: ShootCategory;
  province?: ProvinceCode;
  /** Minimum price, THB. */
  minThb?: number;
  /** Maximum price, THB. */
  maxThb?: number;
  /** Find by date (docs/product.md §2): a civil day `yyyy-MM-dd`, in each photographer's zone. */
  date?: string;
  /** With `date` only: the part of the day (packages/machines `DAY_PARTS`). */
  part?: DayPart;
}

/** The API's filter query (docs/decisions/0001 "Filters"), prices in satang, and the page size. */
export interface CatalogueQuery {
  q?: string;
  category?: ShootCategory;
  province?: ProvinceCode;
  minPrice?: number;
  maxPrice?: number;
  date?: string;
  part?: DayPart;
  limit: number;
}

/** docs/product.md §9: photographer and package searches ask for up to 1000 items (the API's maximum). */
export const SEARCH_LIMIT = 1000;

/**
 * The browse pages' page size: 24 cards fill 1, 2, 3 or 4 columns evenly; "Show more" asks for
 * the next 24 by cursor (docs/decisions/0017).
 */
export const BROWSE_PAGE_SIZE = 24;

/** Orders of `GET /user/photographers` (openapi.yaml `PhotographerSort`). */
export type PhotographerSort = NonNullable<
  NonNullable<operations['listPhotographers']['parameters']['query']>['sort']
>;
/** Orders of `GET /package` (openapi.yaml `PackageSort`). */
export type PackageSort = NonNullable<
  NonNullable<operations['listPackages']['parameters']['query']>['sort']
>;

/** The photographer directory's sort choices, the default first. */
export const photographerSorts = [
  'recommended',
  'rating',
  'price',
] as const satisfies readonly PhotographerSort[];
/** The package list's sort choices, the default first. */
export const packageSorts = ['newest', 'price'] as const satisfies readonly PackageSort[];

/** The address's `?sort=` when it is one of `sorts`, else the first (the page's default). */
export function sortFromSearchParams<S extends string>(
  params: URLSearchParams,
  sorts: readonly [S, ...S[]],
): S {
  const value = params.get('sort');
  return sorts.find((sort) => sort === value) ?? sorts[0];
}

/**
 * A browse page's filters and order from its address (`/photographers`, `/package/allpackage`):
 * {@link filtersFromSearchParams} and {@link sortFromSearchParams} with that page's `sorts`.
 */
export function browseFromSearchParams<S extends string>(
  params: URLSearchParams,
  sorts: readonly [S, ...S[]],
): { filters: CatalogueFilters; sort: S } {
  return { filters: filtersFromSearchParams(params), sort: sortFromSearchParams(params, sorts) };
}

/**
 * The address of a browse page: the filters and the order, leaving out empty filters and the
 * default order (the first of `sorts`), so `/photographers` stays the plain address.
 */
export function browseSearchParams<S extends string>(
  filters: CatalogueFilters,
  sort: S,
  sorts: readonly [S, ...S[]],
): URLSearchParams {
  const params = searchParamsFromFilters(filters);
  if (sort !== sorts[0]) params.set('sort', sort);
  return params;
}

/** Whether `value` is a calendar day written `yyyy-MM-dd` (what `<input type="date">` gives). */
export function isSearchDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Reads the filters from URL search params; unknown categories, provinces and bad prices are
 * dropped. A province given by name, as addresses said before codes (`?province=Chonburi`), is
 * read as its code.
 */
export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  const category = params.get('category');
  if (isShootCategory(category)) filters.category = category;
  const province = provinceFromText(params.get('province') ?? '');
  if (province) filters.province = province;
  const minThb = price(params.get('minThb'));
  if (minThb !== undefined) filters.minThb = minThb;
  const maxThb = price(params.get('maxThb'));
  if (maxThb !== undefined) filters.maxThb = maxThb;
  const date = params.get('date');
  if (date && isSearchDate(date)) {
    filters.date = date;
    const part = DAY_PART_NAMES.find((name) => name === params.get('part'));
    if (part) filters.part = part;
  }
  return filters;
}

/** Writes the filters as URL search params, leaving out empty ones. */
export function searchParamsFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.province) params.set('province', filters.province);
  if (filters.minThb !== undefined) params.set('minThb', String(filters.minThb));
  if (filters.maxThb !== undefined) params.set('maxThb', String(filters.maxThb));
  if (filters.date) {
    params.set('date', filters.date);
    if (filters.part) params.set('part', filters.part);
  }
  return params;
}

/** The API query for the filters: baht → satang, `limit` items (default 1000, docs/product.md §9). */
export function catalogueQuery(filters: CatalogueFilters, limit = SEARCH_LIMIT): CatalogueQuery {
  const query: CatalogueQuery = { limit };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.province) query.province = filters.province;
  if (filters.minThb !== undefined) query.minPrice = thbToSatang(filters.minThb);
  if (filters.maxThb !== undefined) query.maxPrice = thbToSatang(filters.maxThb);
  if (filters.date) {
    query.date = filters.date;
    if (filters.part) query.part = filters.part;
  }
  return query;
}

/** Whether any filter is set (the empty state then offers "Clear filters"). */
export function hasFilters(filters: CatalogueFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}
