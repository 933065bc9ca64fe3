/**
 * SQL of the personal-data operations (docs/product.md §14, decision 0031): the facts the deletion
 * rule reads, the anonymisation of a deleted account, and what its export reads. No rules here
 * (users/account.ts, users/export.ts).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DeletionBookingFacts } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  appointments,
  busyTimes,
  deliveries,
  deliveryFiles,
  idempotencyKeys,
  lineOutbox,
  notifications,
  packages,
  payments,
  ratings,
  savedPhotographers,
  subpackages,
  threadMessages,
  threads,
  transactions,
  users,
  type UserRow,
} from '../db/schema.ts';

/** Where user `uid` is the appointment's customer or photographer. */
const partyOf = (uid: string) =>
  or(eq(appointments.customerId, uid), eq(appointments.photographerId, uid));

/** User `uid`'s row, locked until the transaction ends (a second deletion waits), or undefined. */
export async function lockUser(tx: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, uid)).for('update');
  return row;
}

/** The facts of every booking of `uid` (as customer or photographer), oldest shoot first. */
export async function deletionFacts(db: Database, uid: string): Promise<DeletionBookingFacts[]> {
  return db
    .select({
      appointmentId: appointments.id,
      status: appointments.status,
      paymentStatus: payments.status,
      deliveryStatus: deliveries.status,
      extraPhotosStatus: deliveries.extraPhotosStatus,
    })
    .from(appointments)
    .leftJoin(payments, eq(payments.appointmentId, appointments.id))
    .leftJoin(deliveries, eq(deliveries.appointmentId, appointments.id))
    .where(partyOf(uid))
    .orderBy(asc(appointments.start), asc(appointments.id));
}

/**
 * Anonymises user `uid`'s row at `now`: no name, contact, bio, avatar, province, specialties,
 * availability, bank or payout account, LINE link, nothing stored; `deleted_at` set, the erasure owed. The id,
 * role, language, rating summary and dates stay (bookings, payments and reviews point at the row).
 */
export async function anonymiseUser(tx: Database, uid: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: null,
      name: '',
      phone: null,
      bio: null,
      avatarUrl: null,
      province: null,
      specialties: [],
      weeklyAvailability: {},
      bankAccount: null,
      payoutAccountId: null,
      payoutsEnabled: false,
      storageBytes: 0,
      // The LINE link (docs/decisions/0030): nothing more reaches their LINE account.
      lineUserId: null,
      lineLinkNonce: null,
      lineLinkNonceExpiresAt: null,
      deletedAt: now,
      erasedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, uid));
}

/**
 * Takes photographer `uid`'s packages and sub-packages off sale at `now` (kept: past bookings
 * point at them) and forgets their gallery links.
 */
export async function takePackagesOffSale(tx: Database, uid: string, now: Date): Promise<void> {
  await tx
    .update(subpackages)
    .set({ active: false, updatedAt: now })
    .where(eq(subpackages.photographerId, uid));
  await tx
    .update(packages)
    .set({ active: false, coverImageUrl: null, imageUrls: [], updatedAt: now })
    .where(eq(packages.photographerId, uid));
}

/**
 * Removes what only user `uid` used: their hand-made busy times, their notifications, what was
 * still owed to their LINE account, their stored call results and their saved photographers (and
 * the saved-list entries naming them); and blanks their name in the notifications the other party of their
 * bookings holds (`details.counterpartName`), marking them `details.counterpartFormerUser` so
 * clients show "Former user" (docs/product.md §14).
 */
export async function removeOwnRecords(tx: Database, uid: string): Promise<void> {
  await tx
    .delete(busyTimes)
    .where(and(eq(busyTimes.photographerId, uid), eq(busyTimes.kind, 'Photographer')));
  await tx.delete(notifications).where(eq(notifications.recipientId, uid));
  await tx.delete(lineOutbox).where(eq(lineOutbox.recipientId, uid));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, uid));
  await tx
    .delete(savedPhotographers)
    .where(or(eq(savedPhotographers.userId, uid), eq(savedPhotographers.photographerId, uid)));
  await tx
    .update(notifications)
    .set({
      details: sql`jsonb_set(${notifications.details}, '{counterpartName}', '""'::jsonb)
        || '{"counterpartFormerUser": true}'::jsonb`,
    })
    .where(
      inArray(
        notifications.appointmentId,
        tx.select({ id: appointments.id }).from(appointments).where(partyOf(uid)),
      ),
    );
}

