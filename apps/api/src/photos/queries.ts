/**
 * SQL of the photos module (db/schema.ts `photos`, `image_assets`, `users.storage_bytes`).
 */
import { and, asc, eq, gt, inArray, lt, isNull, or, sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import type { AssetWireColumns, PhotoWireColumns } from './wire.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import {
  imageAssets,
  packages,
  photos,
  users,
  type ImageAssetRow,
  type PhotoRow,
} from '../db/schema.ts';

/** A photo with its asset. */
export interface PhotoWithAsset {
  photo: PhotoRow;
  asset: ImageAssetRow;
}

const withAsset = { photo: photos, asset: imageAssets };

/** Photo `id` with its asset, or undefined. */
export async function findPhoto(db: Database, id: string): Promise<PhotoWithAsset | undefined> {
  const [row] = await db
    .select(withAsset)
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(eq(photos.id, id));
  return row;
}

/** The gallery of package `packageId`, in order. */
export async function galleryOf(db: Database, packageId: string): Promise<PhotoWithAsset[]> {
  return galleryStatement(db).execute({ packageId });
}

/** {@link galleryOf}'s statement: read by every package page (db/prepared.ts). */
const galleryStatement = preparedPerDatabase((db) =>
  db
    .select(withAsset)
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(eq(photos.packageId, sql.placeholder('packageId')))
    .orderBy(asc(photos.position), asc(photos.createdAt))
    .prepare('package_gallery'),
);

/** The columns of a photo a card shows (wire.ts `toPhoto`), and its hash (the asset's key). */
const photoCardColumns = {
  id: photos.id,
  ownerId: photos.ownerId,
  purpose: photos.purpose,
  packageId: photos.packageId,
  position: photos.position,
  cover: photos.cover,
  caption: photos.caption,
  category: photos.category,
  sourceDeliveryFileId: photos.sourceDeliveryFileId,
  createdAt: photos.createdAt,
  hash: photos.hash,
};
/** The columns of an image asset a card shows besides its hash (wire.ts `toPhoto`). */
const assetCardColumns = {
  status: imageAssets.status,
  width: imageAssets.width,
  height: imageAssets.height,
  placeholder: imageAssets.placeholder,
  widths: imageAssets.widths,
};

/**
 * The covers of `packageIds` (one query for a page of cards), by package id, with what of each
 * photo and asset a card shows. A prepared statement (db/prepared.ts): read by every package list
 * page and package page, the ids bound as one array.
 */
export async function coversOf(
  db: Database,
  packageIds: readonly string[],
): Promise<Map<string, PhotoCard>> {
  if (packageIds.length === 0) return new Map();
  const rows = await coversStatement(db).execute({ packageIds: [...packageIds] });
  return new Map(
    rows.map(({ photo, asset }) => [
      photo.packageId!,
      { photo, asset: { ...asset, hash: photo.hash } },
    ]),
  );
}

/** {@link coversOf}'s statement. */
const coversStatement = preparedPerDatabase((db) =>
  db
    .select({ photo: photoCardColumns, asset: assetCardColumns })
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(
      and(
        sql`${photos.packageId} = any(${sql.placeholder('packageIds')}::text[])`,
        eq(photos.cover, true),
      ),
    )
    .prepare('package_covers'),
);

/**
 * The portfolio cover of each row of a query over `users` — the user's first portfolio photo
 * (by position, then upload time) with what of its asset a card shows — as a lateral subquery,
 * so a page of photographers and their covers is one round trip:
 * `db.select().from(users).leftJoinLateral(cover, sql\`true\`)` gives rows `{ users, portfolio_cover }`,
 * the latter null without a cover ({@link portfolioCoverOf} makes it a photo and its asset). Only
 * the columns `toPhoto` (wire.ts) shows are read.
 */
