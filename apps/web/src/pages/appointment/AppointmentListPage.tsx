import type { AppointmentStatus } from '@shootbook/api-client';
import { appointmentStatuses } from '@shootbook/machines';
import {
  Button,
  EmptyState,
  PageHeader,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
  useFocusNeighbour,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import {
  appointmentActions,
  viewerOf,
  type Viewer,
} from '../../features/appointments/appointment-actions';
import { appointmentDetailsQuery } from '../../features/appointments/queries';
import { PayoutsNeededNotice } from '../../features/appointments/PayoutsNeededNotice';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';

type Filter = AppointmentStatus | 'all';
/** "All", then one tab per status in the machine's lifecycle order (open requests first). */
const FILTERS: readonly Filter[] = ['all', ...appointmentStatuses];

/**
 * `/appointment/list` (docs/product.md §2): the caller's appointments as customer or photographer
 * (`GET /appointment/detail`), filterable by status with ui `Tabs` (arrow keys move between
 * them). Each card offers exactly the events the appointment machine allows the viewer now, plus
 * pay, review and order links (see `appointmentActions`); a photographer whose payouts are not set
 * up sees why Accept is missing and how to set them up.
 */
export function Component() {
  const { t } = useTranslation('appointment');
  // A booking whose action moves it out of the chosen tab takes its buttons along.
  const focusNeighbour = useFocusNeighbour<HTMLElement>();
  const { profile } = useSession();
  const now = useNow();
  const [filter, setFilter] = useState<Filter>('all');
  const details = useQuery(appointmentDetailsQuery());
  const viewer: Viewer | null = profile ? viewerOf(profile) : null;
  const shown = (details.data ?? []).filter(
    (d) => filter === 'all' || d.appointment.status === filter,
  );
  // Say why Accept is missing only where a request could otherwise be accepted.
  const acceptNeedsPayouts =
    viewer !== null &&
    (details.data ?? []).some((d) =>
      appointmentActions(d, viewer, now).acceptBlockedBy?.includes('payoutsEnabled'),
    );

  return (
    <Stack gap={6}>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {acceptNeedsPayouts ? <PayoutsNeededNotice /> : null}
      <Tabs value={filter} onValueChange={(value) => setFilter(value as Filter)}>
        <TabsList aria-label={t('list.filterLabel')}>
          {FILTERS.map((f) => (
            <TabsTrigger key={f} value={f}>
              {f === 'all' ? t('list.all') : t(`status.${f}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter}>
          {details.isPending || !viewer ? (
            <ListSkeleton label={t('common:loading')} />
          ) : details.isError ? (
            <QueryError
              title={t('loadError')}
              error={details.error}
              onRetry={() => void details.refetch()}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<CalendarDays />}
              title={
                filter === 'all'
                  ? t('list.emptyTitle')
                  : t('list.emptyFilteredTitle', { status: t(`status.${filter}`) })
              }
              description={
                viewer.role === 'Photographer'
                  ? t('list.emptyPhotographer')
                  : t('list.emptyCustomer')
              }
              action={
                viewer.role === 'Photographer' ? undefined : (
                  <Button asChild>
                    <Link to="/photographers">{t('list.browse')}</Link>
                  </Button>
                )
              }
            />
          ) : (
            <Stack asChild gap={4}>
              <section aria-label={t('list.count', { count: shown.length })} ref={focusNeighbour}>
                <VisuallyHidden asChild>
                  <p aria-live="polite">{t('list.count', { count: shown.length })}</p>
                </VisuallyHidden>
                {shown.map((detail) => {
                  const actions = appointmentActions(detail, viewer, now);
                  return (
                    <AppointmentItem
                      key={detail.appointment.id}
                      detail={detail}
                      viewer={viewer}
                      actions={
                        <AppointmentActionButtons
                          detail={detail}
                          viewer={viewer}
                          actions={actions}
                          links
                        />
                      }
                    />
                  );
                })}
              </section>
            </Stack>
          )}
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
