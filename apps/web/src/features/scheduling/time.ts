import { TZDate } from '@date-fns/tz';
import { DISPLAY_TIME_ZONE } from '@shootbook/machines';

/**
 * The photographer's zone when the profile has none (docs/product.md §10.3): the zone dates are
 * written in. Dates are formatted by the one formatting module in packages/machines.
 */
export const FALLBACK_TIMEZONE = DISPLAY_TIME_ZONE;

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
