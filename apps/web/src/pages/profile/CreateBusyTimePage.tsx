import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shootbook/api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Columns,
  DatePicker,
  Field,
  Input,
  PageHeader,
  Stack,
  TimeField,
} from '@shootbook/ui';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formattingLocale, formatTimeZone } from '@shootbook/machines';
import { toast } from '../../app/toast';
import { apiErrorMessage } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import {
  busyTimeRequest,
  busyTimeSchema,
  type BusyTimeFormValues,
} from '../../features/scheduling/busy-time-form';
import { useCreateBusyTime } from '../../features/scheduling/queries';
import { FALLBACK_TIMEZONE, utcToLocalParts } from '../../features/scheduling/time';

/** Default busy time offered: tomorrow, 09:00–18:00 in the photographer's zone. */
function defaults(timeZone: string): BusyTimeFormValues {
  const tomorrow = utcToLocalParts(new Date(Date.now() + 24 * 60 * 60 * 1000), timeZone).date;
  return {
    title: '',
    startDate: tomorrow,
    startTime: '09:00',
    endDate: tomorrow,
    endTime: '18:00',
  };
}

/**
 * The date and the time of the busy time's start or end (`edge`): ui `DatePicker` and
 * `TimeField` (quarter hours, 24-hour clock) in the UI language, in place of the browser's
 * date and time inputs, which follow the browser's locale; wired to the form by `Controller`.
 */
function DateTimeFields({
  control,
  errors,
  edge,
}: {
  control: Control<BusyTimeFormValues>;
  errors: FieldErrors<BusyTimeFormValues>;
  edge: 'start' | 'end';
}) {
  const { t, i18n } = useTranslation('schedule');
  const message = (key?: string) => (key ? t(`create.errors.${key}`) : undefined);
  const date = `${edge}Date` as const;
  const time = `${edge}Time` as const;
  return (
    <>
      <Controller
        control={control}
        name={date}
        render={({ field: { name, value, onChange, onBlur, ref } }) => (
          <Field label={t(`create.${date}`)} required error={message(errors[date]?.message)}>
            <DatePicker
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              onBlur={onBlur}
              locale={formattingLocale(i18n.resolvedLanguage)}
              placeholder={t('create.pickDate')}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={time}
        render={({ field: { name, value, onChange, onBlur, ref } }) => (
          <Field label={t(`create.${time}`)} required error={message(errors[time]?.message)}>
            <TimeField
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              onBlur={onBlur}
              placeholder={t('create.pickTime')}
            />
          </Field>
        )}
      />
    </>
  );
}

/**
 * `/profile/createBusyTime` (docs/product.md §2): the photographer blocks a time. Title, start and end are
 * entered as date + time in the photographer's zone ({@link DateTimeFields}) and sent as ISO UTC
 * (`POST /user/busytime`).
 * A `409` means it overlaps a Pending or Accepted appointment ("overlaps an appointment").
 */
export function Component() {
  const { t, i18n } = useTranslation('schedule');
  const { profile } = useSession();
  const navigate = useNavigate();
  const timeZone = profile?.timezone || FALLBACK_TIMEZONE;
  const create = useCreateBusyTime();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BusyTimeFormValues>({
    resolver: zodResolver(busyTimeSchema(timeZone)),
    defaultValues: defaults(timeZone),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(`create.errors.${key}`) : undefined);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(busyTimeRequest(values, timeZone), {
      onSuccess: () => {
        toast.success(t('create.created'));
        void navigate('/profile/schedule');
      },
      onError: (error) =>
        setFailure(
          isApiError(error) && error.status === 409
            ? t('create.overlaps')
            : apiErrorMessage(error, t),
        ),
    });
  });

  return (
    <Stack gap={6} width="md">
      <PageHeader
        title={t('create.title')}
        description={t('create.description', {
          timeZone: formatTimeZone(timeZone, formattingLocale(i18n.resolvedLanguage)),
        })}
      />
      <Card>
        <CardContent>
          <Stack asChild gap={4}>
            <form noValidate onSubmit={(e) => void submit(e)}>
              <Field
                label={t('create.titleLabel')}
                description={t('create.titleHint')}
                error={message(errors.title?.message)}
              >
                <Input maxLength={120} {...form.register('title')} />
              </Field>
              <Columns layout="fields" gap={4}>
                <DateTimeFields control={form.control} errors={errors} edge="start" />
                <DateTimeFields control={form.control} errors={errors} edge="end" />
              </Columns>
              <div aria-live="assertive">
                {failure ? <Alert variant="destructive">{failure}</Alert> : null}
              </div>
              <Stack direction="row" gap={2}>
                <Button type="submit" loading={create.isPending}>
                  {t('create.submit')}
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/profile/schedule">{t('create.cancel')}</Link>
                </Button>
              </Stack>
            </form>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
