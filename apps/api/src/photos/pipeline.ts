/**
 * The image pipeline (docs/decisions/0010), on `sharp` (libvips), with heic-decode (libheif) for HEIC:
 * - {@link inspectImage} judges an upload by its content from its header alone — format, size,
 *   pixel count — so a decompression bomb is refused before a pixel is decoded;
 * - {@link renderVariants} auto-orients, converts to sRGB, strips every piece of metadata (EXIF
 *   with GPS, XMP, IPTC, ICC) and encodes AVIF, WebP and JPEG at the widths of packages/machines
 *   `variantWidths`, plus a ThumbHash placeholder.
 */
import { MAX_PHOTO_PIXELS, variantWidths, type AcceptedImageFormat } from '@shootbook/machines';
import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

import { DomainError, Unprocessable } from '../errors.ts';

/** 415 `unsupported_media_type`: the bytes are not an accepted image. */
export class UnsupportedImage extends DomainError {
  constructor(message = 'This file is not a JPEG, PNG, WebP, AVIF or HEIC image') {
    super(415, 'unsupported_media_type', message, undefined, { reason: 'not_an_image' });
  }
}

/** What an upload's header says. `width`/`height` are as displayed (after EXIF orientation). */
export interface ImageFacts {
  format: AcceptedImageFormat;
  width: number;
  height: number;
}

/** Output formats of every variant, best first, with their MIME types. */
export const VARIANT_FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
  { format: 'jpeg', type: 'image/jpeg' },
] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number]['format'];

/**
 * Reads the header of `data` (nothing is decoded).
 * @throws UnsupportedImage (415) when it is not JPEG, PNG, WebP, AVIF or HEIC;
 *   Unprocessable (422) when it declares more than `MAX_PHOTO_PIXELS` (50 megapixels).
 */
export async function inspectImage(data: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImage();
  }
  const format = formatOf(meta);
  if (!meta.width || !meta.height) throw new UnsupportedImage();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new Unprocessable(
      `This image has ${Math.round((meta.width * meta.height) / 1e6)} megapixels; the most is ${MAX_PHOTO_PIXELS / 1e6}`,
      {
        width: meta.width,
        height: meta.height,
        maxPixels: MAX_PHOTO_PIXELS,
      },
      { reason: 'image_too_large', megapixels: MAX_PHOTO_PIXELS / 1e6 },
    );
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

function formatOf(meta: Metadata): AcceptedImageFormat {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return meta.format;
    case 'heif':
      if (meta.compression === 'av1') return 'avif';
      if (meta.compression === 'hevc') return 'heic';
      throw new UnsupportedImage();
    default:
      throw new UnsupportedImage();
  }
}

/** One rendered file. */
export interface Variant {
  width: number;
  format: VariantFormat;
  data: Buffer;
}

/** What {@link renderVariants} makes of one image. */
export interface Rendered {
  variants: Variant[];
  widths: number[];
  /** ThumbHash of the image, base64. */
  placeholder: string;
}

/**
 * Renders every variant of `data` (an image {@link inspectImage} accepted).
 * @throws Error when the image cannot be decoded (truncated, corrupt): the caller marks it failed.
 */
export async function renderVariants(
  data: Buffer,
  facts: Pick<ImageFacts, 'width' | 'format'>,
): Promise<Rendered> {
  const widths = variantWidths(facts.width);
  // Decoded once (bounded again here: whatever the header said, no more pixels than the limit),
  // auto-oriented, in sRGB, at the largest width; every variant is made from these raw pixels,
  // which carry no metadata at all — no EXIF, GPS, XMP, IPTC or ICC can reach a variant.
  const { data: pixels, info } = await (
    await decoder(data, facts.format)
  )
    .toColourspace('srgb')
    .resize({ width: widths[widths.length - 1]!, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const master = () =>
    sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: Variant[] = [];
  for (const width of widths) {
    const resized = master().resize({ width, withoutEnlargement: true });
    variants.push({
      width,
      format: 'avif',
      data: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    });
    variants.push({
      width,
      format: 'webp',
      data: await resized.clone().webp({ quality: 78 }).toBuffer(),
    });
    variants.push({
      width,
      format: 'jpeg',
      data: await resized
        .clone()
        .jpeg({ quality: 80, mozjpeg: true, progressive: true })
        .toBuffer(),
    });
  }
  const { data: rgba, info: small } = await master()
    .resize({ width: 100, height: 100, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(rgbaToThumbHash(small.width, small.height, rgba)).toString(
    'base64',
  );
  return { variants, widths, placeholder };
}

/**
 * A sharp pipeline over the decoded, upright image. libvips decodes every accepted format but HEIC
 * (its build here has no HEVC decoder): HEIC is decoded by libheif compiled to WebAssembly
 * (heic-decode), which applies the file's rotation itself, into raw pixels with no metadata.
 */
async function decoder(data: Buffer, format: ImageFacts['format']): Promise<Sharp> {
  if (format !== 'heic')
    return sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).autoOrient();
  const image = await decodeHeic({ buffer: data });
  if (image.width * image.height > MAX_PHOTO_PIXELS)
    throw new Error(`HEIC of ${image.width}×${image.height} is over the pixel limit`);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** The storage key of a variant. */
export function variantKey(hash: string, width: number, format: VariantFormat): string {
  return `${hash}/${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** The storage key of an upload's original bytes (kept for re-rendering; never served). */
export function originalKey(hash: string): string {
  return `${hash}/original`;
}
