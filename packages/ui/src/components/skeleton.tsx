import * as React from 'react';

import { cn } from '../cn.ts';

/**
 * Grey placeholder shaped like content that is loading. Decorative (`aria-hidden`):
 * announce loading once for the region, e.g. with a labelled {@link Spinner} or `aria-busy`.
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
