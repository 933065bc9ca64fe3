/**
 * Busy times of a photographer (PRODUCT.md "Busy time"): blocks by hand (kind `Photographer`),
 * Appointment busy times of Accepted appointments, and holds of Pending appointments.
 */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { appointments, busyTimes, subpackages, type BusyTimeRow } from '../db/schema.ts';

type BusyTime = components['schemas']['BusyTime'];

/** Shown instead of the title of someone else's appointment or private block. */
export const HIDDEN_APPOINTMENT_TITLE = 'Booked';
export const HIDDEN_BLOCK_TITLE = 'Busy';

/** `BusyTime` of a row. */
export function toBusyTime(row: BusyTimeRow): BusyTime {
  return {
    id: row.id,
    photographerId: row.photographerId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    title: row.title,
    kind: row.kind,
    appointmentId: row.appointmentId,
  };
}

/**
 * Everything that blocks photographer `photographerId` within `[from, to)`, earliest first:
 * busy_times rows (both kinds) plus Pending/Accepted appointments that have no busy time row
 * yet (their holds, id `hold-<appointmentId>`). Titles are shown to the photographer and, for
 * their own appointments, to the customer; others see "Booked" / "Busy".
 */
export async function busyTimesOf(
  db: Database,
  photographerId: string,
  window: { from: Date; to: Date },
  viewerId: string,
): Promise<BusyTime[]> {
  const rows = await db
    .select()
    .from(busyTimes)
    .where(and(eq(busyTimes.photographerId, photographerId), lt(busyTimes.start, window.to), gt(busyTimes.end, window.from)));
  const holds = await db
    .select({ appointment: appointments, subpackageTitle: subpackages.title })
    .from(appointments)
    .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
    .leftJoin(busyTimes, eq(busyTimes.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.photographerId, photographerId),
        inArray(appointments.status, ['Pending', 'Accepted']),
        lt(appointments.start, window.to),
        gt(appointments.end, window.from),
        isNull(busyTimes.id),
      ),
    );
  const customerOf = new Map<string, string>();
  const appointmentIds = rows.flatMap((row) => (row.appointmentId ? [row.appointmentId] : []));
  if (appointmentIds.length > 0) {
    const owners = await db
      .select({ id: appointments.id, customerId: appointments.customerId })
      .from(appointments)
      .where(inArray(appointments.id, appointmentIds));
    for (const owner of owners) customerOf.set(owner.id, owner.customerId);
  }
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

/** True when `[start, end)` overlaps a Pending or Accepted appointment of the photographer. */
export async function overlapsOpenAppointment(
  db: Database,
  photographerId: string,
  start: Date,
  end: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.photographerId, photographerId),
        inArray(appointments.status, ['Pending', 'Accepted']),
        lt(appointments.start, end),
        gt(appointments.end, start),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}
