/**
 * Packages and sub-packages as the wire shows them (docs/product.md §3.2, "Sub-package"),
 * shared with the appointments and payments modules (details and orders embed them).
 */
import type { components } from '@shootbook/api-client';

import type { PackageRow, SubpackageRow, UserRow } from '../db/schema.ts';
import { toUserSummary } from '../users/wire.ts';

type Schemas = components['schemas'];

/** Cheapest and dearest active sub-package of a package, satang (null without any). */
export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

/** `Subpackage` of a row. */
export function toSubpackage(row: SubpackageRow): Schemas['Subpackage'] {
  return {
    id: row.id,
    packageId: row.packageId,
    photographerId: row.photographerId,
    title: row.title,
    description: row.description,
    price: row.price,
    durationMinutes: row.durationMinutes,
    deliverables: row.deliverables,
    deliveryDays: row.deliveryDays,
    deliverablePhotos: row.deliverablePhotos,
    offersProofs: row.offersProofs,
    revisionsAllowed: row.revisionsAllowed,
    extraPhotoPrice: row.extraPhotoPrice,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `Package` of a row with its price range, (optionally) photographer, and cover photo (given as
 * `null` when it has none; left out where the caller does not load covers, e.g. inside orders).
 */
export function toPackage(
  row: Pick<
    PackageRow,
    | 'id'
    | 'photographerId'
    | 'title'
    | 'description'
    | 'category'
    | 'location'
    | 'province'
    | 'coverImageUrl'
    | 'imageUrls'
    | 'active'
    | 'cancellationPolicy'
    | 'instantBooking'
    | 'createdAt'
    | 'updatedAt'
  >,
  prices: PriceRange,
  photographer?: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>,
  cover?: Schemas['Photo'] | null,
): Schemas['Package'] {
  return {
    id: row.id,
    photographerId: row.photographerId,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    province: row.province,
    coverImageUrl: row.coverImageUrl,
    imageUrls: row.imageUrls,
    active: row.active,
    cancellationPolicy: row.cancellationPolicy,
    instantBooking: row.instantBooking,
    minPrice: prices.minPrice,
    maxPrice: prices.maxPrice,
    ...(photographer ? { photographer: toUserSummary(photographer) } : {}),
    ...(cover !== undefined ? { cover } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
