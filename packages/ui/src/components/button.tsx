import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';
import { Spinner } from './spinner.tsx';

const buttonVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:border-ring aria-invalid:border-destructive aria-invalid:ring-destructive/20",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        outline:
          'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive:
          'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
        lg: 'h-10 px-6 has-[>svg]:px-4',
        icon: 'size-9',
        /** A tall, left-aligned choice tile (home page category links); combine with `outline`. */
        tile: 'h-auto min-w-0 justify-start px-4 py-3 text-left whitespace-normal',
        /** No side padding: a `link` button that lines up with the text above it ("See public profile"). */
        inline: 'h-9 px-0 py-2',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Shows a spinner and disables the button while an action runs. The label stays in the
     * accessibility tree (visually hidden) so screen readers still hear what is pending, and
     * the button keeps its width. Ignored with `asChild`.
     */
    loading?: boolean;
  };

/**
 * The one button of ShootBook.
 *
 * Variants: `default` (primary action, one per view), `secondary`, `outline`, `ghost`,
 * `destructive` (reject, cancel an appointment), `link`. Sizes: `sm`, `default`, `lg`, `icon`
 * (give icon buttons an `aria-label`), `tile` (a tall left-aligned link tile, e.g. a category), `inline` (a link flush with the text).
 *
 * @example <Button loading={saving} onClick={save}>Save package</Button>
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        data-variant={variant ?? 'default'}
        data-size={size ?? 'default'}
        className={cn(buttonVariants({ variant, size }), className)}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? (
        <>
          {/* Invisible copy keeps the width; the sr-only copy keeps the accessible name. */}
          <span className="invisible contents" aria-hidden="true">
            {children}
          </span>
          <span className="sr-only">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

export { Button, buttonVariants, type ButtonProps };
