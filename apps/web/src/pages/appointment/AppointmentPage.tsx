import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  LoadingState,
  PageHeader,
  Stack,
  StatusTimeline,
  Text,
  formatSatang,
} from '@shootbook/ui';
import {
  bookingPartyOf,
  isCalledOffAppointmentStatus,
  isOpenAppointmentStatus,
  formatDateTime,
  formatTimeLeft,
  formattingLocale,
  shootEventSummary,
} from '@shootbook/machines';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { storedReasonText, toastApiError } from '../../app/api';
import { QueryError } from '../../app/QueryStates';
import { useSave } from '../../app/save';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { googleCalendarLink } from '../../features/appointments/calendar-links';
import {
  appointmentActions,
  counterpartProfile,
  viewerOf,
} from '../../features/appointments/appointment-actions';
import { DisputeSection } from '../../features/appointments/DisputeSection';
import { MoveSection } from '../../features/appointments/MoveProposal';
import { PayoutsNeededNotice } from '../../features/appointments/PayoutsNeededNotice';
import { cancellationRefund } from '../../features/appointments/CancellationRefund';
import { CancellationPolicyNote } from '../../features/catalogue/CancellationPolicy';
import { DeliverySection } from '../../features/delivery/DeliveryPanel';
import {
  appointmentDetailQuery,
  appointmentQuery,
  downloadAppointmentCalendar,
  useEditAppointment,
  type AppointmentDetail,
} from '../../features/appointments/queries';
import { useNow } from '../../features/appointments/useNow';
import { OrderCards } from '../../features/payments/OrderCards';
import { orderQuery } from '../../features/payments/queries';
import { AppointmentThread } from '../../features/threads/AppointmentThread';
import { GetNotifiedPrompt } from '../../features/push/GetNotifiedPrompt';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';
import { displayName } from '../../features/profiles/displayName';

// The request's edit form (a form library, its schema and the free-slot calendar, ~60 kB gzip) is
// for the customer of a Pending request only: it downloads when shown, not with every booking's page.
const EditRequestForm = lazy(async () => ({
  default: (await import('../../features/appointments/EditRequestForm')).EditRequestForm,
}));

/**
 * `/appointment/{id}` — the booking's own page (beyond docs/product.md §2; docs/decisions/0011), built on
 * `GET /appointment/detail/{id}` and linked from every appointment list: the booking card with
 * exactly the actions the machines allow this viewer now (accept, reject, cancel, withdraw,
 * complete, pay, review, order), the pay-by deadline with the time left while the payment is
 * open, the location and the customer's note — editable by the customer while the request is
 * Pending (the machine's EDIT, `PATCH /appointment/{id}`) — what either party may still do (the
 * machine's cancellation rules in words), its cancellation policy with what a cancellation now
 * would refund (docs/product.md §12), and the status timeline from the
 * stored history (who, when, why), the payment's order with its ledger lines (`GET /payment/{oid}`),
 * and an "Add to calendar" download of the shoot (.ics); after the shoot, the photos' delivery
 * with each party's next step (features/delivery, docs/product.md §11), and the conversation with
 * the other party (features/threads, docs/decisions/0028), and a paid booking's dispute once the
 * shoot has ended (features/appointments DisputeSection, docs/decisions/0033). Live updates
 * refresh it when the other party acts.
 */
export function Component() {
  const { t, i18n } = useTranslation('appointment');
  const { id = '' } = useParams();
  const { profile } = useSession();
  const now = useNow(30_000);
  const detail = useQuery(appointmentDetailQuery(id));
  const locale = formattingLocale(i18n.resolvedLanguage);

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('booking.title')}
        description={
          detail.data ? `${detail.data.package.title} · ${detail.data.subpackage.title}` : undefined
        }
      />
      {detail.isPending || !profile ? (
        <LoadingState variant="detail" label={t('common:loading')} />
      ) : detail.isError ? (
        <QueryError
          title={t('booking.loadError')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <BookingDetails detail={detail.data} viewer={viewerOf(profile)} now={now} locale={locale} />
      )}
    </Stack>
  );
}

