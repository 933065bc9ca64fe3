import type { AppointmentStatus } from '@shootbook/api-client';
import { Badge, VisuallyHidden } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appointmentCountQuery } from './queries';

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
