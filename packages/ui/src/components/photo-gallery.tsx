import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { GALLERY_LEAD_SIZES } from './photo-preload.ts';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';

/** A photo of a gallery: its image, a stable id, and its alt text (caption or description). */
interface GalleryPhoto extends PhotoImage {
  id: string;
  alt: string;
  caption?: string | null;
  /**
   * A short visible mark on the thumbnail (e.g. "From a ShootBook booking"). Decorative: put the
   * same words in `alt`, which names the thumbnail's button.
   */
  mark?: string | null;
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
 * priority; the rest load lazily. Renders nothing without photos (the page shows its own empty
 * state).
 */
function PhotoGallery({
  photos,
  labels,
  priorityFirst = true,
  className,
  ...props
}: PhotoGalleryProps) {
  const [open, setOpen] = React.useState<number | null>(null);
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
          onClick={(event) => {
            opener.current = event.currentTarget;
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
          {photo.mark ? (
            // Drawn from an attribute, not a text node: the button's name (from `alt`) already says it.
            <span
              aria-hidden="true"
              data-slot="photo-gallery-mark"
              data-mark={photo.mark}
              className="absolute bottom-1.5 left-1.5 max-w-[calc(100%-0.75rem)] truncate rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white after:content-[attr(data-mark)]"
            />
          ) : null}
        </button>
      ))}
      <PhotoLightbox
        photos={photos}
        labels={labels}
        open={open}
        move={move}
        close={() => setOpen(null)}
        opener={opener}
      />
    </section>
  );
}

/** Props of {@link PhotoLightbox}. */
interface PhotoLightboxProps {
  photos: readonly GalleryPhoto[];
  labels: PhotoGalleryLabels;
  /** The index of the photo shown, or null while closed. */
  open: number | null;
  /** Moves by `step` photos (wrapping). */
  move: (step: number) => void;
  /** Closes the lightbox. */
  close: () => void;
  /** The thumbnail that opened it: focus returns there on close. */
  opener: React.RefObject<HTMLButtonElement | null>;
}

/**
 * {@link PhotoGallery}'s lightbox (Radix Dialog, one for all thumbnails, so none of them is its
 * `Trigger`: focus goes back to `opener` by hand).
 */
function PhotoLightbox({ photos, labels, open, move, close, opener }: PhotoLightboxProps) {
  const swipeFrom = React.useRef<number | null>(null);
  const total = photos.length;
  const current = open === null ? undefined : photos[open];
  return (
    <DialogPrimitive.Root open={open !== null} onOpenChange={(next) => !next && close()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          data-slot="lightbox"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(1);
            else if (event.key === 'ArrowLeft') move(-1);
            else return;
            event.preventDefault();
          }}
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null || Math.abs(event.clientX - from) < 50) return;
            move(event.clientX < from ? 1 : -1);
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <DialogPrimitive.Title className="text-sm tabular-nums" aria-live="polite">
              {open === null ? '' : labels.counter(open + 1, total)}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={labels.close}
              className="rounded-full p-2 hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            {current ? (
              <figure className="flex max-h-full flex-col items-center gap-2">
                <ResponsivePhoto
                  key={current.id}
                  photo={current}
                  alt={current.alt}
                  sizes="100vw"
                  priority
                  fit="contain"
                  {...(labels.processing ? { processingLabel: labels.processing } : {})}
                  className="max-h-[calc(100dvh-9rem)] w-auto max-w-full bg-transparent"
                />
                {current.caption ? (
                  <figcaption className="max-w-prose text-center text-sm text-white/90">
                    {current.caption}
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={labels.previous}
                  onClick={() => move(-1)}
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/40 p-2 hover:bg-black/60 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none"
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label={labels.next}
                  onClick={() => move(1)}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/40 p-2 hover:bg-black/60 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none"
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export {
  PhotoGallery,
  PhotoLightbox,
  type GalleryPhoto,
  type PhotoGalleryLabels,
  type PhotoGalleryProps,
  type PhotoLightboxProps,
};
