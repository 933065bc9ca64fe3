import type { OpenAppointmentStatus } from '@shootbook/machines';
import { Heading, PageHeader, Stack, useFocusNeighbour } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentItem } from './AppointmentItem';
import {
  appointmentActions,
  viewerOf,
  type AppointmentActions,
  type Viewer,
} from './appointment-actions';
import { appointmentDetailsQuery, type AppointmentDetail } from './queries';
import { useNow } from './useNow';

/** What {@link AppointmentQueueProps.renderItem} gets for one waiting appointment. */
export interface QueuedAppointment {
  detail: AppointmentDetail;
  viewer: Viewer;
  /** The events the appointment machine allows `viewer` now (API clock). */
  actions: AppointmentActions;
  /** Call when the user asked for a change, so the result stays listed under `handledTitle`. */
  onRequest: () => void;
}

/** Props of {@link AppointmentQueue}. */
export interface AppointmentQueueProps {
  /** The status this step works on: `Pending` (confirm) or `Accepted` (complete). */
  status: OpenAppointmentStatus;
  /** Page title (`h1`); also names the list of waiting appointments. */
  title: string;
  description: string;
  /** Shown under the title whatever the list holds, e.g. why a step's button is missing. */
  notice?: ReactNode;
  /** Shown when nothing waits (an ui `EmptyState`). */
  empty: ReactNode;
  /** Heading of the appointments handled during this visit, e.g. "Just handled". */
  handledTitle: string;
  /** One waiting appointment with the step's buttons (an `AppointmentItem`). */
  renderItem: (item: QueuedAppointment) => ReactNode;
}

/**
 * A photographer's work queue for one step of the appointment flow (docs/product.md §4 "confirm" and
 * "complete"): the caller's appointments in `status` from `GET /appointment/detail`, each
 * rendered by `renderItem`; loading, failure (with retry) and empty states. Appointments the user
 * acted on during this visit and that left `status` stay listed under `handledTitle` (a polite
 * live region), so the result of optimistic changes is visible and announced. The time that
 * decides which events are allowed is the API's clock, refreshed every 30 s and on new data.
 */
export function AppointmentQueue({
  status,
  title,
  description,
  notice,
  empty,
  handledTitle,
  renderItem,
}: AppointmentQueueProps) {
  const { t } = useTranslation('appointment');
  const { profile } = useSession();
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  // An accepted or rejected request leaves this list: focus goes to the next one waiting.
  const focusNeighbour = useFocusNeighbour<HTMLElement>();
  const details = useQuery(appointmentDetailsQuery());
  const now = useNow(30_000, details.dataUpdatedAt);
  const viewer: Viewer | null = profile ? viewerOf(profile) : null;
  const all = details.data ?? [];
  const waiting = all.filter((d) => d.appointment.status === status);
  const done = all.filter((d) => handled.has(d.appointment.id) && d.appointment.status !== status);
  const markHandled = (id: string) => setHandled((prev) => new Set(prev).add(id));

  return (
    <Stack gap={6}>
      <PageHeader title={title} description={description} />
      {notice}
      {details.isPending || !viewer ? (
        <ListSkeleton label={t('common:loading')} />
      ) : details.isError ? (
        <QueryError
          title={t('loadError')}
          error={details.error}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <>
          {waiting.length === 0 ? (
            empty
          ) : (
            <Stack asChild gap={4}>
              <section aria-label={title} ref={focusNeighbour}>
                {waiting.map((detail) => (
                  <Fragment key={detail.appointment.id}>
                    {renderItem({
                      detail,
                      viewer,
                      actions: appointmentActions(detail, viewer, now),
                      onRequest: () => markHandled(detail.appointment.id),
                    })}
                  </Fragment>
                ))}
              </section>
            </Stack>
          )}
          <Stack aria-live="polite" gap={4}>
            {done.length > 0 ? (
              <>
                <Heading level={2}>{handledTitle}</Heading>
                {done.map((detail) => (
                  <AppointmentItem
                    key={detail.appointment.id}
                    detail={detail}
                    viewer={viewer}
                    headingLevel="h3"
                  />
                ))}
              </>
            ) : null}
          </Stack>
        </>
      )}
    </Stack>
  );
}
