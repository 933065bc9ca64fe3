/**
 * Find by date (docs/product.md §2 "Find by date", docs/decisions/0027): the browse lists keep
 * the candidates SQL can tell — listed, a bookable sub-package, availability on the day's
 * weekday — with what blocks each that day (busy times and open appointments, one UTC window
 * for every zone) and finish with the booking calendar's slot rule (packages/machines
 * `freeTimesOnDay`) on a bounded number of them per request.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  WEEKDAYS,
  dateSearchWindow,
  freeTimesOnDay,
  openAppointmentStatuses,
  weekdayOfDate,
  type DayPart,
  type TimeInterval,
  type WeeklyAvailability,
} from '@shootbook/machines';

import type { Deps } from '../deps.ts';
import { COUNT_CAP } from '../db/paging.ts';
import { ValidationFailed } from '../errors.ts';

/** Most candidates one request runs the slot rule on; past it the page ends early with a cursor. */
export const DATE_SCAN_LIMIT = 400;

/** A search by date as the browse lists take it: the day, its part, and the booking window now. */
export interface DateSearch {
  /** Civil day `yyyy-MM-dd`, in each photographer's zone. */
  date: string;
  part?: DayPart;
  /** ISO UTC. */
  now: string;
  leadMinutes: number;
  horizonDays: number;
}

/**
 * The {@link DateSearch} of a browse query, or undefined without `date`.
 * @throws ValidationFailed (400 `validation_failed`) for `part` without `date` or a date that is
 *   not a calendar day (e.g. `2026-02-30`).
 */
export function dateSearchOf(
  deps: Deps,
  query: { date?: string; part?: DayPart },
): DateSearch | undefined {
  if (query.date === undefined) {
    if (query.part !== undefined)
      throw new ValidationFailed('A part of the day needs a date', { field: 'part' });
    return undefined;
  }
  try {
    weekdayOfDate(query.date);
  } catch {
    throw new ValidationFailed('The date is not a calendar day', { field: 'date' });
  }
  return {
    date: query.date,
    ...(query.part ? { part: query.part } : {}),
    now: deps.clock.now().toISOString(),
    leadMinutes: deps.config.bookingLeadMinutes,
    horizonDays: deps.config.bookingHorizonDays,
  };
}

/**
 * Whether the day can hold a bookable start at all: its window in every zone reaches past the
 * lead time and starts before the horizon. A day outside is answered empty without reading.
 */
export function dayCanBeBooked(search: DateSearch): boolean {
  const window = dateSearchWindow(search.date);
  const now = Date.parse(search.now);
  return (
    Date.parse(window.end) > now + search.leadMinutes * 60_000 &&
    Date.parse(window.start) <= now + search.horizonDays * 86_400_000
  );
}

/**
 * SQL: the photographer `photographerId` (a column) has availability on the searched day's
 * weekday — a superset of those with a free time then (a start on a day lies in one of its
 * ranges), which the slot rule then narrows.
 */
export function availableOnWeekday(weekly: SQL, search: DateSearch): SQL {
  const weekday = WEEKDAYS[weekdayOfDate(search.date)]!;
  return sql`jsonb_array_length(coalesce(${weekly} -> ${weekday}::text, '[]'::jsonb)) > 0`;
}

/**
 * SQL: what blocks photographer `photographerId` (a column) within the day's window, as a JSON
 * array of `[start, end]` — busy times (blocks and holds) and open appointments, each read by its
 * GiST index (photographer =, during &&) as `GET /subpackage/{id}/slots` reads them.
 */
