import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

/** The zone reminders are worded in unless the photographer's is given (docs/product.md §10.4). */
export const REMINDER_TIME_ZONE = 'Asia/Bangkok';

/** Which calendar day a shoot is on, seen from when its reminder is written. */
export type ReminderDay = 'today' | 'tomorrow' | 'later';

/**
 * The calendar day of the shoot starting at `start` as seen at `at` (both ISO-8601 instants), by
 * the dates on the wall in `timeZone` (default Asia/Bangkok), not by hours between them: the day
 * reminder (`shoot_reminder_24h`, docs/decisions/0012) written at 08:00 for a shoot at 20:00 the
 * same day says "today", not "tomorrow". Used by the reminder's e-mail and the notification bell.
 * @throws RangeError for an invalid instant or time zone.
 */
export function reminderDay(
  start: string,
  at: string,
  timeZone: string = REMINDER_TIME_ZONE,
): ReminderDay {
  const startMs = Date.parse(start);
  const atMs = Date.parse(at);
  if (Number.isNaN(startMs) || Number.isNaN(atMs))
    throw new RangeError(`reminderDay: invalid instant ${Number.isNaN(startMs) ? start : at}`);
  const days = differenceInCalendarDays(new TZDate(startMs, timeZone), new TZDate(atMs, timeZone));
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
}