export function portfolioCoverLateral(db: Database) {
  return db
    .select({ ...photoCardColumns, ...assetCardColumns })
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(and(eq(photos.ownerId, users.id), eq(photos.purpose, 'portfolio')))
    .orderBy(asc(photos.position), asc(photos.createdAt))
    .limit(1)
    .as('portfolio_cover');
}

/** The fields of a {@link portfolioCoverLateral} row: the photo's and its asset's a card shows. */
export type PortfolioCoverFields = PhotoWireColumns & AssetWireColumns;

/** A photo and its asset as a card shows them (photos/wire.ts `toPhoto`). */
export interface PhotoCard {
  photo: PhotoWireColumns;
  asset: AssetWireColumns;
}

/** A {@link portfolioCoverLateral} row as a photo and its asset; null for a user without a cover. */
export function portfolioCoverOf(cover: PortfolioCoverFields | null): PhotoCard | null {
  if (!cover) return null;
  const { hash, status, width, height, placeholder, widths, ...photo } = cover;
  return { photo, asset: { hash, status, width, height, placeholder, widths } };
}

/** The portfolio of user `ownerId`, in order. */
export async function portfolioOf(db: Database, ownerId: string): Promise<PhotoWithAsset[]> {
  return portfolioStatement(db).execute({ ownerId });
}

/** {@link portfolioOf}'s statement: read by every photographer's profile (db/prepared.ts). */
const portfolioStatement = preparedPerDatabase((db) =>
  db
    .select(withAsset)
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(and(eq(photos.ownerId, sql.placeholder('ownerId')), eq(photos.purpose, 'portfolio')))
    .orderBy(asc(photos.position), asc(photos.createdAt))
    .prepare('user_portfolio'),
);

/**
 * Adds `bytes` to the user's stored bytes if that stays within `quota`; false when it would not.
 * The conditional `UPDATE` also locks the user's row until the transaction ends, so the uploads
 * of one user are counted one at a time (the gallery and portfolio limits rely on it).
 */
export async function reserveStorage(
  tx: Database,
  userId: string,
  bytes: number,
  quota: number,
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ storageBytes: sql`${users.storageBytes} + ${bytes}` })
    .where(and(eq(users.id, userId), sql`${users.storageBytes} + ${bytes} <= ${quota}`))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Gives `bytes` back to the user's quota. */
export async function releaseStorage(tx: Database, userId: string, bytes: number): Promise<void> {
  await tx
    .update(users)
    .set({ storageBytes: sql`greatest(${users.storageBytes} - ${bytes}, 0)` })
    .where(eq(users.id, userId));
}

/** One gallery (a package's photos) or one owner's photos of a purpose (portfolio, avatar). */
export type PhotoGroup = { packageId: string } | { ownerId: string; purpose: PhotoRow['purpose'] };

const inGroup = (group: PhotoGroup) =>
  'packageId' in group
    ? eq(photos.packageId, group.packageId)
    : and(eq(photos.ownerId, group.ownerId), eq(photos.purpose, group.purpose));

/** How many photos `group` has. */
export async function countPhotos(tx: Database, group: PhotoGroup): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(inGroup(group));
  return row?.n ?? 0;
}

/** The photographer of package `packageId`, or undefined when there is no such package. */
export async function packageOwnerId(db: Database, packageId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ photographerId: packages.photographerId })
    .from(packages)
    .where(eq(packages.id, packageId));
  return row?.photographerId;
}

/** The rendering status of stored image `hash`, or undefined for an image not stored yet. */
export async function assetStatus(
  db: Database,
  hash: string,
): Promise<ImageAssetRow['status'] | undefined> {
  const [row] = await db
    .select({ status: imageAssets.status })
    .from(imageAssets)
    .where(eq(imageAssets.hash, hash));
  return row?.status;
}

/** Inserts a photo row; the stored row. */
export async function insertPhoto(
  tx: Database,
  values: typeof photos.$inferInsert,
): Promise<PhotoRow> {
  const [row] = await tx.insert(photos).values(values).returning();
  if (!row) throw new Error('Photo insert returned nothing');
  return row;
}

