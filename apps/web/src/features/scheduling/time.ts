import { TZDate } from '@date-fns/tz';
import { dateTimeFormat, formattingLocale, relativeTimeFormat } from '@shootbook/machines';

export { formattingLocale };

/** The photographer's zone when the profile has none (docs/product.md §10.3). */
export const FALLBACK_TIMEZONE = 'Asia/Bangkok';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A wall-clock date and time in `timeZone` as an ISO-8601 UTC instant (the wire format of
 * docs/decisions/0001). Used for busy times entered in the photographer's zone.
 *
 * @param date `yyyy-MM-dd` (an `<input type="date">` value).
 * @param time `HH:mm` 24-hour (an `<input type="time">` value).
 * @param timeZone IANA zone, e.g. `Asia/Bangkok`.
 * @returns e.g. `localToUtcIso('2026-11-23', '10:00', 'Asia/Bangkok')` → `'2026-11-23T03:00:00.000Z'`.
 * @throws RangeError when `date` or `time` is malformed.
 */
export function localToUtcIso(date: string, time: string, timeZone: string): string {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new RangeError(`Not a yyyy-MM-dd date and HH:mm time: ${date} ${time}`);
  const local = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    timeZone,
  );
  return new Date(local.getTime()).toISOString();
}

/**
 * The wall-clock date (`yyyy-MM-dd`) and time (`HH:mm`) of an instant in `timeZone`: the
 * inverse of {@link localToUtcIso}, used to prefill date and time inputs.
 */
export function utcToLocalParts(
  iso: string | Date,
  timeZone: string,
): { date: string; time: string } {
  const local = new TZDate(new Date(iso).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/**
 * One slot's start as the customer reads it in the photographer's zone, e.g. "Mon 23 Nov, 10:00"
 * (en-GB) — also the accessible name the booking page gives the slot.
 */
export function formatSlotStart(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  const day = dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
  const time = dateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day}, ${time}`;
}

/** A `[start, end)` interval formatted as "Mon 23 Nov 2026, 10:00–12:00" in `timeZone`. */
export function formatRange(start: string, end: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatRange(new Date(start), new Date(end));
}

/** A date-time in `timeZone`, medium date and short time, e.g. "23 Nov 2026, 10:00". */
export function formatDateTime(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * How far `deadline` is from `now` (both ISO UTC) in words of `locale`, in whole hours from two
 * hours on and in minutes below, e.g. "in 23 hours", "in 45 minutes", "5 minutes ago"
 * (Intl.RelativeTimeFormat, so Thai reads "ในอีก 23 ชั่วโมง").
 */
export function formatTimeLeft(deadline: string, now: string, locale: string): string {
  const minutes = Math.round((Date.parse(deadline) - Date.parse(now)) / 60_000);
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  return Math.abs(minutes) >= 120
    ? format.format(Math.round(minutes / 60), 'hour')
    : format.format(minutes, 'minute');
}

/**
 * A civil day (`yyyy-MM-dd`, as a search by date names it) as "Sat 19 Dec" in `locale` — the
 * day itself, whatever the zone (it is written at its UTC noon, in UTC); Thai writes it in
 * Thai ("ส. 19 ธ.ค.").
 */
export function formatSearchDay(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}
