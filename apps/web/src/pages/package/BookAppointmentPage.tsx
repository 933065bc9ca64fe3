import { zodResolver } from '@hookform/resolvers/zod';
import { BookingState, type TimeInterval } from '@shootbook/machines';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Columns,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Field,
  Input,
  LoadingState,
  Money,
  PageHeader,
  Section,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@shootbook/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { appointmentKeys } from '../../features/appointments/queries';
import { QueryError } from '../../app/QueryStates';
import { bookingMachineFor } from '../../features/booking/create-appointment';
import { usePackage } from '../../features/catalogue/queries';
import { schedulingKeys } from '../../features/scheduling/queries';
import { formatSlotStart, formattingLocale } from '../../features/scheduling/time';
import { useFreeSlots } from '../../features/scheduling/useFreeSlots';
import { BOOKING_WEEKS, WeekSlotPicker } from '../../features/scheduling/WeekSlotPicker';

const detailsSchema = z.object({
  location: z.string().max(200),
  note: z.string().max(2000),
});
type DetailsForm = z.infer<typeof detailsSchema>;

/**
 * `/package/{id}/subpackage/appointment/create/{subpackageid}` (SPEC.md §2): the customer picks
 * one of the photographer's free slots (`freeSlots` of @shootbook/machines inside its booking
 * window — no sooner than the lead time, no later than the horizon — shown in the photographer's
 * zone a week at a time), a location (default: the package's) and a note, and books.
 * The flow is the booking machine of @shootbook/machines; `POST /appointment/{subpackageid}`
 * creates a Pending appointment. On success: toast "Booking requested" and the booking's own page (/appointment/{id}).
 * On `409 slot_unavailable`: "That slot was just taken" and the slots are reloaded. Other errors
 * (e.g. `422 unprocessable` when the slot became too soon or too far) show the API's message and
 * reload the slots too, so the list matches the window the API judged by.
 */
