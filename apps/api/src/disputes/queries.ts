/** SQL of disputes and the operators' audit log (docs/decisions/0033). */
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import {
  appointments,
  deliveries,
  disputes,
  messageReports,
  operatorActions,
  threadMessages,
  users,
  type DisputeRow,
  type OperatorActionRow,
  type UserRow,
} from '../db/schema.ts';

/** The dispute of appointment `appointmentId`, if any. */
export async function findDisputeOf(
  db: Database,
  appointmentId: string,
): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.appointmentId, appointmentId));
  return row;
}

/** Dispute `id`, locked `FOR UPDATE` inside `tx`. */
export async function findDisputeForUpdate(
  tx: Database,
  id: string,
): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

/**
 * Whether appointment `appointmentId` has a dispute not yet decided: its payout waits
 * (packages/machines `PaymentRuleContext.disputeOpen`). Read inside the transaction that holds the
 * payment's lock, which the opening of a dispute takes too, so neither misses the other.
 */
export async function hasUndecidedDispute(tx: Database, appointmentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.appointmentId, appointmentId), ne(disputes.status, 'Decided')));
  return row !== undefined;
}

/** The status of appointment `appointmentId`'s delivery, or null without one. */
export async function deliveryStatusOf(
  db: Database,
  appointmentId: string,
): Promise<DisputeDeliveryStatus> {
  const [row] = await db
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.appointmentId, appointmentId));
  return row?.status ?? null;
}
type DisputeDeliveryStatus = (typeof deliveries.$inferSelect)['status'] | null;

/** Inserts a dispute. Two at once for one booking: the unique index refuses the second (23505). */
export async function insertDispute(
  tx: Database,
  values: typeof disputes.$inferInsert,
): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  return row!;
}

/** Sets `changes` on dispute `id` while it still has `status`; undefined when it moved on. */
export async function updateDisputeIfStatus(
  tx: Database,
  id: string,
  status: DisputeRow['status'],
  changes: Partial<DisputeRow>,
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .update(disputes)
    .set(changes)
    .where(and(eq(disputes.id, id), eq(disputes.status, status)))
    .returning();
  return row;
}

/** Disputes, undecided ones only unless `all`: undecided first, oldest first; at most 200. */
export async function listDisputes(db: Database, all: boolean): Promise<DisputeRow[]> {
  return db
    .select()
    .from(disputes)
    .where(all ? undefined : ne(disputes.status, 'Decided'))
    .orderBy(sql`(${disputes.status} = 'Decided')`, asc(disputes.createdAt), asc(disputes.id))
    .limit(200);
}

/** Appends one entry to the audit log (a trigger refuses any change to it afterwards). */
export async function insertOperatorAction(
  tx: Database,
  values: typeof operatorActions.$inferInsert,
): Promise<OperatorActionRow> {
  const [row] = await tx.insert(operatorActions).values(values).returning();
  return row!;
}

/** The audit log, newest first, and its length. */
export async function listOperatorActions(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: OperatorActionRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(operatorActions)
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(operatorActions),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The audit entries about a booking: on its dispute, newest first. */
export async function actionsOnDispute(
  db: Database,
  disputeId: string,
): Promise<OperatorActionRow[]> {
  return db
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.targetType, 'dispute'), eq(operatorActions.targetId, disputeId)))
    .orderBy(desc(operatorActions.createdAt));
}

/** Appointment `id`, if any. */
export async function findAppointment(db: Database, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** Photographer `id` locked `FOR UPDATE`; undefined for an unknown user or another role. */
export async function findPhotographerForUpdate(
  tx: Database,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Photographer')))
    .for('update');
  return row;
}

/** Photographers matching `q` in name or e-mail: suspended first, then by name; at most 100. */
export async function listPhotographersForOperators(
  db: Database,
  q: string | undefined,
): Promise<UserRow[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'Photographer'),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(sql`(${users.suspendedAt} is null)`, asc(users.name), asc(users.id))
    .limit(100);
}

/** Reported thread messages with their text and author, newest report first; at most 100. */
export async function listReportedMessages(db: Database) {
  return db
    .select({
      messageId: messageReports.messageId,
      threadId: threadMessages.threadId,
      text: threadMessages.body,
      authorId: threadMessages.authorId,
      reporterId: messageReports.reporterId,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .innerJoin(threadMessages, eq(threadMessages.id, messageReports.messageId))
    .orderBy(desc(messageReports.createdAt))
    .limit(100);
}
