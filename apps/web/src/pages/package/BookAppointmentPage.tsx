import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@shootbook/api-client';
import {
  BookingState,
  type TimeInterval,
  formatDuration,
  formatSlotStart,
  formattingLocale,
  formatTimeZone,
} from '@shootbook/machines';
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
  SummaryBar,
  SummaryBarDescription,
  SummaryBarText,
  SummaryBarTitle,
  SummarySidebar,
  Text,
  Textarea,
  VisuallyHidden,
} from '@shootbook/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../app/api';
import { toast } from '../../app/toast';
import * as z from 'zod/mini';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { QueryError } from '../../app/QueryStates';
import { BookingModeNotice } from '../../features/booking/BookingModeNotice';
import { useBookingDraft } from '../../features/booking/booking-draft';
import { useBookingMachine } from '../../features/booking/create-appointment';
import { CancellationPolicyNote } from '../../features/catalogue/CancellationPolicy';
import { usePackage } from '../../features/catalogue/queries';
import { FreeSlotCalendar } from '../../features/scheduling/FreeSlotCalendar';
import { useFreeSlots } from '../../features/scheduling/useFreeSlots';

const detailsSchema = z.object({
  location: z.string().check(z.maxLength(200)),
  note: z.string().check(z.maxLength(2000)),
});
type DetailsForm = z.infer<typeof detailsSchema>;

const MINUTE_MS = 60_000;

/**
 * `/package/{id}/subpackage/appointment/create/{subpackageid}` (docs/product.md §2): the customer picks
 * a day on a month calendar and one of its free times (`GET /subpackage/{id}/slots`, a month at
 * a time, in the photographer's zone), a location (default: the package's) and a
 * note, and books. Before Book it says which booking this is (`BookingModeNotice`: an instant
 * booking, or a request nothing is charged for until the photographer accepts). The flow is the
 * booking machine of @shootbook/machines; `POST /appointment/{subpackageid}` creates a Pending
 * request, or an Accepted instant booking (docs/decisions/0029-instant-booking.md). When the
 * machine reaches `booked` (its `booked` event): toast "Booking requested" (or "Booked: pay now")
 * and the booking's own page (/appointment/{id}), where an instant booking is paid.
 * On `409 slot_unavailable`: "That slot was just taken"; on a 422 about the time: why, worded
 * from the API's `params.reason` by `apiErrorMessage`; both reload the slots and ask for another
 * time. Any other failure, worded the same way, offers Try again (RETRY) and
 * Choose another time (RESET). The chosen slot (address) and the details (sessionStorage)
 * survive a reload. Below `lg` a bar at the bottom of the screen keeps the time, the price and
 * Book in reach. Above it, the package's cancellation policy, which the booking keeps
 * (docs/product.md §12).
 */
