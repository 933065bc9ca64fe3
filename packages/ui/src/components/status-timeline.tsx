import * as React from 'react';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { StatusBadge, type AppointmentStatus, type PaymentStatus } from './status-badge.tsx';

/** One step of a {@link StatusTimeline}. */
interface TimelineStep {
  /** Stable key (e.g. the index in the stored status history). */
  id: string;
  /** The status reached; picks the badge's tone. */
  status: AppointmentStatus | PaymentStatus;
  /** Translated status text. */
  statusLabel: React.ReactNode;
  /** When it happened, ISO-8601 UTC. */
  at: string;
  /** Who made the change, translated ("You", "Somchai P.", "ShootBook"). */
  by: React.ReactNode;
  /** The reason given, if any (shown quoted). */
  reason?: string | null | undefined;
}

interface StatusTimelineProps extends Omit<React.ComponentProps<'ol'>, 'children'> {
  /** Steps, oldest first. */
  steps: readonly TimelineStep[];
  /** IANA zone the times are shown in (e.g. `Asia/Bangkok`). */
  timeZone: string;
  /** BCP 47 locale for dates (e.g. `th-TH`). */
  locale: string;
  /** Shown when there are no steps. */
  emptyLabel?: React.ReactNode;
  /** Label before each reason, e.g. "Reason:". */
  reasonLabel: string;
}

/**
 * A booking's history as an ordered list: each step's status badge, who made the change, when
 * (a `<time>` in `timeZone`) and the reason they gave. Newest last, as it happened.
 *
 * @example
 * <StatusTimeline timeZone="Asia/Bangkok" locale="en-GB" reasonLabel="Reason:"
 *   steps={[{ id: '0', status: 'Accepted', statusLabel: 'Accepted', at: '2030-01-07T02:00:00Z', by: 'Somchai P.' }]} />
 */
function StatusTimeline({
  steps,
  timeZone,
  locale,
  emptyLabel,
  reasonLabel,
  className,
  ...props
}: StatusTimelineProps) {
  const format = dateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  if (steps.length === 0)
    return emptyLabel ? <p className="text-sm text-muted-foreground">{emptyLabel}</p> : null;
  return (
    <ol
      data-slot="status-timeline"
      className={cn('grid gap-4 border-s border-border ps-4', className)}
      {...props}
    >
      {steps.map((step) => (
        <li key={step.id} className="relative grid gap-1">
          <span
            aria-hidden="true"
            className="absolute -start-[1.3125rem] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={step.status} label={step.statusLabel} />
            <span className="text-sm">{step.by}</span>
          </div>
          <time dateTime={step.at} className="text-sm text-muted-foreground">
            {format.format(new Date(step.at))}
          </time>
          {step.reason ? (
            <p className="text-sm">
              <span className="text-muted-foreground">{reasonLabel} </span>“{step.reason}”
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export { StatusTimeline, type StatusTimelineProps, type TimelineStep };
