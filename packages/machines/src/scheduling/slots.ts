import { TZDate } from '@date-fns/tz';

/** Weekday names of docs/product.md §3, indexed like `Date#getDay()` (0 = SUN). */
export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** One of `'SUN' … 'SAT'`. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock range in the photographer's time zone, `'HH:mm'` 24-hour; `end` may be `'24:00'`. */
export interface TimeRange {
  start: string;
  end: string;
}

/**
 * Weekly availability (docs/product.md §3.1): per weekday, a list of wall-clock ranges.
 * A missing or empty weekday means not available that day.
 */
export type WeeklyAvailability = Partial<Record<Weekday, readonly TimeRange[]>>;

/** A time interval, ISO-8601 UTC strings, half-open `[start, end)`. */
export interface TimeInterval {
  start: string;
  end: string;
}

/** Default time zone for availability (docs/product.md §10.3). */
export const DEFAULT_TIMEZONE = 'Asia/Bangkok';

/** Default spacing of offered slot starts, in minutes. */
export const DEFAULT_SLOT_STEP_MINUTES = 30;

/**
 * Default lead time, minutes: a shoot can be booked no sooner than this before it starts, so the
 * photographer has time to see and accept the request (`BOOKING_LEAD_MINUTES`).
 */
export const DEFAULT_BOOKING_LEAD_MINUTES = 120;

/** Default booking horizon, days: how far ahead a shoot can be booked (`BOOKING_HORIZON_DAYS`). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 180;

/**
 * The booking window relative to `now`: starts from `now + leadMinutes` to `now + horizonDays`.
 * Both optional; defaults {@link DEFAULT_BOOKING_LEAD_MINUTES} and {@link DEFAULT_BOOKING_HORIZON_DAYS}.
 */
export interface BookingWindow {
  /** Minutes; 0 allows any future start. */
  leadMinutes?: number;
  /** Days. */
  horizonDays?: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** `[earliest, latest]` allowed starts (UTC ms) of the booking window at `nowMs`. */
function windowBounds(nowMs: number, window: BookingWindow): [earliest: number, latest: number] {
  const lead = window.leadMinutes ?? DEFAULT_BOOKING_LEAD_MINUTES;
  const horizon = window.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS;
  if (!(lead >= 0) || !(horizon > 0))
    throw new RangeError(`Invalid booking window: lead ${lead} min, horizon ${horizon} days`);
  return [nowMs + lead * MINUTE_MS, nowMs + horizon * DAY_MS];
}

function toMs(iso: string, name: string): number {
  const value = Date.parse(iso);
  if (Number.isNaN(value)) throw new RangeError(`${name} is not an ISO-8601 date-time: ${iso}`);
  return value;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

/** `'HH:mm'` → minutes after midnight (0..1440). */
function parseWallTime(value: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes >= 0 && minutes <= 24 * 60))
    throw new RangeError(`Not an HH:mm wall time: ${value}`);
  return minutes;
}

type Window = [startMs: number, endMs: number];

/** Merges sorted-or-not windows that overlap or touch. */
function merge(windows: Window[]): Window[] {
  const sorted = [...windows].sort((a, b) => a[0] - b[0]);
  const merged: Window[] = [];
  for (const w of sorted) {
    const last = merged.at(-1);
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else merged.push([w[0], w[1]]);
  }
  return merged;
}

/** Upper bound of {@link localMidnights}' entries; past it the cache starts afresh. */
const MIDNIGHT_CACHE_LIMIT = 20_000;

/**
 * Local midnights already converted, UTC ms, keyed by time zone and civil day (`Date.UTC` of the
 * day / one day). Converting a wall time through TZDate asks `Intl` for the zone's offset several
 * times, which a month of slots did 60-odd times per request; the result depends only on the zone
 * and the day (and the runtime's time-zone database), so it is kept. Bounded: cleared when full.
 */
const localMidnights = new Map<string, number>();

/**
 * The instant (UTC ms) of wall time `minutes` after the start of civil day `dayNumber`
 * (`Date.UTC(y, m, d) / DAY_MS`) in `timeZone`, as TZDate converts it (1440 is the next day's
 * 00:00; a wall time a daylight-saving change skips becomes the first one that exists).
 */
function wallTime(timeZone: string, dayNumber: number, minutes: number): number {
  const civil = new Date((dayNumber + Math.floor(minutes / 1440)) * DAY_MS);
  return new TZDate(
    civil.getUTCFullYear(),
    civil.getUTCMonth(),
    civil.getUTCDate(),
    Math.floor((minutes % 1440) / 60),
    minutes % 60,
    timeZone,
  ).getTime();
}

