import * as React from 'react';

import { cn } from '../cn.ts';

/**
 * Plain data table (transactions, payouts, appointments on wide screens). Scrolls sideways on
 * narrow screens. Give it a {@link TableCaption} (or `aria-label`) so it has a name.
 */
function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

/** Right-aligns with tabular figures, so amounts and counts line up by their digits. */
const numericClass = 'text-right tabular-nums';

interface NumericProp {
  /** A number column (amounts, counts): right-aligned with tabular figures. Set it on the column's `TableHead` and each of its `TableCell`s. */
  numeric?: boolean;
}

/** Column header (`<th scope="col">` by default). Pass `numeric` for a number column. */
function TableHead({
  className,
  scope = 'col',
  numeric = false,
  ...props
}: React.ComponentProps<'th'> & NumericProp) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      data-numeric={numeric || undefined}
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground',
        numeric && numericClass,
        className,
      )}
      {...props}
    />
  );
}

/** A data cell. Pass `numeric` in a number column (same as its {@link TableHead}). */
function TableCell({
  className,
  numeric = false,
  ...props
}: React.ComponentProps<'td'> & NumericProp) {
  return (
    <td
      data-slot="table-cell"
      data-numeric={numeric || undefined}
      className={cn('p-2 align-middle whitespace-nowrap', numeric && numericClass, className)}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
