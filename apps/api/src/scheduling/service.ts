/**
 * Schedule rules (docs/product.md §3.4): what blocks a photographer's time and who sees what
 * of it; photographers block time by hand, appointments block it by themselves.
 */
import { randomUUID } from 'node:crypto';

import { addDays } from 'date-fns';
import {
  appointmentTransition,
  bookingPartyOf,
  freeSlots,
  moveProposeRefusal,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import { pgErrorCode, PG_EXCLUSION_VIOLATION, type Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, NotFound, Unprocessable, ValidationFailed } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { requireRegistration } from '../users/service.ts';
import { findSubpackageWithOwner } from '../catalogue/queries.ts';
import {
  appointmentRow,
  busyIntervals,
  busyTimeRowsOverlapping,
  customersOf,
  deleteBusyTimeRow,
  findBusyTime,
  insertBusyTime,
  overlapsOpenAppointment,
} from './queries.ts';
import { toBusyTime } from './wire.ts';

type BusyTime = components['schemas']['BusyTime'];

/** Shown instead of the title of someone else's appointment or private block. */
export const HIDDEN_APPOINTMENT_TITLE = 'Booked';
export const HIDDEN_BLOCK_TITLE = 'Busy';

/** Longest window one schedule request may cover, days. */
export const MAX_WINDOW_DAYS = 400;

/** Default length of the schedule window when `to` is not given, days. */
export const DEFAULT_WINDOW_DAYS = 60;

/**
 * The schedule window `[from, to)` of a request: default now … now + 60 days.
 * @throws ValidationFailed (400) when `to <= from` or the window exceeds {@link MAX_WINDOW_DAYS}
 *   (openapi.yaml documents no 422 for this operation).
 */
export function scheduleWindow(
  query: { from?: string; to?: string },
  now: Date,
): { from: Date; to: Date } {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : addDays(from, DEFAULT_WINDOW_DAYS);
  if (to <= from)
    throw new ValidationFailed('`to` must be after `from`', undefined, {
      reason: 'end_before_start',
    });
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw new ValidationFailed(`The window may cover at most ${MAX_WINDOW_DAYS} days`, undefined, {
      reason: 'window_too_long',
      days: MAX_WINDOW_DAYS,
    });
  }
  return { from, to };
}

/**
 * Everything that blocks photographer `photographerId` within `[from, to)`, earliest first: the
 * busy_times rows — hand-made blocks (kind `Photographer`) and the holds of open appointments
 * (kind `Appointment`). The photographer sees everything; the customer of an appointment sees its
 * title and id; anyone else sees "Booked" / "Busy" and no appointment id.
 */
export async function busyTimesOf(
  db: Database,
  photographerId: string,
  window: { from: Date; to: Date },
  viewerId: string,
): Promise<BusyTime[]> {
  const rows = await busyTimeRowsOverlapping(db, photographerId, window.from, window.to);
  const isPhotographer = viewerId === photographerId;
  const customerOf = isPhotographer
    ? new Map<string, string>()
    : await customersOf(
        db,
        rows.flatMap((row) => (row.appointmentId ? [row.appointmentId] : [])),
      );
  return rows
    .map((row) => {
      const busy = toBusyTime(row);
      if (isPhotographer) return busy;
      if (
        row.kind === 'Appointment' &&
        row.appointmentId !== null &&
        customerOf.get(row.appointmentId) === viewerId
      )
        return busy;
      return {
        ...busy,
        title: row.kind === 'Appointment' ? HIDDEN_APPOINTMENT_TITLE : HIDDEN_BLOCK_TITLE,
        appointmentId: null,
      };
    })
    .sort((x, y) => x.start.localeCompare(y.start));
}

/**
 * Blocks `[start, end)` in the caller's schedule. Registered photographers only (403); end after
 * start (422); not over an open appointment (409 `conflict`) — checked first for a clear message,
 * and decided under a race with a booking by the `busy_times_no_overlap` constraint.
 */
export async function createBusyTime(
  deps: Deps,
  caller: AuthUser,
  body: components['schemas']['BusyTimeCreate'],
): Promise<BusyTime> {
  await requireRegistration(deps.db, caller.uid, 'blockTime');
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (end <= start)
    throw new Unprocessable('The end must be after the start', undefined, {
      reason: 'end_before_start',
    });
  const overlapping = new Conflict(
    'This time overlaps a pending or accepted appointment',
    undefined,
    { reason: 'busy_time_overlaps_booking' },
  );
  if (await overlapsOpenAppointment(deps.db, caller.uid, start, end)) throw overlapping;
  try {
    const row = await insertBusyTime(deps.db, {
      id: randomUUID(),
      photographerId: caller.uid,
      start,
      end,
      title: body.title?.trim() ?? '',
      kind: 'Photographer',
      createdAt: deps.clock.now(),
    });
    return toBusyTime(row);
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw overlapping;
    throw error;
  }
}

/** Removes one of the caller's own busy times (403 otherwise); Appointment busy times follow their appointment (409). */
export async function deleteBusyTime(deps: Deps, caller: AuthUser, id: string): Promise<void> {
  const row = await findBusyTime(deps.db, id);
  if (!row) throw new NotFound(`No busy time ${id}`);
  if (row.photographerId !== caller.uid) throw new Forbidden('This busy time is not yours');
  if (row.kind !== 'Photographer') {
    throw new Conflict(
      'Appointment busy times are removed by rejecting or canceling the appointment',
      undefined,
      { reason: 'busy_time_of_booking' },
    );
  }
  await deleteBusyTimeRow(deps.db, row.id);
}

