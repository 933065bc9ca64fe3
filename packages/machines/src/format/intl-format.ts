import { memoize, strategies } from '@formatjs/fast-memoize';

/*
 * The one place dates, times and numbers get their Intl formatters and the product's named
 * formats (a slot, a range, a date-time, time left, time ago): every screen (packages/ui
 * re-exports these), the web app and the API's e-mails format here; scripts/house-rules.test.ts
 * keeps it so. Pure: no DOM, no React.
 *
 * Building an Intl formatter costs far more than formatting with one: in V8 an
 * `Intl.DateTimeFormat` with a time zone takes ~50 µs to build (~110 µs when it then formats a
 * range) against < 1 µs per `format`, four times that on a slow phone. A list of appointment
 * cards, a slot calendar or a page of prices built two or three per row or per render. These
 * return one formatter per locale and options for the life of the page (a handful: the UI's two
 * locales times the formats the app writes), memoized by @formatjs/fast-memoize as FormatJS does
 * for its own formatters (arguments serialised with `JSON.stringify`, so options written in the
 * same key order share one).
 */

/** One formatter per distinct `(locale, options)`, built by `make` the first time it is asked for. */
function shared<Options, Formatter>(
  make: (locale: string, options?: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  return memoize(make, { strategy: strategies.variadic });
}

/**
 * The shared `Intl.DateTimeFormat` of `locale` (a BCP 47 tag such as `'en-GB'` or `'th-TH'`) and
 * `options` (e.g. `{ timeZone: 'Asia/Bangkok', dateStyle: 'medium' }`).
 * @throws RangeError as `Intl.DateTimeFormat` does, for an invalid locale or time zone.
 */
export const dateTimeFormat = shared(
  (locale: string, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
);

/**
 * The shared `Intl.NumberFormat` of `locale` and `options` (currency, unit, sign display …).
 * @throws RangeError as `Intl.NumberFormat` does, for an invalid locale, currency or unit.
 */
export const numberFormat = shared(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/**
 * The shared `Intl.RelativeTimeFormat` of `locale` and `options` ("in 23 hours").
 * @throws RangeError as `Intl.RelativeTimeFormat` does, for an invalid locale.
 */
export const relativeTimeFormat = shared(
  (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);

/** The zone dates are written in unless the photographer's is given (docs/product.md §10.4). */
export const DISPLAY_TIME_ZONE = 'Asia/Bangkok';

/**
 * The locale dates and numbers are written in for a UI or mail `language` (`en`, `th`, or a tag
 * such as `th-TH`): `th-TH` for Thai — whose calendar is the Buddhist one, "19 ธ.ค. 2569" — and
 * `en-GB` otherwise ("19 Dec 2026", 24-hour times).
 */
export function formattingLocale(language: string | undefined): string {
  return language?.toLowerCase().startsWith('th') ? 'th-TH' : 'en-GB';
}

/**
 * One slot's start as the customer reads it in the photographer's zone, e.g. "Mon 23 Nov, 10:00"
 * (en-GB; Thai "จ. 23 พ.ย., 10:00") — also the accessible name the booking page gives the slot.
 * `iso` is a UTC instant, `timeZone` an IANA zone, `locale` a {@link formattingLocale}.
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

/** A `[start, end)` interval (UTC instants) as "Mon, 23 Nov 2026, 10:00–12:00" in `timeZone`. */
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

/** A UTC instant in `timeZone`, medium date and short time, e.g. "23 Nov 2026, 10:00". */
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
 * (Thai "ในอีก 23 ชั่วโมง").
 */
export function formatTimeLeft(deadline: string, now: string, locale: string): string {
  const minutes = Math.round((Date.parse(deadline) - Date.parse(now)) / 60_000);
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  return Math.abs(minutes) >= 120
    ? format.format(Math.round(minutes / 60), 'hour')
    : format.format(minutes, 'minute');
}

/**
 * How long ago `at` was at `now` (both ISO UTC), in the largest whole unit: "now" under a
 * minute, then minutes, hours, "yesterday" / days up to a week, and the date itself
 * ({@link formatDateTime} in `timeZone`) beyond — e.g. "5 minutes ago", Thai "5 นาทีที่ผ่านมา".
 * A time after `now` (a clock slightly ahead) reads "now".
 */
export function formatTimeAgo(at: string, now: string, timeZone: string, locale: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(now) - Date.parse(at)) / 1000));
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return format.format(-days, 'day');
  return formatDateTime(at, timeZone, locale);
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

/**
 * A shoot's length of `minutes` (a whole number ≥ 0) in `locale`, the one way every screen writes
 * a duration: whole hours and the minutes left, short units — en-GB "45 mins", "4 hrs",
 * "1 hr 30 mins"; th-TH "4 ชม.", "1 ชม. 30 นาที". `Intl.NumberFormat` unit style, so each language
 * gets its own unit words; `locale` is a {@link formattingLocale}.
 */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, unit: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * An IANA time zone (`timeZone`, e.g. `Asia/Bangkok`) by the name a reader of `locale` knows it
 * by, the way every screen names a zone rather than showing its IANA id: `Intl`'s long name,
 * en-GB "Indochina Time", th-TH "เวลาอินโดจีน". A zone Intl has no name for keeps its offset
 * ("GMT+07:00"); an id Intl does not know is returned as given.
 */
export function formatTimeZone(timeZone: string, locale: string): string {
  try {
    const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
