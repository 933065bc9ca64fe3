/**
 * SQL of delivery files (docs/decisions/0026): the delivery as its parties see it, the
 * `delivery_files` rows, and a photographer's usage for the quota.
 */
import { and, asc, count, eq, isNull, sum, type SQL } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { appointments, deliveries, deliveryFiles, users } from '../../db/schema.ts';
import type { DeliveryFileRow } from '../../db/schema.ts';

/** A delivery with the booking's two parties. */
export interface DeliveryParties {
  deliveryId: string;
  appointmentId: string;
  status: (typeof deliveries.$inferSelect)['status'];
  offersProofs: boolean;
  finalsDeliveredAt: Date | null;
  customerId: string;
  photographerId: string;
  photographerName: string;
}

const partiesColumns = {
  deliveryId: deliveries.id,
  appointmentId: deliveries.appointmentId,
  status: deliveries.status,
  offersProofs: deliveries.offersProofs,
  finalsDeliveredAt: deliveries.finalsDeliveredAt,
  customerId: appointments.customerId,
  photographerId: appointments.photographerId,
  photographerName: users.name,
};

async function deliveryWhere(db: Database, where: SQL): Promise<DeliveryParties | undefined> {
  const [row] = await db
    .select(partiesColumns)
    .from(deliveries)
    .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
    .innerJoin(users, eq(users.id, appointments.photographerId))
    .where(where);
  return row;
}

/** The delivery of appointment `appointmentId` with its parties, or undefined. */
export function deliveryOfAppointment(
  db: Database,
  appointmentId: string,
): Promise<DeliveryParties | undefined> {
  return deliveryWhere(db, eq(deliveries.appointmentId, appointmentId));
}

/** The delivery `deliveryId` with its parties, or undefined. */
export function deliveryById(
  db: Database,
  deliveryId: string,
): Promise<DeliveryParties | undefined> {
  return deliveryWhere(db, eq(deliveries.id, deliveryId));
}

/**
 * Locks the delivery's row (its status cannot change meanwhile) and the photographer's user row
 * (no other file of theirs is recorded meanwhile): the quota and state checks that follow in the
 * same transaction are then decided once.
 */
export async function lockForUpload(
  tx: Database,
  deliveryId: string,
  photographerId: string,
): Promise<{ status: DeliveryParties['status']; offersProofs: boolean } | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, photographerId)).for('update');
  const [row] = await tx
    .select({ status: deliveries.status, offersProofs: deliveries.offersProofs })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId))
    .for('update');
  return row;
}

/** Files and bytes of a photographer's delivery files not removed (the quota's measure). */
export async function photographerUsage(
  db: Database,
  photographerId: string,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(deliveryFiles.bytes) })
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.photographerId, photographerId), isNull(deliveryFiles.removedAt)));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** Inserts one file row. */
export async function insertDeliveryFile(
  tx: Database,
  row: typeof deliveryFiles.$inferInsert,
): Promise<void> {
  await tx.insert(deliveryFiles).values(row);
}

const live = (deliveryId: string) =>
  and(eq(deliveryFiles.deliveryId, deliveryId), isNull(deliveryFiles.removedAt));

/** A page of a delivery's files of `kind` not removed, oldest first, and how many there are. */
export async function listDeliveryFiles(
  db: Database,
  deliveryId: string,
  kind: DeliveryFileRow['kind'],
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryFileRow[]; total: number }> {
  const where = and(live(deliveryId), eq(deliveryFiles.kind, kind));
  const rows = await db
    .select()
    .from(deliveryFiles)
    .where(where)
    .orderBy(asc(deliveryFiles.createdAt), asc(deliveryFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(deliveryFiles).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every file of a delivery not removed, of `kind` when given, oldest first. */
export async function allDeliveryFiles(
  db: Database,
  deliveryId: string,
  kind?: DeliveryFileRow['kind'],
): Promise<DeliveryFileRow[]> {
  return db
    .select()
    .from(deliveryFiles)
    .where(and(live(deliveryId), kind ? eq(deliveryFiles.kind, kind) : undefined))
    .orderBy(asc(deliveryFiles.createdAt), asc(deliveryFiles.id));
}

/** File `fileId` not removed, of delivery `deliveryId` when given. */
export async function findDeliveryFile(
  db: Database,
  fileId: string,
  deliveryId?: string,
): Promise<DeliveryFileRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryFiles)
    .where(
      and(
        eq(deliveryFiles.id, fileId),
        isNull(deliveryFiles.removedAt),
        deliveryId ? eq(deliveryFiles.deliveryId, deliveryId) : undefined,
      ),
    );
  return row;
}

/** Marks files removed (their rows stay, out of every list and of the quota). */
export async function markFilesRemoved(
  db: Database,
  fileIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const id of fileIds)
    await db.update(deliveryFiles).set({ removedAt: now }).where(eq(deliveryFiles.id, id));
}

/** File `fileId` of delivery `deliveryId`, removed or not, or undefined. */
export async function findDeliveryFileEvenRemoved(
  db: Database,
  fileId: string,
  deliveryId: string,
): Promise<DeliveryFileRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.id, fileId), eq(deliveryFiles.deliveryId, deliveryId)));
  return row;
}