export function Component() {
  const { t } = useTranslation('booking');
  const { id = '', subpackageid = '' } = useParams();
  const pkg = usePackage(id);
  const sub = pkg.data?.subpackages.find((s) => s.id === subpackageid);

  if (pkg.isPending) {
    return <LoadingState variant="detail" label={t('common:loading')} />;
  }
  if (pkg.isError) {
    return (
      <QueryError title={t('loadError')} error={pkg.error} onRetry={() => void pkg.refetch()} />
    );
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
  // Keyed by sub-package: another sub-package is another booking, with its own machine and draft.
  return <BookingForm key={sub.id} pkg={pkg.data} sub={sub} />;
}

function BookingForm({ pkg, sub }: { pkg: Schemas['PackageDetail']; sub: Schemas['Subpackage'] }) {
  const { t, i18n } = useTranslation('booking');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const mayBook = useRegistrationRequirement('book').ok;
  const navigate = useNavigate();
  const draft = useBookingDraft(sub.id);
  const free = useFreeSlots(sub.id, { openOn: draft.slotStart });

  const { machine, failure } = useBookingMachine(sub.id);
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      slot: draft.slotStart
        ? {
            start: draft.slotStart,
            end: new Date(
              Date.parse(draft.slotStart) + sub.durationMinutes * MINUTE_MS,
            ).toISOString(),
          }
        : null,
      details: draft.details,
    },
  });
  const selected = snapshot.context.slot;
  const submitting = snapshot.matches(BookingState.submitting);
  const slotTaken = snapshot.matches({ failed: BookingState.slotTaken });
  const slotRefused = snapshot.matches({ failed: BookingState.slotRefused });
  const failed = snapshot.matches({ failed: BookingState.error });
  const lostSlot = snapshot.context.lostSlot;

  const form = useForm<DetailsForm>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      location: draft.details.location ?? pkg.location,
      note: draft.details.note ?? '',
    },
  });

  // Book without a time: the times come into view and the first one takes focus, so the error is
  // not announced somewhere off screen (the form's fields get the same from react-hook-form).
  const [pickError, setPickError] = useState(false);
  const slotsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pickError) return;
    const slots = slotsRef.current;
    slots?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    slots?.querySelector<HTMLElement>('input[type="radio"], [role="alert"]')?.focus();
  }, [pickError]);

  // Success is the machine's: it emits `booked` once, on entering its final state.
  const { saveSlot, saveDetails, clear } = draft;
  useEffect(() => {
    const subscription = actor.on('booked', ({ appointment }) => {
      clear();
      if (appointment.status === 'Accepted')
        toast.success(t('booked'), { description: t('bookedDescription') });
      else toast.success(t('requested'), { description: t('requestedDescription') });
      // The booking's own page: its status, history, note and what can still be done — for an
      // instant booking, Pay now with its deadline.
      void navigate(`/appointment/${appointment.id}`);
    });
    return () => subscription.unsubscribe();
  }, [actor, clear, navigate, t]);

  // Fresh availability: the machine drops a chosen (or restored) slot that is no longer offered —
  // judged once every month asked for has answered, not by the first month in.
  useEffect(() => {
    if (free.complete) send({ type: 'FREE_SLOTS', slots: free.slots });
  }, [free.slots, free.complete, send]);

  // The slot is gone, or the API judged its time or failed: show fresh availability (docs/product.md
  // appointment "create" guard), so the list matches the window the API judged by.
  useEffect(() => {
    if (slotTaken || slotRefused || failed) void free.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotTaken, slotRefused, failed]);

  // The draft follows the machine's slot and the form's details, so a reload keeps them.
  useEffect(() => saveSlot(selected?.start ?? null), [selected?.start, saveSlot]);
  useEffect(() => {
    const subscription = form.watch((values) =>
      saveDetails({ location: values.location ?? '', note: values.note ?? '' }),
    );
    return () => subscription.unsubscribe();
  }, [form, saveDetails]);

  const select = (slot: TimeInterval) => {
    setPickError(false);
    send({ type: 'SELECT_SLOT', slot: { start: slot.start, end: slot.end } });
  };

  const submit = form.handleSubmit((values) => {
    if (!selected) {
      setPickError(true);
      return;
    }
    // From a failed attempt too: the machine sends the same slot with the details as they are now.
    send({ type: 'SUBMIT', location: values.location, note: values.note });
  });

  const errors = form.formState.errors;
  const time = selected ? formatSlotStart(selected.start, free.timeZone, locale) : null;
  const book = (
    <Button type="submit" size="lg" loading={submitting}>
      {t('book')}
    </Button>
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description', { timeZone: formatTimeZone(free.timeZone, locale) })}
        actions={
          <Button asChild variant="outline">
            <Link to={`/package/${pkg.id}`}>{t('backToPackage')}</Link>
          </Button>
        }
      />
      {/* Above the form, not in the summary: the sidebar card is hidden on a phone. */}
      {!mayBook ? <Alert variant="info">{t('photographerCannotBook')}</Alert> : null}
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
                  {slotRefused ? (
                    <Alert variant="warning">
                      <AlertTitle>{t('slotRefused')}</AlertTitle>
                      <AlertDescription>{apiErrorMessage(failure, t)}</AlertDescription>
                    </Alert>
                  ) : null}
                  {lostSlot ? (
                    <Alert variant="warning">
                      <AlertTitle>{t('slotGone')}</AlertTitle>
                      <AlertDescription>
                        {t('slotGoneDescription', {
                          time: formatSlotStart(lostSlot.start, free.timeZone, locale),
                        })}
                      </AlertDescription>
                    </Alert>
                  ) : null}
                  {failed ? (
                    <Alert variant="destructive">
                      <AlertTitle>{t('failed')}</AlertTitle>
                      <AlertDescription>
                        <Stack gap={2}>
                          <span>{apiErrorMessage(failure, t)}</span>
                          <Stack direction="row" gap={2}>
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              onClick={() => send({ type: 'RETRY' })}
                            >
                              {t('retry')}
                            </Button>
                            <Button
                              type="button"
                              size="sm"
                              variant="ghost"
                              onClick={() => send({ type: 'RESET' })}
                            >
                              {t('chooseAnother')}
                            </Button>
                          </Stack>
                        </Stack>
                      </AlertDescription>
                    </Alert>
                  ) : null}
                </div>
                <FreeSlotCalendar free={free} value={selected?.start ?? null} onChange={select} />
                {pickError ? (
                  <Text role="alert" variant="error" tabIndex={-1}>
                    {t('slots.pickOne')}
                  </Text>
                ) : null}
              </Section>
            </div>
            <Section title={t('form.heading')} headingId="booking-details">
              <Field
                label={t('form.location')}
                description={t('form.locationHint')}
                error={errors.location ? t('form.tooLong', { max: 200 }) : undefined}
              >
                <Input autoComplete="off" {...form.register('location')} />
              </Field>
              <Field
                label={t('form.note')}
                description={t('form.noteHint')}
                error={errors.note ? t('form.tooLong', { max: 2000 }) : undefined}
              >
                <Textarea rows={4} {...form.register('note')} />
              </Field>
            </Section>
            {/* The policy this booking will keep, read before Book (docs/product.md §12). */}
            <CancellationPolicyNote policy={pkg.cancellationPolicy} />
            <BookingModeNotice
              instantBooking={pkg.instantBooking}
              photographerName={pkg.photographer?.name ?? t('package:detail.photographer')}
            />
            {mayBook ? (
              <SummaryBar aria-label={t('summary.bar')}>
                <SummaryBarText>
                  <SummaryBarTitle>{time ?? t('summary.pickTime')}</SummaryBarTitle>
                  <SummaryBarDescription>
                    {sub.title} · <Money satang={sub.price} locale={locale} />
                  </SummaryBarDescription>
                </SummaryBarText>
                {book}
              </SummaryBar>
            ) : null}
          </Stack>
          <SummarySidebar>
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
                      <DescriptionDetails>
                        {formatDuration(sub.durationMinutes, locale)}
                      </DescriptionDetails>
                    </DescriptionItem>
                    <DescriptionItem>
                      <DescriptionTerm>{t('summary.time')}</DescriptionTerm>
                      <DescriptionDetails aria-live="polite">
                        {time ?? t('summary.noTime')}
                      </DescriptionDetails>
                    </DescriptionItem>
                    <DescriptionItem>
                      <DescriptionTerm>{t('summary.price')}</DescriptionTerm>
                      <DescriptionDetails emphasis="strong" numeric>
                        <Money satang={sub.price} locale={locale} />
                      </DescriptionDetails>
                    </DescriptionItem>
                  </DescriptionList>
                  {mayBook ? book : null}
                </Stack>
              </CardContent>
            </Card>
          </SummarySidebar>
          {submitting ? (
            <VisuallyHidden asChild>
              <p role="status">{t(pkg.instantBooking ? 'submittingInstant' : 'submitting')}</p>
            </VisuallyHidden>
          ) : null}
        </form>
      </Columns>
    </Stack>
  );
}
