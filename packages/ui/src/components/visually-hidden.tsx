import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';

import { cn } from '../cn.ts';

/**
 * Content for screen readers only: hidden visually but kept in the accessibility tree (a results
 * heading, a live "3 results" status, the text of an icon). Renders a `<span>`; pass `asChild`
 * with e.g. an `<h2 id>` or `<p role="status">` to keep that element's meaning.
 *
 * @example
 * <VisuallyHidden asChild><h2 id="package-results">Results</h2></VisuallyHidden>
 */
function VisuallyHidden({
  asChild = false,
  className,
  ...props
}: React.ComponentProps<'span'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}

export { VisuallyHidden };
