import * as React from 'react';
import { Heart } from 'lucide-react';

import { cn } from '../cn.ts';
import { Badge } from './badge.tsx';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';

/** One proof: a watermarked, reduced photo the customer may pick (never the original). */
interface ProofPhoto {
  id: string;
  photo: PhotoImage;
  /** Its original file name (what the photographer's export lists), also the alt text. */
  name: string;
  /** The customer marked it as a favourite. */
  picked: boolean;
}

/** Every text of {@link PhotoProofGrid}, already translated. */
interface PhotoProofGridLabels {
  /** Accessible name of the grid, e.g. "Proofs". */
  grid: string;
  /** The favourite toggle's accessible name, e.g. "Favourite IMG_0012.jpg" (its state is `aria-pressed`). */
  favourite: (name: string) => string;
  /** The mark on a pick beyond the included photos, with its price, e.g. "Extra · ฿300". */
  extra: string;
}

interface PhotoProofGridProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  proofs: readonly ProofPhoto[];
  labels: PhotoProofGridLabels;
  /**
   * Photos included in the price (the sub-package's `deliverables`). Picks past this many, in the
   * grid's order, carry `labels.extra`; the charge itself is packages/machines `extraPhotosCharge`.
   */
  included: number;
  /** The sticky counter's text, e.g. "12 of 40 picked" (announced politely when it changes). */
  counter: string;
  /** Asked when the customer toggles a favourite; absent, the grid is read-only (picks submitted). */
  onPick?: (id: string, picked: boolean) => void;
  /** Next to the counter: e.g. the "Submit picks" button. */
  action?: React.ReactNode;
}

/**
 * The customer's proofing grid (docs/product.md §11): the proofs as thumbnails, each with a
 * favourite toggle (`aria-pressed`, named after the file), picks beyond the included photos
 * marked with their price, and a counter bar ("12 of 40 picked") with the submit action that
 * sticks to the bottom of the screen on a phone. State lives with the caller.
 */
function PhotoProofGrid({
  proofs,
  labels,
  included,
  counter,
  onPick,
  action,
  className,
  ...props
}: PhotoProofGridProps) {
  let picksSoFar = 0;
  return (
    <section
      data-slot="photo-proof-grid"
      aria-label={labels.grid}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {proofs.map((proof) => {
          if (proof.picked) picksSoFar += 1;
          const extra = proof.picked && picksSoFar > included;
          return (
            <li
              key={proof.id}
              data-picked={proof.picked || undefined}
              className={cn(
                'relative overflow-hidden rounded-lg bg-muted ring-offset-2 ring-offset-background',
                proof.picked && 'ring-3 ring-primary',
              )}
            >
              <ResponsivePhoto
                photo={proof.photo}
                alt={proof.name}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="aspect-[4/3] w-full"
              />
              {extra ? (
                <Badge variant="warning" className="absolute bottom-1.5 left-1.5">
                  {labels.extra}
                </Badge>
              ) : null}
              <button
                type="button"
                aria-pressed={proof.picked}
                aria-label={labels.favourite(proof.name)}
                disabled={!onPick}
                onClick={() => onPick?.(proof.id, !proof.picked)}
                className={cn(
                  'absolute top-1 right-1 flex size-11 items-center justify-center rounded-full outline-none',
                  'focus-visible:ring-3 focus-visible:ring-ring disabled:cursor-default',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full shadow',
                    proof.picked
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-background/90 text-foreground',
                  )}
                >
                  <Heart className={cn('size-4', proof.picked && 'fill-current')} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div
        data-slot="photo-proof-grid-bar"
        className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-2 rounded-t-xl border-t bg-background/95 px-3 py-2 backdrop-blur"
      >
        <p aria-live="polite" className="text-sm font-medium tabular-nums">
          {counter}
        </p>
        {action}
      </div>
    </section>
  );
}

export { PhotoProofGrid, type PhotoProofGridLabels, type PhotoProofGridProps, type ProofPhoto };
