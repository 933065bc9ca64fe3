import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { appointments, payments, type AppointmentRow } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors.ts';

type Schemas = components['schemas'];

/** Filters of the appointment lists (openapi.yaml `AppointmentStatusQuery`, `PaymentStatusQuery`, `Limit`, `Offset`). */
export interface AppointmentFilter {
  status?: Schemas['AppointmentStatus'];
  paymentStatus?: Schemas['PaymentStatus'];
  /** 1..1000, default 50. */
  limit?: number;
  offset?: number;
}

/**
 * The caller's appointments — as customer or as photographer — newest start first, and the total
 * matching the filter. `paymentStatus` keeps only appointments whose payment has that status.
 */
export async function listCallerAppointments(
  db: Database,
  callerId: string,
  filter: AppointmentFilter,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const conditions: SQL[] = [or(eq(appointments.customerId, callerId), eq(appointments.photographerId, callerId))!];
  if (filter.status) conditions.push(eq(appointments.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(payments.status, filter.paymentStatus));
  const where = and(...conditions);
  const [found, [counted]] = await Promise.all([
    db
      .select({ appointment: appointments })
      .from(appointments)
      .leftJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(where)
      .orderBy(desc(appointments.start), desc(appointments.createdAt))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(appointments).leftJoin(payments, eq(payments.appointmentId, appointments.id)).where(where),
  ]);
  return { rows: found.map((r) => r.appointment), total: counted?.total ?? 0 };
}

/**
 * Appointment `id` if the caller is its customer or photographer.
 * @throws NotFound (404) when it does not exist; Forbidden (403) for anyone else.
 */
export async function findOwnAppointment(db: Database, callerId: string, id: string): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new NotFound(`No appointment ${id}`);
  if (row.customerId !== callerId && row.photographerId !== callerId) {
    throw new Forbidden("Only this appointment's customer or photographer can see it");
  }
  return row;
}

/** Sets `changes` on appointment `id`. @throws NotFound (404) when it no longer exists. */
export async function updateAppointmentRow(db: Database, id: string, changes: Partial<Pick<AppointmentRow, 'location' | 'note' | 'updatedAt'>>): Promise<AppointmentRow> {
  const [row] = await db.update(appointments).set(changes).where(eq(appointments.id, id)).returning();
  if (!row) throw new NotFound(`No appointment ${id}`);
  return row;
}
