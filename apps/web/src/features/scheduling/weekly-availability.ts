import type { Schemas } from '@shootbook/api-client';
import { WEEKDAYS, dayRangeProblems, weeklyAvailabilityProblems } from '@shootbook/machines';

/** `PATCH /user/profile { weeklyAvailability }` shape: per weekday, `HH:mm`–`HH:mm` ranges (openapi.yaml `WeeklyAvailability`). */
export type WeeklyAvailability = Schemas['WeeklyAvailability'];
export type TimeRange = Schemas['TimeRange'];

/** At most this many ranges per weekday (openapi.yaml `WeeklyAvailability` maxItems). */
export const MAX_RANGES_PER_DAY = 8;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the API will take `weekly`: no `weeklyAvailabilityProblems` of @shootbook/machines, the
 * rule the API applies before saving (it answers 422 otherwise).
 */
export function isWeeklyAvailabilityValid(weekly: WeeklyAvailability): boolean {
  return weeklyAvailabilityProblems(weekly).length === 0;
}

/**
 * A copy of `weekly` ready to send: every weekday present (an empty list means "not available"),
 * ranges sorted by start. Keeps the request explicit so a removed day is really cleared.
 */
export function normalizeWeeklyAvailability(
  weekly: WeeklyAvailability,
): Required<WeeklyAvailability> {
  const out = {} as Required<WeeklyAvailability>;
  for (const day of WEEKDAYS) {
    out[day] = [...(weekly[day] ?? [])].sort((a, b) => minutes(a.start) - minutes(b.start));
  }
  return out;
}

/**
 * The range offered when the photographer adds one to `day`: after the day's last well-formed
 * range (one hour from its end, clamped to 24:00), or 09:00–17:00 on a day without one. A range
 * is well-formed when `dayRangeProblems` finds no `format` problem in it.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const problems = dayRangeProblems(ranges);
  const last = ranges
    .filter((_, i) => problems.get(i) !== 'format')
    .sort((a, b) => minutes(a.end) - minutes(b.end))
    .at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutes(last.end), 23 * 60);
  const end = Math.min(start + 60, 24 * 60);
  const fmt = (m: number) =>
    m === 1440
      ? '24:00'
      : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: fmt(start), end: fmt(end) };
}

/** Monday first, Sunday last: the order people read a working week in. */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

/**
 * Runs of consecutive days (Monday first) with the same hours, for a one-line summary of
 * `weekly`: `[{ from: 'MON', to: 'SAT', ranges: [{ start: '09:00', end: '18:00' }] }]` for
 * ShootBook's default week. Days without hours are left out.
 */
export function weeklyHoursRuns(
  weekly: Readonly<Partial<Record<keyof WeeklyAvailability, readonly TimeRange[]>>>,
): { from: (typeof WEEKDAYS)[number]; to: (typeof WEEKDAYS)[number]; ranges: TimeRange[] }[] {
  const key = (ranges: readonly TimeRange[] | undefined) =>
    (ranges ?? []).map((r) => `${r.start}-${r.end}`).join(',');
  const runs: ReturnType<typeof weeklyHoursRuns> = [];
  let previous: string | null = null;
  for (const day of WEEK_ORDER) {
    const ranges = weekly[day] ?? [];
    const k = key(ranges);
    const last = runs.at(-1);
    if (ranges.length > 0 && last && k === previous) last.to = day;
    else if (ranges.length > 0) runs.push({ from: day, to: day, ranges: [...ranges] });
    previous = ranges.length > 0 ? k : null;
  }
  return runs;
}
