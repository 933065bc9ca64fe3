import { randomUUID } from 'node:crypto';

import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import { bookingPartyOf } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import { changeNotice } from '../events/feed.ts';
import {
  appointments,
  busyTimes,
  notifications,
  payments,
  users,
  type AppointmentRow,
  type PaymentRow,
} from '../db/schema.ts';
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
  const conditions: SQL[] = [
    or(eq(appointments.customerId, callerId), eq(appointments.photographerId, callerId))!,
  ];
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
    db
      .select({ total: count() })
      .from(appointments)
      .leftJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(where),
  ]);
  return { rows: found.map((r) => r.appointment), total: counted?.total ?? 0 };
}

/**
 * Appointment `id` if the caller is its customer or photographer.
 * @throws NotFound (404) when it does not exist; Forbidden (403) for anyone else.
 */
export async function findOwnAppointment(
  db: Database,
  callerId: string,
  id: string,
): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new NotFound(`No appointment ${id}`);
  if (bookingPartyOf(row, callerId) === null) {
    throw new Forbidden("Only this appointment's customer or photographer can see it");
  }
  return row;
}

/** Appointment `id` locked `FOR UPDATE` until the transaction ends, or undefined. */
export async function findAppointmentForUpdate(
  tx: Database,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** The payment of appointment `appointmentId` locked `FOR UPDATE`, or undefined (none before acceptance). */
export async function findPaymentForUpdate(
  tx: Database,
  appointmentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId))
    .for('update');
  return row;
}

/**
 * Sets `changes` on appointment `id` only while it still has status `expected` — the state the
 * machine judged — so a change decided on a stale read cannot land.
 * @returns the updated row, or undefined when the status moved on.
 */
export async function updateAppointmentIfStatus(
  tx: Database,
  id: string,
  expected: AppointmentRow['status'],
  changes: Partial<AppointmentRow>,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set(changes)
    .where(and(eq(appointments.id, id), eq(appointments.status, expected)))
    .returning();
  return row;
}

/**
 * Whether one of users `ids` has deleted their account (docs/product.md §14). Read in the booking's
 * transaction after its insert: the insert's foreign keys waited for a deletion holding the
 * party's row, so a deletion that committed first is seen here (and one that comes later waits
 * for the booking and is refused by it).
 */
export async function anyAccountDeleted(tx: Database, ids: readonly string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNotNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes a booking in ONE statement, in the caller's transaction `tx`: the Pending appointment
 * `values`, the busy time of kind `Appointment` that holds its slot (title `holdTitle`), its
 * `notificationRows`, and the live-change announcement (`pg_notify` in the insert's `returning`,
 * delivered on commit). A clash with another booking or a busy time fails the statement with
 * SQLSTATE 23P01 (`appointments_no_overlap`, `busy_times_no_overlap`).
 */
export async function insertBooking(
  tx: Database,
  values: typeof appointments.$inferInsert & { id: string; createdAt: Date },
  holdTitle: string,
  notificationRows: (typeof notifications.$inferInsert)[],
): Promise<AppointmentRow> {
  const hold = tx.$with('hold').as(
    tx
      .insert(busyTimes)
      .values({
        id: randomUUID(),
        photographerId: values.photographerId,
        start: values.start,
        end: values.end,
        title: holdTitle,
        kind: 'Appointment',
        appointmentId: values.id,
        createdAt: values.createdAt,
      })
      .returning({ id: busyTimes.id }),
  );
  const written =
    notificationRows.length > 0
      ? [
          tx
            .$with('written')
            .as(
              tx.insert(notifications).values(notificationRows).returning({ id: notifications.id }),
            ),
        ]
      : [];
  const [row] = await tx
    .with(hold, ...written)
    .insert(appointments)
    .values(values)
    .returning({ ...getTableColumns(appointments), announced: changeNotice });
  if (!row) throw new Error('Booking insert returned nothing');
  const { announced: _announced, ...appointment } = row;
  return appointment;
}

/** Deletes the hold of appointment `appointmentId` (packages/machines `releaseHold`). */
export async function deleteHold(tx: Database, appointmentId: string): Promise<void> {
  await tx
    .delete(busyTimes)
    .where(and(eq(busyTimes.appointmentId, appointmentId), eq(busyTimes.kind, 'Appointment')));
}

/** Moves the hold of appointment `appointmentId` to `[start, end)` (a Pending request's new time). */
export async function moveHold(
  tx: Database,
  appointmentId: string,
  start: Date,
  end: Date,
): Promise<void> {
  await tx
    .update(busyTimes)
    .set({ start, end })
    .where(and(eq(busyTimes.appointmentId, appointmentId), eq(busyTimes.kind, 'Appointment')));
}

/** Inserts a payment row. */
export async function insertPayment(
  tx: Database,
  values: typeof payments.$inferInsert,
): Promise<void> {
  await tx.insert(payments).values(values);
}

/**
 * Ids of open appointments that may be overdue at `now`: Pending ones whose start has passed, and
 * Accepted ones whose payment is Unpaid and that were accepted at or before `acceptedBy` or whose
 * start has passed. The machine makes the final call for each (`EXPIRE`).
 */
export async function overdueAppointmentIds(
  db: Database,
  now: Date,
  acceptedBy: Date,
): Promise<string[]> {
  const [pending, unpaid] = await Promise.all([
    db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.status, 'Pending'), lte(appointments.start, now))),
    db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(
        and(
          eq(appointments.status, 'Accepted'),
          eq(payments.status, 'Unpaid'),
          isNotNull(appointments.acceptedAt),
          or(lte(appointments.acceptedAt, acceptedBy), lte(appointments.start, now)),
        ),
      ),
  ]);
  return [...pending, ...unpaid].map((row) => row.id);
}
