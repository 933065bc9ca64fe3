/**
 * SQL of busy times (PRODUCT.md "Busy time"). No rules here (scheduling/service.ts).
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { openAppointmentStatuses } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import { appointments, busyTimes, type BusyTimeRow } from '../db/schema.ts';

/** busy_times rows of photographer `photographerId` overlapping `[from, to)`. */
export function busyTimeRowsOverlapping(db: Database, photographerId: string, from: Date, to: Date): Promise<BusyTimeRow[]> {
  return db
    .select()
    .from(busyTimes)
    .where(and(eq(busyTimes.photographerId, photographerId), lt(busyTimes.start, to), gt(busyTimes.end, from)));
}

/** The customers of appointments `ids`, by appointment id. */
export async function customersOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: appointments.id, customerId: appointments.customerId }).from(appointments).where(inArray(appointments.id, ids));
  return new Map(rows.map((row) => [row.id, row.customerId]));
}

/** True when `[start, end)` overlaps an open appointment of the photographer. */
export async function overlapsOpenAppointment(db: Database, photographerId: string, start: Date, end: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.photographerId, photographerId),
        inArray(appointments.status, [...openAppointmentStatuses]),
        lt(appointments.start, end),
        gt(appointments.end, start),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

/** Busy time `id`, or undefined. */
export async function findBusyTime(db: Database, id: string): Promise<BusyTimeRow | undefined> {
  const [row] = await db.select().from(busyTimes).where(eq(busyTimes.id, id)).limit(1);
  return row;
}

/** Inserts a busy_times row. */
export async function insertBusyTime(db: Database, values: typeof busyTimes.$inferInsert): Promise<BusyTimeRow> {
  const [row] = await db.insert(busyTimes).values(values).returning();
  if (!row) throw new Error('Busy time insert returned nothing');
  return row;
}

/** Deletes busy time `id`. */
export async function deleteBusyTimeRow(db: Database, id: string): Promise<void> {
  await db.delete(busyTimes).where(eq(busyTimes.id, id));
}