/** {@link wallTime}'s 00:00 of civil day `dayNumber` in `timeZone`, kept in {@link localMidnights}. */
function localMidnight(timeZone: string, dayNumber: number): number {
  const key = `${timeZone} ${dayNumber}`;
  let midnight = localMidnights.get(key);
  if (midnight === undefined) {
    midnight = wallTime(timeZone, dayNumber, 0);
    if (localMidnights.size >= MIDNIGHT_CACHE_LIMIT) localMidnights.clear();
    localMidnights.set(key, midnight);
  }
  return midnight;
}

/**
 * The availability windows (UTC ms, merged) of every local day in `timeZone` that
 * intersects `[fromMs, toMs)`. Wall times become instants through TZDate, so offsets
 * and any daylight-saving change come from the time-zone database. A day of exactly 24 hours
 * keeps one UTC offset throughout, so its wall times are its midnight plus their minutes; only
 * a day whose offset changes (23 or 25 hours) asks TZDate for each range's ends. A civil day's
 * weekday does not depend on the zone, so it is the UTC weekday of that date.
 */
function availabilityWindows(
  weekly: WeeklyAvailability,
  timeZone: string,
  fromMs: number,
  toMs: number,
): Window[] {
  const first = new TZDate(fromMs, timeZone);
  const firstDay = Date.UTC(first.getFullYear(), first.getMonth(), first.getDate()) / DAY_MS;
  const windows: Window[] = [];
  let dayStart = localMidnight(timeZone, firstDay);
  for (let day = firstDay; dayStart < toMs; day++) {
    const next = localMidnight(timeZone, day + 1);
    const steady = next - dayStart === DAY_MS;
    const weekday = WEEKDAYS[new Date(day * DAY_MS).getUTCDay()] as Weekday;
    for (const range of weekly[weekday] ?? []) {
      const start = parseWallTime(range.start);
      const end = parseWallTime(range.end);
      if (end <= start) continue; // empty or inverted ranges offer nothing
      const at = (minutes: number) =>
        steady ? dayStart + minutes * MINUTE_MS : wallTime(timeZone, day, minutes);
      windows.push([at(start), at(end)]);
    }
    dayStart = next;
  }
  return merge(windows);
}

/**
 * Busy times as sorted, merged UTC ms windows, parsed once per call (a month's candidate slots
 * against every busy time used to parse each ISO string again per candidate). An empty or
 * inverted busy time (end not after start; the database refuses both) blocks nothing.
 */
function busyWindows(busy: readonly TimeInterval[]): Window[] {
  const windows = busy.map((b): Window => [toMs(b.start, 'busy.start'), toMs(b.end, 'busy.end')]);
  return merge(windows.filter(([start, end]) => end > start));
}

/** Whether `[s, e)` overlaps one of `busy` (sorted, merged): a binary search, O(log n). */
function overlaps(s: number, e: number, busy: readonly Window[]): boolean {
  // The first window ending after s is the only one that can overlap [s, e).
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (busy[mid]![1] <= s) lo = mid + 1;
    else hi = mid;
  }
  const candidate = busy[lo];
  return candidate !== undefined && candidate[0] < e;
}

/** `'00'` … `'59'`. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** `Date.UTC(10000, 0, 1)`: from here on `toISOString` writes a six-digit, signed year. */
const YEAR_10000_MS = 253_402_300_800_000;

/**
 * A function that writes an instant (UTC ms) exactly as `new Date(ms).toISOString()` does, for
 * one {@link freeSlots} call. `toISOString` was most of the time of a month of slots (540 of them,
 * each start and end); every slot lies on a whole minute, so the writer asks `toISOString` once
 * per UTC day for the `YYYY-MM-DDT` and adds `HH:mm:00.000Z`. Anything else (seconds, before
 * 1970, after 9999) goes to `toISOString` itself.
 */
export function isoWriter(): (ms: number) => string {
  const dayPrefixes = new Map<number, string>();
  return (ms) => {
    if (ms % MINUTE_MS !== 0 || ms < 0 || ms >= YEAR_10000_MS) return new Date(ms).toISOString();
    const day = Math.floor(ms / DAY_MS);
    let prefix = dayPrefixes.get(day);
    if (prefix === undefined)
      dayPrefixes.set(day, (prefix = new Date(day * DAY_MS).toISOString().slice(0, 11)));
    const minuteOfDay = (ms - day * DAY_MS) / MINUTE_MS;
    return `${prefix}${TWO_DIGITS[Math.floor(minuteOfDay / 60)]}:${TWO_DIGITS[minuteOfDay % 60]}:00.000Z`;
  };
}

/** Input of {@link freeSlots}. */
export interface FreeSlotsInput extends BookingWindow {
  weeklyAvailability: WeeklyAvailability;
  /** IANA time zone of the availability, default `'Asia/Bangkok'`. */
  timezone?: string;
  /**
   * Busy times, Accepted appointments and Pending holds, ISO UTC, half-open; in any order, and
   * they may overlap.
   */
  busy: readonly TimeInterval[];
  /** Length of the shoot (sub-package `durationMinutes`). */
  durationMinutes: number;
  /** Search window, ISO UTC; slots lie entirely inside `[from, to]`. */
  from: string;
  to: string;
  /** Caller's current time, ISO UTC; slots outside the booking window from it are left out. */
  now: string;
  /** Spacing of slot starts from the start of each availability range, minutes; default 30. */
  stepMinutes?: number;
}

