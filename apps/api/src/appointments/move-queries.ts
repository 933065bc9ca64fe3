/**
 * SQL of move proposals (docs/product.md §12, docs/decisions/0032-moving-a-shoot.md); the rules
 * are in moves.ts and packages/machines `moveProposalMachine`.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import { appointmentMoves, appointments, type AppointmentMoveRow } from '../db/schema.ts';

/** Marks the `Open` proposals of appointment `appointmentId` whose time ran out at `now` `Expired`. */
export async function expireStaleMoves(
  tx: Database,
  appointmentId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(appointmentMoves)
    .set({ status: 'Expired', decidedAt: now })
    .where(
      and(
        eq(appointmentMoves.appointmentId, appointmentId),
        eq(appointmentMoves.status, 'Open'),
        lte(appointmentMoves.expiresAt, now),
      ),
    );
}

/** The `Open` proposal of appointment `appointmentId`, or undefined. */
export async function findOpenMove(
  tx: Database,
  appointmentId: string,
): Promise<AppointmentMoveRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointmentMoves)
    .where(
      and(eq(appointmentMoves.appointmentId, appointmentId), eq(appointmentMoves.status, 'Open')),
    );
  return row;
}

/** Proposal `moveId` of appointment `appointmentId`, locked `FOR UPDATE`, or undefined. */
export async function findMoveForUpdate(
  tx: Database,
  appointmentId: string,
  moveId: string,
): Promise<AppointmentMoveRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointmentMoves)
    .where(and(eq(appointmentMoves.id, moveId), eq(appointmentMoves.appointmentId, appointmentId)))
    .for('update');
  return row;
}

/**
 * Inserts a proposal. A second `Open` one of the same booking fails with SQLSTATE 23505
 * (`appointment_moves_one_open`).
 */
export async function insertMove(
  tx: Database,
  values: typeof appointmentMoves.$inferInsert,
): Promise<AppointmentMoveRow> {
  const [row] = await tx.insert(appointmentMoves).values(values).returning();
  if (!row) throw new Error('Move insert returned nothing');
  return row;
}

/** Sets proposal `moveId` to `status` (decided at `now`) while it is still `Open`; the row, or undefined. */
export async function settleMove(
  tx: Database,
  moveId: string,
  status: AppointmentMoveRow['status'],
  now: Date,
): Promise<AppointmentMoveRow | undefined> {
  const [row] = await tx
    .update(appointmentMoves)
    .set({ status, decidedAt: now })
    .where(and(eq(appointmentMoves.id, moveId), eq(appointmentMoves.status, 'Open')))
    .returning();
  return row;
}

/**
 * Gives Accepted appointment `id` its new `[start, end)` and counts the move (the calendar's
 * `SEQUENCE`); undefined when it is no longer Accepted.
 * An overlap with another open booking fails with SQLSTATE 23P01 (`appointments_no_overlap`).
 */
export async function moveAcceptedAppointment(
  tx: Database,
  id: string,
  start: Date,
  end: Date,
  now: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ start, end, moveCount: sql`${appointments.moveCount} + 1`, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'Accepted')))
    .returning({ id: appointments.id });
  return row;
}

/** The `Open` proposals of appointments `ids` (at most one each). */
export async function openMovesOf(
  db: Database,
  ids: readonly string[],
): Promise<AppointmentMoveRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(appointmentMoves)
    .where(
      and(inArray(appointmentMoves.appointmentId, [...ids]), eq(appointmentMoves.status, 'Open')),
    );
}

/** Ids of `Open` proposals whose time ran out at `now`, with their appointment. */
export async function staleMoves(
  db: Database,
  now: Date,
): Promise<{ id: string; appointmentId: string }[]> {
  return db
    .select({ id: appointmentMoves.id, appointmentId: appointmentMoves.appointmentId })
    .from(appointmentMoves)
    .where(and(eq(appointmentMoves.status, 'Open'), lte(appointmentMoves.expiresAt, now)));
}
