import * as React from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';

import { cn } from '../cn.ts';

/** Text label for a form control (Radix Label: clicking it focuses the control). */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60 group-data-[disabled=true]:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
