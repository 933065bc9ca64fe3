import { Button, Field, FormActions, FormLayout, Input, Textarea } from '@shootbook/ui';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The frame of the package and sub-package forms: a `noValidate` {@link FormLayout} with the
 * fields, then the submit button (spinner while `submitting`) and any `extraActions` (e.g.
 * "Delete sub-package"). `onSubmit` is react-hook-form's `handleSubmit(...)` result.
 */
export function CatalogueForm({
  onSubmit,
  submitLabel,
  submitting,
  extraActions,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormLayout noValidate onSubmit={onSubmit}>
      {children}
      <FormActions>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {extraActions}
      </FormActions>
    </FormLayout>
  );
}

/**
 * Sends the form's API body; a rejected promise keeps the user's input as typed (the caller has
 * already shown the error with a toast), so `handleSubmit` never sees an unhandled rejection.
 */
export function keepingInputOnFailure<V>(
  send: (values: V) => Promise<unknown>,
): (values: V) => Promise<void> {
  return async (values) => {
    try {
      await send(values);
    } catch {
      // The caller has shown the error; keep the user's input.
    }
  };
}

/** One text field's wiring: its visible label, `register(name)` and the translated error. */
export interface RegisteredField {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * "Title" (required, one line) and "Description" (optional, `rows` lines, an optional hint):
 * the first two fields of both the package and the sub-package form. The English labels are
 * what the e2e test finds ("Title", "Description").
 */
export function TitleDescriptionFields({
  title,
  description,
}: {
  title: RegisteredField;
  description: RegisteredField & { rows: number; help?: string };
}) {
  return (
    <>
      <Field label={title.label} required error={title.error}>
        <Input {...title.registration} autoComplete="off" />
      </Field>
      <Field label={description.label} description={description.help} error={description.error}>
        <Textarea rows={description.rows} {...description.registration} />
      </Field>
    </>
  );
}
