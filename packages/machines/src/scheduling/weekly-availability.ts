/**
 * Consistency of a weekly availability (docs/product.md §3.1: per weekday, `HH:mm`–`HH:mm`
 * ranges in the photographer's time zone). One rule for the schedule editor in the web, which
 * marks the broken ranges, and for the API, which refuses an inconsistent availability (422).
 */
import { WEEKDAYS, type TimeRange, type Weekday, type WeeklyAvailability } from './slots.ts';

/** What is wrong with one range: a malformed time, an end not after its start, an overlap with an earlier range of the same day. */
export type RangeProblem = 'format' | 'endBeforeStart' | 'overlap';

/** One problem of a weekly availability: the weekday, the range's index in that day's list, and what is wrong. */
export interface AvailabilityProblem {
  day: Weekday;
  index: number;
  problem: RangeProblem;
}

const START_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * What is wrong with each range of one weekday, by index: `format` (start must be `HH:mm` from
 * 00:00 to 23:59, end `HH:mm` or `24:00`), `endBeforeStart` (end not after start), `overlap` (it
 * overlaps an earlier well-formed range of the list). Empty when the day can be saved.
 */
export function dayRangeProblems(ranges: readonly TimeRange[]): Map<number, RangeProblem> {
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

/** Every problem of `weekly`, weekday by weekday (SUN … SAT); empty when it is consistent. */
export function weeklyAvailabilityProblems(weekly: WeeklyAvailability): AvailabilityProblem[] {
  return WEEKDAYS.flatMap((day) =>
    [...dayRangeProblems(weekly[day] ?? [])].map(([index, problem]) => ({ day, index, problem })),
  );
}

/**
 * The weekly availability a new photographer starts with: MON–SAT 09:00–18:00, Sunday off
 * (docs/decisions/0001), editable on the schedule page.
 */
export const DEFAULT_WEEKLY_AVAILABILITY: Readonly<Record<Weekday, readonly TimeRange[]>> = {
  SUN: [],
  MON: [{ start: '09:00', end: '18:00' }],
  TUE: [{ start: '09:00', end: '18:00' }],
  WED: [{ start: '09:00', end: '18:00' }],
  THU: [{ start: '09:00', end: '18:00' }],
  FRI: [{ start: '09:00', end: '18:00' }],
  SAT: [{ start: '09:00', end: '18:00' }],
};

/** A fresh, mutable copy of {@link DEFAULT_WEEKLY_AVAILABILITY}, to store on a new photographer's profile. */
export function defaultWeeklyAvailability(): Record<Weekday, TimeRange[]> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, DEFAULT_WEEKLY_AVAILABILITY[day].map((range) => ({ ...range }))]),
  ) as Record<Weekday, TimeRange[]>;
}
