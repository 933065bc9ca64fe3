/**
 * Catalogue rules (docs/product.md §3.2, "Sub-package"): photographers own packages and
 * sub-packages; everyone signed in browses the active ones; owners also see their inactive ones.
 * A package or sub-package in use by an open appointment is not deleted; one with history is
 * deactivated instead of removed.
 */
import { randomUUID } from 'node:crypto';

import type { components } from '@shootbook/api-client';
import { DEFAULT_CANCELLATION_POLICY, DEFAULT_REVISIONS_ALLOWED } from '@shootbook/machines';

import { withTransaction, type Database } from '../db/client.ts';
import { refreshPhotographerSummary } from '../users/summary.ts';
import {
  coversOf,
  galleryOf,
  removeUnusedImages,
  takePackagePhotos,
  toPhoto,
} from '../photos/index.ts';
import type { PackageRow, SubpackageRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, NotFound } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { requireRegistration } from '../users/service.ts';
import {
  appointmentUse,
  deactivatePackage,
  deletePackageRows,
  deleteSubpackageRow,
  findPackage,
  findPackageWithOwner,
  findSubpackage,
  insertPackage,
  insertSubpackage,
  priceRanges,
  subpackagesOf,
  updatePackageRow,
  updateSubpackageRow,
} from './queries.ts';
import { toPackage, toSubpackage } from './wire.ts';

type Schemas = components['schemas'];

/** The `Package` of package `id` with its photographer, price range and cover photo. @throws NotFound (404). */
export async function loadPackage(
  deps: Pick<Deps, 'db' | 'storage'>,
  id: string,
): Promise<Schemas['Package']> {
  const row = await findPackageWithOwner(deps.db, id);
  if (!row) throw new NotFound(`No package ${id}`);
  const prices = (await priceRanges(deps.db, [id])).get(id) ?? { minPrice: null, maxPrice: null };
  const cover = (await coversOf(deps.db, [id])).get(id);
  return toPackage(
    row.pkg,
    prices,
    row.photographer,
    cover ? toPhoto(cover.photo, cover.asset, deps.storage) : null,
  );
}

/** Package row `id` owned by `callerId`. @throws NotFound (404), Forbidden (403, not the owner). */
export async function ownedPackage(
  db: Database,
  id: string,
  callerId: string,
): Promise<PackageRow> {
  const row = await findPackage(db, id);
  if (!row) throw new NotFound(`No package ${id}`);
  if (row.photographerId !== callerId) throw new Forbidden('Only the package owner may change it');
  return row;
}

/** Sub-package row `id` owned by `callerId`. @throws NotFound (404), Forbidden (403). */
export async function ownedSubpackage(
  db: Database,
  id: string,
  callerId: string,
): Promise<SubpackageRow> {
  const row = await findSubpackage(db, id);
  if (!row) throw new NotFound(`No sub-package ${id}`);
  if (row.photographerId !== callerId) throw new Forbidden('Only the package owner may change it');
  return row;
}

/** The package with photographer and sub-packages (active ones; the owner sees all). @throws NotFound (404). */
export async function packageDetail(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewerId: string,
  id: string,
): Promise<Schemas['PackageDetail']> {
  const pkg = await loadPackage(deps, id);
  const [subs, photos] = await Promise.all([
    subpackagesOf(deps.db, pkg.id, pkg.photographerId === viewerId),
    galleryOf(deps.db, pkg.id),
  ]);
  return {
    ...pkg,
    subpackages: subs.map(toSubpackage),
    photos: photos.map((row) => toPhoto(row.photo, row.asset, deps.storage)),
  };
}

/**
 * A new package of the caller. A registered photographer with a bank account only (403
 * `forbidden` for customers, 403 `registration_incomplete` otherwise): nothing is sold that the
 * platform could not pay out for.
 */
export async function createPackage(
  deps: Deps,
  caller: AuthUser,
  body: Schemas['PackageCreate'],
): Promise<Schemas['Package']> {
  const owner = await requireRegistration(deps.db, caller.uid, 'sell');
  const now = deps.clock.now();
  const row = await insertPackage(deps.db, {
    id: randomUUID(),
    photographerId: owner.id,
    title: body.title.trim(),
    description: body.description,
    category: body.category,
    location: body.location.trim(),
    province: body.province ?? owner.province,
    coverImageUrl: body.coverImageUrl ?? null,
    imageUrls: body.imageUrls ?? [],
    active: body.active ?? true,
    cancellationPolicy: body.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
    instantBooking: body.instantBooking ?? false,
    createdAt: now,
    updatedAt: now,
  });
  await refreshPhotographerSummary(deps.db, owner.id);
  return toPackage(row, { minPrice: null, maxPrice: null }, owner, null);
}

