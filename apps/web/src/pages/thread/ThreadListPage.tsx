import { Badge, EmptyState, LoadingState, PageHeader, Stack } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../app/QueryStates';
import { threadListQuery, type Thread } from '../../features/threads/queries';
import { displayName } from '../../features/profiles/displayName';
import { DISPLAY_TIME_ZONE, formatDateTime, formattingLocale } from '@shootbook/machines';

/**
 * `/messages` — the user's conversations (docs/product.md "Conversation", docs/decisions/0028):
 * enquiries and booking threads, the one with the newest message first, each with the other
 * person, what it is about and how many messages wait unread. A booking's thread opens on the
 * booking's page; an enquiry on its own page.
 */
export function Component() {
  const { t } = useTranslation('threads');
  const threads = useQuery(threadListQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('common:nav.messages')} />
      {threads.isPending ? (
        <LoadingState variant="list" count={3} label={t('list.loading')} />
      ) : threads.isError ? (
        <QueryError
          title={t('list.error')}
          error={threads.error}
          onRetry={() => void threads.refetch()}
        />
      ) : threads.data.threads.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare />}
          title={t('list.empty')}
          description={t('list.emptyDescription')}
        />
      ) : (
        <ul aria-label={t('common:nav.messages')} className="grid gap-2">
          {threads.data.threads.map((thread) => (
            <li key={thread.id}>
              <ThreadRow thread={thread} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The address a thread opens at: a booking's page, or the enquiry's own page. */
export function threadPath(thread: Pick<Thread, 'id' | 'appointmentId'>): string {
  return thread.appointmentId ? `/appointment/${thread.appointmentId}` : `/messages/${thread.id}`;
}

function ThreadRow({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation('threads');
  const locale = formattingLocale(i18n.resolvedLanguage);
  return (
    <Link
      to={threadPath(thread)}
      className="flex items-center justify-between gap-3 rounded-md border p-3 hover:bg-muted focus-visible:outline-2"
    >
      <span className="min-w-0">
        <span className="block font-medium">
          {displayName(thread.counterpart, t) || t('someone')}
        </span>
        <span className="block truncate text-sm text-muted-foreground">
          {thread.kind === 'enquiry' ? t('list.enquiry') : t('list.booking')}
          {thread.packageTitle ? ` · ${thread.packageTitle}` : ''}
          {' · '}
          {thread.lastMessageAt
            ? formatDateTime(thread.lastMessageAt, DISPLAY_TIME_ZONE, locale)
            : t('list.noMessages')}
        </span>
      </span>
      {thread.unread > 0 ? <Badge>{t('list.unread', { count: thread.unread })}</Badge> : null}
    </Link>
  );
}
