import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const formLayoutVariants = cva('grid gap-5', {
  variants: {
    /** Maximum width: `md` (36rem, short forms such as a review), `lg` (42rem, package and profile forms), `full`. */
    width: { md: 'max-w-xl', lg: 'max-w-2xl', full: 'max-w-none' },
  },
  defaultVariants: { width: 'lg' },
});

type FormLayoutProps = React.ComponentProps<'form'> & VariantProps<typeof formLayoutVariants>;

/**
 * A page form (`<form>`): its fields, fieldsets and {@link FormActions} stacked one under the
 * other with the design system's form spacing, limited to a readable width. Takes every `<form>`
 * prop (`onSubmit`, `noValidate`, `aria-label`…).
 *
 * @example
 * <FormLayout noValidate onSubmit={submit}>
 *   <Field label="Title" required><Input /></Field>
 *   <FormActions><Button type="submit">Save</Button></FormActions>
 * </FormLayout>
 */
function FormLayout({ width, className, ...props }: FormLayoutProps) {
  return (
    <form
      data-slot="form-layout"
      className={cn(formLayoutVariants({ width }), className)}
      {...props}
    />
  );
}

/** The buttons at the end of a form (submit first, then cancel), in a wrapping row. */
function FormActions({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="form-actions"
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    />
  );
}

export { FormActions, FormLayout, formLayoutVariants, type FormLayoutProps };