/** What the booking's sections read: the booking, who looks, the API's time (ISO UTC) and the formatting locale. */
interface BookingViewProps {
  detail: AppointmentDetail;
  viewer: ReturnType<typeof viewerOf>;
  now: string;
  locale: string;
}

function BookingDetails({ detail, viewer, now, locale }: BookingViewProps) {
  const { t } = useTranslation('appointment');
  const { t: tc } = useTranslation();
  const edit = useEditAppointment();
  const save = useSave();
  const actions = appointmentActions(detail, viewer, now);
  const { appointment, payment } = detail;
  // The edit form works on the appointment itself (GET /appointment/{id}), which PATCH answers with.
  const own = useQuery({
    ...appointmentQuery(appointment.id),
    enabled: actions.events.includes('EDIT'),
    placeholderData: appointment,
  });
  const editable = own.data ?? appointment;
  const nameOf = (userId: string) =>
    userId === viewer.userId
      ? t('booking.by.you')
      : userId === 'system'
        ? t('booking.by.system')
        : userId === appointment.customerId
          ? displayName(detail.customer, t)
          : displayName(detail.photographer, t);
  // The pay-by deadline matters while the customer can still pay (the payment machine decides).
  const payBy = appointment.payBy && actions.payment ? appointment.payBy : null;

  return (
    <>
      {actions.acceptBlockedBy?.includes('payoutsEnabled') ? <PayoutsNeededNotice /> : null}
      <AppointmentItem
        detail={detail}
        viewer={viewer}
        headingLevel="h2"
        actions={
          <>
            <AppointmentActionButtons
              detail={detail}
              viewer={viewer}
              actions={actions}
              links
              detailsLink={false}
            />
            {/* A called-off shoot has nothing to add to a calendar (docs/product.md §4.1). */}
            {isCalledOffAppointmentStatus(appointment.status) ? null : (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void downloadAppointmentCalendar(appointment.id).catch((error: unknown) =>
                      toastApiError(error, tc),
                    )
                  }
                >
                  {t('booking.addToCalendar')}
                </Button>
                <Button size="sm" variant="outline" asChild>
                  <a
                    href={googleCalendarLink({
                      start: appointment.start,
                      end: appointment.end,
                      title: shootEventSummary(
                        detail.package.title,
                        detail.subpackage.title,
                        counterpartProfile(detail, viewer).name,
                      ),
                      details: window.location.origin + window.location.pathname,
                      location: appointment.location,
                    })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('booking.addToGoogleCalendar')}
                    <span className="sr-only"> {t('booking.opensInNewTab')}</span>
                  </a>
                </Button>
              </>
            )}
          </>
        }
      />
      {payBy ? (
        <Alert variant="warning">
          <AlertTitle>
            {t('booking.payBy', { time: formatDateTime(payBy, FALLBACK_TIMEZONE, locale) })}
          </AlertTitle>
          <AlertDescription>
            {Date.parse(payBy) > Date.parse(now)
              ? t('booking.payByLeft', { left: formatTimeLeft(payBy, now, locale) })
              : t('booking.payByPassed')}
          </AlertDescription>
        </Alert>
      ) : null}
      {/* Moving a confirmed shoot to another time (docs/product.md §12). */}
      <MoveSection detail={detail} viewerId={viewer.userId} now={now} locale={locale} />
      {/* The photos' delivery opens once the shoot is Completed (docs/product.md §11). */}
      {appointment.status === 'Completed' ? (
        <DeliverySection appointmentId={appointment.id} />
      ) : null}
      {/* A paid booking's dispute after the shoot: report, answer, decision (docs/decisions/0033). */}
      <DisputeSection detail={detail} viewerId={viewer.userId} now={now} locale={locale} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('booking.details')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {actions.events.includes('EDIT') ? (
            <Suspense fallback={<LoadingState variant="detail" label={t('common:loading')} />}>
              <EditRequestForm
                // Starts again from what the API stored whenever that changes (after a save).
                key={`${editable.start}|${editable.location}|${editable.note}`}
                appointment={editable}
                onSubmit={(changed) =>
                  save(
                    () => edit.mutateAsync({ appointmentId: appointment.id, ...changed }),
                    t('booking.edit.saved'),
                  )
                }
              />
            </Suspense>
          ) : (
            <DescriptionList columns={2}>
              <DescriptionItem>
                <DescriptionTerm>{t('booking.edit.location')}</DescriptionTerm>
                <DescriptionDetails>{appointment.location || t('booking.none')}</DescriptionDetails>
              </DescriptionItem>
              <DescriptionItem>
                <DescriptionTerm>{t('booking.edit.note')}</DescriptionTerm>
                <DescriptionDetails>{appointment.note || t('booking.none')}</DescriptionDetails>
              </DescriptionItem>
              {payment ? (
                <DescriptionItem>
                  <DescriptionTerm>{t('paymentLabel')}</DescriptionTerm>
                  <DescriptionDetails>{t(`paymentStatus.${payment.status}`)}</DescriptionDetails>
                </DescriptionItem>
              ) : null}
            </DescriptionList>
          )}
        </CardContent>
      </Card>
      <GetNotifiedPrompt />
      <AppointmentThread appointmentId={appointment.id} />
      {payment ? (
        <BookingPayment paymentId={payment.id} showPayout={viewer.role === 'Photographer'} />
      ) : null}
      <BookingPolicy detail={detail} viewer={viewer} now={now} locale={locale} />
      {isOpenAppointmentStatus(appointment.status) ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('booking.rules.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {/* The appointment machine's rules (packages/machines), in words: what either party may still do. */}
            <Text>{t(`booking.rules.${appointment.status}`)}</Text>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('booking.timeline')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StatusTimeline
            aria-label={t('booking.timeline')}
            timeZone={FALLBACK_TIMEZONE}
            locale={locale}
            reasonLabel={t('booking.reason')}
            emptyLabel={t('booking.timelineEmpty')}
            steps={appointment.statusHistory.map((change, index) => ({
              id: String(index),
              status: change.status,
              statusLabel: t(`status.${change.status}`),
              at: change.at,
              by: nameOf(change.by),
              reason: change.reason ? storedReasonText(change.reason, t) : null,
            }))}
          />
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The booking's own cancellation policy in words (kept from its request, docs/product.md §12)
 * and, while it is Accepted and paid, what a cancellation now would refund — asked of the
 * machines' refund rule at the API's time (`cancellationRefund`).
 */
function BookingPolicy({ detail, viewer, now, locale }: BookingViewProps) {
  const { t } = useTranslation('appointment');
  const refund = cancellationRefund(detail, now);
  const party = bookingPartyOf(detail.appointment, viewer.userId);
  const money = refund
    ? {
        refund: formatSatang(refund.byCustomer.customerRefund, locale),
        paid: formatSatang(refund.paid, locale),
        name: detail.customer.name,
      }
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('booking.policy.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CancellationPolicyNote policy={detail.appointment.cancellationPolicy}>
          <Text variant="muted">{t('booking.policy.kept')}</Text>
          {money ? (
            <Text strong>
              {party === 'photographer'
                ? t('booking.policy.nowPhotographer', money)
                : t('booking.policy.now', money)}
            </Text>
          ) : null}
        </CancellationPolicyNote>
      </CardContent>
    </Card>
  );
}

/** The booking's payment: its order (`GET /payment/{oid}`) with the ledger lines, as on the order page. */
function BookingPayment({ paymentId, showPayout }: { paymentId: string; showPayout: boolean }) {
  const { t } = useTranslation('payment');
  const order = useQuery(orderQuery(paymentId));
  if (order.isPending) return <LoadingState variant="detail" label={t('common:loading')} />;
  if (order.isError)
    return (
      <QueryError
        title={t('order.loadError')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  return <OrderCards order={order.data} showPayout={showPayout} title={t('order.title')} />;
}
