import {
  Button,
  Field,
  FormActions,
  FormLayout,
  RatingStars,
  ChoiceSelect,
  Textarea,
  dateTimeFormat,
} from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DISPLAY_TIME_ZONE, formattingLocale } from '@shootbook/machines';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { AppointmentDetail } from '../appointments/queries';

/**
 * openapi.yaml `RatingCreate`/`RatingUpdate`: score an integer 1–5 (required), comment ≤ 2000
 * characters; on create, the Completed appointment being reviewed. Messages are `reviews` keys.
 */
export const reviewFormSchema = z.object({
  appointmentId: z.string(),
  score: z
    .number({ error: 'form.errors.score' })
    .check(z.int(), z.minimum(1, 'form.errors.score'), z.maximum(5, 'form.errors.score')),
  comment: z.string().check(z.trim(), z.maxLength(2000, 'form.errors.commentLong')),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/**
 * The review form: the appointment (only when the customer has several unreviewed Completed
 * appointments with this photographer), the 'Rating' radio group (stars '1 star' … '5 stars'),
 * 'Comment', and the submit button. `onSubmit` rejects to keep the input (the caller toasts).
 */
export function ReviewForm({
  appointments = [],
  defaultValues,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  /** Appointments the review may be about (create only). */
  appointments?: AppointmentDetail[];
  defaultValues?: Partial<ReviewFormInput>;
  submitLabel: string;
  onSubmit: (values: ReviewFormValues) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reviews');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: {
      appointmentId: appointments[0]?.appointment.id ?? '',
      score: undefined as unknown as number,
      comment: '',
      ...defaultValues,
    },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  // The product's date locale for the UI language (en-GB or th-TH with the Buddhist era).
  const dateFormat = dateTimeFormat(formattingLocale(i18n.language), {
    dateStyle: 'medium',
    timeZone: DISPLAY_TIME_ZONE,
  });

  return (
    <FormLayout
      noValidate
      width="md"
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch {
          // The caller has shown the error; keep the review as typed.
        }
      })}
    >
      {appointments.length > 1 ? (
        <Controller
          control={control}
          name="appointmentId"
          render={({ field }) => (
            <Field label={t('form.appointment')} description={t('form.appointmentHelp')} required>
              {(props) => (
                <ChoiceSelect
                  {...props}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={appointments.map((d) => ({
                    value: d.appointment.id,
                    label: t('form.appointmentOption', {
                      title: `${d.package.title} – ${d.subpackage.title}`,
                      date: dateFormat.format(new Date(d.appointment.start)),
                    }),
                  }))}
                />
              )}
            </Field>
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="score"
        render={({ field }) => (
          <Field label={t('form.rating')} required error={message(errors.score?.message)}>
            {(props) => (
              <RatingStars
                label={t('form.rating')}
                size="lg"
                value={field.value ?? null}
                onValueChange={field.onChange}
                scoreLabel={(n) => t('form.star', { count: n })}
                name={field.name}
                required
                aria-describedby={props['aria-describedby']}
                aria-invalid={props['aria-invalid']}
              />
            )}
          </Field>
        )}
      />
      <Field
        label={t('form.comment')}
        description={t('form.commentHelp')}
        error={message(errors.comment?.message)}
      >
        <Textarea rows={5} {...register('comment')} />
      </Field>
      <FormActions>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {extraActions}
      </FormActions>
    </FormLayout>
  );
}
