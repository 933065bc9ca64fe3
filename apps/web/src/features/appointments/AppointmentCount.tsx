import type { AppointmentStatus } from '@shootbook/api-client';
import { unwrap } from '@shootbook/api-client/errors';
import { Badge, VisuallyHidden } from '@shootbook/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appointmentKeys } from './keys';

/**
 * `GET /appointment?status=&limit=1` → `total`: how many of the caller's appointments (as
 * customer or photographer) have `status`, without fetching them — the navigation's count.
 * The count sits in the app's frame, which paints before the API client (openapi-fetch) has
 * downloaded: the client is imported on the first fetch, by then loaded with the first page
 * (docs/decisions/0015).
 */
export function appointmentCountQuery(status: AppointmentStatus) {
  return queryOptions({
    queryKey: appointmentKeys.count(status),
    queryFn: async () => {
      const { api } = await import('../../app/api');
      return (
        (await unwrap(api.GET('/appointment', { params: { query: { status, limit: 1 } } })))
          ?.total ?? 0
      );
    },
  });
}

/**
 * A count badge for a navigation link: how many of the user's appointments have `status`
 * (`GET /appointment?status=&limit=1`), e.g. the requests waiting on "To confirm". Nothing while
 * loading, on error or at zero; read by screen readers as ", 3 waiting". Live updates refresh it
 * (its query sits under the appointment keys).
 */
export function AppointmentCount({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  const count = useQuery(appointmentCountQuery(status));
  if (!count.data) return null;
  return (
    <>
      <Badge variant="secondary" aria-hidden="true">
        {count.data > 99 ? '99+' : count.data}
      </Badge>
      <VisuallyHidden>{t('nav.waiting', { count: count.data })}</VisuallyHidden>
    </>
  );
}
