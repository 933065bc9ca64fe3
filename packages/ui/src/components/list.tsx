import * as React from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';
import { useFocusNeighbour } from './use-focus-neighbour.ts';

const listVariants = cva('grid', {
  variants: {
    /** `boxed`: each row is a bordered, rounded box (busy times); `divided`: rows separated by a rule (reviews, weekdays). */
    variant: { boxed: 'gap-2', divided: 'gap-4' },
  },
  defaultVariants: { variant: 'boxed' },
});

type ListVariant = NonNullable<VariantProps<typeof listVariants>['variant']>;
const ListVariantContext = React.createContext<ListVariant>('boxed');

type ListProps = React.ComponentProps<'ul'> &
  VariantProps<typeof listVariants> & {
    /** Render the single child element (e.g. a `<div>` of fieldsets) instead of a `<ul>`. */
    asChild?: boolean;
  };

/**
 * A vertical list of rows (`<ul>`) of one thing each: busy times, reviews, days of the week.
 * Put each row in a {@link ListRow}; `variant` decides how rows are set apart. Name the list with
 * `aria-label` when the heading above does not make its content clear.
 *
 * When a row that held focus is removed (deleted, or moved to another list by its own action),
 * focus moves to the row now in its place, the previous one, or the page heading
 * ({@link useFocusNeighbour}), instead of falling back to the top of the page.
 */
function List({ variant, asChild = false, className, ref, ...props }: ListProps) {
  const Comp = asChild ? Slot.Root : 'ul';
  const value = variant ?? 'boxed';
  const focusNeighbour = useFocusNeighbour<HTMLUListElement>();
  const refs = useComposedRefs(ref, focusNeighbour);
  return (
    <ListVariantContext.Provider value={value}>
      <Comp
        ref={refs}
        data-slot="list"
        data-variant={value}
        className={cn(listVariants({ variant }), className)}
        {...props}
      />
    </ListVariantContext.Provider>
  );
}

const listRowVariants = cva('', {
  variants: {
    variant: {
      boxed: 'rounded-lg border p-3',
      divided: 'border-b pb-4 last:border-b-0 last:pb-0',
    },
    /**
     * `split`: content on the left, actions (badges, buttons) on the right, wrapping on phones;
     * `stack`: lines one under the other; `labelled`: a narrow label column ({@link ListRowLabel}) beside the content from `sm`.
     */
    layout: {
      split: 'flex flex-wrap items-center justify-between gap-2',
      stack: 'grid gap-2',
      labelled: 'grid gap-2 sm:grid-cols-[8rem_1fr]',
    },
  },
  defaultVariants: { variant: 'boxed', layout: 'split' },
});

type ListRowProps = React.ComponentProps<'li'> &
  Pick<VariantProps<typeof listRowVariants>, 'layout'> & {
    /** Render the single child element (e.g. a `<fieldset>`) instead of an `<li>`. */
    asChild?: boolean;
  };

/** One row of a {@link List} (`<li>`), boxed or divided as its list says. */
function ListRow({ layout, asChild = false, className, ...props }: ListRowProps) {
  const variant = React.useContext(ListVariantContext);
  const Comp = asChild ? Slot.Root : 'li';
  return (
    <Comp
      data-slot="list-row"
      className={cn(listRowVariants({ variant, layout }), className)}
      {...props}
    />
  );
}

/**
 * The label column of a `labelled` {@link ListRow} (a weekday's name). Pass `asChild` with a
 * `<legend>` when the row is a `<fieldset>`: the legend then names the group and still sits in
 * the grid's first column.
 */
function ListRowLabel({
  asChild = false,
  className,
  ...props
}: React.ComponentProps<'span'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="list-row-label"
      className={cn('float-left pt-2 font-medium sm:w-32', className)}
      {...props}
    />
  );
}

export {
  List,
  ListRow,
  ListRowLabel,
  listRowVariants,
  listVariants,
  type ListProps,
  type ListRowProps,
};
