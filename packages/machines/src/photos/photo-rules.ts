/**
 * Photo rules (docs/decisions/0010): what a photographer may upload, how
 * much, and which widths ShootBook renders. The API enforces them on every upload; the web's
 * uploader reads the same numbers to warn before a byte leaves the phone.
 */

/** Where a photo belongs: the user's avatar, a package's gallery, or a photographer's portfolio. */
export type PhotoPurpose = 'avatar' | 'package' | 'portfolio';

/** Every {@link PhotoPurpose}, in the order forms list them. */
export const photoPurposes: readonly PhotoPurpose[] = ['avatar', 'package', 'portfolio'];

/**
 * Image formats accepted, judged by the file's content (never its name or declared type): HEIC is
 * HEVC-coded HEIF, what iPhones shoot.
 */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** Every {@link AcceptedImageFormat}. */
export const acceptedImageFormats: readonly AcceptedImageFormat[] = [
  'jpeg',
  'png',
  'webp',
  'avif',
  'heic',
];

/** The `accept` list of a file picker for {@link acceptedImageFormats} (a hint only; the server judges content). */
export const ACCEPT_IMAGE_TYPES =
  'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

/**
 * Image formats a delivered photo may have (decision 0026): {@link acceptedImageFormats} without
 * HEIC, which the delivery renderer cannot read (sharp's prebuilt libvips has no HEVC decoder).
 */
export const deliveredImageFormats: readonly AcceptedImageFormat[] = acceptedImageFormats.filter(
  (format) => format !== 'heic',
);

/** The `accept` list of the delivery uploader for {@link deliveredImageFormats} (the server judges content). */
export const DELIVERY_ACCEPT_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** Largest file accepted, bytes (25 MB). Over it: HTTP 413 `payload_too_large`. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/**
 * Most pixels (width × height) an upload may declare: 50 megapixels. Read from the file's header
 * before anything is decoded, so a decompression bomb is refused cheaply: HTTP 422 `unprocessable`.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Most photos per package gallery, per portfolio, and per avatar (the newest replaces the old). */
export const PHOTO_LIMITS: Readonly<Record<PhotoPurpose, number>> = {
  avatar: 1,
  package: 30,
  portfolio: 60,
};

/**
 * Widths (pixels) rendered of every photo, in AVIF, WebP and JPEG; never wider than the original.
 * 960 is for phones: a full-width photo on a 360–430 px screen at 2× (or Lighthouse's 412 px at
 * 1.75×) needs 720–860 device pixels, which without it meant the 1280 — about twice the bytes on
 * the slowest links.
 */
export const PHOTO_WIDTHS: readonly number[] = [320, 640, 960, 1280, 2048];

/** Default storage quota per user, bytes of uploaded originals (1 GiB); `STORAGE_QUOTA_MB` changes it. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1024 * 1024 * 1024;

/** Longest caption, characters. */
export const MAX_CAPTION_LENGTH = 300;

/**
 * The widths of {@link PHOTO_WIDTHS} rendered for an image `width` pixels wide: those narrower than
 * it, plus the image's own width when it is narrower than the largest (so a 900 px photo gets 320,
 * 640 and 900, never an upscaled 1280).
 */
export function variantWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return width >= largest
    ? [...below, largest].filter((w, i, all) => all.indexOf(w) === i)
    : [...below, width];
}

/**
 * Why a file the user picked cannot be uploaded, before it is sent (the server decides again by
 * content): `too_big` over {@link MAX_PHOTO_BYTES}, `not_an_image` when its declared type is not an
 * image at all. Undefined when it may be tried.
 */
export function photoFileProblem(file: {
  size: number;
  type: string;
}): 'too_big' | 'not_an_image' | undefined {
  if (file.size > MAX_PHOTO_BYTES) return 'too_big';
  // Phones sometimes leave HEIC files without a type; the server judges those by content.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'not_an_image';
  return undefined;
}
