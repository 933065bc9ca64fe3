import * as React from 'react';
import { CalendarDays } from 'lucide-react';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { CardLink, type LinkAs } from './card-link.tsx';
import { Money } from './money.tsx';
import { StatusBadge, type AppointmentStatus } from './status-badge.tsx';

interface AppointmentCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  /** ISO-8601 UTC start and end of the shoot. */
  start: string;
  end: string;
  /** IANA zone to show the time in (the photographer's, default `Asia/Bangkok`). */
  timeZone: string;
  locale: string;
  packageTitle: string;
  subpackageTitle: string;
  /** The other party: the photographer for a customer, the customer for a photographer. */
  counterpartName: string;
  /** Text before the name, e.g. "Photographer" or "Customer". */
  counterpartLabel: string;
  status: AppointmentStatus;
  /** Translated status text. */
  statusLabel: string;
  /** Sub-package price, integer satang. */
  priceSatang: number;
  /** Buttons the viewer may use now (accept, reject, cancel, pay…): only the transitions the machine allows. */
  actions?: React.ReactNode;
  /** Extra line, e.g. the payment's StatusBadge or the location. */
  meta?: React.ReactNode;
  /** Detail address; the package title becomes a link covering the card (actions stay clickable). */
  href?: string;
  linkAs?: LinkAs;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * One appointment in the customer's or photographer's list: when, what, with whom, status,
 * price, and the actions allowed now.
 */
function AppointmentCard({
  start,
  end,
  timeZone,
  locale,
  packageTitle,
  subpackageTitle,
  counterpartName,
  counterpartLabel,
  status,
  statusLabel,
  priceSatang,
  actions,
  meta,
  href,
  linkAs,
  headingLevel = 'h3',
  className,
  ...props
}: AppointmentCardProps) {
  const Heading = headingLevel;
  const when = React.useMemo(() => {
    const date = dateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(new Date(start));
    const time = dateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
    }).formatRange(new Date(start), new Date(end));
    return `${date}, ${time}`;
  }, [start, end, timeZone, locale]);

  return (
    <article
      data-slot="appointment-card"
      data-status={status}
      className={cn(
        'relative grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <Heading data-slot="appointment-card-title" className="font-semibold">
            {href ? (
              <CardLink href={href} linkAs={linkAs}>
                {packageTitle}
              </CardLink>
            ) : (
              packageTitle
            )}
          </Heading>
          <p className="text-sm text-muted-foreground">{subpackageTitle}</p>
        </div>
        <StatusBadge status={status} label={statusLabel} />
      </div>
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
        <time dateTime={start}>{when}</time>
      </p>
      <dl className="flex gap-2 text-sm">
        <dt className="text-muted-foreground">{counterpartLabel}</dt>
        <dd>{counterpartName}</dd>
      </dl>
      {meta ? (
        <div data-slot="appointment-card-meta" className="text-sm">
          {meta}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <Money satang={priceSatang} locale={locale} className="font-semibold" />
        {actions ? (
          <div data-slot="appointment-card-actions" className="relative z-10 flex flex-wrap gap-2">
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export { AppointmentCard, type AppointmentCardProps };