/**
 * The bookable slots of a photographer: starts every `stepMinutes` from the start of each
 * availability range (in `timezone`; touching ranges, including across midnight, are joined)
 * such that `[start, start + durationMinutes)` lies inside availability and inside
 * `[from, to]`, starts inside the booking window (no sooner than `now + leadMinutes`, no later
 * than `now + horizonDays`), and overlaps no busy time.
 * Used by the booking screen and by the API (docs/product.md appointment "create" guard).
 *
 * @returns slots in time order, ISO UTC strings (`toISOString()` form).
 * @throws RangeError on an invalid date, `HH:mm`, duration or step.
 */
export function freeSlots(input: FreeSlotsInput): TimeInterval[] {
  const timeZone = input.timezone ?? DEFAULT_TIMEZONE;
  const durationMs = positiveInteger(input.durationMinutes, 'durationMinutes') * MINUTE_MS;
  const stepMs =
    positiveInteger(input.stepMinutes ?? DEFAULT_SLOT_STEP_MINUTES, 'stepMinutes') * MINUTE_MS;
  const fromMs = toMs(input.from, 'from');
  const toMsValue = toMs(input.to, 'to');
  const [earliest, latest] = windowBounds(toMs(input.now, 'now'), input);
  const busy = busyWindows(input.busy);
  const slots: TimeInterval[] = [];
  const iso = isoWriter();
  for (const [ws, we] of availabilityWindows(
    input.weeklyAvailability,
    timeZone,
    fromMs,
    toMsValue,
  )) {
    for (let s = ws; s + durationMs <= we; s += stepMs) {
      const e = s + durationMs;
      if (s < fromMs || e > toMsValue || s < earliest || s > latest || overlaps(s, e, busy))
        continue;
      slots.push({ start: iso(s), end: iso(e) });
    }
  }
  return slots;
}

/**
 * Why a requested slot cannot be booked: `in_the_past` (start before now), `too_soon` (inside the
 * lead time), `too_far` (past the horizon), `outside_availability`, `overlaps_busy_time`.
 */
export type SlotRefusal =
  'in_the_past' | 'too_soon' | 'too_far' | 'outside_availability' | 'overlaps_busy_time';

/** Input of {@link isSlotBookable}: one requested slot, ISO UTC. */
export interface SlotBookableInput extends BookingWindow {
  weeklyAvailability: WeeklyAvailability;
  /** IANA time zone of the availability, default `'Asia/Bangkok'`. */
  timezone?: string;
  busy: readonly TimeInterval[];
  /** Requested start, ISO UTC. */
  start: string;
  /** Sub-package `durationMinutes`; end = start + duration. */
  durationMinutes: number;
  now: string;
}

/**
 * Whether one requested slot may be booked (docs/product.md appointment "create" guard: inside
 * weekly availability, not overlapping busy times or Pending/Accepted appointments, in the
 * future — and inside the booking window: no sooner than the lead time, no later than the
 * horizon). Reported in this order: `in_the_past`, `too_soon`, `too_far`,
 * `outside_availability`, `overlaps_busy_time`. Any start inside availability is accepted, not
 * only the `stepMinutes` grid of {@link freeSlots}.
 * The API answers `overlaps_busy_time` with `409 slot_unavailable`, the others with 422.
 *
 * @returns `{ ok: true, end }` with the computed end, or `{ ok: false, reason }`.
 * @throws RangeError on an invalid date, `HH:mm` or duration.
 */
export function isSlotBookable(
  input: SlotBookableInput,
): { ok: true; end: string } | { ok: false; reason: SlotRefusal } {
  const timeZone = input.timezone ?? DEFAULT_TIMEZONE;
  const s = toMs(input.start, 'start');
  const e = s + positiveInteger(input.durationMinutes, 'durationMinutes') * MINUTE_MS;
  const nowMs = toMs(input.now, 'now');
  if (s < nowMs) return { ok: false, reason: 'in_the_past' };
  const [earliest, latest] = windowBounds(nowMs, input);
  if (s < earliest) return { ok: false, reason: 'too_soon' };
  if (s > latest) return { ok: false, reason: 'too_far' };
  const day = DAY_MS;
  const windows = availabilityWindows(input.weeklyAvailability, timeZone, s - day, e + day);
  if (!windows.some(([ws, we]) => ws <= s && e <= we))
    return { ok: false, reason: 'outside_availability' };
  if (overlaps(s, e, busyWindows(input.busy))) return { ok: false, reason: 'overlaps_busy_time' };
  return { ok: true, end: new Date(e).toISOString() };
}
