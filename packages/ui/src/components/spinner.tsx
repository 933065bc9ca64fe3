import * as React from 'react';
import { LoaderCircle } from 'lucide-react';

import { cn } from '../cn.ts';

/**
 * Spinning indicator for work in progress.
 *
 * With a `label` it is announced as a live `status` ("Loading photographers…");
 * without one it is decorative (`aria-hidden`), e.g. inside a loading {@link Button}
 * whose own label already names the action.
 */
function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  const a11y = label
    ? ({ role: 'status', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <LoaderCircle
      data-slot="spinner"
      className={cn(
        'size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
      {...a11y}
      {...props}
    />
  );
}

export { Spinner };
