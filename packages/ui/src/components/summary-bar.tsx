import * as React from 'react';

import { cn } from '../cn.ts';
import { useStickyScrollPadding } from './use-sticky-scroll-padding.ts';

/**
 * A page's summary and main action kept in reach on phones and tablets: a bar that sticks to
 * the bottom of the screen while the form it ends is in view (e.g. the chosen time, the price
 * and Book). Shown below `lg`, where `Columns layout="sidebar"` stacks its sidebar under the
 * content; from `lg` the summary card in the sidebar ({@link SummarySidebar}) takes over.
 *
 * Place it as the last child of the content column (a `Stack`: sticky needs a flex or block
 * parent, a grid cell of its own height would hold it in place). Name it with `aria-label`.
 * While shown it keeps what takes keyboard focus above it (the page's `scroll-padding-bottom`).
 *
 * @example
 * <SummaryBar aria-label="Booking summary">
 *   <SummaryBarText><SummaryBarTitle>Wed 25 Nov, 09:00</SummaryBarTitle><SummaryBarDescription>2 hours · ฿4,500</SummaryBarDescription></SummaryBarText>
 *   <Button type="submit">Book</Button>
 * </SummaryBar>
 */
function SummaryBar({ className, ...props }: Omit<React.ComponentProps<'section'>, 'ref'>) {
  const ref = React.useRef<HTMLElement>(null);
  useStickyScrollPadding(ref, 'bottom');
  return (
    <section
      ref={ref}
      data-slot="summary-bar"
      className={cn(
        'sticky bottom-3 z-30 flex items-center gap-3 rounded-xl border bg-card/95 p-3 text-card-foreground shadow-lg backdrop-blur lg:hidden',
        'mb-[env(safe-area-inset-bottom)]',
        className,
      )}
      {...props}
    />
  );
}

/** The bar's text, beside its action: takes the room left and truncates rather than wraps. */
function SummaryBarText({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="summary-bar-text"
      className={cn('grid min-w-0 flex-1 gap-0.5', className)}
      {...props}
    />
  );
}

/** The bar's first line, e.g. the chosen time. Announced politely when it changes. */
function SummaryBarTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="summary-bar-title"
      aria-live="polite"
      className={cn('truncate text-sm font-semibold', className)}
      {...props}
    />
  );
}

/** The bar's second line, e.g. the sub-package and its price. */
function SummaryBarDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="summary-bar-description"
      className={cn('truncate text-sm text-muted-foreground tabular-nums', className)}
      {...props}
    />
  );
}

/** The sidebar's summary card from `lg`; hidden below, where a {@link SummaryBar} stands in for it. */
function SummarySidebar({ className, ...props }: React.ComponentProps<'div'>) {
  // From lg it also stays in view (below the sticky header) while the longer form scrolls.
  return (
    <div
      data-slot="summary-sidebar"
      className={cn('hidden lg:sticky lg:top-24 lg:block', className)}
      {...props}
    />
  );
}

export { SummaryBar, SummaryBarDescription, SummaryBarText, SummaryBarTitle, SummarySidebar };
