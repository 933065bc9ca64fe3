import { Button, EmptyState, PageHeader } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { appointmentActions, type AppointmentActions, type Viewer } from '../../features/appointments/appointment-actions';
import { appointmentDetailsQuery, type AppointmentDetail } from '../../features/appointments/queries';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';

/**
 * `/appointment/complete` (SPEC.md §2, the "complete" step of §4): the photographer's Accepted
 * appointments. 'Mark as completed' is enabled only when the appointment machine allows COMPLETE
 * (shoot ended and payment Paid, PRODUCT.md); otherwise the disabled button says why. 'Cancel'
 * is offered while the machine allows it (before the start).
 */
export function Component() {
  const { t } = useTranslation('appointment');
  const { profile } = useSession();
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const details = useQuery(appointmentDetailsQuery());
  const now = useNow(30_000, details.dataUpdatedAt);
  const viewer: Viewer | null = profile ? { role: profile.role, userId: profile.id } : null;
  const all = details.data ?? [];
  const accepted = all.filter((d) => d.appointment.status === 'Accepted');
  const done = all.filter((d) => handled.has(d.appointment.id) && d.appointment.status !== 'Accepted');
  const markHandled = (id: string) => setHandled((prev) => new Set(prev).add(id));

  return (
    <div className="grid gap-6">
      <PageHeader title={t('complete.title')} description={t('complete.description')} />
      {details.isPending || !viewer ? (
        <ListSkeleton label={t('common:loading')} />
      ) : details.isError ? (
        <QueryError title={t('loadError')} error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <>
          {accepted.length === 0 ? (
            <EmptyState
              icon={<CalendarCheck />}
              title={t('complete.emptyTitle')}
              description={t('complete.emptyDescription')}
              action={
                <Button asChild variant="outline">
                  <Link to="/appointment/confirm">{t('confirm.title')}</Link>
                </Button>
              }
            />
          ) : (
            <section aria-label={t('complete.title')} className="grid gap-4">
              {accepted.map((detail) => (
                <CompletableAppointment
                  key={detail.appointment.id}
                  detail={detail}
                  viewer={viewer}
                  actions={appointmentActions(detail, viewer, now)}
                  onRequest={() => markHandled(detail.appointment.id)}
                />
              ))}
            </section>
          )}
          <div aria-live="polite" className="grid gap-4">
            {done.length > 0 ? (
              <>
                <h2 className="text-lg font-semibold">{t('complete.handled')}</h2>
                {done.map((detail) => (
                  <AppointmentItem key={detail.appointment.id} detail={detail} viewer={viewer} headingLevel="h3" />
                ))}
              </>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function CompletableAppointment({
  detail,
  viewer,
  actions,
  onRequest,
}: {
  detail: AppointmentDetail;
  viewer: Viewer;
  actions: AppointmentActions;
  onRequest: () => void;
}) {
  const { t } = useTranslation('appointment');
  const reasonId = useId();
  const canComplete = actions.events.includes('COMPLETE');
  const why =
    actions.completeBlockedBy === 'payment_not_paid'
      ? t('complete.waitingForPayment')
      : actions.completeBlockedBy === 'shoot_not_ended'
        ? t('complete.notEnded')
        : null;
  return (
    <AppointmentItem
      detail={detail}
      viewer={viewer}
      extra={why ? <span id={reasonId} className="text-muted-foreground">{why}</span> : null}
      actions={
        <>
          {canComplete ? null : (
            <Button
              size="sm"
              disabled
              aria-label={t('actions.completeFor', { name: detail.customer.name })}
              aria-describedby={why ? reasonId : undefined}
            >
              {t('actions.COMPLETE')}
            </Button>
          )}
          <AppointmentActionButtons
            detail={detail}
            viewer={viewer}
            actions={actions}
            only={['COMPLETE', 'CANCEL']}
            onRequest={onRequest}
          />
        </>
      }
    />
  );
}
