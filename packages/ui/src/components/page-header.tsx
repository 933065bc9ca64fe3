import * as React from 'react';

import { cn } from '../cn.ts';

interface PageHeaderProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The page's `h1`. */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons for the page's main actions (e.g. "New package"), right-aligned on wide screens. */
  actions?: React.ReactNode;
}

/** Top of a page: the one `h1`, a line of context and the page's actions. */
function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn(
        'flex flex-col gap-4 pb-6 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="grid gap-1">
        <h1
          data-slot="page-header-title"
          className="text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          {title}
        </h1>
        {description ? (
          <p data-slot="page-header-description" className="text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {actions ? (
        <div data-slot="page-header-actions" className="flex flex-wrap gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

export { PageHeader, type PageHeaderProps };
