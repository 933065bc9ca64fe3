/**
 * What a delivered photo becomes before anyone sees it (docs/decisions/0026), on sharp like the
 * photo pipeline (photos/pipeline.ts judges the upload by its header first, so a decompression
 * bomb is refused before a pixel is decoded):
 * - a **proof**: at most {@link PROOF_LONG_SIDE} px on its long side, a tiled "ShootBook proof ·
 *   <photographer>" watermark composited over it, JPEG;
 * - a **final**: the full-size photo re-encoded as a high-quality JPEG, plus a
 *   {@link PROOF_LONG_SIDE} px preview for the gallery.
 * Every output is encoded from decoded pixels without `withMetadata`, so no EXIF (GPS, camera
 * serial), XMP, IPTC or ICC profile leaves the server; colours are converted to sRGB first.
 */
import {
  deliveredImageFormats,
  MAX_PHOTO_PIXELS,
  type DeliveryFileKind,
} from '@shootbook/machines';
import sharp from 'sharp';

import { DomainError } from '../../errors.ts';
import { inspectImage, UnsupportedImage } from '../../photos/pipeline.ts';

/** Long side of a proof and of a final's gallery preview, in pixels (never upscaled). */
export const PROOF_LONG_SIDE = 1600;
/** JPEG quality of a final: visually lossless for a delivered photo. */
export const FINAL_QUALITY = 92;

/** Which side of the delivery a file belongs to (packages/machines). */
export type { DeliveryFileKind };

/** The files stored for one upload (each a JPEG), and the upright size of the photo. */
export interface RenderedDeliveryFile {
  width: number;
  height: number;
  /** Proofs: the watermarked reduction, the only form a customer sees. Finals: the gallery preview. */
  preview: Buffer;
  /** Finals only: the full-size, metadata-free photo that is downloaded. */
  full?: Buffer;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * One tile of the proof watermark, repeated over the whole image by sharp: the text twice on a
 * diagonal, white with a dark outline (legible on light and dark photos), at 40 % opacity.
 */
export function watermarkTile(photographerName: string): Buffer {
  const text = `ShootBook proof · ${photographerName}`.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  const line = (x: number, y: number) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" font-weight="bold" fill="#fff" stroke="#000" stroke-width="1">${text}</text>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="320"><g opacity="0.45" transform="rotate(-18 500 160)">${line(40, 120)}${line(380, 270)}</g></svg>`,
  );
}

/**
 * 415 `unsupported_media_type` for a delivered file: `params.reason` `delivery_heic_unsupported`
 * for HEIC (sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIF, and the photos'
 * HEIC decoder is theirs: decision 0026), `delivery_not_an_image` for anything else not a JPEG,
 * PNG, WebP or AVIF image.
 */
export class UndeliverableImage extends DomainError {
  constructor(reason: 'delivery_heic_unsupported' | 'delivery_not_an_image') {
    super(
      415,
      'unsupported_media_type',
      reason === 'delivery_heic_unsupported'
        ? 'HEIC photos cannot be delivered: export them as JPEG'
        : 'Deliver JPEG, PNG, WebP or AVIF photos',
      undefined,
      { reason },
    );
  }
}

/**
 * Renders an uploaded delivery photo.
 * @throws UndeliverableImage (415) when the bytes are not a JPEG, PNG, WebP or AVIF image;
 *   Unprocessable (422) over 50 megapixels; Error when the image cannot be decoded.
 */
export async function renderDeliveryFile(
  data: Buffer,
  kind: DeliveryFileKind,
  photographerName: string,
): Promise<RenderedDeliveryFile> {
  const facts = await inspectImage(data).catch((error: unknown) => {
    throw error instanceof UnsupportedImage
      ? new UndeliverableImage('delivery_not_an_image')
      : error;
  });
  if (!deliveredImageFormats.includes(facts.format))
    throw new UndeliverableImage('delivery_heic_unsupported');
  const upright = () =>
    sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .autoOrient()
      .toColourspace('srgb');
  const reduced = () =>
    upright().resize({
      width: PROOF_LONG_SIDE,
      height: PROOF_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (kind === 'proof') {
    // The reduction is made first, then the watermark is tiled over its own pixels.
    const small = await reduced().raw().toBuffer({ resolveWithObject: true });
    // sharp tiles only an overlay that fits the image: a photo smaller than a tile gets a
    // smaller tile.
    const tile = await sharp(watermarkTile(photographerName))
      .resize({
        width: small.info.width,
        height: small.info.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
    const preview = await sharp(small.data, { raw: small.info })
      .composite([{ input: tile, tile: true, blend: 'over' }])
      .jpeg({ quality: 80, mozjpeg: true, progressive: true })
      .toBuffer();
    return { width: facts.width, height: facts.height, preview };
  }
  const preview = await reduced()
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toBuffer();
  // Baseline JPEG with the standard Huffman tables: libjpeg then encodes the full-size photo as
  // its rows are decoded. Progressive scans or optimised tables (sharp's `optimiseCoding`,
  // default on) make libjpeg hold every coefficient of the image first — about 280 MB more
  // resident memory for a 21-megapixel final (bench/delivery-files.ts; decision 0026) — for a
  // file a few per cent smaller.
  const full = await upright()
    .jpeg({
      quality: FINAL_QUALITY,
      chromaSubsampling: '4:4:4',
      progressive: false,
      optimiseCoding: false,
    })
    .toBuffer();
  return { width: facts.width, height: facts.height, preview, full };
}
