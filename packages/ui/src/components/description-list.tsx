import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const descriptionListVariants = cva('group/description-list grid', {
  variants: {
    layout: {
      /** Each fact's label above its value; facts side by side in `columns` on wide screens. */
      stacked: 'gap-4',
      /** Label left, value right, one fact per row (order summaries). */
      horizontal: 'gap-2',
    },
    columns: { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' },
  },
  defaultVariants: { layout: 'stacked', columns: 1 },
});

type DescriptionListProps = React.ComponentProps<'dl'> &
  VariantProps<typeof descriptionListVariants>;

/**
 * Label/value facts (a profile's contact details, a package's category and price, an order's
 * amounts) as a `<dl>`. Put each fact in a {@link DescriptionItem} holding one
 * {@link DescriptionTerm} and its {@link DescriptionDetails}.
 *
 * @example
 * <DescriptionList columns={3}>
 *   <DescriptionItem><DescriptionTerm>Phone</DescriptionTerm><DescriptionDetails>081…</DescriptionDetails></DescriptionItem>
 * </DescriptionList>
 */
function DescriptionList({ layout, columns, className, ...props }: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      data-layout={layout ?? 'stacked'}
      className={cn(descriptionListVariants({ layout, columns }), className)}
      {...props}
    />
  );
}

/** One fact: groups a term with its details (`<div>`, allowed inside `<dl>`). */
function DescriptionItem({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="description-item"
      className={cn(
        'grid content-start gap-1 group-data-[layout=horizontal]/description-list:grid-cols-[minmax(8rem,1fr)_2fr] group-data-[layout=horizontal]/description-list:items-baseline group-data-[layout=horizontal]/description-list:gap-4',
        className,
      )}
      {...props}
    />
  );
}

/** The label of a fact ("Category", "Price"). */
function DescriptionTerm({ className, ...props }: React.ComponentProps<'dt'>) {
  return (
    <dt
      data-slot="description-term"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

const descriptionDetailsVariants = cva('', {
  variants: {
    emphasis: {
      none: '',
      /** The fact that matters most (a price). */
      strong: 'text-lg font-semibold',
    },
    /** Digits line up (account numbers, amounts). */
    numeric: { true: 'tabular-nums', false: '' },
  },
  defaultVariants: { emphasis: 'none', numeric: false },
});

/** The value of a fact. `emphasis="strong"` for the headline value, `numeric` for digits. */
function DescriptionDetails({
  emphasis,
  numeric,
  className,
  ...props
}: React.ComponentProps<'dd'> & VariantProps<typeof descriptionDetailsVariants>) {
  return (
    <dd
      data-slot="description-details"
      className={cn(descriptionDetailsVariants({ emphasis, numeric }), className)}
      {...props}
    />
  );
}

export {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  descriptionListVariants,
  type DescriptionListProps,
};
