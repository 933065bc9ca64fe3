import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const containerVariants = cva('mx-auto w-full px-4 sm:px-6', {
  variants: { size: { sm: 'max-w-md', md: 'max-w-3xl', lg: 'max-w-6xl', full: 'max-w-none' } },
  defaultVariants: { size: 'lg' },
});

/** Centres content with the page's max width and side padding. `asChild` to keep your own element (`<main>`). */
function Container({
  className,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof containerVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  );
}

const stackVariants = cva('flex', {
  variants: {
    direction: { column: 'flex-col', row: 'flex-row flex-wrap items-center' },
    gap: {
      0: 'gap-0',
      1: 'gap-1',
      2: 'gap-2',
      3: 'gap-3',
      4: 'gap-4',
      6: 'gap-6',
      8: 'gap-8',
      10: 'gap-10',
      12: 'gap-12',
    },
    /** Cross-axis alignment; `start` keeps children (a button in a column) at their own width. Rows centre by default. */
    align: {
      start: 'items-start',
      center: 'items-center',
      end: 'items-end',
      stretch: 'items-stretch',
    },
    /** Main-axis distribution; `between` pushes the first and last child to the ends (Earlier · week · Later). */
    justify: { start: 'justify-start', between: 'justify-between', end: 'justify-end' },
    /** Maximum width of the stack: `sm` (28rem), `md` (36rem, a short form page), `lg` (42rem). */
    width: { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl', full: '' },
  },
  defaultVariants: { direction: 'column', gap: 4 },
});

/**
 * Lays children out in a column (default) or a wrapping row with a spacing-scale gap; `align`
 * sets the cross-axis alignment, `justify` the main-axis one and `width` a maximum width.
 */
function Stack({
  className,
  direction,
  gap,
  align,
  justify,
  width,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof stackVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="stack"
      data-direction={direction ?? 'column'}
      className={cn(stackVariants({ direction, gap, align, justify, width }), className)}
      {...props}
    />
  );
}

export { Container, Stack, containerVariants, stackVariants };
