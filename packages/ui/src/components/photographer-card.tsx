import * as React from 'react';
import { MapPin } from 'lucide-react';

import { cn } from '../cn.ts';
import { Avatar } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { CardLink, type LinkAs } from './card-link.tsx';
import { RatingStars } from './rating-stars.tsx';

interface PhotographerCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  name: string;
  avatarUrl?: string | null;
  /** Thai province, already translated for display. */
  province?: string;
  /** Shoot categories, already translated. */
  specialties?: string[];
  /** `ratingAverage` 0–5 and its accessible reading, e.g. "Rated 4.8 out of 5". Omit when unrated. */
  rating?: { average: number; label: string; countLabel?: string };
  /** Profile address (`/profile/{id}`); the name becomes a link covering the card. */
  href?: string;
  /** Render the link with your router, e.g. `(p) => <Link to={p.href} className={p.className}>{p.children}</Link>`. */
  linkAs?: LinkAs;
  /** Heading level of the name, `h3` by default (cards sit under a page `h1` and a section `h2`). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A photographer in search results and on a package page: photo, name, province, specialties, rating. */
function PhotographerCard({
  name,
  avatarUrl,
  province,
  specialties = [],
  rating,
  href,
  linkAs,
  headingLevel = 'h3',
  className,
  ...props
}: PhotographerCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-slot="photographer-card"
      className={cn(
        'relative flex gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow has-[a:hover]:shadow-md',
        className,
      )}
      {...props}
    >
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
        {rating ? (
          <p className="flex items-center gap-2 text-sm">
            <RatingStars value={rating.average} label={rating.label} size="sm" />
            {rating.countLabel ? <span className="text-muted-foreground">{rating.countLabel}</span> : null}
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
    </article>
  );
}

export { PhotographerCard, type PhotographerCardProps };
