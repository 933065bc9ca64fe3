/**
 * SQL of the deliveries resource (docs/product.md §11, decision 0023): the delivery rows, the
 * counts of their files, the customer's choices on files, and what the clock sweeps look for.
 */
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { finalDeliveryStatuses, finalsOwedStatuses } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  appointments,
  deliveries,
  deliveryFiles,
  packages,
  payments,
  subpackages,
  users,
  type AppointmentRow,
  type DeliveryFileRow,
  type DeliveryRow,
  type UserRow,
} from '../db/schema.ts';

const customer = alias(users, 'customer');
const photographer = alias(users, 'photographer');

/** A delivery with what its wire shape shows: the booking, its titles, parties and file counts. */
export interface DeliveryView {
  delivery: DeliveryRow;
  appointment: AppointmentRow;
  packageTitle: string;
  subpackageTitle: string;
  customer: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl' | 'deletedAt'>;
  photographer: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl' | 'deletedAt'>;
  proofCount: number;
  finalCount: number;
  pickCount: number;
}

const summary = (user: typeof customer | typeof photographer) => ({
  id: user.id,
  name: user.name,
  role: user.role,
  avatarUrl: user.avatarUrl,
  deletedAt: user.deletedAt,
});

const liveFile = (kind: 'proof' | 'final', extra?: SQL) =>
  sql<number>`(select count(*)::int from ${deliveryFiles} where ${deliveryFiles.deliveryId} = ${deliveries.id} and ${deliveryFiles.kind} = ${kind} and ${deliveryFiles.removedAt} is null${extra ? sql` and ${extra}` : sql``})`;

const viewColumns = {
  delivery: deliveries,
  appointment: appointments,
  packageTitle: packages.title,
  subpackageTitle: subpackages.title,
  customer: summary(customer),
  photographer: summary(photographer),
  proofCount: liveFile('proof'),
  finalCount: liveFile('final'),
  pickCount: liveFile('proof', sql`${deliveryFiles.picked}`),
};

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(deliveries)
    .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
    .innerJoin(customer, eq(customer.id, appointments.customerId))
    .innerJoin(photographer, eq(photographer.id, appointments.photographerId));
}

const partyOf = (uid: string): SQL =>
  or(eq(appointments.customerId, uid), eq(appointments.photographerId, uid))!;

/**
 * The delivery of appointment `appointmentId` as `uid` may see it: only when `uid` is the
 * booking's customer or photographer (anyone else gets undefined, as for no delivery).
 */
export async function findDeliveryView(
  db: Database,
  appointmentId: string,
  uid: string,
): Promise<DeliveryView | undefined> {
  const [row] = await viewQuery(db)
    .where(and(eq(deliveries.appointmentId, appointmentId), partyOf(uid)))
    .limit(1);
  return row;
}

/** Whether `uid` is the customer or photographer of appointment `appointmentId` (false when none). */
export async function isBookingParty(
  db: Database,
  appointmentId: string,
  uid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), partyOf(uid)))
    .limit(1);
  return row !== undefined;
}

/** Filters of the caller's deliveries list. */
export interface DeliveryFilter {
  status?: DeliveryRow['status'] | undefined;
  /** Only deliveries not Accepted or Refunded. */
  open?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The caller's deliveries (as customer or photographer), due date first, and their total. */
export async function listCallerDeliveries(
  db: Database,
  uid: string,
  filter: DeliveryFilter,
): Promise<{ rows: DeliveryView[]; total: number }> {
  const conditions: SQL[] = [partyOf(uid)];
  if (filter.status) conditions.push(eq(deliveries.status, filter.status));
  if (filter.open) conditions.push(notInArray(deliveries.status, [...finalDeliveryStatuses]));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(asc(deliveries.dueAt), asc(deliveries.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db
      .select({ total: count() })
      .from(deliveries)
      .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Writes a new delivery in the caller's transaction. */
export async function insertDelivery(
  tx: Database,
  values: typeof deliveries.$inferInsert,
): Promise<void> {
  await tx.insert(deliveries).values(values);
}

/**
 * The delivery of appointment `appointmentId` with its appointment, the delivery row locked
 * `FOR UPDATE` until the transaction ends (two events on one delivery are decided one after the
 * other), or undefined.
 */
export async function findDeliveryForUpdate(
  tx: Database,
  appointmentId: string,
): Promise<{ delivery: DeliveryRow; appointment: AppointmentRow } | undefined> {
  const [row] = await tx
    .select({ delivery: deliveries, appointment: appointments })
    .from(deliveries)
    .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
    .where(eq(deliveries.appointmentId, appointmentId))
    .for('update', { of: deliveries });
  return row;
}

/** Live (not removed) proofs, finals and picks of delivery `deliveryId`. */
export async function fileCounts(
  tx: Database,
  deliveryId: string,
): Promise<{ proofs: number; finals: number; picks: number }> {
  const [row] = await tx
    .select({
      proofs: sql<number>`count(*) filter (where ${deliveryFiles.kind} = 'proof')::int`,
      finals: sql<number>`count(*) filter (where ${deliveryFiles.kind} = 'final')::int`,
      picks: sql<number>`count(*) filter (where ${deliveryFiles.kind} = 'proof' and ${deliveryFiles.picked})::int`,
    })
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.deliveryId, deliveryId), isNull(deliveryFiles.removedAt)));
  return { proofs: row?.proofs ?? 0, finals: row?.finals ?? 0, picks: row?.picks ?? 0 };
}

/**
 * Sets `changes` on delivery `id` only while it still has status `expected` (the state the
 * machine judged). @returns the updated row, or undefined when the status moved on.
 */
export async function updateDeliveryIfStatus(
  tx: Database,
  id: string,
  expected: DeliveryRow['status'],
  changes: Partial<DeliveryRow>,
): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .update(deliveries)
    .set(changes)
    .where(and(eq(deliveries.id, id), eq(deliveries.status, expected)))
    .returning();
  return row;
}

