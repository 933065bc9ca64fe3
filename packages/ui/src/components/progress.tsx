import * as React from 'react';

import { cn } from '../cn.ts';

interface ProgressProps extends Omit<React.ComponentProps<'div'>, 'children' | 'role'> {
  /** Percent done, 0–100 (rounded for screen readers). */
  value: number;
  /** Accessible name, e.g. "Uploading beach.jpg: 42%". */
  label: string;
}

/** A determinate progress bar (`role="progressbar"` with its value), e.g. a file upload. */
function Progress({ value, label, className, ...props }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export { Progress, type ProgressProps };
