import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const cardGridVariants = cva('grid', {
  variants: {
    /** Columns on the widest screens; always 1 on phones. 2 → from `md`, 3 → 2 at `sm`, 3 at `lg`. */
    columns: {
      1: 'grid-cols-1',
      2: 'md:grid-cols-2',
      3: 'sm:grid-cols-2 lg:grid-cols-3',
      4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
    },
    gap: { 2: 'gap-2', 4: 'gap-4', 6: 'gap-6' },
  },
  defaultVariants: { columns: 3, gap: 4 },
});

type CardGridProps = React.ComponentProps<'ul'> & VariantProps<typeof cardGridVariants>;

/**
 * A responsive list of cards (`<ul>`): 1 column on phones, up to `columns` (default 3) on wide
 * screens. Put each card in a {@link CardGridItem} so that cards in a row stretch to one height.
 * `columns={4}` starts at 2 columns (small tiles such as category links).
 */
function CardGrid({ columns, gap, className, ...props }: CardGridProps) {
  return (
    <ul
      data-slot="card-grid"
      className={cn(cardGridVariants({ columns, gap }), className)}
      {...props}
    />
  );
}

/** One cell of a {@link CardGrid} (`<li>`); its child fills the cell. */
function CardGridItem({ className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li data-slot="card-grid-item" className={cn('grid content-stretch', className)} {...props} />
  );
}

export { CardGrid, CardGridItem, cardGridVariants, type CardGridProps };
