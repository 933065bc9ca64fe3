import { LoadingState } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../app/QueryStates';
import { appointmentThreadQuery } from './queries';
import { ThreadPanel } from './ThreadPanel';

/**
 * The booking page's conversation (docs/decisions/0028): the thread of appointment
 * `appointmentId` (`GET /thread/appointment/{id}`) — the customer's enquiry carried over, or the
 * one opened with the request — with its own loading and error states.
 */
export function AppointmentThread({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('threads');
  const thread = useQuery(appointmentThreadQuery(appointmentId));
  if (thread.isPending)
    return <LoadingState variant="list" count={2} label={t('thread.loading')} />;
  if (thread.isError)
    return (
      <QueryError
        error={thread.error}
        title={t('thread.error')}
        onRetry={() => void thread.refetch()}
      />
    );
  return <ThreadPanel thread={thread.data} />;
}
