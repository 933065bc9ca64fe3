import { NotificationCentre, unreadBadgeText, type NotificationItem } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDistanceToNowStrict } from 'date-fns';
import { enUS, th } from 'date-fns/locale';
import { formatDateTime } from '../scheduling/time';
import { notificationLink } from './describe';
import { notificationsQuery, useMarkNotificationsRead, type Notification } from './queries';

/**
 * The app shell's bell (docs/decisions/0009): the signed-in user's newest notifications with the
 * unread count, polled every 30 s and on focus; opening the panel refetches; each entry links to
 * the page where its booking is acted on, and opening one marks it read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const locale = i18n.resolvedLanguage ?? 'en';
  const query = useQuery(notificationsQuery());
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;
  const byId = new Map((query.data?.notifications ?? []).map((n) => [n.id, n]));

  const items: NotificationItem[] = (query.data?.notifications ?? []).map((n) => ({
    id: n.id,
    title: t(`kind.${n.kind}`),
    description: describe(n, t, locale),
    time: formatDistanceToNowStrict(new Date(n.createdAt), { addSuffix: true, locale: locale === 'th' ? th : enUS }),
    dateTime: n.createdAt,
    unread: n.readAt === null,
  }));

  return (
    <NotificationCentre
      items={items}
      unread={unread}
      state={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      onOpenChange={(open) => {
        if (open) void query.refetch();
      }}
      onRetry={() => void query.refetch()}
      onMarkAllRead={() => markRead.mutate(undefined)}
      renderLink={(item, children) => (
        <Link
          to={notificationLink(byId.get(item.id)!)}
          className="block focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => {
            if (item.unread) markRead.mutate([item.id]);
          }}
        >
          {children}
        </Link>
      )}
      labels={{
        trigger: unread > 0 ? t('triggerUnread', { count: unread, badge: unreadBadgeText(unread) }) : t('trigger'),
        heading: t('heading'),
        markAllRead: t('markAllRead'),
        empty: t('empty'),
        loading: t('loading'),
        error: t('error'),
        retry: t('retry'),
        unread: t('unread'),
      }}
    />
  );
}

/** Times of bookings are shown in Thailand's time zone, where the shoots happen. */
const SHOOT_TIME_ZONE = 'Asia/Bangkok';

/** "Golden hour portraits · Somchai P. · 30 Nov 2026, 10:00", plus the pay-by time or the reason. */
function describe(n: Notification, t: TFunction<'notifications'>, locale: string): string {
  const when = (iso: string) => formatDateTime(iso, SHOOT_TIME_ZONE, locale);
  const parts = [n.details.packageTitle, n.details.counterpartName, when(n.details.start)];
  if (n.details.payBy) parts.push(t('payBy', { time: when(n.details.payBy) }));
  if (n.details.reason) parts.push(t('reason', { reason: n.details.reason }));
  return parts.join(' · ');
}
