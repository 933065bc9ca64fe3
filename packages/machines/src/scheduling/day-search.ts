import { TZDate } from '@date-fns/tz';

import {
  freeSlots,
  type BookingWindow,
  type TimeInterval,
  type WeeklyAvailability,
} from './slots.ts';

/**
 * The parts of a day a customer may search by (docs/product.md §2 "Find by date"), wall-clock
 * `[start, end)` in the photographer's zone, `'HH:mm'`: a free time belongs to the part its
 * start falls in. Together they cover the whole day, so a day's free times are the sum of its
 * parts'.
 */
export const DAY_PARTS = {
  morning: { start: '00:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '24:00' },
} as const;

/** `'morning' | 'afternoon' | 'evening'` ({@link DAY_PARTS}). */
export type DayPart = keyof typeof DAY_PARTS;

/** The parts in the order of the day. */
export const DAY_PART_NAMES = Object.keys(DAY_PARTS) as DayPart[];

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** The widest UTC offsets in use (UTC−12 … UTC+14), hours. */
const MAX_OFFSET_BEHIND_H = 12;
const MAX_OFFSET_AHEAD_H = 14;

/** `'yyyy-MM-dd'` → `[year, monthIndex, day]`. @throws RangeError when malformed or not a real date. */
function civilDate(date: string): [number, number, number] {
  const match = DATE_RE.exec(date);
  const parts = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [];
  const [y, m, d] = parts as [number, number, number];
  const check = match ? new Date(Date.UTC(y, m, d)) : null;
  if (
    !check ||
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== m ||
    check.getUTCDate() !== d
  )
    throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  return [y, m, d];
}

/** The weekday (`Date#getDay()` numbering, 0 = Sunday) of civil day `date` (`'yyyy-MM-dd'`), in any zone. */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = civilDate(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** `'yyyy-MM-dd'` of the civil day `days` after `date`. */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = civilDate(date);
  return new Date(Date.UTC(y, m, d + days)).toISOString().slice(0, 10);
}

/**
 * A UTC window, ISO, that holds civil day `date` and the next day in every time zone: what a
 * search by date reads the busy times of (one window for photographers of any zone; the
 * slot rule then keeps each photographer's own day).
 */
export function dateSearchWindow(date: string): TimeInterval {
  const [y, m, d] = civilDate(date);
  const midnight = Date.UTC(y, m, d);
  return {
    start: new Date(midnight - MAX_OFFSET_AHEAD_H * 3_600_000).toISOString(),
    end: new Date(midnight + 2 * DAY_MS + MAX_OFFSET_BEHIND_H * 3_600_000).toISOString(),
  };
}

/** Upper bound of {@link dayInstants}' entries; past it the cache starts afresh. */
const DAY_INSTANT_CACHE_LIMIT = 10_000;

/**
 * Wall times already converted, UTC ms, keyed by zone, civil day and minutes. A search by date
 * asks the same few (a day's midnights and its part's bounds, in a handful of zones) for every
 * photographer it judges, and TZDate asks `Intl` for the zone's offset each time (~0.1 ms).
 */
const dayInstants = new Map<string, number>();

/**
 * The instant (UTC ms) of wall time `minutes` after 00:00 of civil day `y-m-d` (month from 0) in
 * `timeZone`, as TZDate converts it; negative minutes and 1440 or more reach the days around it.
 */
function dayInstant(timeZone: string, y: number, m: number, d: number, minutes: number): number {
  const key = `${timeZone} ${y}-${m}-${d} ${minutes}`;
  let instant = dayInstants.get(key);
  if (instant === undefined) {
    const days = Math.floor(minutes / 1440);
    const rest = minutes - days * 1440;
    instant = new TZDate(y, m, d + days, Math.floor(rest / 60), rest % 60, timeZone).getTime();
    if (dayInstants.size >= DAY_INSTANT_CACHE_LIMIT) dayInstants.clear();
    dayInstants.set(key, instant);
  }
  return instant;
}

/** Input of {@link freeTimesOnDay}. */
export interface FreeTimesOnDayInput extends BookingWindow {
  weeklyAvailability: WeeklyAvailability;
  /** IANA time zone of the availability and of `date`, default `'Asia/Bangkok'`. */
  timezone?: string;
  /** Busy times, Accepted appointments and Pending holds, ISO UTC, as {@link freeSlots} takes them. */
  busy: readonly TimeInterval[];
  /** The bookable sub-packages' `durationMinutes` (at least one). */
  durationsMinutes: readonly number[];
  /** The civil day searched, `'yyyy-MM-dd'`, in `timezone`. */
  date: string;
  /** Only starts in this part of the day ({@link DAY_PARTS}); the whole day when absent. */
  part?: DayPart;
  /** Caller's current time, ISO UTC. */
  now: string;
}

/**
 * The free times of a photographer on one day (docs/product.md §2 "Find by date"): the starts of
 * {@link freeSlots} — the booking calendar's rule, window and grid — on civil day `date` in
 * `timezone` (and in `part` when given), at which at least one of the sub-packages of
 * `durationsMinutes` fits. As in the calendar, a day's slots are those that start on it (a shoot
 * may end after midnight; the grid of a range that runs on from the day before starts there).
 *
 * Every start is on the same grid whatever the duration, and a start where a longer shoot fits
 * also fits a shorter one (inside availability, the window and clear of busy times), so the
 * answer is {@link freeSlots} of the shortest duration.
 *
 * @returns the free starts in time order, each with the shortest duration's end (ISO UTC).
 * @throws RangeError on a malformed date or an empty `durationsMinutes` (and as {@link freeSlots}).
 */
export function freeTimesOnDay(input: FreeTimesOnDayInput): TimeInterval[] {
  const timeZone = input.timezone ?? 'Asia/Bangkok';
  const [y, m, d] = civilDate(input.date);
  if (input.durationsMinutes.length === 0) throw new RangeError('No sub-package duration given');
  const at = (minutes: number) => dayInstant(timeZone, y, m, d, minutes);
  const wall = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const part = input.part ? DAY_PARTS[input.part] : { start: '00:00', end: '24:00' };
  const firstStart = at(wall(part.start));
  const lastStart = at(wall(part.end));
  const slots = freeSlots({
    weeklyAvailability: input.weeklyAvailability,
    timezone: timeZone,
    busy: input.busy,
    durationMinutes: Math.min(...input.durationsMinutes),
    // From the day before: a range that runs into this day from the previous one sets the grid.
    from: new Date(at(-1440)).toISOString(),
    to: new Date(at(2 * 1440)).toISOString(),
    now: input.now,
    ...(input.leadMinutes !== undefined ? { leadMinutes: input.leadMinutes } : {}),
    ...(input.horizonDays !== undefined ? { horizonDays: input.horizonDays } : {}),
  });
  return slots.filter((slot) => {
    const start = Date.parse(slot.start);
    return start >= firstStart && start < lastStart;
  });
}
