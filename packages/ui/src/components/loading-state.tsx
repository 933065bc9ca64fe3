import * as React from 'react';

import { cn } from '../cn.ts';
import { LOADING_LEAD_SLOT } from './photo-preload.ts';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

interface LoadingStateProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Announced once to screen readers ("Loading photographers…"); not shown. */
  label: string;
  /**
   * The shape of what is loading: `cards` — a responsive grid of `count` card placeholders (same
   * grid as {@link CardGrid}); `detail` — a title, a picture and a few lines (profile, order
   * pages); `gallery` — a page that opens with a PhotoGallery under its PageHeader (a package):
   * the header's title and description, the gallery's lead photo where it will be and a few
   * lines; `profile` — a photographer's profile: the avatar beside the name and a line, then a
   * section's heading over its lead photo (the portfolio's first, or the first package's cover:
   * each the page's width on a phone); `list` — `count` rows (reviews, appointments). The lead
   * photo's box is {@link LOADING_LEAD_SLOT}.
   */
  variant?: 'cards' | 'detail' | 'gallery' | 'profile' | 'list';
  /** How many cards / rows. Default 6 cards, 3 rows. */
  count?: number;
  /**
   * The cards' shape (`cards` only), so the grid does not jump when they arrive: `package` — a
   * 4:3 cover over a category, title, place and price (PackageCard, the default);
   * `photographer` — a 16:9 cover over an avatar beside name, place, rating and price
   * (PhotographerCard).
   */
  card?: 'package' | 'photographer';
}

/**
 * Placeholder for a region whose data is loading, sized like the content it stands for so the
 * page does not jump. The skeletons are decorative; the region is `aria-busy` and `label` is
 * announced once through a visually hidden status.
 *
 * @example
 * if (query.isPending) return <LoadingState variant="cards" label={t('loading')} />;
 */
function LoadingState({
  label,
  variant = 'cards',
  count,
  card = 'package',
  className,
  ...props
}: LoadingStateProps) {
  return (
    <div
      data-slot="loading-state"
      data-variant={variant}
      aria-busy="true"
      className={cn(
        variant === 'gallery' ? 'grid gap-8' : variant === 'profile' ? 'grid gap-10' : 'grid gap-3',
        className,
      )}
      {...props}
    >
      <Spinner label={label} className="sr-only" />
      {variant === 'cards' ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: count ?? 6 }, (_, i) => (
            <CardSkeleton key={i} card={card} />
          ))}
        </div>
      ) : variant === 'gallery' ? (
        <>
          {/* PageHeader's title and description (its text-2xl and base line heights, gap and padding). */}
          <SkeletonLines className="grid gap-1 pb-6" lines={['h-8 w-2/3', 'h-6 w-1/3']} />
          <LeadPhotoSkeleton />
          <SkeletonLines className="grid gap-3" lines={['h-4 w-1/2', 'h-4 w-1/3']} />
        </>
      ) : variant === 'profile' ? (
        <>
          {/* Avatar (lg) beside the name (a page heading) and a line of place and rating. */}
          <div className="flex gap-4">
            <Skeleton className="size-16 shrink-0 rounded-full" />
            <SkeletonLines className="grid flex-1 gap-2" lines={['h-8 w-2/3', 'h-6 w-1/2']} />
          </div>
          {/* A Section: its heading (text-xl) over the lead photo. */}
          <div className="grid gap-4">
            <Skeleton className="h-7 w-1/3" />
            <LeadPhotoSkeleton />
          </div>
        </>
      ) : variant === 'detail' ? (
        <>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-48" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </>
      ) : (
        Array.from({ length: count ?? 3 }, (_, i) => (
          <div key={i} className="grid gap-2 border-b pb-4 last:border-b-0">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))
      )}
    </div>
  );
}

/**
 * PhotoGallery's grid with its lead photo's cell — the whole width below 640 px, two of three
 * columns above, 4:3 — as the box {@link LOADING_LEAD_SLOT}.
 */
function LeadPhotoSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <div
        data-slot={LOADING_LEAD_SLOT}
        className="col-span-2 row-span-2 aspect-[4/3] overflow-hidden rounded-lg"
      >
        <Skeleton className="size-full rounded-none" />
      </div>
    </div>
  );
}

/** Skeleton lines, one under another, each of the given Tailwind size classes. */
function SkeletonLines({ lines, className }: { lines: string[]; className: string }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

/** One card's placeholder, laid out like PackageCard or PhotographerCard. */
function CardSkeleton({ card }: { card: 'package' | 'photographer' }) {
  return (
    <div
      data-slot="loading-state-card"
      data-card={card}
      className="flex flex-col overflow-hidden rounded-xl border"
    >
      <Skeleton
        className={cn('rounded-none', card === 'package' ? 'aspect-[4/3]' : 'aspect-[16/9]')}
      />
      {card === 'package' ? (
        // Category, title, place, price.
        <SkeletonLines
          className="grid gap-2 p-4"
          lines={['h-5 w-24', 'h-6 w-2/3', 'h-5 w-1/2', 'mt-2 h-6 w-1/3']}
        />
      ) : (
        <div className="flex gap-4 p-4">
          <Skeleton className="size-16 shrink-0 rounded-full" />
          {/* Name, place, rating, price. */}
          <SkeletonLines
            className="grid flex-1 gap-1.5"
            lines={['h-6 w-2/3', 'h-5 w-1/2', 'h-5 w-1/3', 'h-5 w-1/4']}
          />
        </div>
      )}
    </div>
  );
}

export { LoadingState, type LoadingStateProps };
