import { Button, EmptyState, PageHeader } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { appointmentActions, type Viewer } from '../../features/appointments/appointment-actions';
import { appointmentDetailsQuery } from '../../features/appointments/queries';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';

/**
 * `/appointment/confirm` (SPEC.md §2, the "confirm" step of §4): the photographer's Pending
 * booking requests with 'Accept' and 'Reject' (reject asks for a reason). Changes are optimistic
 * and rolled back on error; requests handled during this visit stay listed under "Just handled"
 * with their new status, so the result is visible and announced.
 */
export function Component() {
  const { t } = useTranslation('appointment');
  const { profile } = useSession();
  const now = useNow();
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const details = useQuery(appointmentDetailsQuery());
  const viewer: Viewer | null = profile ? { role: profile.role, userId: profile.id } : null;
  const all = details.data ?? [];
  const pending = all.filter((d) => d.appointment.status === 'Pending');
  const done = all.filter((d) => handled.has(d.appointment.id) && d.appointment.status !== 'Pending');

  const markHandled = (id: string) => setHandled((prev) => new Set(prev).add(id));

  return (
    <div className="grid gap-6">
      <PageHeader title={t('confirm.title')} description={t('confirm.description')} />
      {details.isPending || !viewer ? (
        <ListSkeleton label={t('common:loading')} />
      ) : details.isError ? (
        <QueryError title={t('loadError')} error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <>
          {pending.length === 0 ? (
            <EmptyState
              icon={<Inbox />}
              title={t('confirm.emptyTitle')}
              description={t('confirm.emptyDescription')}
              action={
                <Button asChild variant="outline">
                  <Link to="/appointment/list">{t('confirm.viewAll')}</Link>
                </Button>
              }
            />
          ) : (
            <section aria-label={t('confirm.title')} className="grid gap-4">
              {pending.map((detail) => (
                <AppointmentItem
                  key={detail.appointment.id}
                  detail={detail}
                  viewer={viewer}
                  actions={
                    <AppointmentActionButtons
                      detail={detail}
                      viewer={viewer}
                      actions={appointmentActions(detail, viewer, now)}
                      only={['ACCEPT', 'REJECT']}
                      onRequest={() => markHandled(detail.appointment.id)}
                    />
                  }
                />
              ))}
            </section>
          )}
          <div aria-live="polite" className="grid gap-4">
            {done.length > 0 ? (
              <>
                <h2 className="text-lg font-semibold">
                  {t('confirm.handled')}
                </h2>
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
