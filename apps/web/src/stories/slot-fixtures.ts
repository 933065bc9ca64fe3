import type { Schemas } from '@shootbook/api-client';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  freeSlots,
  type TimeInterval,
  type WeeklyAvailability,
} from '@shootbook/machines';
import type { ApiCall } from './api-fixtures';
import { anong } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Something that blocks the photographer; one with an `appointmentId` is left out for `?except=` that id. */
export interface BlockingTime extends TimeInterval {
  appointmentId?: string | null;
}

/**
 * A `GET /subpackage/{id}/slots` fixture answering as the API does (docs/decisions/0007): the
 * machines' `freeSlots` — what the API runs — over `weekly` (default Anong's MON–SAT 09:00–18:00,
 * Asia/Bangkok) for a shoot of `durationMinutes`, within the call's `[from, to)` (default now …
 * now + 14 days), the default booking window from the story's clock, minus `busy` (a list, or a
 * function of the call); a busy time of the appointment named by `?except=` does not block.
 */
export function slotsAnswer(
  durationMinutes: number,
  busy: readonly BlockingTime[] | ((call: ApiCall) => readonly BlockingTime[]) = [],
  weekly: WeeklyAvailability = anong.weeklyAvailability,
): (call: ApiCall) => Schemas['SlotList'] {
  return (call) => {
    const now = Date.now();
    const from = call.query.from ?? new Date(now).toISOString();
    const to = call.query.to ?? new Date(Date.parse(from) + 14 * DAY_MS).toISOString();
    const except = call.query.except;
    const blocking = (typeof busy === 'function' ? busy(call) : busy).filter(
      (b) => !except || b.appointmentId !== except,
    );
    return {
      slots: freeSlots({
        weeklyAvailability: weekly,
        timezone: anong.timezone,
        busy: blocking,
        durationMinutes,
        from,
        to,
        now: new Date(now).toISOString(),
      }),
      timezone: anong.timezone,
      from,
      to,
      durationMinutes,
      bookableUntil: new Date(now + DEFAULT_BOOKING_HORIZON_DAYS * DAY_MS).toISOString(),
    };
  };
}
