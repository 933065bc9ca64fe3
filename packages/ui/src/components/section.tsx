import * as React from 'react';

import { cn } from '../cn.ts';
import { Heading, type HeadingProps } from './typography.tsx';

interface SectionProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The section's heading text; it also names the region (`aria-labelledby`). */
  title: React.ReactNode;
  /** Outline level of the heading. Default 2; 1 for a page whose top is a section (the home hero). */
  level?: 1 | 2 | 3 | 4;
  /** Visual size of the heading (see {@link Heading}); by level when omitted. With `display` the description is a lead. */
  size?: HeadingProps['size'];
  /** A line of context under the heading. */
  description?: React.ReactNode;
  /** Links or buttons for the section (e.g. "See all"), on the heading's row, right-aligned. */
  actions?: React.ReactNode;
  /** id of the heading; generated when omitted. */
  headingId?: string;
  /** Hide the heading visually (it still names the region for screen readers). */
  hideTitle?: boolean;
}

/**
 * A titled region of a page: `<section aria-labelledby>` with a heading, an optional
 * description and actions, then the children.
 *
 * @example
 * <Section title="Top rated" actions={<Button asChild variant="link"><Link to="/photographers">See all</Link></Button>}>
 *   <CardGrid>…</CardGrid>
 * </Section>
 */
function Section({
  title,
  level = 2,
  size,
  description,
  actions,
  headingId,
  hideTitle = false,
  className,
  children,
  ...props
}: SectionProps) {
  const generated = React.useId();
  const id = headingId ?? `section-${generated}`;
  const heading = (
    <Heading level={level} size={size} id={id} className={hideTitle ? 'sr-only' : undefined}>
      {title}
    </Heading>
  );
  return (
    <section
      data-slot="section"
      aria-labelledby={id}
      className={cn('grid gap-4', className)}
      {...props}
    >
      {actions || description ? (
        <div data-slot="section-header" className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            {heading}
            {description ? (
              <p
                data-slot="section-description"
                className={
                  size === 'display'
                    ? 'text-lg text-muted-foreground'
                    : 'text-sm text-muted-foreground'
                }
              >
                {description}
              </p>
            ) : null}
          </div>
          {actions ? (
            <div data-slot="section-actions" className="flex flex-wrap gap-2">
              {actions}
            </div>
          ) : null}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

export { Section, type SectionProps };
