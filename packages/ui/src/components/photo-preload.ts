// Kept apart from the components (no React, no other import) so a page's data module can ask for
// its largest photo without downloading the gallery's code first (apps/web `*.prefetch.ts`).
import type { PhotoImage } from './responsive-photo.tsx';

/**
 * Asks the browser for `photo` as a ResponsivePhoto drawn at `sizes` would, before it
 * renders: a `<link rel="preload" as="image">` with the best source's `srcset` and `type` (AVIF
 * first; a browser without that type skips it, and draws the picture from its own choice later)
 * at high priority. Call it when the data naming a page's largest photo arrives, so the photo
 * downloads while the page is still rendering (docs/decisions/0015). Once per source; nothing for
 * a photo still processing or outside a browser.
 * @returns the preload link (the one already there for the same source, if any); undefined when
 *   nothing was asked for.
 */
export function preloadPhoto(photo: PhotoImage, sizes: string): HTMLLinkElement | undefined {
  const best = photo.sources[0];
  if (typeof document === 'undefined' || !photo.src || !best) return undefined;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  for (const link of links) if (link.getAttribute('imagesrcset') === best.srcSet) return link;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = best.type;
  link.setAttribute('imagesrcset', best.srcSet);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
  return link;
}

/**
 * `data-slot` of LoadingState's `gallery` placeholder for a gallery's lead photo: a box where and
 * as large as PhotoGallery will draw its first photo, so the page does not shift when it arrives.
 */
export const LOADING_LEAD_SLOT = 'loading-state-lead';

/** How wide a gallery's lead photo (the first, two columns by two rows) is drawn: its `sizes`. */
export const GALLERY_LEAD_SIZES = '(min-width: 640px) 66vw, 100vw';

/** How wide a PackageCard's cover is drawn: its `sizes` (a row of four, two, or one). */
export const PACKAGE_CARD_COVER_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * Asks the browser for the lead photo of a PhotoGallery of `photos` (the first, often the
 * page's largest paint) as soon as the data naming it arrives, before the gallery renders
 * ({@link preloadPhoto}).
 */
export function preloadGalleryLead(photos: readonly PhotoImage[]): void {
  if (photos[0]) preloadPhoto(photos[0], GALLERY_LEAD_SIZES);
}
