import * as React from 'react';
import { CalendarCheck, Clock, ImageOff, MapPin } from 'lucide-react';

import { cn } from '../cn.ts';
import { Badge } from './badge.tsx';
import { CardLink, type LinkAs } from './card-link.tsx';
import { Money } from './money.tsx';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';
import { PACKAGE_CARD_COVER_SIZES } from './photo-preload.ts';

interface PackageCardProps extends Omit<React.ComponentProps<'article'>, 'children' | 'title'> {
  title: string;
  /** Shoot category, already translated. */
  category?: string;
  /** An uploaded cover photo (API `Package.cover`): drawn responsively with its placeholder. Wins over `coverImageUrl`. */
  coverPhoto?: PhotoImage | null;
  /** A pasted cover address (API `Package.coverImageUrl`). */
  coverImageUrl?: string | null;
  /** Alt text of the cover; empty (decorative) by default because the title names the card. */
  coverAlt?: string;
  /** Cheapest active sub-package price, integer satang. */
  priceFromSatang?: number | null;
  /** Wording around the price, e.g. "From"; the amount follows it. */
  priceFromLabel?: string;
  locale: string;
  /** Duration text, already formatted, e.g. "2 hours" or "1–3 hours". */
  durationLabel?: string;
  photographerName?: string;
  /** Where the shoot is: the province, already translated for display. */
  province?: string;
  /** Package address (`/package/{id}`); the title becomes a link covering the card. */
  href?: string;
  linkAs?: LinkAs;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A search by date's line, already translated, e.g. "3 free times on Sat 19 Dec". */
  freeTimes?: string;
}

/**
 * A photo package in lists: cover photo (uploaded, else a pasted address, else a placeholder
 * tile), category, title, photographer, province, price from, duration.
 */
function PackageCard({
  title,
  category,
  coverPhoto,
  coverImageUrl,
  coverAlt = '',
  priceFromSatang,
  priceFromLabel,
  locale,
  durationLabel,
  photographerName,
  province,
  href,
  linkAs,
  headingLevel = 'h3',
  freeTimes,
  className,
  ...props
}: PackageCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-slot="package-card"
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow has-[a:hover]:shadow-md',
        className,
      )}
      {...props}
    >
      <div data-slot="package-card-cover" className="aspect-[4/3] bg-muted">
        {coverPhoto?.src ? (
          <ResponsivePhoto photo={coverPhoto} alt={coverAlt} sizes={PACKAGE_CARD_COVER_SIZES} />
        ) : coverImageUrl ? (
          <img
            src={coverImageUrl}
            alt={coverAlt}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {category ? <Badge variant="secondary">{category}</Badge> : null}
        <Heading data-slot="package-card-title" className="leading-snug font-semibold">
          {href ? (
            <CardLink href={href} linkAs={linkAs}>
              {title}
            </CardLink>
          ) : (
            title
          )}
        </Heading>
        {photographerName ? (
          <p className="text-sm text-muted-foreground">{photographerName}</p>
        ) : null}
        {province ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {province}
          </p>
        ) : null}
        {freeTimes ? (
          <p
            data-slot="package-card-free-times"
            className="flex items-center gap-1 text-sm font-medium text-success-foreground"
          >
            <CalendarCheck aria-hidden="true" className="size-3.5" />
            {freeTimes}
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2 text-sm">
          {priceFromSatang != null ? (
            <p data-slot="package-card-price">
              {priceFromLabel ? (
                <span className="text-muted-foreground">{priceFromLabel} </span>
              ) : null}
              <Money satang={priceFromSatang} locale={locale} className="text-base font-semibold" />
            </p>
          ) : (
            <span />
          )}
          {durationLabel ? (
            <p className="flex items-center gap-1 text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              {durationLabel}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export { PackageCard, type PackageCardProps };