/** Longest window one slots request may cover, days (two months of a calendar page). */
export const MAX_SLOT_WINDOW_DAYS = 62;

/** Default length of the slots window when `to` is not given, days. */
export const DEFAULT_SLOT_WINDOW_DAYS = 14;

/**
 * The request `id` a slots query leaves out (`except`): the caller's own Pending request, with the
 * photographer `photographerId`, that the caller may still move — asked of the machines'
 * `appointmentTransition` (EDIT by its customer now), as `PATCH /appointment/{id}` does — or an
 * Accepted booking of the caller (either party) that may be moved (`moveProposeRefusal`,
 * docs/decisions/0032-moving-a-shoot.md), as `POST /appointment/{id}/moves` judges it.
 * @throws NotFound (404) for an unknown appointment; Forbidden (403) when the caller is not its
 *   customer; Unprocessable (422) when it can no longer be moved or is with another photographer.
 */
async function requireMovableRequest(
  deps: Deps,
  callerId: string,
  id: string,
  photographerId: string,
  now: Date,
): Promise<string> {
  const row = await appointmentRow(deps.db, id);
  if (!row) throw new NotFound(`No appointment ${id}`);
  // A party of an Accepted booking picking another time to propose (docs/decisions/0032).
  const proposable =
    bookingPartyOf(row, callerId) !== null &&
    moveProposeRefusal({
      appointmentStatus: row.status,
      start: row.start.toISOString(),
      newStart: new Date(0).toISOString(),
      openProposal: false,
      now: now.toISOString(),
    }) === null;
  if (proposable && row.photographerId === photographerId) return row.id;
  const verdict = appointmentTransition(
    row.status,
    { type: 'EDIT' },
    {
      actor: { role: 'Customer', userId: callerId },
      appointment: {
        customerId: row.customerId,
        photographerId: row.photographerId,
        start: row.start.toISOString(),
        end: row.end.toISOString(),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
      },
      paymentStatus: null,
      now: now.toISOString(),
    },
  );
  if (!verdict.ok && verdict.reason === 'forbidden_actor')
    throw new Forbidden('Only your own request can be left out of the slots');
  if (!verdict.ok)
    throw new Unprocessable(
      'That appointment can no longer be moved',
      { reason: verdict.reason },
      { reason: 'request_not_movable' },
    );
  if (row.photographerId !== photographerId)
    throw new Unprocessable("That request is not with this sub-package's photographer");
  return row.id;
}

/**
 * The free slots of sub-package `subpackageId` within `[from, to)` (default now … now + 14 days):
 * packages/machines `freeSlots` over the photographer's weekly availability and time zone, the
 * booking window of this API (`BOOKING_LEAD_MINUTES`, `BOOKING_HORIZON_DAYS`) and what blocks the
 * photographer (busy times and open appointments) — the same rules booking applies; `except`
 * leaves the caller's own Pending request and its hold out (moving it, as
 * `PATCH /appointment/{id}` judges the move). `bookableUntil` is now + the horizon. An inactive
 * sub-package or package has no slots.
 * @throws NotFound (404) for an unknown sub-package or `except`; ValidationFailed (400) for
 *   `to <= from` or a window over {@link MAX_SLOT_WINDOW_DAYS} days; Forbidden (403) /
 *   Unprocessable (422) for an `except` that is not the caller's movable request with this
 *   photographer.
 */
export async function slotsOf(
  deps: Deps,
  callerId: string,
  subpackageId: string,
  query: { from?: string; to?: string; except?: string },
): Promise<components['schemas']['SlotList']> {
  const now = deps.clock.now();
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : addDays(from, DEFAULT_SLOT_WINDOW_DAYS);
  if (to <= from)
    throw new ValidationFailed('`to` must be after `from`', undefined, {
      reason: 'end_before_start',
    });
  if (to.getTime() - from.getTime() > MAX_SLOT_WINDOW_DAYS * 86_400_000) {
    throw new ValidationFailed(
      `The window may cover at most ${MAX_SLOT_WINDOW_DAYS} days`,
      undefined,
      { reason: 'window_too_long', days: MAX_SLOT_WINDOW_DAYS },
    );
  }
  const found = await findSubpackageWithOwner(deps.db, subpackageId);
  if (!found) throw new NotFound(`No sub-package ${subpackageId}`);
  const { sub, pkg, photographer } = found;
  const except = query.except
    ? await requireMovableRequest(deps, callerId, query.except, photographer.id, now)
    : undefined;
  const window = { from: from.toISOString(), to: to.toISOString() };
  const answer = {
    timezone: photographer.timezone,
    durationMinutes: sub.durationMinutes,
    bookableUntil: new Date(
      now.getTime() + deps.config.bookingHorizonDays * 86_400_000,
    ).toISOString(),
    ...window,
  };
  if (!sub.active || !pkg.active) return { slots: [], ...answer };
  const slots = freeSlots({
    weeklyAvailability: photographer.weeklyAvailability,
    timezone: photographer.timezone,
    busy: await busyIntervals(deps.db, photographer.id, from, to, except ? { except } : {}),
    durationMinutes: sub.durationMinutes,
    ...window,
    now: now.toISOString(),
    leadMinutes: deps.config.bookingLeadMinutes,
    horizonDays: deps.config.bookingHorizonDays,
  });
  return { slots, ...answer };
}
