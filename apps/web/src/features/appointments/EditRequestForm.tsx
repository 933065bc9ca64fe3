import type { Schemas } from '@shootbook/api-client';
import {
  Button,
  Field,
  Fieldset,
  FormActions,
  FormLayout,
  Input,
  Stack,
  Text,
  Textarea,
} from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { formatRange, formattingLocale } from '@shootbook/machines';
import { useFreeSlots } from '../scheduling/useFreeSlots';
import { FreeSlotCalendar } from '../scheduling/FreeSlotCalendar';

/** openapi.yaml `AppointmentUpdate`: start (ISO UTC), location ≤ 200 characters, note ≤ 2000. Messages are `appointment` keys. */
export const editRequestSchema = z.object({
  start: z.string(),
  location: z.string().check(z.trim(), z.maxLength(200, 'booking.edit.errors.locationLong')),
  note: z.string().check(z.trim(), z.maxLength(2000, 'booking.edit.errors.noteLong')),
});

export type EditRequestValues = z.output<typeof editRequestSchema>;

const MINUTE_MS = 60_000;

/**
 * The customer's change to a Pending request (the machine's EDIT, `PATCH /appointment/{id}`):
 * its time — "Change time" opens the photographer's free slots on a month calendar, of the same
 * length, with the request's own hours counted free (as the API judges a move) — 'Location' and
 * 'Note for the photographer', saved with one button. Only fields that changed are sent;
 * `onSubmit` rejects to keep the input (the caller toasts the error, e.g. 409 `slot_unavailable`).
 */
export function EditRequestForm({
  appointment,
  onSubmit,
}: {
  appointment: Pick<
    Schemas['Appointment'],
    'id' | 'subpackageId' | 'start' | 'end' | 'location' | 'note'
  >;
  onSubmit: (changed: Partial<EditRequestValues>) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('appointment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const defaultValues: EditRequestValues = {
    start: appointment.start,
    location: appointment.location,
    note: appointment.note,
  };
  const durationMinutes = Math.round(
    (Date.parse(appointment.end) - Date.parse(appointment.start)) / MINUTE_MS,
  );
  const [picking, setPicking] = useState(false);
  // The free slots are fetched only once the customer asks to change the time, from the
  // request's own month, with its own hold left out (`except`, as the API judges a move).
  const free = useFreeSlots(picking ? appointment.subpackageId : undefined, {
    except: appointment.id,
    openOn: appointment.start,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditRequestValues>({ resolver: zodResolver(editRequestSchema), defaultValues });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const start = watch('start');
  const when = (iso: string) =>
    formatRange(
      iso,
      new Date(Date.parse(iso) + durationMinutes * MINUTE_MS).toISOString(),
      free.timeZone,
      locale,
    );

  return (
    <FormLayout
      noValidate
      width="md"
      onSubmit={handleSubmit(async (values) => {
        const changed = Object.fromEntries(
          Object.entries(values).filter(
            ([key, value]) => defaultValues[key as keyof EditRequestValues] !== value,
          ),
        );
        if (Object.keys(changed).length === 0) return;
        try {
          await onSubmit(changed);
          reset(values);
          setPicking(false);
        } catch {
          // The caller has shown the error; keep what was typed and picked.
        }
      })}
    >
      <Fieldset legend={t('booking.edit.time')}>
        <Stack direction="row" justify="between" gap={2}>
          <Text aria-live="polite">
            {start === appointment.start
              ? when(start)
              : t('booking.edit.newTime', { time: when(start) })}
          </Text>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={picking}
            onClick={() => {
              // Closing the picker keeps the request's current time.
              if (picking) resetField('start');
              setPicking(!picking);
            }}
          >
            {picking ? t('booking.edit.keepTime') : t('booking.edit.changeTime')}
          </Button>
        </Stack>
        {picking ? (
          <Controller
            control={control}
            name="start"
            render={({ field }) => (
              // Opens on the request's own day: its neighbouring times are the likeliest move.
              <FreeSlotCalendar
                free={free}
                name={field.name}
                openOn={appointment.start}
                value={field.value === appointment.start ? null : field.value}
                onChange={(slot) => field.onChange(slot.start)}
              />
            )}
          />
        ) : null}
      </Fieldset>
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
