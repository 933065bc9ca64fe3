import { freeSlots, type TimeInterval } from '@shootbook/machines';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { serverNowIso } from '../appointments/server-clock';
import { useNow } from '../appointments/useNow';
import { busyTimesQuery, publicProfileQuery } from './queries';
import { FALLBACK_TIMEZONE } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  /** Bookable slots, ISO UTC, in time order; empty while loading. */
  slots: TimeInterval[];
  /** The photographer's IANA zone (times are shown in it). */
  timeZone: string;
  /** The searched window `[from, to)`, ISO UTC. */
  from: string;
  to: string;
  isPending: boolean;
  error: unknown;
  /** Re-fetches the profile and busy times (after a 409 slot_unavailable, or a retry). */
  refetch: () => Promise<unknown>;
}

/**
 * The photographer's free slots for a shoot of `durationMinutes` in the next `days` days:
 * `freeSlots` of @shootbook/machines (the rule the API also applies, PRODUCT.md appointment
 * "create" guard) fed by `GET /user/profile/{id}` (weeklyAvailability, timezone) and
 * `GET /busytime/photographer/{id}?from&to`. `durationMinutes` undefined keeps the list empty.
 * The booking window (lead time, horizon) is the machines' default, judged by the API's clock and
 * re-judged every minute and whenever the busy times are fetched again, so a slot that became
 * too soon disappears. `options.except` leaves one appointment's hold out of the busy times: a
 * Pending request being moved does not block its own hours (as the API judges the move).
 */
export function useFreeSlots(
  photographerId: string | undefined,
  durationMinutes: number | undefined,
  days: number,
  options: { except?: string } = {},
): FreeSlotsState {
  const { from, to } = useBookingWindow(days);
  const profile = useQuery({
    ...publicProfileQuery(photographerId ?? ''),
    enabled: Boolean(photographerId),
  });
  const busy = useQuery({
    ...busyTimesQuery(photographerId ?? '', from, to),
    enabled: Boolean(photographerId),
  });
  const timeZone = profile.data?.timezone || FALLBACK_TIMEZONE;
  const now = useNow(60_000, busy.dataUpdatedAt);

  const slots = useMemo(() => {
    if (!profile.data || !busy.data || !durationMinutes) return [];
    return freeSlots({
      weeklyAvailability: profile.data.weeklyAvailability,
      timezone: timeZone,
      busy: options.except
        ? busy.data.filter((b) => b.appointmentId !== options.except)
        : busy.data,
      durationMinutes,
      from,
      to,
      now,
    });
  }, [profile.data, busy.data, durationMinutes, timeZone, from, to, now, options.except]);

  return {
    slots,
    timeZone,
    from,
    to,
    isPending: profile.isPending || busy.isPending,
    error: profile.error ?? busy.error,
    refetch: () => Promise.all([profile.refetch(), busy.refetch()]),
  };
}
