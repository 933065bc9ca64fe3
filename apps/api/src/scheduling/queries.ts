/**
 * SQL of busy times (docs/product.md §3.4). No rules here (scheduling/service.ts).
 */
import { and, eq, inArray, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { openAppointmentStatuses, type TimeInterval } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { appointments, busyTimes, type AppointmentRow, type BusyTimeRow } from '../db/schema.ts';

/** A bound of {@link overlapping}: a date as ISO, a prepared statement's placeholder as it is. */
const instant = (value: Date | Placeholder) =>
  value instanceof Date ? value.toISOString() : value;

/**
 * `[from, to)` as a tstzrange, compared with `&&` against the generated `during` columns: that is
 * what the GiST indexes of the exclusion constraints answer (photographer =, during &&), so the
 * cost follows the window, not the photographer's whole history.
 */
const overlapping = (
  during: typeof busyTimes.during | typeof appointments.during,
  from: Date | Placeholder,
  to: Date | Placeholder,
) => sql`${during} && tstzrange(${instant(from)}::timestamptz, ${instant(to)}::timestamptz, '[)')`;

/** The advisory lock call of photographer `photographerId`'s time lock (two 32-bit keys). */
const timeLockCall = (photographerId: string) =>
  sql`pg_advisory_xact_lock(hashtext('shootbook.photographer_time'), hashtext(${photographerId}))`;

/**
 * Takes photographer `photographerId`'s time lock (a transaction-scoped advisory lock) in `tx`,
 * waiting while another transaction holds it; released when `tx` ends.
 *
 * A hand-made busy time and every change of an appointment take it first, so two such writes of
 * one photographer run one after the other: the second sees the first's committed rows and is
 * refused by the `appointments_no_overlap` / `busy_times_no_overlap` constraints (23P01 → 409)
 * rather than both waiting on each other's in-progress row until PostgreSQL's deadlock detector
 * aborts one. Booking does not take it: measured, its one transaction and the constraints are
 * enough (docs/decisions/0005). Different photographers never wait for each other (bar a 32-bit
 * hash collision, which only makes them take turns).
 */
export async function lockPhotographerTime(tx: Database, photographerId: string): Promise<void> {
  await tx.execute(sql`select ${timeLockCall(photographerId)}`);
}

/**
 * `photographerId` as the value of an inserted row's `photographer_id`, produced only once the
 * statement holds that photographer's time lock ({@link lockPhotographerTime}): the same order as
 * a transaction that locks first, without the transaction's extra round trips — a single
 * statement is its own transaction, so the lock lasts until it commits. PostgreSQL evaluates the
 * uncorrelated sub-select once (an InitPlan) before it forms the first row, so every row of the
 * statement is checked against the constraints with the lock held.
 */
export const photographerIdLocked = (photographerId: string): SQL<string> =>
  sql<string>`(select ${photographerId}::text from (select ${timeLockCall(photographerId)}) as time_lock)`;

/** busy_times rows of photographer `photographerId` overlapping `[from, to)`. */
export function busyTimeRowsOverlapping(
  db: Database,
  photographerId: string,
  from: Date,
  to: Date,
): Promise<BusyTimeRow[]> {
  return db
    .select()
    .from(busyTimes)
    .where(
      and(eq(busyTimes.photographerId, photographerId), overlapping(busyTimes.during, from, to)),
    );
}

/**
 * What blocks photographer `photographerId` within `[from, to)`: busy times (hand-made blocks and
 * the holds of open appointments) plus open appointments themselves, ISO UTC. `except` leaves one
 * appointment and its hold out (a Pending request being moved does not block itself).
 */
export async function busyIntervals(
  db: Database,
  photographerId: string,
  from: Date,
  to: Date,
  options: { except?: string } = {},
): Promise<TimeInterval[]> {
  const window = { photographerId, from: from.toISOString(), to: to.toISOString() };
  const rows = options.except
    ? await busyExceptStatement(db).execute({ ...window, except: options.except })
    : await busyStatement(db).execute(window);
  return rows.map((b) => ({
    start: b.start.toISOString(),
    end: b.end.toISOString(),
  }));
}

/**
 * {@link busyIntervals}'s statement, prepared (db/prepared.ts): read by every slots request and
 * booking. One statement (UNION ALL): one round trip, also inside a transaction's single
 * connection. Placeholders: `photographerId`, `from` and `to` (ISO), plus `except` when
 * `withExcept`.
 */
function busyIntervalsQuery(db: Database, withExcept: boolean) {
  const [from, to] = [sql.placeholder('from'), sql.placeholder('to')];
  const except = sql.placeholder('except');
  return unionAll(
    db
      .select({ start: busyTimes.start, end: busyTimes.end })
      .from(busyTimes)
      .where(
        and(
          eq(busyTimes.photographerId, sql.placeholder('photographerId')),
          overlapping(busyTimes.during, from, to),
          withExcept
            ? or(isNull(busyTimes.appointmentId), ne(busyTimes.appointmentId, except))
            : undefined,
        ),
      ),
    db
      .select({ start: appointments.start, end: appointments.end })
      .from(appointments)
      .where(
        and(
          eq(appointments.photographerId, sql.placeholder('photographerId')),
          inArray(appointments.status, [...openAppointmentStatuses]),
          overlapping(appointments.during, from, to),
          withExcept ? ne(appointments.id, except) : undefined,
        ),
      ),
  );
}
const busyStatement = preparedPerDatabase((db) =>
  busyIntervalsQuery(db, false).prepare('busy_intervals'),
);
const busyExceptStatement = preparedPerDatabase((db) =>
  busyIntervalsQuery(db, true).prepare('busy_intervals_except'),
);

/** Appointment `id` as stored, or undefined (the caller judges who may see it). */
export async function appointmentRow(
  db: Database,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}

/** The customers of appointments `ids`, by appointment id. */
export async function customersOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appointments.id, customerId: appointments.customerId })
    .from(appointments)
    .where(inArray(appointments.id, ids));
  return new Map(rows.map((row) => [row.id, row.customerId]));
}

/** True when `[start, end)` overlaps an open appointment of the photographer. */
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
        inArray(appointments.status, [...openAppointmentStatuses]),
        overlapping(appointments.during, start, end),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

/** Busy time `id`, or undefined. */
export async function findBusyTime(db: Database, id: string): Promise<BusyTimeRow | undefined> {
  const [row] = await db.select().from(busyTimes).where(eq(busyTimes.id, id)).limit(1);
  return row;
}

/** Inserts a busy_times row, holding its photographer's time lock ({@link photographerIdLocked}). */
export async function insertBusyTime(
  db: Database,
  values: typeof busyTimes.$inferInsert,
): Promise<BusyTimeRow> {
  const [row] = await db
    .insert(busyTimes)
    .values({ ...values, photographerId: photographerIdLocked(values.photographerId) })
    .returning();
  if (!row) throw new Error('Busy time insert returned nothing');
  return row;
}

/** Deletes busy time `id`. */
export async function deleteBusyTimeRow(db: Database, id: string): Promise<void> {
  await db.delete(busyTimes).where(eq(busyTimes.id, id));
}
