import * as React from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { CheckIcon } from 'lucide-react';

import { cn } from '../cn.ts';
import { Fieldset } from './fieldset.tsx';

/**
 * A checkbox (Radix: `role="checkbox"`, Space toggles, `aria-checked`). Inside a `<form>` it also
 * submits `name=value` like a native one. Label it with {@link CheckboxField} or a `<Label htmlFor>`.
 * Controlled with `checked` + `onCheckedChange(checked: boolean | 'indeterminate')`.
 */
function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="grid place-content-center text-current"
      >
        <CheckIcon aria-hidden="true" className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

interface CheckboxFieldProps extends Omit<
  React.ComponentProps<typeof CheckboxPrimitive.Root>,
  'children'
> {
  /** Visible label; also the checkbox's accessible name (wrapping `<label>`). */
  label: React.ReactNode;
}

/** A {@link Checkbox} with its label on the right; clicking the label toggles it. */
function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  return (
    <label data-slot="checkbox-field" className={cn('flex items-center gap-2 text-sm', className)}>
      <Checkbox {...props} />
      <span>{label}</span>
    </label>
  );
}

interface CheckboxGroupProps extends Omit<React.ComponentProps<'fieldset'>, 'children'> {
  /** The question the boxes answer ("Specialties"), rendered as the `<legend>` (the group's name). */
  legend: React.ReactNode;
  /** Help under the legend, linked with `aria-describedby`. */
  description?: React.ReactNode;
  /** Validation message for the group, announced (`role="alert"`) and linked. */
  error?: React.ReactNode;
  /** Lay the boxes out in two columns on wide screens. */
  columns?: 1 | 2 | 3;
  /** The {@link CheckboxField}s. */
  children: React.ReactNode;
}

/**
 * Several checkboxes answering one question (a photographer's specialties): a {@link Fieldset}
 * (`<fieldset>` + `<legend>`, optional description and error) with the boxes in 1–3 columns.
 *
 * @example
 * <CheckboxGroup legend="Specialties" columns={2}>
 *   <CheckboxField label="Wedding" checked={…} onCheckedChange={…} />
 * </CheckboxGroup>
 */
function CheckboxGroup({ columns = 1, children, className, ...props }: CheckboxGroupProps) {
  return (
    <Fieldset data-slot="checkbox-group" className={cn('gap-3', className)} {...props}>
      <div
        data-slot="checkbox-group-items"
        className={cn(
          'grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
        )}
      >
        {children}
      </div>
    </Fieldset>
  );
}

export { Checkbox, CheckboxField, CheckboxGroup, type CheckboxFieldProps, type CheckboxGroupProps };
