import * as React from 'react';

import { cn } from '../cn.ts';

interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Decorative icon element, e.g. `<CalendarX />` (hidden from assistive tech). */
  icon?: React.ReactNode;
  /** What is empty, e.g. "No appointments yet". */
  title: React.ReactNode;
  /** What to do about it. */
  description?: React.ReactNode;
  /** A next step, e.g. a `<Button asChild><a href="/package">Browse packages</a></Button>`. */
  action?: React.ReactNode;
  /** Heading level of the title; defaults to `h2`. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Shown instead of a list or table that has nothing in it, so the user knows what to do next. */
function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