export function Component() {
  const { t, i18n } = useTranslation('booking');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { id = '', subpackageid = '' } = useParams();
  const mayBook = useRegistrationRequirement('book').ok;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pkg = usePackage(id);
  const sub = pkg.data?.subpackages.find((s) => s.id === subpackageid);
  const free = useFreeSlots(pkg.data?.photographerId, sub?.durationMinutes, BOOKING_WEEKS * 7);

  const machine = useMemo(() => bookingMachineFor(subpackageid), [subpackageid]);
  const [snapshot, send] = useMachine(machine, { input: {} });
  const [pickError, setPickError] = useState(false);
  // Book without a time: the times come into view and the first one takes focus, so the error is
  // not announced somewhere off screen (the form's fields get the same from react-hook-form).
  const slotsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pickError) return;
    const slots = slotsRef.current;
    slots?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    slots?.querySelector<HTMLElement>('[role="radio"], input[type="radio"], [role="alert"]')?.focus();
  }, [pickError]);
  const selected = snapshot.context.slot;
  const submitting = snapshot.matches(BookingState.submitting);
  const slotTaken = snapshot.matches({ failed: BookingState.slotTaken });
  const failed = snapshot.matches({ failed: BookingState.error });

  const form = useForm<DetailsForm>({ resolver: zodResolver(detailsSchema), values: { location: pkg.data?.location ?? '', note: '' }, resetOptions: { keepDirtyValues: true } });

  const announced = useRef(false);
  useEffect(() => {
    if (!snapshot.matches(BookingState.booked) || announced.current) return;
    announced.current = true;
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
    toast.success(t('requested'), { description: t('requestedDescription') });
    // The booking's own page: its status, history, note and what can still be done.
    const id = snapshot.context.appointment?.id;
    void navigate(id ? `/appointment/${id}` : '/appointment/list');
  }, [snapshot, queryClient, navigate, t]);

  useEffect(() => {
    // The slot is gone, or the API judged it outside the booking window (its clock moved on):
    // show fresh availability (PRODUCT.md appointment "create" guard).
    if (slotTaken || failed) void free.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotTaken, failed]);

  const select = (slot: TimeInterval) => {
    setPickError(false);
    send({ type: 'SELECT_SLOT', slot: { start: slot.start, end: slot.end } });
  };

  const submit = form.handleSubmit((values) => {
    if (!selected) {
      setPickError(true);
      return;
    }
    // From a failed attempt, start over with the same slot so edited details are sent.
    if (failed) send({ type: 'SELECT_SLOT', slot: selected });
    send({ type: 'SUBMIT', location: values.location, note: values.note });
  });

  if (pkg.isPending) {
    return (
      <LoadingState variant="detail" label={t('common:loading')} />
    );
  }
  if (pkg.isError) {
    return <QueryError title={t('loadError')} error={pkg.error} onRetry={() => void pkg.refetch()} />;
  }
  if (!pkg.data || !sub) {
    return (
      <Alert variant="warning">
        <AlertTitle>{t('notFound')}</AlertTitle>
        <AlertDescription>
          <Link to={`/package/${id}`}>{t('backToPackage')}</Link>
        </AlertDescription>
      </Alert>
    );
  }

  const errors = form.formState.errors;

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description', { timeZone: free.timeZone })}
        actions={
          <Button asChild variant="outline">
            <Link to={`/package/${id}`}>{t('backToPackage')}</Link>
          </Button>
        }
      />
      <Columns asChild layout="sidebar" align="start">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={6}>
            <div ref={slotsRef}>
              <Section title={t('slots.heading')} headingId="booking-slots">
                <div aria-live="polite">
                  {slotTaken ? (
                    <Alert variant="warning">
                      <AlertTitle>{t('slotTaken')}</AlertTitle>
                      <AlertDescription>{t('slotTakenDescription')}</AlertDescription>
                    </Alert>
                  ) : null}
                  {failed ? (
                    <Alert variant="destructive">
                      <AlertTitle>{t('failed')}</AlertTitle>
                      <AlertDescription>{snapshot.context.error?.message}</AlertDescription>
                    </Alert>
                  ) : null}
                </div>
                <WeekSlotPicker free={free} value={selected?.start ?? null} onChange={select} />
                {pickError ? (
                  <Text role="alert" variant="error" tabIndex={-1}>
                    {t('slots.pickOne')}
                  </Text>
                ) : null}
              </Section>
            </div>
            <Section title={t('form.heading')} headingId="booking-details">
              <Field label={t('form.location')} description={t('form.locationHint')} error={errors.location ? t('form.tooLong', { max: 200 }) : undefined}>
                <Input autoComplete="off" {...form.register('location')} />
              </Field>
              <Field label={t('form.note')} description={t('form.noteHint')} error={errors.note ? t('form.tooLong', { max: 2000 }) : undefined}>
                <Textarea rows={4} {...form.register('note')} />
              </Field>
            </Section>
          </Stack>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('summary.heading')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Stack gap={4}>
                <DescriptionList layout="horizontal">
                  <DescriptionItem>
                    <DescriptionTerm>{t('summary.subpackage')}</DescriptionTerm>
                    <DescriptionDetails>{sub.title}</DescriptionDetails>
                  </DescriptionItem>
                  <DescriptionItem>
                    <DescriptionTerm>{t('summary.duration')}</DescriptionTerm>
                    <DescriptionDetails>{t('summary.durationValue', { count: sub.durationMinutes })}</DescriptionDetails>
                  </DescriptionItem>
                  <DescriptionItem>
                    <DescriptionTerm>{t('summary.time')}</DescriptionTerm>
                    <DescriptionDetails aria-live="polite">
                      {selected ? formatSlotStart(selected.start, free.timeZone, locale) : t('summary.noTime')}
                    </DescriptionDetails>
                  </DescriptionItem>
                  <DescriptionItem>
                    <DescriptionTerm>{t('summary.price')}</DescriptionTerm>
                    <DescriptionDetails emphasis="strong" numeric>
                      <Money satang={sub.price} locale={locale} />
                    </DescriptionDetails>
                  </DescriptionItem>
                </DescriptionList>
                {!mayBook ? (
                  <Alert variant="info">{t('photographerCannotBook')}</Alert>
                ) : (
                  <Button type="submit" size="lg" loading={submitting}>
                    {t('book')}
                  </Button>
                )}
                {submitting ? (
                  <VisuallyHidden asChild>
                    <p role="status">{t('submitting')}</p>
                  </VisuallyHidden>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
        </form>
      </Columns>
    </Stack>
  );
}