/**
 * Sets `column` of live file `fileId` of kind `kind` in delivery `deliveryId` to `value`.
 * @returns the file after the change, or undefined when the delivery has no such live file.
 */
export async function setFileFlag(
  tx: Database,
  deliveryId: string,
  fileId: string,
  kind: DeliveryFileRow['kind'],
  column: 'picked' | 'portfolioAllowed',
  value: boolean,
): Promise<DeliveryFileRow | undefined> {
  const [row] = await tx
    .update(deliveryFiles)
    .set({ [column]: value })
    .where(
      and(
        eq(deliveryFiles.id, fileId),
        eq(deliveryFiles.deliveryId, deliveryId),
        eq(deliveryFiles.kind, kind),
        isNull(deliveryFiles.removedAt),
      ),
    )
    .returning();
  return row;
}

/** The original file names of the picked live proofs of delivery `deliveryId`, in upload order. */
export async function pickedOriginalNames(db: Database, deliveryId: string): Promise<string[]> {
  const rows = await db
    .select({ name: deliveryFiles.originalName })
    .from(deliveryFiles)
    .where(
      and(
        eq(deliveryFiles.deliveryId, deliveryId),
        eq(deliveryFiles.kind, 'proof'),
        eq(deliveryFiles.picked, true),
        isNull(deliveryFiles.removedAt),
      ),
    )
    .orderBy(asc(deliveryFiles.createdAt), asc(deliveryFiles.id));
  return rows.map((row) => row.name);
}

// ── what the clock sweeps look for ───────────────────────────────────────────────────────────

/**
 * Deliveries in `status` (for `Accepted`: those whose once-only `unset` stamp is not set yet),
 * oldest first. The sweep applies the machines' time rules to them (`isAutoAcceptDue`,
 * `retentionDates`): the SQL only narrows to the candidates.
 */
export async function deliveriesIn(
  db: Database,
  status: DeliveryRow['status'],
  unset?: 'expiryRemindedAt' | 'finalsRemovedAt',
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, status), unset ? isNull(deliveries[unset]) : undefined))
    .orderBy(asc(deliveries.updatedAt), asc(deliveries.id));
}

/** Deliveries that still owe the first finals and were not called late yet (the caller checks `isLate`). */
export async function owedUnnoticed(db: Database): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(inArray(deliveries.status, [...finalsOwedStatuses]), isNull(deliveries.lateNotifiedAt)),
    )
    .orderBy(asc(deliveries.dueAt), asc(deliveries.id));
}

/**
 * Sets the once-only stamp `column` of delivery `id` to `now` unless it is set already.
 * @returns true when this call set it (so exactly one sweep sends the notice).
 */
export async function stampOnce(
  tx: Database,
  id: string,
  column: 'lateNotifiedAt' | 'expiryRemindedAt' | 'finalsRemovedAt',
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(deliveries)
    .set({ [column]: now })
    .where(and(eq(deliveries.id, id), isNull(deliveries[column])))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** Marks every live final of delivery `deliveryId` removed at `now`; returns their storage keys. */
export async function removeFinals(tx: Database, deliveryId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(deliveryFiles)
    .set({ removedAt: now })
    .where(
      and(
        eq(deliveryFiles.deliveryId, deliveryId),
        eq(deliveryFiles.kind, 'final'),
        isNull(deliveryFiles.removedAt),
      ),
    )
    .returning({ storageKey: deliveryFiles.storageKey, previewKey: deliveryFiles.previewKey });
  return rows.flatMap((row) =>
    row.previewKey ? [row.storageKey, row.previewKey] : [row.storageKey],
  );
}

/**
 * Completed appointments with a Paid payment and no delivery (their sub-package delivers
 * nothing through ShootBook): the payouts the dispute window holds (the caller applies
 * `payoutReleaseRule` to their end).
 */
export async function paidWithoutDelivery(
  db: Database,
): Promise<Pick<AppointmentRow, 'id' | 'end'>[]> {
  return db
    .select({ id: appointments.id, end: appointments.end })
    .from(appointments)
    .innerJoin(payments, eq(payments.appointmentId, appointments.id))
    .leftJoin(deliveries, eq(deliveries.appointmentId, appointments.id))
    .where(
      and(eq(appointments.status, 'Completed'), eq(payments.status, 'Paid'), isNull(deliveries.id)),
    )
    .orderBy(asc(appointments.end));
}

/** The delivery terms of sub-package `id` (copied into a delivery when it opens), or undefined. */
export async function findDeliveryTerms(
  tx: Database,
  id: string,
): Promise<
  | Pick<
      typeof subpackages.$inferSelect,
      'deliverablePhotos' | 'offersProofs' | 'revisionsAllowed' | 'extraPhotoPrice' | 'deliveryDays'
    >
  | undefined
> {
  const [row] = await tx
    .select({
      deliverablePhotos: subpackages.deliverablePhotos,
      offersProofs: subpackages.offersProofs,
      revisionsAllowed: subpackages.revisionsAllowed,
      extraPhotoPrice: subpackages.extraPhotoPrice,
      deliveryDays: subpackages.deliveryDays,
    })
    .from(subpackages)
    .where(eq(subpackages.id, id));
  return row;
}
