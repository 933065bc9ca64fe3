import type { Schemas, Weekday } from '@shootbook/api-client';

/** `PATCH /user/profile { weeklyAvailability }` shape: per weekday, `HH:mm`–`HH:mm` ranges (openapi.yaml `WeeklyAvailability`). */
export type WeeklyAvailability = Schemas['WeeklyAvailability'];
export type TimeRange = Schemas['TimeRange'];

/** SPEC.md §3 weekday order, Sunday first (as `Date#getDay()`). */
export const WEEKDAY_ORDER: readonly Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** At most this many ranges per weekday (openapi.yaml `WeeklyAvailability` maxItems). */
export const MAX_RANGES_PER_DAY = 8;

/** Problems the editor reports on one weekday, before anything is sent. */
export type RangeProblem = 'format' | 'endBeforeStart' | 'overlap';

const START_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * What is wrong with each range of one weekday, by index: a malformed time (`format`), an end not
 * after its start (`endBeforeStart`), or a range overlapping an earlier one (`overlap`). Empty when
 * the day can be saved. The API enforces the same shape (openapi.yaml `TimeRange`).
 */
export function rangeProblems(ranges: readonly TimeRange[]): Map<number, RangeProblem> {
  const problems = new Map<number, RangeProblem>();
  ranges.forEach((range, i) => {
    if (!START_RE.test(range.start) || !END_RE.test(range.end)) problems.set(i, 'format');
    else if (minutes(range.end) <= minutes(range.start)) problems.set(i, 'endBeforeStart');
  });
  ranges.forEach((range, i) => {
    if (problems.has(i)) return;
    const clash = ranges.some(
      (other, j) =>
        j < i &&
        !problems.has(j) &&
        minutes(range.start) < minutes(other.end) &&
        minutes(other.start) < minutes(range.end),
    );
    if (clash) problems.set(i, 'overlap');
  });
  return problems;
}

/** Whether every weekday of `weekly` has no {@link rangeProblems}. */
export function isWeeklyAvailabilityValid(weekly: WeeklyAvailability): boolean {
  return WEEKDAY_ORDER.every((day) => rangeProblems(weekly[day] ?? []).size === 0);
}

/**
 * A copy of `weekly` ready to send: every weekday present (an empty list means "not available"),
 * ranges sorted by start. Keeps the request explicit so a removed day is really cleared.
 */
export function normalizeWeeklyAvailability(weekly: WeeklyAvailability): Required<WeeklyAvailability> {
  const out = {} as Required<WeeklyAvailability>;
  for (const day of WEEKDAY_ORDER) {
    out[day] = [...(weekly[day] ?? [])].sort((a, b) => minutes(a.start) - minutes(b.start));
  }
  return out;
}

/**
 * The range offered when the photographer adds one to `day`: after the day's last range
 * (one hour from its end, clamped to 24:00), or 09:00–17:00 on an empty day.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = [...ranges].filter((r) => END_RE.test(r.end)).sort((a, b) => minutes(a.end) - minutes(b.end)).at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutes(last.end), 23 * 60);
  const end = Math.min(start + 60, 24 * 60);
  const fmt = (m: number) => (m === 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return { start: fmt(start), end: fmt(end) };
}