/** Deletes the avatar of user `ownerId`; the deleted row, or undefined when there was none. */
export async function deleteAvatar(tx: Database, ownerId: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .delete(photos)
    .where(and(eq(photos.ownerId, ownerId), eq(photos.purpose, 'avatar')))
    .returning();
  return row;
}

/** Sets the caption and/or category of photo `id`; the updated row, or undefined when it is gone. */
export async function updatePhotoText(
  db: Database,
  id: string,
  changes: Pick<Partial<PhotoRow>, 'caption' | 'category'>,
): Promise<PhotoRow | undefined> {
  const [row] = await db.update(photos).set(changes).where(eq(photos.id, id)).returning();
  return row;
}

/**
 * Makes photo `id` the cover of package `packageId`, the previous cover no longer one, in the
 * caller's transaction `tx`; the new cover, or undefined when the photo is gone.
 */
export async function moveCover(
  tx: Database,
  packageId: string,
  id: string,
): Promise<PhotoRow | undefined> {
  await tx
    .update(photos)
    .set({ cover: false })
    .where(and(eq(photos.packageId, packageId), eq(photos.cover, true)));
  const [row] = await tx.update(photos).set({ cover: true }).where(eq(photos.id, id)).returning();
  return row;
}

/** The photos `ids` that exist. */
export function photosByIds(db: Database, ids: readonly string[]): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(inArray(photos.id, [...ids]));
}

/**
 * The ids of `group`'s photos, locked `FOR UPDATE` until `tx` ends: a photo added or deleted
 * meanwhile waits, so a reorder judged on this list cannot miss it.
 */
export async function lockGroupIds(tx: Database, group: PhotoGroup): Promise<string[]> {
  const rows = await tx.select({ id: photos.id }).from(photos).where(inGroup(group)).for('update');
  return rows.map((row) => row.id);
}

/** Gives each of `photoIds` its index in the list as its position. */
export async function setPositions(tx: Database, photoIds: readonly string[]): Promise<void> {
  for (const [position, photoId] of photoIds.entries())
    await tx.update(photos).set({ position }).where(eq(photos.id, photoId));
}

/** Deletes photo `id`; the deleted row, or undefined when it was gone already. */
export async function deletePhotoRow(tx: Database, id: string): Promise<PhotoRow | undefined> {
  const [row] = await tx.delete(photos).where(eq(photos.id, id)).returning();
  return row;
}

/** Moves the photos of `group` after position `position` one place up (closing a deleted photo's gap). */
export async function closeGap(tx: Database, group: PhotoGroup, position: number): Promise<void> {
  await tx
    .update(photos)
    .set({ position: sql`${photos.position} - 1` })
    .where(and(inGroup(group), gt(photos.position, position)));
}

/** Makes the first photo (by position) of package `packageId` its cover. */
export async function coverFirstPhoto(tx: Database, packageId: string): Promise<void> {
  await tx.execute(
    sql`update ${photos} set cover = true where id = (select id from ${photos} where package_id = ${packageId} order by position limit 1)`,
  );
}

/** Clears user `userId`'s avatar address (their avatar photo was deleted). */
export async function clearAvatarUrl(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`update users set avatar_url = null where id = ${userId}`);
}

/** Deletes every photo of package `packageId`; the deleted rows. */
export function deletePackagePhotoRows(tx: Database, packageId: string): Promise<PhotoRow[]> {
  return tx.delete(photos).where(eq(photos.packageId, packageId)).returning();
}

