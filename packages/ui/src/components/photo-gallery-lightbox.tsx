import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import * as React from 'react';

import type { GalleryPhoto, PhotoGalleryLabels } from './photo-gallery.tsx';
import { ResponsivePhoto } from './responsive-photo.tsx';

/** Props of {@link PhotoLightbox}. */
export interface PhotoLightboxProps {
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
 * `PhotoGallery`'s lightbox (Radix Dialog), loaded when a photo is first opened or about to be
 * (photo-gallery.tsx): arrow keys and the buttons move between photos, a swipe does the same on
 * touch screens, Escape closes, and focus returns to the thumbnail that opened it.
 */
export function PhotoLightbox({ photos, labels, open, move, close, opener }: PhotoLightboxProps) {
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
