import * as React from 'react';

import { cn } from '../cn.ts';

interface FieldsetProps extends Omit<React.ComponentProps<'fieldset'>, 'children'> {
  /** The group's name, rendered as the `<legend>` ("Bank account", "Specialties"). */
  legend: React.ReactNode;
  /** Help under the legend, linked to the group with `aria-describedby`. */
  description?: React.ReactNode;
  /** Validation message for the group as a whole, announced (`role="alert"`) and linked. */
  error?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Groups related form fields under a legend (`<fieldset>` + `<legend>`): the payout bank account
 * of the profile form, a set of checkboxes ({@link CheckboxGroup}). Screen readers announce the
 * legend (and description) when focus enters the group.
 *
 * @example
 * <Fieldset legend="Bank account" description="Where we send your payouts.">
 *   <Field label="Account number"><Input /></Field>
 * </Fieldset>
 */
function Fieldset({ legend, description, error, children, className, ...props }: FieldsetProps) {
  const id = React.useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      data-slot="fieldset"
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      className={cn('grid min-w-0 gap-4', className)}
      {...props}
    >
      <legend data-slot="fieldset-legend" className="pb-2 text-sm font-medium">
        {legend}
      </legend>
      {description ? (
        <p
          data-slot="fieldset-description"
          id={descriptionId}
          className="-mt-2 text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p
          data-slot="fieldset-error"
          id={errorId}
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { Fieldset, type FieldsetProps };
