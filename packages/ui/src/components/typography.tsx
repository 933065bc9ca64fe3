import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const headingVariants = cva('font-semibold tracking-tight text-foreground', {
  variants: {
    size: {
      /** Home hero title. */
      display: 'text-3xl sm:text-4xl',
      /** A page's `h1` (same as {@link PageHeader}). */
      page: 'text-2xl sm:text-3xl',
      /** A section of a page (`h2`). */
      section: 'text-xl',
      /** A sub-section or a list item's name (`h3`). */
      item: 'text-base font-medium tracking-normal',
      /** A small caption heading above a group (e.g. "Specialties"). */
      label: 'text-sm font-normal tracking-normal text-muted-foreground',
    },
  },
  defaultVariants: { size: 'section' },
});

/** The size each level gets when `size` is not given. */
const defaultSizeOfLevel = { 1: 'page', 2: 'section', 3: 'item', 4: 'item' } as const;

type HeadingProps = React.ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** Outline level: renders `h1`…`h4`. Default 2. Choose it by the document outline, not the looks. */
    level?: 1 | 2 | 3 | 4;
    /** Render the single child element instead (e.g. a `<legend>` or a router `<Link>`), keeping the styles. */
    asChild?: boolean;
  };

/**
 * A heading of the page outline. `level` picks the element (`h1`–`h4`), `size` the looks
 * (`display`, `page`, `section`, `item`, `label`; default by level: 1 → page, 2 → section,
 * 3/4 → item), so the outline and the visual scale stay independent.
 *
 * @example
 * <Heading level={2} id="package-about">About this package</Heading>
 */
function Heading({ level = 2, size, asChild = false, className, ...props }: HeadingProps) {
  const Comp = asChild ? Slot.Root : (`h${level}` as const);
  return (
    <Comp
      data-slot="heading"
      className={cn(headingVariants({ size: size ?? defaultSizeOfLevel[level] }), className)}
      {...props}
    />
  );
}

const textVariants = cva('', {
  variants: {
    variant: {
      /** Body copy. */
      default: 'text-base',
      /** Secondary information (counts, dates, hints). */
      muted: 'text-sm text-muted-foreground',
      /** Small body copy in the foreground colour. */
      small: 'text-sm',
      /** An introduction under a big title. */
      lead: 'text-lg text-muted-foreground',
      /** A problem the user should notice (not a field error: use {@link Field} `error`). */
      error: 'text-sm font-medium text-destructive',
    },
    /** Keep the line breaks the user typed (bios, descriptions, review comments). */
    preLine: { true: 'whitespace-pre-line', false: '' },
    /** Medium weight, for a name or an inline label ("Deliverables:"). */
    strong: { true: 'font-medium', false: '' },
  },
  defaultVariants: { variant: 'default', preLine: false, strong: false },
});

type TextProps = React.ComponentProps<'p'> &
  VariantProps<typeof textVariants> & {
    /** Render the single child element instead (`<span>`, `<div>`, `<time>`…), keeping the styles. */
    asChild?: boolean;
  };

/**
 * A run of text with one of the design system's text styles. Renders `<p>`; for inline text or a
 * block that holds other blocks pass `asChild` with a `<span>` / `<div>` / `<time>` child.
 *
 * @example
 * <Text variant="muted" asChild><time dateTime={iso}>{formatted}</time></Text>
 */
function Text({ variant, preLine, strong, asChild = false, className, ...props }: TextProps) {
  const Comp = asChild ? Slot.Root : 'p';
  return (
    <Comp
      data-slot="text"
      data-variant={variant ?? 'default'}
      className={cn(textVariants({ variant, preLine, strong }), className)}
      {...props}
    />
  );
}

export { Heading, Text, headingVariants, textVariants, type HeadingProps, type TextProps };
