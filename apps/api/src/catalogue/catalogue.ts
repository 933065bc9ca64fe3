/**
 * Packages and sub-packages as the wire shows them (PRODUCT.md "Package", "Sub-package"),
 * shared with the appointments and payments modules (details and orders embed them).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { appointments, packages, subpackages, users, type PackageRow, type SubpackageRow, type UserRow } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { toUserSummary } from '../users/profiles.ts';

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
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `Package` of a row with its price range and (optionally) photographer. */
export function toPackage(
  row: PackageRow,
  prices: PriceRange,
  photographer?: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>,
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
    minPrice: prices.minPrice,
    maxPrice: prices.maxPrice,
    ...(photographer ? { photographer: toUserSummary(photographer) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Price ranges (active sub-packages) of the given packages, by package id. */
export async function priceRanges(db: Database, packageIds: string[]): Promise<Map<string, PriceRange>> {
  const result = new Map<string, PriceRange>();
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({
      packageId: subpackages.packageId,
      minPrice: sql<number | null>`min(${subpackages.price})::int`,
      maxPrice: sql<number | null>`max(${subpackages.price})::int`,
    })
    .from(subpackages)
    .where(and(inArray(subpackages.packageId, packageIds), eq(subpackages.active, true)))
    .groupBy(subpackages.packageId);
  for (const row of rows) {
    result.set(row.packageId, {
      minPrice: row.minPrice === null ? null : Number(row.minPrice),
      maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
    });
  }
  return result;
}

/** The `Package` wire shape of package `id` with photographer and price range; 404 when missing. */
export async function loadPackage(db: Database, id: string): Promise<Schemas['Package']> {
  const [row] = await db
    .select({ pkg: packages, photographer: users })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.photographerId))
    .where(eq(packages.id, id))
    .limit(1);
  if (!row) throw new NotFound(`No package ${id}`);
  const prices = (await priceRanges(db, [id])).get(id) ?? { minPrice: null, maxPrice: null };
  return toPackage(row.pkg, prices, row.photographer);
}

/** Package row `id` owned by `callerId`. @throws NotFound (404), Forbidden (403, not the owner). */
export async function ownedPackage(db: Database, id: string, callerId: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  if (!row) throw new NotFound(`No package ${id}`);
  if (row.photographerId !== callerId) throw new Forbidden('Only the package owner may change it');
  return row;
}

/** Sub-package row `id` owned by `callerId`. @throws NotFound (404), Forbidden (403). */
export async function ownedSubpackage(db: Database, id: string, callerId: string): Promise<SubpackageRow> {
  const [row] = await db.select().from(subpackages).where(eq(subpackages.id, id)).limit(1);
  if (!row) throw new NotFound(`No sub-package ${id}`);
  if (row.photographerId !== callerId) throw new Forbidden('Only the package owner may change it');
  return row;
}

/**
 * How appointments use a package or sub-package: `open` = Pending/Accepted ones (deleting is
 * refused), `any` = any at all (deleting deactivates instead, so history is kept).
 */
export async function appointmentUse(
  db: Database,
  where: { packageId: string } | { subpackageId: string },
): Promise<{ open: number; any: number }> {
  const match =
    'packageId' in where ? eq(appointments.packageId, where.packageId) : eq(appointments.subpackageId, where.subpackageId);
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${appointments.status} in ('Pending', 'Accepted'))::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(match);
  return { open: Number(row?.open ?? 0), any: Number(row?.any ?? 0) };
}
