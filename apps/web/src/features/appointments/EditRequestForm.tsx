import { Button, Field, FormActions, FormLayout, Input, Textarea } from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** openapi.yaml `AppointmentUpdate`: location ≤ 200 characters, note ≤ 2000. Messages are `appointment` keys. */
export const editRequestSchema = z.object({
  location: z.string().trim().max(200, 'booking.edit.errors.locationLong'),
  note: z.string().trim().max(2000, 'booking.edit.errors.noteLong'),
});

export type EditRequestValues = z.output<typeof editRequestSchema>;

/**
 * The customer's change to a Pending request: 'Location' and 'Note for the photographer', saved
 * with one button. Only fields that changed are sent; `onSubmit` rejects to keep the input (the
 * caller toasts the error).
 */
export function EditRequestForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: EditRequestValues;
  onSubmit: (changed: Partial<EditRequestValues>) => Promise<unknown>;
}) {
  const { t } = useTranslation('appointment');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditRequestValues>({ resolver: zodResolver(editRequestSchema), defaultValues });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <FormLayout
      noValidate
      width="md"
      onSubmit={handleSubmit(async (values) => {
        const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => defaultValues[key as keyof EditRequestValues] !== value));
        if (Object.keys(changed).length === 0) return;
        try {
          await onSubmit(changed);
          reset(values);
        } catch {
          // The caller has shown the error; keep what was typed.
        }
      })}
    >
      <Field label={t('booking.edit.location')} error={message(errors.location?.message)}>
        <Input autoComplete="off" {...register('location')} />
      </Field>
      <Field label={t('booking.edit.note')} error={message(errors.note?.message)}>
        <Textarea rows={4} {...register('note')} />
      </Field>
      <FormActions>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('booking.edit.save')}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
