import type { ShootCategory } from '@shootbook/api-client';
import { useTranslation } from 'react-i18next';

/**
 * Every shoot category of docs/product.md §3 "Shoot category", in the order the home page and the
 * category selects show them (OTHER last). Values are the wire enumeration (openapi.yaml `ShootCategory`).
 */
export const shootCategories = [
  'WEDDING_BLISS',
  'ENGAGEMENT_LOVE_STORY',
  'MATERNITY_GLOW',
  'NEWBORN_MOMENTS',
  'FAMILY_PORTRAITS',
  'BIRTHDAY_SHOOTS',
  'GRADUATION_MEMORIES',
  'CORPORATE_HEADSHOTS',
  'FASHION_EDITORIAL',
  'TRAVEL_DIARIES',
  'OTHER',
] as const satisfies readonly ShootCategory[];

/** Whether `value` is one of the shoot categories (e.g. a `category` URL parameter). */
export function isShootCategory(value: unknown): value is ShootCategory {
  return typeof value === 'string' && (shootCategories as readonly string[]).includes(value);
}

/**
 * Readable, translated name of a shoot category ("FAMILY_PORTRAITS" → "Family portraits"),
 * from the `package` namespace's `categories` keys.
 */
export function useCategoryLabel(): (category: ShootCategory) => string {
  const { t } = useTranslation('package');
  return (category) => t(`categories.${category}`);
}
