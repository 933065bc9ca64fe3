/**
 * Photo rules (docs/decisions/0010; packages/machines `PHOTO_LIMITS`, `MAX_PHOTO_PIXELS`):
 * - an avatar is anyone's with a profile; a package gallery is its owner's, a portfolio a
 *   photographer's (registration `sell`: a name and a bank account);
 * - a file is judged by its content (pipeline.ts `inspectImage`), counted against the owner's
 *   storage quota, and stored once per content (SHA-256);
 * - the quota and the gallery/portfolio limits are decided under the owner's row lock taken by the
 *   quota's conditional `UPDATE`, so two uploads at once cannot both take the last place;
 * - a package's first photo becomes its cover; a new avatar replaces the old one.
 */
import { createHash, randomUUID } from 'node:crypto';

import type { components } from '@shootbook/api-client';
import { PHOTO_LIMITS, type PhotoPurpose } from '@shootbook/machines';

import { withTransaction, type Database } from '../db/client.ts';
import type { PhotoRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { DomainError, Forbidden, NotFound, Unprocessable, ValidationFailed } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { findUser } from '../users/queries.ts';
import { requireRegistration } from '../users/service.ts';
import { inspectImage, originalKey } from './pipeline.ts';
import type { PhotoProcessor } from './processor.ts';
import {
  assetStatus,
  deletePhotosOwnedBy,
  unusedImageHashes,
  clearAvatarUrl,
  closeGap,
  countPhotos,
  coverFirstPhoto,
  deleteAssetIfUnused,
  deleteAvatar,
  deletePackagePhotoRows,
  deletePhotoCopiedFrom,
  deletePhotoRow,
  findPhoto,
  galleryOf,
  insertPhoto,
  lockGroupIds,
  moveCover,
  packageOwnerId,
  photoCopiedFrom,
  photosByIds,
  portfolioOf,
  releaseStorage,
  reserveStorage,
  setPositions,
  updatePhotoText,
  upsertAsset,
  type PhotoGroup,
  type PhotoWithAsset,
} from './queries.ts';
import { toPhoto } from './wire.ts';

type Schemas = components['schemas'];

/** 413 `quota_exceeded`: the upload would take its owner over their storage quota. */
export class QuotaExceeded extends DomainError {
  constructor(quotaBytes: number) {
    super(
      413,
      'quota_exceeded',
      `This photo would take you over your storage quota of ${Math.round(quotaBytes / 1024 / 1024)} MB: delete some photos first`,
      {
        quotaBytes,
      },
    );
  }
}

/** What the photos module needs beyond {@link Deps}. */
export interface PhotoDeps extends Deps {
  processor: PhotoProcessor;
}

/** The text parts of an upload (`PhotoUpload` of openapi.yaml, validated before the handler). */
export interface UploadFields {
  purpose: PhotoPurpose;
  packageId?: string | undefined;
  caption?: string | undefined;
  category?: Schemas['ShootCategory'] | undefined;
}

/**
 * Stores `data` as a new photo of the caller and queues its rendering.
 * @returns the photo (`processing`, or `ready` at once when the same image is stored already).
 * @throws Unprocessable (422) (a package id for a portfolio, a category for a
 *   gallery photo, a full gallery or portfolio, over 50 megapixels); NotFound (404) no such package;
 *   Forbidden (403) not its owner or not a photographer; RegistrationIncomplete (403);
 *   UnsupportedImage (415); QuotaExceeded (413).
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  caller: AuthUser,
  fields: UploadFields,
  data: Buffer,
): Promise<Schemas['Photo']> {
  const { db } = deps;
  if (fields.purpose !== 'package' && fields.packageId !== undefined)
    throw new Unprocessable('packageId is for package photos only');
  if (fields.purpose === 'package' && fields.packageId === undefined)
    throw new Unprocessable('A package photo needs the packageId of its package');
  if (fields.purpose !== 'portfolio' && fields.category !== undefined)
    throw new Unprocessable('A category is for portfolio photos only');
  // Someone else's package is forbidden whoever asks; registration is checked after (it could help only with one's own).
  if (fields.packageId !== undefined) {
    const ownerId = await packageOwnerId(db, fields.packageId);
    if (ownerId === undefined) throw new NotFound(`No package ${fields.packageId}`);
    if (ownerId !== caller.uid)
      throw new Forbidden("Only the package's photographer may add photos to it");
  }
  if (fields.purpose === 'avatar') {
    if (!(await findUser(db, caller.uid)))
      throw new NotFound('Create your profile first (GET /user/profile)');
  } else {
    await requireRegistration(db, caller.uid, 'sell');
  }

  return storePhoto(deps, caller.uid, fields, data);
}

/**
 * A portfolio photo of `ownerId` copied from delivered final `sourceDeliveryFileId` (its bytes
 * `data`) through the same pipeline as an upload (judged, stored once per content, rendered
 * without metadata), marked `fromBooking`. The caller has judged the copy
 * (packages/machines `portfolioCopyRefusal`). Idempotent: a second copy of the same file answers
 * the first photo — decided under the owner's row lock, and closed by the unique index
 * `photos_source_delivery_file_unique` when two copies race. Source: docs/product.md §11,
 * decision 0023.
 * @throws Unprocessable (422 `photo_limit`); QuotaExceeded (413); UnsupportedImage (415).
 */
export async function copyIntoPortfolio(
  deps: PhotoDeps,
  ownerId: string,
  sourceDeliveryFileId: string,
  data: () => Promise<Buffer>,
): Promise<Schemas['Photo']> {
  const existing = await photoCopiedFrom(deps.db, sourceDeliveryFileId);
  if (existing) return toPhoto(existing.photo, existing.asset, deps.storage);
  try {
    return await storePhoto(deps, ownerId, { purpose: 'portfolio' }, await data(), {
      sourceDeliveryFileId,
    });
  } catch (error) {
    if (!(error instanceof AlreadyCopied) && !isUniqueViolation(error)) throw error;
    const copied = await photoCopiedFrom(deps.db, sourceDeliveryFileId);
    if (!copied) throw error;
    return toPhoto(copied.photo, copied.asset, deps.storage);
  }
}

/** Thrown inside {@link storePhoto}'s transaction to roll it back when the copy exists already. */
class AlreadyCopied extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Removes the portfolio copy of delivered file `sourceDeliveryFileId`, if any, in transaction `tx`
 * (the customer withdrew their permission: decision 0023), returning its bytes to its owner's quota.
 * @returns the image the copy used, for {@link removeUnusedImages} after the commit.
 */
export async function takePortfolioCopy(
  tx: Database,
  sourceDeliveryFileId: string,
): Promise<string[]> {
  const deleted = await deletePhotoCopiedFrom(tx, sourceDeliveryFileId);
  if (!deleted) return [];
  await releaseStorage(tx, deleted.ownerId, deleted.bytes);
  await closeGap(tx, { ownerId: deleted.ownerId, purpose: 'portfolio' }, deleted.position);
  return [deleted.hash];
}

/** Stores `data` as a photo of `ownerId` (the checks of {@link uploadPhoto} are done). */
async function storePhoto(
  deps: PhotoDeps,
  ownerId: string,
  fields: UploadFields,
  data: Buffer,
  origin: { sourceDeliveryFileId: string } | undefined = undefined,
): Promise<Schemas['Photo']> {
  const { db, config, storage } = deps;
  const facts = await inspectImage(data);
  const hash = createHash('sha256').update(data).digest('hex');
  // The original is stored for a new image, or again for one whose rendering failed. A known
  // image needs none: rendered, its variants are there; being rendered, its original is (writing it
  // again while the renderer reads it could hand the renderer a half-written file).
  const known = await assetStatus(db, hash);
  if (known === undefined || known === 'failed')
    await storage.put(originalKey(hash), data, `image/${facts.format}`);

  let replacedAvatar: PhotoRow | undefined;
  const created = await withTransaction(db, async (tx) => {
    if (!(await reserveStorage(tx, ownerId, data.length, config.storageQuotaBytes)))
      throw new QuotaExceeded(config.storageQuotaBytes);
    // Under the owner's row lock: a copy made meanwhile is seen here.
    if (origin && (await photoCopiedFrom(tx, origin.sourceDeliveryFileId)))
      throw new AlreadyCopied();
    if (fields.purpose === 'avatar') {
      replacedAvatar = await deleteAvatar(tx, ownerId);
      if (replacedAvatar) await releaseStorage(tx, ownerId, replacedAvatar.bytes);
    }
    const count =
      fields.purpose === 'package'
        ? await countPhotos(tx, { packageId: fields.packageId! })
        : await countPhotos(tx, { ownerId, purpose: fields.purpose });
    const limit = PHOTO_LIMITS[fields.purpose];
    if (count >= limit) {
      throw new Unprocessable(
        `A ${fields.purpose === 'package' ? 'package gallery' : fields.purpose} holds at most ${limit} photos: delete one first`,
        { limit },
        { reason: 'photo_limit', limit },
      );
    }
    const asset = await upsertAsset(tx, {
      hash,
      format: facts.format,
      bytes: data.length,
      width: facts.width,
      height: facts.height,
    });
    const photo = await insertPhoto(tx, {
      id: randomUUID(),
      ownerId,
      hash,
      purpose: fields.purpose,
      packageId: fields.packageId ?? null,
      position: count,
      cover: fields.purpose === 'package' && count === 0,
      caption: fields.caption?.trim() || null,
      category: fields.category ?? null,
      bytes: data.length,
      sourceDeliveryFileId: origin?.sourceDeliveryFileId ?? null,
    });
    return { photo, asset };
  });
  if (replacedAvatar) await removeUnused(deps, replacedAvatar.hash);
  if (created.asset.status === 'processing') deps.processor.enqueue(hash);
  return toPhoto(created.photo, created.asset, storage);
}

/** Photo `id`, or 404. */
export async function loadPhoto(deps: PhotoDeps, id: string): Promise<Schemas['Photo']> {
  const row = await findPhoto(deps.db, id);
  if (!row) throw new NotFound(`No photo ${id}`);
  return toPhoto(row.photo, row.asset, deps.storage);
}

async function ownedPhoto(db: Database, id: string, callerId: string): Promise<PhotoWithAsset> {
  const row = await findPhoto(db, id);
  if (!row) throw new NotFound(`No photo ${id}`);
  if (row.photo.ownerId !== callerId) throw new Forbidden('Only the photo’s owner may change it');
  return row;
}

/** The gallery of a package, or the portfolio of a photographer (exactly one of the two). */
export async function listPhotos(
  deps: PhotoDeps,
  query: { packageId?: string | undefined; photographerId?: string | undefined },
): Promise<Schemas['PhotoList']> {
  if ((query.packageId === undefined) === (query.photographerId === undefined)) {
    throw new ValidationFailed('Give exactly one of packageId and photographerId');
  }
  const rows =
    query.packageId !== undefined
      ? await galleryOf(deps.db, query.packageId)
      : await portfolioOf(deps.db, query.photographerId!);
  return {
    photos: rows.map((row) => toPhoto(row.photo, row.asset, deps.storage)),
    total: rows.length,
  };
}

/** Changes the caption or category of the caller's photo `id`. @throws 404, 403, 422 (category off a portfolio). */
export async function updatePhoto(
  deps: PhotoDeps,
  caller: AuthUser,
  id: string,
  body: Schemas['PhotoUpdate'],
): Promise<Schemas['Photo']> {
  const row = await ownedPhoto(deps.db, id, caller.uid);
  if (body.category !== undefined && body.category !== null && row.photo.purpose !== 'portfolio') {
    throw new Unprocessable('A category is for portfolio photos only');
  }
  const updated = await updatePhotoText(deps.db, id, {
    ...(body.caption !== undefined ? { caption: body.caption?.trim() || null } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
  });
  if (!updated) throw new NotFound(`No photo ${id}`);
  return toPhoto(updated, row.asset, deps.storage);
}

/** Makes the caller's package photo `id` its package's cover. @throws 404, 403, 422 (not a package photo). */
export async function setCover(
  deps: PhotoDeps,
  caller: AuthUser,
  id: string,
): Promise<Schemas['Photo']> {
  const row = await ownedPhoto(deps.db, id, caller.uid);
  if (row.photo.purpose !== 'package')
    throw new Unprocessable('Only a package photo can be its cover');
  const updated = await withTransaction(deps.db, (tx) => moveCover(tx, row.photo.packageId!, id));
  if (!updated) throw new NotFound(`No photo ${id}`);
  return toPhoto(updated, row.asset, deps.storage);
}

/**
 * Puts one whole gallery or the caller's portfolio in the order of `photoIds`.
 * @throws NotFound (404) an unknown id; Forbidden (403) not the caller's; Unprocessable (422) ids
 *   from more than one gallery, or not all of it.
 */
export async function reorderPhotos(
  deps: PhotoDeps,
  caller: AuthUser,
  photoIds: readonly string[],
): Promise<Schemas['PhotoList']> {
  const { db } = deps;
  const rows = await photosByIds(db, photoIds);
  if (rows.length !== photoIds.length) throw new NotFound('Some of these photos do not exist');
  if (rows.some((row) => row.ownerId !== caller.uid))
    throw new Forbidden('Only their owner may reorder photos');
  const first = rows[0]!;
  if (
    first.purpose === 'avatar' ||
    rows.some((row) => row.purpose !== first.purpose || row.packageId !== first.packageId)
  ) {
    throw new Unprocessable('Reorder one package gallery or your portfolio at a time');
  }
  const group: PhotoGroup = first.packageId
    ? { packageId: first.packageId }
    : { ownerId: caller.uid, purpose: 'portfolio' };
  await withTransaction(db, async (tx) => {
    // Locks the gallery, so a photo added or deleted meanwhile makes the list incomplete (422).
    const all = await lockGroupIds(tx, group);
    const listed = new Set(photoIds);
    if (all.length !== photoIds.length || all.some((photoId) => !listed.has(photoId))) {
      throw new Unprocessable(
        `List every photo of the ${first.packageId ? 'gallery' : 'portfolio'} (${all.length}) in the new order`,
        undefined,
        { reason: 'reorder_incomplete' },
      );
    }
    await setPositions(tx, photoIds);
  });
  return listPhotos(
    deps,
    first.packageId ? { packageId: first.packageId } : { photographerId: caller.uid },
  );
}

/**
 * Deletes the caller's photo `id`: its bytes leave their quota, a gallery closes the gap, a
 * removed cover passes to the next photo, and the stored files go when nothing else uses them.
 * @throws NotFound (404), Forbidden (403).
 */
export async function deletePhoto(deps: PhotoDeps, caller: AuthUser, id: string): Promise<void> {
  const row = await ownedPhoto(deps.db, id, caller.uid);
  await withTransaction(deps.db, async (tx) => {
    const deleted = await deletePhotoRow(tx, id);
    if (!deleted) return;
    await releaseStorage(tx, caller.uid, deleted.bytes);
    await closeGap(
      tx,
      deleted.packageId
        ? { packageId: deleted.packageId }
        : { ownerId: caller.uid, purpose: deleted.purpose },
      deleted.position,
    );
    if (deleted.cover && deleted.packageId) await coverFirstPhoto(tx, deleted.packageId);
    if (deleted.purpose === 'avatar') await clearAvatarUrl(tx, caller.uid);
  });
  await removeUnused(deps, row.asset.hash);
}

/**
 * Deletes the gallery of package `packageId` inside the transaction `tx` that deletes the package,
 * returning each photo's bytes to its owner's quota.
 * @returns the images those photos used, for {@link removeUnusedImages} after the commit.
 */
export async function takePackagePhotos(tx: Database, packageId: string): Promise<string[]> {
  const rows = await deletePackagePhotoRows(tx, packageId);
  for (const row of rows) await releaseStorage(tx, row.ownerId, row.bytes);
  return [...new Set(rows.map((row) => row.hash))];
}

/**
 * Deletes every photo of user `ownerId` (avatar, galleries, portfolio) inside transaction `tx`
 * that deletes their account (docs/product.md §14); the owner's stored bytes go to 0 with them.
 * @returns the images those photos used, for {@link removeUnusedImages} after the commit.
 */
export async function takeOwnPhotos(tx: Database, ownerId: string): Promise<string[]> {
  const rows = await deletePhotosOwnedBy(tx, ownerId);
  for (const row of rows) await releaseStorage(tx, ownerId, row.bytes);
  return [...new Set(rows.map((row) => row.hash))];
}

/**
 * Removes the files of images no photo uses any more, `limit` at a time (the account erasure's
 * retry: users/account.ts); how many images were looked at.
 */
export async function removeEveryUnusedImage(deps: Deps, limit = 500): Promise<number> {
  const hashes = await unusedImageHashes(deps.db, limit);
  await removeUnusedImages(deps, hashes);
  return hashes.length;
}

/** Removes each of `hashes` (images) and its files when no photo uses it any more. */
export async function removeUnusedImages(deps: Deps, hashes: readonly string[]): Promise<void> {
  for (const hash of hashes) await removeUnused(deps, hash);
}

/**
 * Removes asset `hash` and its files when no photo uses it (a photo added meanwhile keeps it). The
 * row goes in the transaction that removes the files: when the storage fails, the row stays, so a
 * later run (the account erasure sweep, users/account.ts) finds the files still owed.
 */
async function removeUnused(deps: Deps, hash: string): Promise<void> {
  try {
    await withTransaction(deps.db, async (tx) => {
      if (await deleteAssetIfUnused(tx, hash)) await deps.storage.removePrefix(`${hash}/`);
    });
  } catch (error) {
    // 23503: a photo of the same image was added while we looked: it stays.
    if (
      (error as { code?: string; cause?: { code?: string } }).code !== '23503' &&
      (error as { cause?: { code?: string } }).cause?.code !== '23503'
    )
      throw error;
  }
}
