import { TZDate } from '@date-fns/tz';
import type { TimeInterval } from '@shootbook/machines';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { serverNowIso } from '../appointments/server-clock';
import { slotsQuery, type SlotList } from './queries';
import { FALLBACK_TIMEZONE } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the months on screen are asked again, so a time that became too soon goes: ms. */
const REFRESH_MS = 5 * 60_000;

/** A `[now, now + days)` window (API clock), fixed for the component's life so query keys stay stable. */
export function useBookingWindow(days: number): { from: string; to: string } {
  const [window] = useState(() => {
    const start = new Date(serverNowIso());
    start.setUTCSeconds(0, 0);
    return {
      from: start.toISOString(),
      to: new Date(start.getTime() + days * DAY_MS).toISOString(),
    };
  });
  return window;
}

/** What {@link useFreeSlots} returns. */
export interface FreeSlotsState {
  /** Bookable slots of the months fetched so far, ISO UTC, in time order; empty while loading. */
  slots: TimeInterval[];
  /** The photographer's IANA zone (times are shown in it). */
  timeZone: string;
  /** The bookable window `[from, to)`, ISO UTC: from now to the API's horizon (`bookableUntil`). */
  from: string;
  to: string;
  isPending: boolean;
  /**
   * Every month asked for has answered (none loading, none failed): `slots` is the whole of the
   * window fetched, so a chosen time missing from it is really gone. While one month is still
   * loading, `slots` may already hold another's — enough to draw the calendar, not to judge a
   * chosen time by (a later month answering first once dropped a kept time of this month).
   */
  complete: boolean;
  error: unknown;
  /** Fetches the months again (after a 409 slot_unavailable, or a retry). */
  refetch: () => Promise<unknown>;
  /** The calendar shows the month of `month` (an instant in it): that month and the next are fetched. */
  showMonth: (month: Date) => void;
}

/** `year * 12 + month` of an instant in `timeZone`. */
function monthIndex(instant: number, timeZone: string): number {
  const local = new TZDate(instant, timeZone);
  return local.getFullYear() * 12 + local.getMonth();
}

/** The zone's midnight that starts month `index` ({@link monthIndex}), UTC ms. */
function monthStart(index: number, timeZone: string): number {
  return new TZDate(Math.floor(index / 12), index % 12, 1, timeZone).getTime();
}

/**
 * A sub-package's free slots as the API offers them, a month at a time:
 * `GET /subpackage/{id}/slots?from&to` (docs/decisions/0007) for each month from the one the
 * calendar shows ({@link FreeSlotsState.showMonth}; first `options.openOn`'s, else now's) to the
 * month after it — each request one month of the photographer's zone (and a day, for a shoot
 * across midnight), well inside the operation's 62 days. While no free time lies after the month
 * shown, later months are fetched one by one up to the API's horizon (`bookableUntil`), so "Next
 * available" and "No free times" are true of the whole window. The API judges every slot (weekly
 * availability, its booking window, busy times and open appointments): nothing is computed here.
 * `options.except` is the caller's Pending request being moved: its own hold does not block.
 * `subpackageId` undefined fetches nothing. Query keys are `schedulingKeys.slots(…)`, which the
 * live updates refetch on any appointment change.
 */
export function useFreeSlots(
  subpackageId: string | undefined,
  options: { except?: string; openOn?: string | null } = {},
): FreeSlotsState {
  const [now] = useState(() => {
    const start = new Date(serverNowIso());
    start.setUTCSeconds(0, 0);
    return start.getTime();
  });
  const [months, setMonths] = useState(() => {
    const opened = Math.max(now, options.openOn ? Date.parse(options.openOn) || now : now);
    const shown = monthIndex(opened, FALLBACK_TIMEZONE);
    return { first: shown, last: shown + 1, shown };
  });
  // The zone and horizon of the first answer (derived, not state: no render sees one without the other).
  const [answered, setAnswered] = useState<SlotList | undefined>(undefined);
  const zone = answered?.timezone ?? FALLBACK_TIMEZONE;
  const bookableUntil = answered ? Date.parse(answered.bookableUntil) : null;
  const current = monthIndex(now, zone);

  const windows = useMemo(() => {
    const list: { from: string; to: string }[] = [];
    for (let m = Math.max(months.first, current); m <= months.last; m++) {
      const from = Math.max(monthStart(m, zone), now);
      if (bookableUntil !== null && from > bookableUntil) break;
      list.push({
        from: new Date(from).toISOString(),
        to: new Date(monthStart(m + 1, zone) + DAY_MS).toISOString(),
      });
    }
    return list;
  }, [months.first, months.last, current, zone, now, bookableUntil]);

  const results = useQueries({
    queries: windows.map((w) => ({
      ...slotsQuery(subpackageId ?? '', w.from, w.to, options.except),
      enabled: Boolean(subpackageId),
      refetchInterval: REFRESH_MS,
    })),
  });

  const firstAnswer = results.find((r) => r.data)?.data;
  if (firstAnswer && !answered) setAnswered(firstAnswer);

  // A new list only when an answer changed (the queries' results are new objects each render).
  const answers = results.map((r) => `${r.dataUpdatedAt}`).join();
  const slots = useMemo(() => {
    const byStart = new Map<string, TimeInterval>();
    for (const r of results) for (const slot of r.data?.slots ?? []) byStart.set(slot.start, slot);
    return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers]);

  // Nothing free after the month shown yet: look one month further, up to the horizon.
  const laterFree = slots.some((s) => Date.parse(s.start) >= monthStart(months.shown + 1, zone));
  const more = bookableUntil !== null && monthStart(months.last + 1, zone) <= bookableUntil;
  const settled = results.every((r) => r.isSuccess);
  useEffect(() => {
    if (settled && !laterFree && more) setMonths((m) => ({ ...m, last: m.last + 1 }));
  }, [settled, laterFree, more]);

  const showMonth = useCallback(
    (month: Date) => {
      const shown = monthIndex(month.getTime(), zone);
      setMonths((m) =>
        m.shown === shown && m.first <= shown && m.last > shown
          ? m
          : { first: Math.min(m.first, shown), last: Math.max(m.last, shown + 1), shown },
      );
    },
    [zone],
  );

  const error = results.find((r) => r.error)?.error ?? null;
  const loading = results.some((r) => r.isPending) || (!laterFree && (more || !answered));
  return {
    slots,
    timeZone: zone,
    from: new Date(now).toISOString(),
    to: new Date(bookableUntil ?? monthStart(months.last + 1, zone)).toISOString(),
    isPending: Boolean(subpackageId) && slots.length === 0 && !error && loading,
    complete: Boolean(subpackageId) && settled,
    error,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
    showMonth,
  };
}
