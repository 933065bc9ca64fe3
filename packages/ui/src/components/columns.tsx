import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const columnsVariants = cva('grid', {
  variants: {
    /**
     * How the children share the width (one column on phones in every layout except `pair`):
     * - `halves`: two equal columns from `lg` (schedule: availability beside busy times);
     * - `sidebar`: main content and a sidebar a third as wide, from `lg` (booking form and its summary);
     * - `media`: a picture (3/5) beside its facts (2/5), from `md`;
     * - `fields`: two fields side by side from `sm` (start date / start time);
     * - `fields4`: four fields, 2 per row from `sm`, 4 from `lg` (search filters);
     * - `pair`: always two equal columns (a min/max pair of inputs).
     */
    layout: {
      halves: 'lg:grid-cols-2',
      sidebar: 'lg:grid-cols-[2fr_1fr]',
      media: 'md:grid-cols-[3fr_2fr]',
      fields: 'sm:grid-cols-2',
      fields4: 'sm:grid-cols-2 lg:grid-cols-4',
      pair: 'grid-cols-2',
    },
    gap: { 2: 'gap-2', 4: 'gap-4', 5: 'gap-5', 6: 'gap-6' },
    /** `start` keeps each column its own height (a short sidebar card does not stretch to the form's height). */
    align: { stretch: 'items-stretch', start: 'items-start' },
  },
  defaultVariants: { layout: 'halves', gap: 6, align: 'stretch' },
});

type ColumnsProps = React.ComponentProps<'div'> &
  VariantProps<typeof columnsVariants> & {
    /** Render the single child element (e.g. a `<form>`) as the grid instead of a `<div>`. */
    asChild?: boolean;
  };

/**
 * Puts its children in responsive columns: stacked on phones, side by side on wider screens, in
 * one of a few named `layout`s (see the variant docs) so pages do not invent their own grids.
 *
 * @example
 * <Columns asChild layout="sidebar" align="start">
 *   <form onSubmit={submit}><Stack>…</Stack><Card>Summary</Card></form>
 * </Columns>
 */
function Columns({ layout, gap, align, asChild = false, className, ...props }: ColumnsProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="columns"
      data-layout={layout ?? 'halves'}
      className={cn(columnsVariants({ layout, gap, align }), className)}
      {...props}
    />
  );
}

export { Columns, columnsVariants, type ColumnsProps };
