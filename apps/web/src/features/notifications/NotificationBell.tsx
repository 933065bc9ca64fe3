import {
  DISPLAY_TIME_ZONE,
  echoesOwnAction,
  formatDateTime,
  formatTimeAgo,
  formattingLocale,
  reminderDay,
} from '@shootbook/machines';
import { NotificationCentre, unreadBadgeText, type NotificationItem } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { storedReasonText } from '../../app/api';
import { toast } from '../../app/toast';
import { activeLanguage } from '../../i18n';
import { useNow } from '../appointments/useNow';
import { displayName } from '../profiles/displayName';
import { notificationLink } from './describe';
import { notificationsQuery, useMarkNotificationsRead, type Notification } from './queries';

/** At most this many arrivals are toasted at once (the rest wait in the bell). */
const MAX_ARRIVAL_TOASTS = 3;

/**
 * The title of notification `n` in `t`'s language (`notifications` namespace): its kind's words,
 * the day reminder worded by the shoot's calendar day in Bangkok as of when it was written
 * (`reminderDay`, packages/machines): "today" for a shoot later the same day, else "tomorrow".
 */
export function notificationTitle(
  n: Pick<Notification, 'kind' | 'createdAt' | 'details'>,
  t: TFunction,
): string {
  const context =
    n.kind === 'shoot_reminder_24h' ? reminderDay(n.details.start, n.createdAt) : undefined;
  return t(`kind.${n.kind}`, context ? { context } : {});
}

/**
 * The app shell's bell (docs/decisions/0009): the signed-in user's newest notifications with the
 * unread count, polled every 30 s, on focus and on live updates; opening the panel refetches;
 * each entry links to the page where its booking is acted on, and opening one marks it read.
 * Notifications that arrive while the app is open are also toasted (at most three at once) with
 * a "View booking" action to the booking's page.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const language = activeLanguage();
  // The product's formats: Thai in the Buddhist era, English day first on a 24-hour clock.
  const locale = formattingLocale(language);
  const query = useQuery(notificationsQuery());
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;
  // "5 minutes ago" moves on with the API's clock, and is read afresh with every new list.
  const now = useNow(60_000, query.dataUpdatedAt);
  const byId = new Map((query.data?.notifications ?? []).map((n) => [n.id, n]));
  const navigate = useNavigate();
  const open = (n: Notification) => {
    if (n.readAt === null) markRead.mutate([n.id]);
    void navigate(notificationLink(n));
  };

  // What arrives while the app is open is also toasted, with "View booking" leading to it. The
  // first answer is what was already there; only later, unseen, unread entries are news.
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = query.data?.notifications;
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.map((n) => n.id));
      return;
    }
    const fresh = list.filter((n) => !seen.current!.has(n.id));
    for (const n of fresh) seen.current.add(n.id);
    // A confirmation of the user's own action was already said by the screen they acted on.
    const news = fresh.filter((f) => f.readAt === null && !echoesOwnAction(f.kind));
    for (const n of news.slice(0, MAX_ARRIVAL_TOASTS)) {
      toast(notificationTitle(n, t), {
        description: describe(n, t, locale),
        action: { label: t('view'), onClick: () => open(n) },
      });
    }
    // `open` and `t` change identity every render; the toasts depend only on the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);

  const items: NotificationItem[] = (query.data?.notifications ?? []).map((n) => ({
    id: n.id,
    title: notificationTitle(n, t),
    description: describe(n, t, locale),
    time: formatTimeAgo(n.createdAt, now, DISPLAY_TIME_ZONE, locale),
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
        trigger:
          unread > 0
            ? t('triggerUnread', { count: unread, badge: unreadBadgeText(unread) })
            : t('trigger'),
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

/** "Golden hour portraits · Somchai P. · 30 Nov 2026, 10:00", plus the pay-by time or the reason. */
function describe(n: Notification, t: TFunction<'notifications'>, locale: string): string {
  const when = (iso: string) => formatDateTime(iso, DISPLAY_TIME_ZONE, locale);
  const counterpart = displayName(
    { name: n.details.counterpartName, formerUser: n.details.counterpartFormerUser },
    t,
  );
  const parts = [n.details.packageTitle, counterpart, when(n.details.start)];
  if (n.details.payBy) parts.push(t('payBy', { time: when(n.details.payBy) }));
  if (n.details.reason) parts.push(t('reason', { reason: storedReasonText(n.details.reason, t) }));
  return parts.join(' · ');
}
