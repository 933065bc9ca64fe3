import { TZDate } from '@date-fns/tz';
import { addDays, set } from 'date-fns';

import { NotificationKind, reminderKinds } from './notifications.ts';

/**
 * What a notification is about, the rows of a user's notification preferences
 * (docs/product.md §13 "Notification preferences", docs/decisions/0036).
 */
export type NotificationTopic = 'messages' | 'bookings' | 'reminders' | 'delivery';
/** Every topic, in the settings screen's order. */
export const notificationTopics: readonly NotificationTopic[] = [
  'messages',
  'bookings',
  'reminders',
  'delivery',
];

/**
 * A way out besides the in-app notification centre and threads, which are always on: the
 * columns of a user's notification preferences.
 */
export type NotificationChannel = 'email' | 'line' | 'push';
/** Every optional channel, in the settings screen's order. */
export const notificationChannels: readonly NotificationChannel[] = ['email', 'line', 'push'];

/** Per topic, per channel: on or off. */
export type NotificationPreferences = Record<
  NotificationTopic,
  Record<NotificationChannel, boolean>
>;

/** A new user's preferences: every channel on for every topic. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const all = (): Record<NotificationChannel, boolean> => ({ email: true, line: true, push: true });
  return { messages: all(), bookings: all(), reminders: all(), delivery: all() };
}

const DELIVERY_KINDS: ReadonlySet<NotificationKind> = new Set([
  NotificationKind.PROOFS_READY,
  NotificationKind.EXTRA_PHOTOS_PAID,
  NotificationKind.EXTRA_PHOTOS_RECEIPT,
  NotificationKind.PICKS_SUBMITTED,
  NotificationKind.FINALS_DELIVERED,
  NotificationKind.REVISION_REQUESTED,
  NotificationKind.DELIVERY_ACCEPTED,
  NotificationKind.DELIVERY_AUTO_ACCEPTED,
  NotificationKind.DELIVERY_LATE,
  NotificationKind.GALLERY_EXPIRING,
]);

/**
 * The topic of a booking notification of `kind`: the shoot and pay reminders ({@link reminderKinds})
 * are `reminders`, the photos' delivery (proofs, picks, extra photos, finals, the gallery) is
 * `delivery`, every other booking change is `bookings`. A thread message is `messages`.
 */
export function topicOf(kind: NotificationKind): NotificationTopic {
  if (reminderKinds.includes(kind)) return 'reminders';
  if (DELIVERY_KINDS.has(kind)) return 'delivery';
  return 'bookings';
}

/**
 * Whether `preferences` (a user's; missing entries count as on) let `topic` out on `channel`.
 */
export function wantsNotification(
  preferences: Partial<Record<NotificationTopic, Partial<Record<NotificationChannel, boolean>>>>,
  topic: NotificationTopic,
  channel: NotificationChannel,
): boolean {
  return preferences[topic]?.[channel] ?? true;
}

/** The zone of quiet hours. */
export const QUIET_HOURS_TIME_ZONE = 'Asia/Bangkok';
/** Quiet hours start at this hour on the wall in Bangkok (22:00) … */
export const QUIET_HOURS_START = 22;
/** … and end at this one (07:00). */
export const QUIET_HOURS_END = 7;

/**
 * When a notification of `topic` written at `now` may go out on `channel` (docs/decisions/0036):
 * `now`, unless it falls in quiet hours, 22:00–07:00 on the wall in Bangkok, on a channel that
 * rings the phone (LINE, push), and is ShootBook's own news (`bookings`, `delivery`); then the next
 * 07:00 in Bangkok. Deferred, never dropped. At once, at any hour: `reminders` the user asked for
 * (a 2-hour reminder for a 06:00 shoot is due at 04:00), `messages` — words a person wrote to
 * them, as quick as a LINE chat (their phone's own do-not-disturb decides) — and e-mail, which
 * rings nothing by itself and is the record of a request or a receipt. The in-app centre is not a
 * channel here: it is always at once.
 * @param now an instant (UTC).
 * @returns an instant ≥ `now`, at most 9 hours later.
 */
export function deliverAt(topic: NotificationTopic, channel: NotificationChannel, now: Date): Date {
  if (topic === 'reminders' || topic === 'messages' || channel === 'email') return now;
  const wall = new TZDate(now.getTime(), QUIET_HOURS_TIME_ZONE);
  const hour = wall.getHours();
  if (hour >= QUIET_HOURS_END && hour < QUIET_HOURS_START) return now;
  const day = hour >= QUIET_HOURS_START ? addDays(wall, 1) : wall;
  const morning = set(day, { hours: QUIET_HOURS_END, minutes: 0, seconds: 0, milliseconds: 0 });
  return new Date(morning.getTime());
}