/** Inserts the asset unless its hash is stored already (one whose rendering failed goes back to `processing`); the stored row either way. */
export async function upsertAsset(
  tx: Database,
  asset: typeof imageAssets.$inferInsert,
): Promise<ImageAssetRow> {
  // A known image is kept as it is — except one whose rendering failed: uploaded again, it is
  // rendered again.
  await tx
    .insert(imageAssets)
    .values(asset)
    .onConflictDoUpdate({
      target: imageAssets.hash,
      set: { status: 'processing', claimedAt: null },
      setWhere: eq(imageAssets.status, 'failed'),
    });
  const [row] = await tx.select().from(imageAssets).where(eq(imageAssets.hash, asset.hash));
  return row!;
}

/**
 * Claims asset `hash` for rendering: only one that is still `processing` and unclaimed, or whose
 * claim is older than `staleBefore` (a worker that died). Undefined when another worker has it.
 */
export async function claimAsset(
  db: Database,
  hash: string,
  now: Date,
  staleBefore: Date,
): Promise<ImageAssetRow | undefined> {
  const [row] = await db
    .update(imageAssets)
    .set({ claimedAt: now })
    .where(
      and(
        eq(imageAssets.hash, hash),
        eq(imageAssets.status, 'processing'),
        or(isNull(imageAssets.claimedAt), lt(imageAssets.claimedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** Hashes of assets waiting to be rendered (unclaimed, or claimed before `staleBefore`), oldest first. */
export async function pendingAssets(
  db: Database,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ hash: imageAssets.hash })
    .from(imageAssets)
    .where(
      and(
        eq(imageAssets.status, 'processing'),
        or(isNull(imageAssets.claimedAt), lt(imageAssets.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(imageAssets.createdAt))
    .limit(limit);
  return rows.map((row) => row.hash);
}

/** Deletes asset `hash` if no photo uses it; true when it was deleted (its files may go). */
export async function deleteAssetIfUnused(db: Database, hash: string): Promise<boolean> {
  const deleted = await db
    .delete(imageAssets)
    .where(
      and(
        eq(imageAssets.hash, hash),
        sql`not exists (select 1 from ${photos} where ${photos.hash} = ${hash})`,
      ),
    )
    .returning({ hash: imageAssets.hash });
  return deleted.length === 1;
}

/** The portfolio photo copied from delivered file `fileId`, with its asset, or undefined. */
export async function photoCopiedFrom(
  db: Database,
  fileId: string,
): Promise<PhotoWithAsset | undefined> {
  const [row] = await db
    .select(withAsset)
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(eq(photos.sourceDeliveryFileId, fileId));
  return row;
}

/** Deletes the photo copied from delivered file `fileId`; the deleted row, or undefined. */
export async function deletePhotoCopiedFrom(
  tx: Database,
  fileId: string,
): Promise<PhotoRow | undefined> {
  const [row] = await tx.delete(photos).where(eq(photos.sourceDeliveryFileId, fileId)).returning();
  return row;
}

/** Every photo of user `ownerId` (avatar, package galleries, portfolio) with its asset, oldest first. */
export function photosOwnedBy(db: Database, ownerId: string): Promise<PhotoWithAsset[]> {
  return db
    .select(withAsset)
    .from(photos)
    .innerJoin(imageAssets, eq(imageAssets.hash, photos.hash))
    .where(eq(photos.ownerId, ownerId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** Deletes every photo of user `ownerId`; the deleted rows. */
export function deletePhotosOwnedBy(tx: Database, ownerId: string): Promise<PhotoRow[]> {
  return tx.delete(photos).where(eq(photos.ownerId, ownerId)).returning();
}

/**
 * The images no photo uses any more (their files still owed a removal), at most `limit`. One being
 * rendered is left to its renderer; once rendered it is found here.
 */
export async function unusedImageHashes(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ hash: imageAssets.hash })
    .from(imageAssets)
    .where(
      and(
        sql`${imageAssets.status} <> 'processing'`,
        sql`not exists (select 1 from ${photos} where ${photos.hash} = ${imageAssets.hash})`,
      ),
    )
    .orderBy(asc(imageAssets.createdAt))
    .limit(limit);
  return rows.map((row) => row.hash);
}
