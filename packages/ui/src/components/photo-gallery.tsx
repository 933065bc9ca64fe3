import * as React from 'react';

import { cn } from '../cn.ts';
import { lazyComponent } from './lazy-component.ts';
import { GALLERY_LEAD_SIZES } from './photo-preload.ts';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';

const PhotoLightbox = lazyComponent(
  async () => (await import('./photo-gallery-lightbox.tsx')).PhotoLightbox,
);

/** A photo of a gallery: its image, a stable id, and its alt text (caption or description). */
interface GalleryPhoto extends PhotoImage {
  id: string;
  alt: string;
  caption?: string | null;
}

/** Every text of {@link PhotoGallery}, already translated. */
interface PhotoGalleryLabels {
  /** Accessible name of the gallery region, e.g. "Photos". */
  gallery: string;
  /** "Open photo 3 of 12: …" for a thumbnail's button. */
  open: (index: number, total: number, alt: string) => string;
  /** The lightbox counter, e.g. "3 / 12". */
  counter: (index: number, total: number) => string;
  previous: string;
  next: string;
  close: string;
  processing?: string;
}

interface PhotoGalleryProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  photos: readonly GalleryPhoto[];
  labels: PhotoGalleryLabels;
  /** The first photo is the page's main image (eager, `fetchpriority="high"`). Default true. */
  priorityFirst?: boolean;
}

/** Index `i` moved by `step`, wrapping around `total`. */
function wrap(i: number, step: number, total: number): number {
  return (i + step + total) % total;
}

/**
 * A package's or photographer's photo grid that opens a lightbox (Radix Dialog): arrow keys and
 * the buttons move between photos, a swipe does the same on touch screens, Escape closes, and focus
 * returns to the thumbnail that opened it. The first photo spans two columns and loads with high
 * priority; the rest load lazily. The lightbox's code (≈ 12 kB gzip of Radix Dialog) loads on first
 * use, or as the pointer or focus reaches a photo, so the page paints without it. Renders nothing
 * without photos (the page shows its own empty state).
 */
function PhotoGallery({
  photos,
  labels,
  priorityFirst = true,
  className,
  ...props
}: PhotoGalleryProps) {
  const [open, setOpen] = React.useState<number | null>(null);
  // The lightbox mounts on first use and then stays (closed), so it opens at once the next time.
  const [lightboxUsed, setLightboxUsed] = React.useState(false);
  // The thumbnail that opened the lightbox: focus goes back to it on close.
  const opener = React.useRef<HTMLButtonElement | null>(null);
  const total = photos.length;
  if (total === 0) return null;
  const move = (step: number) => setOpen((i) => (i === null ? i : wrap(i, step, total)));

  return (
    <section
      data-slot="photo-gallery"
      aria-label={labels.gallery}
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}
      {...props}
    >
      {photos.map((photo, index) => (
        <button
          key={photo.id}
          type="button"
          data-slot="photo-gallery-item"
          aria-label={labels.open(index + 1, total, photo.alt)}
          className={cn(
            'group relative aspect-[4/3] overflow-hidden rounded-lg bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring',
            index === 0 && 'col-span-2 row-span-2',
          )}
          // The lightbox's code (Radix Dialog) downloads on first use, or as the pointer or focus
          // comes to a photo.
          onPointerEnter={() => void PhotoLightbox.preload()}
          onFocus={() => void PhotoLightbox.preload()}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setLightboxUsed(true);
            setOpen(index);
          }}
        >
          <ResponsivePhoto
            photo={photo}
            alt=""
            sizes={index === 0 ? GALLERY_LEAD_SIZES : '(min-width: 640px) 33vw, 50vw'}
            priority={priorityFirst && index === 0}
            className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        </button>
      ))}
      {lightboxUsed ? (
        <React.Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            labels={labels}
            open={open}
            move={move}
            close={() => setOpen(null)}
            opener={opener}
          />
        </React.Suspense>
      ) : null}
    </section>
  );
}

export { PhotoGallery, type GalleryPhoto, type PhotoGalleryLabels, type PhotoGalleryProps };
