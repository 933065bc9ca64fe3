/**
 * Photos as the wire shows them (`Photo` of openapi.yaml; docs/decisions/0010): the variant URLs
 * come from the storage driver, so the same rows answer with local or object-storage addresses.
 */
import type { components } from '@shootbook/api-client';

import type { ImageAssetRow, PhotoRow } from '../db/schema.ts';
import { VARIANT_FORMATS, variantKey } from './pipeline.ts';
import type { MediaStorage } from './storage.ts';

type Schemas = components['schemas'];

/** The JPEG fallback width: 1280 px, or the largest rendered when the photo is narrower. */
const FALLBACK_WIDTH = 1280;

/** The columns of a photo that {@link toPhoto} shows. */
export type PhotoWireColumns = Pick<
  PhotoRow,
  | 'id'
  | 'ownerId'
  | 'purpose'
  | 'packageId'
  | 'position'
  | 'cover'
  | 'caption'
  | 'category'
  | 'sourceDeliveryFileId'
  | 'createdAt'
>;
/** The columns of an image asset that {@link toPhoto} shows. */
export type AssetWireColumns = Pick<
  ImageAssetRow,
  'hash' | 'status' | 'width' | 'height' | 'placeholder' | 'widths'
>;

/** `Photo` of a row and its asset. `sources` and `src` stay empty until the asset is `ready`. */
export function toPhoto(
  row: PhotoWireColumns,
  asset: AssetWireColumns,
  storage: MediaStorage,
): Schemas['Photo'] {
  const ready = asset.status === 'ready' && asset.widths.length > 0;
  const widths = ready ? asset.widths : [];
  const fallback = widths.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? widths[0];
  return {
    id: row.id,
    ownerId: row.ownerId,
    purpose: row.purpose,
    packageId: row.packageId,
    position: row.position,
    cover: row.cover,
    caption: row.caption,
    category: row.category,
    status: asset.status,
    width: asset.width,
    height: asset.height,
    placeholder: asset.placeholder,
    src: fallback === undefined ? null : storage.url(variantKey(asset.hash, fallback, 'jpeg')),
    sources: ready
      ? VARIANT_FORMATS.map(({ format, type }) => ({
          type,
          srcSet: widths
            .map((w) => `${storage.url(variantKey(asset.hash, w, format))} ${w}w`)
            .join(', '),
        }))
      : [],
    fromBooking: row.sourceDeliveryFileId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