/** The delivered files (proofs and finals) of the bookings customer `uid` made. */
export function customerDeliveryFiles(db: Database, uid: string) {
  return db
    .select({
      id: deliveryFiles.id,
      kind: deliveryFiles.kind,
      storageKey: deliveryFiles.storageKey,
      previewKey: deliveryFiles.previewKey,
      removedAt: deliveryFiles.removedAt,
    })
    .from(deliveryFiles)
    .innerJoin(deliveries, eq(deliveries.id, deliveryFiles.deliveryId))
    .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
    .where(eq(appointments.customerId, uid));
}

/** Marks every live delivered file of customer `uid`'s bookings removed at `now`; their ids. */
export async function markCustomerFilesRemoved(
  tx: Database,
  uid: string,
  now: Date,
): Promise<string[]> {
  const live = (await customerDeliveryFiles(tx, uid)).filter((file) => file.removedAt === null);
  if (live.length === 0) return [];
  const ids = live.map((file) => file.id);
  await tx.update(deliveryFiles).set({ removedAt: now }).where(inArray(deliveryFiles.id, ids));
  return ids;
}

/** Deleted accounts whose erasure outside the database is still owed, oldest first, at most `limit`. */
export async function erasureOwed(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), isNull(users.erasedAt)))
    .orderBy(asc(users.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Records that deleted account `uid`'s erasure outside the database is done. */
export async function markErased(db: Database, uid: string, now: Date): Promise<void> {
  await db.update(users).set({ erasedAt: now }).where(eq(users.id, uid));
}

// ── the export ───────────────────────────────────────────────────────────────────────────────

/** User `uid`'s bookings with their titles, payment and delivery, oldest shoot first. */
export function bookingsOf(db: Database, uid: string) {
  return db
    .select({
      appointment: appointments,
      packageTitle: packages.title,
      subpackageTitle: subpackages.title,
      payment: payments,
      delivery: deliveries,
    })
    .from(appointments)
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
    .leftJoin(payments, eq(payments.appointmentId, appointments.id))
    .leftJoin(deliveries, eq(deliveries.appointmentId, appointments.id))
    .where(partyOf(uid))
    .orderBy(asc(appointments.start), asc(appointments.id));
}

/** The files of deliveries `deliveryIds`, in upload order. */
export function filesOfDeliveries(db: Database, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(deliveryFiles)
    .where(inArray(deliveryFiles.deliveryId, [...deliveryIds]))
    .orderBy(asc(deliveryFiles.createdAt), asc(deliveryFiles.id));
}

/** The threads user `uid` is a party of, oldest first. */
export function threadsOf(db: Database, uid: string) {
  return db
    .select()
    .from(threads)
    .where(or(eq(threads.customerId, uid), eq(threads.photographerId, uid)))
    .orderBy(asc(threads.createdAt), asc(threads.id));
}

/** Every message of threads `threadIds`, oldest first. */
export function messagesOfThreads(db: Database, threadIds: readonly string[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(threadMessages)
    .where(inArray(threadMessages.threadId, [...threadIds]))
    .orderBy(asc(threadMessages.seq));
}

/** The reviews user `uid` wrote or received, oldest first. */
export function reviewsOf(db: Database, uid: string) {
  return db
    .select()
    .from(ratings)
    .where(or(eq(ratings.reviewerId, uid), eq(ratings.userId, uid)))
    .orderBy(asc(ratings.createdAt), asc(ratings.id));
}

/** User `uid`'s ledger lines, oldest first. */
export function ledgerOf(db: Database, uid: string) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, uid))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** User `uid`'s notifications, oldest first. */
export function notificationsOf(db: Database, uid: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, uid))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The photographers user `uid` saved, with when, last saved first (their export's `saved.json`). */
export async function savedOf(
  db: Database,
  uid: string,
): Promise<{ photographerId: string; createdAt: Date }[]> {
  return db
    .select({
      photographerId: savedPhotographers.photographerId,
      createdAt: savedPhotographers.createdAt,
    })
    .from(savedPhotographers)
    .where(eq(savedPhotographers.userId, uid))
    .orderBy(desc(savedPhotographers.createdAt), asc(savedPhotographers.photographerId));
}
