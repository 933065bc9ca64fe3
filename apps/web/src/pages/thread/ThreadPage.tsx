import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { PageHeader, Stack } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { threadQuery } from '../../features/threads/queries';
import { ThreadPanel } from '../../features/threads/ThreadPanel';
import { displayName } from '../../features/profiles/displayName';

/**
 * `/messages/:id` — one conversation (docs/decisions/0028), where an enquiry asked from a
 * photographer's package lives before a booking. A booking's thread links to the booking's page,
 * where it is shown with the booking.
 */
export function Component() {
  const { t } = useTranslation('threads');
  const { id = '' } = useParams();
  const thread = useQuery(threadQuery(id));
  if (thread.isPending) return <DetailSkeleton label={t('thread.loading')} />;
  if (thread.isError)
    return (
      <QueryError
        error={thread.error}
        title={t('thread.error')}
        onRetry={() => void thread.refetch()}
      />
    );
  const { data } = thread;
  return (
    <Stack gap={6}>
      <PageHeader
        title={displayName(data.counterpart, t) || t('someone')}
        description={data.packageTitle ?? undefined}
        actions={
          data.appointmentId ? (
            <Link className="underline" to={`/appointment/${data.appointmentId}`}>
              {t('list.openBooking')}
            </Link>
          ) : undefined
        }
      />
      <ThreadPanel thread={data} />
    </Stack>
  );
}