/** Changes the named fields of package `id`. Owner only (403), with a finished registration (403 `registration_incomplete`). */
export async function updatePackage(
  deps: Deps,
  caller: AuthUser,
  id: string,
  body: Schemas['PackageUpdate'],
): Promise<Schemas['Package']> {
  await ownedPackage(deps.db, id, caller.uid);
  await requireRegistration(deps.db, caller.uid, 'sell');
  await updatePackageRow(deps.db, id, {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    ...(body.location !== undefined ? { location: body.location.trim() } : {}),
    ...(body.province !== undefined ? { province: body.province } : {}),
    ...(body.coverImageUrl !== undefined ? { coverImageUrl: body.coverImageUrl } : {}),
    ...(body.imageUrls !== undefined ? { imageUrls: body.imageUrls } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
    ...(body.cancellationPolicy !== undefined
      ? { cancellationPolicy: body.cancellationPolicy }
      : {}),
    ...(body.instantBooking !== undefined ? { instantBooking: body.instantBooking } : {}),
    updatedAt: deps.clock.now(),
  });
  await refreshPhotographerSummary(deps.db, caller.uid);
  return loadPackage(deps, id);
}

/**
 * Removes package `id`. Owner only. 409 while open appointments use it; deactivated (with its
 * sub-packages) when past appointments exist; removed otherwise, with its gallery (the photos'
 * bytes return to the owner's quota, their files go when no other photo uses them).
 */
export async function deletePackage(deps: Deps, caller: AuthUser, id: string): Promise<void> {
  await ownedPackage(deps.db, id, caller.uid);
  const removedImages = await withTransaction(deps.db, async (tx) => {
    const use = await appointmentUse(tx, { packageId: id });
    if (use.open > 0)
      throw new Conflict('This package has pending or accepted appointments', undefined, {
        reason: 'package_in_use',
      });
    if (use.any > 0) {
      await deactivatePackage(tx, id, deps.clock.now());
      return [];
    }
    const images = await takePackagePhotos(tx, id);
    await deletePackageRows(tx, id);
    return images;
  });
  await removeUnusedImages(deps, removedImages);
  await refreshPhotographerSummary(deps.db, caller.uid);
}

/** A new sub-package in package `packageId` (the path id of `POST /subpackage/{id}`). Package owner only, registration finished. */
export async function createSubpackage(
  deps: Deps,
  caller: AuthUser,
  packageId: string,
  body: Schemas['SubpackageCreate'],
): Promise<Schemas['Subpackage']> {
  const pkg = await ownedPackage(deps.db, packageId, caller.uid);
  await requireRegistration(deps.db, caller.uid, 'sell');
  const now = deps.clock.now();
  const row = await insertSubpackage(deps.db, {
    id: randomUUID(),
    packageId: pkg.id,
    photographerId: pkg.photographerId,
    title: body.title.trim(),
    description: body.description ?? '',
    price: body.price,
    durationMinutes: body.durationMinutes,
    deliverables: body.deliverables ?? '',
    deliveryDays: body.deliveryDays ?? 7,
    deliverablePhotos: body.deliverablePhotos ?? 0,
    offersProofs: body.offersProofs ?? false,
    revisionsAllowed: body.revisionsAllowed ?? DEFAULT_REVISIONS_ALLOWED,
    extraPhotoPrice: body.extraPhotoPrice ?? 0,
    active: body.active ?? true,
    createdAt: now,
    updatedAt: now,
  });
  await refreshPhotographerSummary(deps.db, pkg.photographerId);
  return toSubpackage(row);
}

/** Changes the named fields of sub-package `id`. Owner only; price/duration apply to new bookings only. */
export async function updateSubpackage(
  deps: Deps,
  caller: AuthUser,
  id: string,
  body: Schemas['SubpackageUpdate'],
): Promise<Schemas['Subpackage']> {
  await ownedSubpackage(deps.db, id, caller.uid);
  await requireRegistration(deps.db, caller.uid, 'sell');
  const row = await updateSubpackageRow(deps.db, id, {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.price !== undefined ? { price: body.price } : {}),
    ...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
    ...(body.deliverables !== undefined ? { deliverables: body.deliverables } : {}),
    ...(body.deliveryDays !== undefined ? { deliveryDays: body.deliveryDays } : {}),
    ...(body.deliverablePhotos !== undefined ? { deliverablePhotos: body.deliverablePhotos } : {}),
    ...(body.offersProofs !== undefined ? { offersProofs: body.offersProofs } : {}),
    ...(body.revisionsAllowed !== undefined ? { revisionsAllowed: body.revisionsAllowed } : {}),
    ...(body.extraPhotoPrice !== undefined ? { extraPhotoPrice: body.extraPhotoPrice } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
    updatedAt: deps.clock.now(),
  });
  if (!row) throw new NotFound(`No sub-package ${id}`);
  await refreshPhotographerSummary(deps.db, caller.uid);
  return toSubpackage(row);
}

/** Removes sub-package `id`. Owner only; 409 while open appointments use it; deactivated when history exists. */
export async function deleteSubpackage(deps: Deps, caller: AuthUser, id: string): Promise<void> {
  await ownedSubpackage(deps.db, id, caller.uid);
  await withTransaction(deps.db, async (tx) => {
    const use = await appointmentUse(tx, { subpackageId: id });
    if (use.open > 0)
      throw new Conflict('This sub-package has pending or accepted appointments', undefined, {
        reason: 'subpackage_in_use',
      });
    if (use.any > 0)
      await updateSubpackageRow(tx, id, { active: false, updatedAt: deps.clock.now() });
    else await deleteSubpackageRow(tx, id);
  });
  await refreshPhotographerSummary(deps.db, caller.uid);
}
