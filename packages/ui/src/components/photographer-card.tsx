import * as React from 'react';
import { CalendarCheck, MapPin } from 'lucide-react';

import { cn } from '../cn.ts';
import { Avatar } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { CardLink, type LinkAs } from './card-link.tsx';
import { Money } from './money.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';

interface PhotographerCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  name: string;
  avatarUrl?: string | null;
  /** Thai province, already translated for display. */
  province?: string;
  /** Shoot categories, already translated. */
  specialties?: string[];
  /** `ratingAverage` 0–5 and its accessible reading, e.g. "Rated 4.8 out of 5". Omit when unrated. */
  rating?: { average: number; label: string; countLabel?: string };
  /** The first photo of their portfolio: shown across the top of the card. */
  coverPhoto?: PhotoImage | null;
  /** Cheapest active sub-package, integer satang; shown with `priceFromLabel` ("From ฿2,500"). */
  priceFromSatang?: number | null;
  priceFromLabel?: string;
  /** Locale of the price (`en`, `th-TH`); needed with `priceFromSatang`. */
  locale?: string;
  /** Profile address (`/profile/{id}`); the name becomes a link covering the card. */
  href?: string;
  /** Render the link with your router, e.g. `(p) => <Link to={p.href} className={p.className}>{p.children}</Link>`. */
  linkAs?: LinkAs;
  /** Heading level of the name, `h3` by default (cards sit under a page `h1` and a section `h2`). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A search by date's line, already translated, e.g. "3 free times on Sat 19 Dec". */
  freeTimes?: string;
  /**
   * A control of its own at the card's top-right corner, above the card's link (e.g. a "save"
   * toggle): it stays a separate tab stop and click target.
   */
  action?: React.ReactNode;
}

/**
 * A photographer in search results and on a package page: their portfolio's first photo (when
 * they have one), avatar, name, province, rating, "from" price and specialties.
 */
function PhotographerCard({
  name,
  avatarUrl,
  province,
  specialties = [],
  rating,
  coverPhoto,
  priceFromSatang,
  priceFromLabel,
  locale = 'en',
  href,
  linkAs,
  headingLevel = 'h3',
  freeTimes,
  action,
  className,
  ...props
}: PhotographerCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-slot="photographer-card"
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow has-[a:hover]:shadow-md',
        className,
      )}
      {...props}
    >
      {coverPhoto?.src ? (
        <div data-slot="photographer-card-cover" className="aspect-[16/9] bg-muted">
          <ResponsivePhoto
            photo={coverPhoto}
            alt=""
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          />
        </div>
      ) : null}
      <div className="flex gap-4 p-4">
        <Avatar name={name} src={avatarUrl} size="lg" />
        <div className="grid min-w-0 gap-1.5">
          <Heading data-slot="photographer-card-name" className="truncate font-semibold">
            {href ? (
              <CardLink href={href} linkAs={linkAs}>
                {name}
              </CardLink>
            ) : (
              name
            )}
          </Heading>
          {province ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5" />
              {province}
            </p>
          ) : null}
          {freeTimes ? (
            <p
              data-slot="photographer-card-free-times"
              className="flex items-center gap-1 text-sm font-medium text-success-foreground"
            >
              <CalendarCheck aria-hidden="true" className="size-3.5" />
              {freeTimes}
            </p>
          ) : null}
          {rating ? (
            <p className="flex items-center gap-2 text-sm">
              <RatingStars value={rating.average} label={rating.label} size="sm" />
              {rating.countLabel ? (
                <span className="text-muted-foreground">{rating.countLabel}</span>
              ) : null}
            </p>
          ) : null}
          {priceFromSatang != null ? (
            <p data-slot="photographer-card-price" className="text-sm">
              {priceFromLabel ? (
                <span className="text-muted-foreground">{priceFromLabel} </span>
              ) : null}
              <Money satang={priceFromSatang} locale={locale} className="font-semibold" />
            </p>
          ) : null}
          {specialties.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" data-slot="photographer-card-specialties">
              {specialties.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {action ? (
        <div data-slot="photographer-card-action" className="absolute top-2 right-2 z-10">
          {action}
        </div>
      ) : null}
    </article>
  );
}

export { PhotographerCard, type PhotographerCardProps };