export function busyOnDay(photographerId: SQL, search: DateSearch): SQL<TimeJson> {
  const window = dateSearchWindow(search.date);
  const range = sql`tstzrange(${window.start}::timestamptz, ${window.end}::timestamptz, '[)')`;
  const open = sql.join(
    openAppointmentStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<TimeJson>`(select coalesce(json_agg(json_build_array(b.s, b.e)), '[]'::json) from (
    select busy_times.start as s, busy_times."end" as e from busy_times
      where busy_times.photographer_id = ${photographerId} and busy_times.during && ${range}
    union all
    select appointments.start, appointments."end" from appointments
      where appointments.photographer_id = ${photographerId} and appointments.status in (${open})
        and appointments.during && ${range}
  ) as b)`;
}

/** `[start, end]` pairs as PostgreSQL writes timestamptz in JSON (ISO with an offset). */
export type TimeJson = [string, string][];

/** What the slot rule needs of one candidate, as the candidate query reads it. */
export interface DayFacts {
  weeklyAvailability: WeeklyAvailability;
  timezone: string;
  /** The bookable sub-packages' durations, minutes; null or empty when none. */
  durations: number[] | null;
  busy: TimeJson;
}

/** How many free times `facts` has on the searched day (packages/machines `freeTimesOnDay`). */
export function freeTimesCount(facts: DayFacts, search: DateSearch): number {
  if (!facts.durations?.length) return 0;
  const busy: TimeInterval[] = facts.busy.map(([start, end]) => ({
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
  }));
  return freeTimesOnDay({
    weeklyAvailability: facts.weeklyAvailability,
    timezone: facts.timezone,
    busy,
    durationsMinutes: facts.durations,
    date: search.date,
    ...(search.part ? { part: search.part } : {}),
    now: search.now,
    leadMinutes: search.leadMinutes,
    horizonDays: search.horizonDays,
  }).length;
}

/**
 * A page of a browse list by date: reads candidates in the list's order a batch at a time (first
 * `limit + 1`, then twice what is still missing, at least 20; `read(after, size)` gives the rows
 * after candidate `after`, or from the cursor), keeps those with a free time, skips `offset` of
 * them, and stops at `limit` matches or after {@link DATE_SCAN_LIMIT} candidates.
 * @returns the matches with their counts; `nextCursorRow` — the row the next page continues
 *   after (the last match shown, or the last candidate read when the scan stopped early), null
 *   at the end; `total` the matches up to this page (at most COUNT_CAP) and `totalCapped` while
 *   the list goes on.
 */
export async function scanByDate<Row>(options: {
  limit: number;
  offset: number;
  read: (after: Row | undefined, size: number) => Promise<Row[]>;
  freeTimes: (row: Row) => number;
}): Promise<{
  rows: { row: Row; freeTimes: number }[];
  nextCursorRow: Row | null;
  total: number;
  totalCapped: boolean;
}> {
  const { limit } = options;
  const found: { row: Row; freeTimes: number }[] = [];
  let skip = options.offset;
  let after: Row | undefined;
  let scanned = 0;
  let exhausted = false;
  while (found.length <= limit && scanned < DATE_SCAN_LIMIT) {
    // The first batch is the page (most candidates have a free time on a working day); a later
    // one, after candidates without, twice what is still missing.
    const missing = limit + 1 - found.length;
    const size = Math.min(
      DATE_SCAN_LIMIT - scanned,
      scanned === 0 ? missing : Math.max(2 * missing, 20),
    );
    const batch = await options.read(after, size);
    for (const row of batch) {
      scanned++;
      after = row;
      const freeTimes = options.freeTimes(row);
      if (freeTimes === 0) continue;
      if (skip > 0) skip--;
      else if (found.push({ row, freeTimes }) > limit) break;
    }
    if (batch.length < size && found.length <= limit) {
      exhausted = true;
      break;
    }
  }
  const page = found.slice(0, limit);
  const nextCursorRow =
    found.length > limit ? page.at(-1)!.row : exhausted ? null : (after ?? null);
  return {
    rows: page,
    nextCursorRow,
    total: Math.min(COUNT_CAP, options.offset - skip + page.length),
    totalCapped: nextCursorRow !== null,
  };
}
