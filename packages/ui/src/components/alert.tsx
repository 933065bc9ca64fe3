import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

import { cn } from '../cn.ts';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        info: 'border-sky-200 bg-info text-info-foreground dark:border-sky-900',
        success: 'border-emerald-200 bg-success text-success-foreground dark:border-emerald-900',
        warning: 'border-amber-200 bg-warning text-warning-foreground dark:border-amber-900',
        destructive:
          'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const defaultIcons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  destructive: CircleAlert,
} as const;

/**
 * A message in the page flow: info, success ("Payment received"), warning ("Pay within 24 hours")
 * or destructive (an `Error.message` from the API).
 *
 * `warning` and `destructive` use `role="alert"` (announced at once); `info` and `success` use
 * `role="status"` (polite). Pass `icon={null}` to hide the icon, or your own icon element.
 */
function Alert({
  className,
  variant,
  icon,
  children,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants> & { icon?: React.ReactNode }) {
  const tone = variant ?? 'info';
  const DefaultIcon = defaultIcons[tone];
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={tone === 'warning' || tone === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon === undefined ? <DefaultIcon aria-hidden="true" /> : icon}
      {children}
    </div>
  );
}

function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 min-h-4 font-medium tracking-tight', className)}
      {...props}
    />
  );
}

function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 grid justify-items-start gap-1 text-sm [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}

export { Alert, AlertDescription, AlertTitle, alertVariants };
