/**
 * Schedule rules (PRODUCT.md "Busy time"): what blocks a photographer's time and who sees what
 * of it; photographers block time by hand, appointments block it by themselves.
 */
import { randomUUID } from 'node:crypto';

import { addDays } from 'date-fns';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, NotFound, Unprocessable, ValidationFailed } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { requireRole } from '../users/service.ts';
import {
  busyTimeRowsOverlapping,
  customersOf,
  deleteBusyTimeRow,
  findBusyTime,
  holdsOverlapping,
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
export function scheduleWindow(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : addDays(from, DEFAULT_WINDOW_DAYS);
  if (to <= from) throw new ValidationFailed('`to` must be after `from`');
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw new ValidationFailed(`The window may cover at most ${MAX_WINDOW_DAYS} days`);
  }
  return { from, to };
}

/**
 * Everything that blocks photographer `photographerId` within `[from, to)`, earliest first:
 * busy_times rows (both kinds) plus open appointments that have no busy time row yet (their
 * holds, id `hold-<appointmentId>`). Titles are shown to the photographer and, for their own
 * appointments, to the customer; others see "Booked" / "Busy".
 */
export async function busyTimesOf(db: Database, photographerId: string, window: { from: Date; to: Date }, viewerId: string): Promise<BusyTime[]> {
  const rows = await busyTimeRowsOverlapping(db, photographerId, window.from, window.to);
  const holds = await holdsOverlapping(db, photographerId, window.from, window.to);
  const customerOf = await customersOf(
    db,
    rows.flatMap((row) => (row.appointmentId ? [row.appointmentId] : [])),
  );
  const isPhotographer = viewerId === photographerId;
  const result: BusyTime[] = rows.map((row) => {
    const busy = toBusyTime(row);
    if (isPhotographer) return busy;
    if (row.kind === 'Appointment') {
      const mine = row.appointmentId !== null && customerOf.get(row.appointmentId) === viewerId;
      return mine ? busy : { ...busy, title: HIDDEN_APPOINTMENT_TITLE };
    }
    return { ...busy, title: HIDDEN_BLOCK_TITLE };
  });
  for (const { appointment, subpackageTitle } of holds) {
    const visible = isPhotographer || appointment.customerId === viewerId;
    result.push({
      id: `hold-${appointment.id}`,
      photographerId,
      start: appointment.start.toISOString(),
      end: appointment.end.toISOString(),
      title: visible ? `${appointment.status === 'Pending' ? 'Requested' : 'Booked'}: ${subpackageTitle}` : HIDDEN_APPOINTMENT_TITLE,
      kind: 'Appointment',
      appointmentId: appointment.id,
    });
  }
  return result.sort((a, b) => a.start.localeCompare(b.start));
}

/** Blocks `[start, end)` in the caller's schedule. Photographers only (403); end after start (422); not over an open appointment (409). */
export async function createBusyTime(deps: Deps, caller: AuthUser, body: components['schemas']['BusyTimeCreate']): Promise<BusyTime> {
  await requireRole(deps.db, caller, 'Photographer');
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (end <= start) throw new Unprocessable('The end must be after the start');
  if (await overlapsOpenAppointment(deps.db, caller.uid, start, end)) {
    throw new Conflict('This time overlaps a pending or accepted appointment');
  }
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
}

/** Removes one of the caller's own busy times (403 otherwise); Appointment busy times follow their appointment (409). */
export async function deleteBusyTime(deps: Deps, caller: AuthUser, id: string): Promise<void> {
  const row = await findBusyTime(deps.db, id);
  if (!row) throw new NotFound(`No busy time ${id}`);
  if (row.photographerId !== caller.uid) throw new Forbidden('This busy time is not yours');
  if (row.kind !== 'Photographer') {
    throw new Conflict('Appointment busy times are removed by rejecting or canceling the appointment');
  }
  await deleteBusyTimeRow(deps.db, row.id);
}
