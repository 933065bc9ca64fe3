import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';

import { cn } from '../cn.ts';
import { Label } from './label.tsx';

/** Props the {@link Field} hands to its control so that label, description and error reach assistive tech. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Visible label text. */
  label: React.ReactNode;
  /** Help text under the control; linked with `aria-describedby`. */
  description?: React.ReactNode;
  /** Validation message; when set the control gets `aria-invalid` and the message is linked and announced. */
  error?: React.ReactNode;
  /** Marks the control required (`aria-required`); show your own marker text in `label` if wanted. */
  required?: boolean;
  /** id of the control; generated when omitted. */
  controlId?: string;
  /**
   * The control. A single element (Input, Textarea, a native select…) receives `id`,
   * `aria-describedby`, `aria-invalid` and `aria-required` through Radix `Slot`.
   * For composite controls (Select, RatingStars) pass a function and spread the props where
   * they belong, e.g. `{(control) => <Select><SelectTrigger {...control} /></Select>}`.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
}

/**
 * A labelled form field: label + control + description + error message.
 *
 * @example
 * <Field label="E-mail" description="We send booking updates here." error={errors.email}>
 *   <Input type="email" autoComplete="email" />
 * </Field>
 */
function Field({
  label,
  description,
  error,
  required,
  controlId,
  children,
  className,
  ...props
}: FieldProps) {
  const generated = React.useId();
  const id = controlId ?? `field-${generated}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  return (
    <div
      data-slot="field"
      data-invalid={error ? true : undefined}
      className={cn('group/field grid gap-2', className)}
      {...props}
    >
      <Label
        data-slot="field-label"
        htmlFor={id}
        className="group-data-[invalid=true]/field:text-destructive"
      >
        {label}
      </Label>
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {description ? (
        <p
          data-slot="field-description"
          id={descriptionId}
          className="text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          data-slot="field-error"
          id={errorId}
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { Field, type FieldProps, type FieldControlProps };
