import * as React from 'react';

import { cn } from '../cn.ts';
import { controlClasses } from './input.tsx';

/** Multi-line text input (review comments, appointment notes, reject reasons). Grows with its content. */
function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-16 py-2', className)}
      {...props}
    />
  );
}

export { Textarea };
