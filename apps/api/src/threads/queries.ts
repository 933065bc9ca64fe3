/** SQL of the conversations (docs/decisions/0028; no rules here: they are packages/machines'). */
import { randomUUID } from 'node:crypto';

import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import { withTransaction, type Database } from '../db/client.ts';
import {
  appointments,
  messageReports,
  packages,
  payments,
  threadMessages,
  threads,
  users,
  type ThreadMessageRow,
  type ThreadRow,
} from '../db/schema.ts';
import { announceThread } from '../events/feed.ts';
import { oweMessageOutside } from '../notifications/outside.ts';

type Schemas = components['schemas'];

const customer = alias(users, 'thread_customer');
const photographer = alias(users, 'thread_photographer');

/** A party's public face and contact, as a thread may show it. */
export interface ThreadPerson {
  id: string;
  name: string;
  avatarUrl: string | null;
  phone: string | null;
  email: string | null;
  /** When they deleted their account (docs/product.md §14); null for a live one. */
  deletedAt: Date | null;
}

/** A thread with what its wire shape shows: both parties, the package, the payment, the caller's unread. */
export interface ThreadView {
  thread: ThreadRow;
  customer: ThreadPerson;
  photographer: ThreadPerson;
  packageTitle: string | null;
  paymentStatus: string | null;
  unread: number;
}

/** The caller's read mark in the thread in scope: their party's `*_read_seq`. */
const readSeqOf = (userId: string): SQL =>
  sql`case when ${threads.customerId} = ${userId} then ${threads.customerReadSeq} else ${threads.photographerReadSeq} end`;

/** Messages of the other party after `userId`'s read mark, in the thread in scope (system lines not counted). */
const unreadIn = (userId: string): SQL<number> =>
  sql<number>`(select count(*)::int from ${threadMessages} m
    where m.thread_id = ${threads.id} and m.author_id is not null and m.author_id <> ${userId}
      and m.seq > ${readSeqOf(userId)})`;

/** The threads of `where` as {@link ThreadView}s for caller `userId`, newest activity first. */
function selectViews(db: Database, userId: string, where: SQL | undefined) {
  return db
    .select({
      thread: threads,
      customer: {
        id: customer.id,
        name: customer.name,
        avatarUrl: customer.avatarUrl,
        phone: customer.phone,
        email: customer.email,
        deletedAt: customer.deletedAt,
      },
      photographer: {
        id: photographer.id,
        name: photographer.name,
        avatarUrl: photographer.avatarUrl,
        phone: photographer.phone,
        email: photographer.email,
        deletedAt: photographer.deletedAt,
      },
      packageTitle: packages.title,
      paymentStatus: payments.status,
      unread: unreadIn(userId),
    })
    .from(threads)
    .innerJoin(customer, eq(customer.id, threads.customerId))
    .innerJoin(photographer, eq(photographer.id, threads.photographerId))
    .leftJoin(packages, eq(packages.id, threads.packageId))
    .leftJoin(payments, eq(payments.appointmentId, threads.appointmentId))
    .where(where)
    .orderBy(
      sql`${threads.lastMessageSeq} desc nulls last`,
      desc(threads.createdAt),
      desc(threads.id),
    );
}

/** Where `userId` is a party of the thread in scope. */
const partyIs = (userId: string) =>
  or(eq(threads.customerId, userId), eq(threads.photographerId, userId));

/** Thread `threadId` as `userId` sees it, or undefined when it does not exist or `userId` is not a party. */
export async function findThreadView(
  db: Database,
  threadId: string,
  userId: string,
): Promise<ThreadView | undefined> {
  const [row] = await selectViews(db, userId, and(eq(threads.id, threadId), partyIs(userId))).limit(
    1,
  );
  return row;
}

/** A page of `userId`'s threads, latest activity first, and how many there are. */
export async function listThreadViews(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ThreadView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectViews(db, userId, partyIs(userId)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(threads).where(partyIs(userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** How many messages of other parties wait unread for `userId` over all their threads. */
export async function unreadTotalOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadIn(userId)}), 0)::int` })
    .from(threads)
    .where(partyIs(userId));
  return Number(row?.n ?? 0);
}

/** The parties of appointment `appointmentId` and what its thread records, or undefined. */
export async function findAppointmentParties(db: Database, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      customerId: appointments.customerId,
      photographerId: appointments.photographerId,
      packageId: appointments.packageId,
      start: appointments.start,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

/** The appointment facts a booking's thread is made from. */
export type AppointmentParties = NonNullable<Awaited<ReturnType<typeof findAppointmentParties>>>;

/**
 * The id of the thread of `appointment`, made in transaction `tx` if it has none: the customer's
 * open enquiry with the photographer is linked to it (the enquiry becomes the booking's thread;
 * of two bookings racing for one enquiry, the row lock lets one link it and the other opens its
 * own thread), else a new thread is opened.
 */
export async function ensureAppointmentThread(
  tx: Database,
  appointment: AppointmentParties,
  now: Date,
): Promise<string> {
  const existing = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(eq(threads.appointmentId, appointment.id))
    .limit(1);
  if (existing[0]) return existing[0].id;
  const [linked] = await tx
    .update(threads)
    .set({
      appointmentId: appointment.id,
      packageId: sql`coalesce(${threads.packageId}, ${appointment.packageId})`,
    })
    .where(
      and(
        eq(threads.customerId, appointment.customerId),
        eq(threads.photographerId, appointment.photographerId),
        isNull(threads.appointmentId),
      ),
    )
    .returning({ id: threads.id });
  if (linked) return linked.id;
  const [opened] = await tx
    .insert(threads)
    .values({
      id: randomUUID(),
      customerId: appointment.customerId,
      photographerId: appointment.photographerId,
      appointmentId: appointment.id,
      packageId: appointment.packageId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: threads.id });
  if (opened) return opened.id;
  // Another transaction opened it meanwhile (the unique appointment index).
  const [again] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(eq(threads.appointmentId, appointment.id))
    .limit(1);
  if (!again) throw new Error(`ensureAppointmentThread: no thread for ${appointment.id}`);
  return again.id;
}

/**
 * The open enquiry of `customerId` with `photographerId`, opened (from package `packageId`, if
 * given) when there is none; one per pair (`threads_open_enquiry`), also under races.
 */
export async function openEnquiryThread(
  db: Database,
  pair: { customerId: string; photographerId: string; packageId: string | null },
  now: Date,
): Promise<string> {
  const open = () =>
    db
      .select({ id: threads.id })
      .from(threads)
      .where(
        and(
          eq(threads.customerId, pair.customerId),
          eq(threads.photographerId, pair.photographerId),
          isNull(threads.appointmentId),
        ),
      )
      .limit(1);
  const [found] = await open();
  if (found) return found.id;
  await db
    .insert(threads)
    .values({ id: randomUUID(), ...pair, appointmentId: null, createdAt: now })
    .onConflictDoNothing();
  const [made] = await open();
  if (!made) throw new Error('openEnquiryThread: the enquiry vanished');
  return made.id;
}

/**
 * A page of thread `threadId`'s messages: the newest `limit` before `before` (a `seq`; all when
 * undefined), oldest first, and the `before` of the page further back (null at the start).
 */
export async function messagesPage(
  db: Database,
  threadId: string,
  page: { before?: number; limit: number },
): Promise<{ rows: ThreadMessageRow[]; nextBefore: number | null }> {
  const rows = await db
    .select()
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        page.before === undefined ? undefined : lt(threadMessages.seq, page.before),
      ),
    )
    .orderBy(desc(threadMessages.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit).reverse();
  return { rows: shown, nextBefore: more && shown[0] ? shown[0].seq : null };
}

/** A message to write: a text, a place or a system line. */
export type MessageValues = Pick<
  typeof threadMessages.$inferInsert,
  'authorId' | 'kind' | 'body' | 'place' | 'line' | 'clientId'
>;

/**
 * Writes `message` into thread `threadId` in transaction `tx` at `now`, moves the thread's last
 * activity, and announces it to both parties (heard on commit). An author's message also moves
 * the author's read mark to it (they have read the thread up to their own words). A repeated
 * `clientId` of the same author writes nothing and returns the first message (`created: false`).
 * A party's message is owed to the other party on LINE when their account is linked (line/enqueue.ts).
 */
export async function insertMessage(
  tx: Database,
  threadId: string,
  message: MessageValues,
  now: Date,
): Promise<{ row: ThreadMessageRow; created: boolean }> {
  const [row] = await tx
    .insert(threadMessages)
    .values({ id: randomUUID(), threadId, ...message, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [first] = await tx
      .select()
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.threadId, threadId),
          eq(threadMessages.authorId, message.authorId ?? ''),
          eq(threadMessages.clientId, message.clientId ?? ''),
        ),
      )
      .limit(1);
    if (!first) throw new Error('insertMessage: the message with that clientId vanished');
    return { row: first, created: false };
  }
  await tx
    .update(threads)
    .set({
      lastMessageAt: now,
      // Two posts at once may commit out of their seq order: the thread keeps the newest.
      lastMessageSeq: sql`greatest(coalesce(${threads.lastMessageSeq}, 0), ${row.seq})`,
      ...(message.authorId
        ? {
            customerReadSeq: sql`case when ${threads.customerId} = ${message.authorId} then greatest(${threads.customerReadSeq}, ${row.seq}) else ${threads.customerReadSeq} end`,
            photographerReadSeq: sql`case when ${threads.photographerId} = ${message.authorId} then greatest(${threads.photographerReadSeq}, ${row.seq}) else ${threads.photographerReadSeq} end`,
          }
        : {}),
    })
    .where(eq(threads.id, threadId));
  await announceThread(tx, threadId);
  // A party's words are owed to the other party on LINE and Web Push (docs/decisions/0030, 0036).
  if (message.authorId)
    await oweMessageOutside(tx, { id: row.id, threadId, authorId: message.authorId }, now);
  return { row, created: true };
}

/**
 * Moves `party`'s read mark in thread `threadId` forward to message `upTo` (a `seq`; the newest
 * when undefined), never past the thread's newest message and never back; announces the change
 * (the other party's "Seen") when the mark moved.
 */
export async function markThreadRead(
  db: Database,
  threadId: string,
  party: 'customer' | 'photographer',
  upTo: number | undefined,
): Promise<void> {
  const column = party === 'customer' ? threads.customerReadSeq : threads.photographerReadSeq;
  const newest = sql`(select coalesce(max(seq), 0) from ${threadMessages} where thread_id = ${threadId})`;
  const target = upTo === undefined ? newest : sql`least(${upTo}, ${newest})`;
  await withTransaction(db, async (tx) => {
    const moved = await tx
      .update(threads)
      .set(party === 'customer' ? { customerReadSeq: target } : { photographerReadSeq: target })
      .where(and(eq(threads.id, threadId), lt(column, target)))
      .returning({ id: threads.id });
    if (moved.length > 0) await announceThread(tx, threadId);
  });
}

/** Message `messageId` of thread `threadId`, or undefined. */
export async function findMessage(
  db: Database,
  threadId: string,
  messageId: string,
): Promise<ThreadMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.id, messageId), eq(threadMessages.threadId, threadId)))
    .limit(1);
  return row;
}

/** Keeps `reporterId`'s report of message `messageId` for review; a second report changes nothing. */
export async function insertReport(
  db: Database,
  report: { messageId: string; reporterId: string; reason: Schemas['MessageReport']['reason'] },
  now: Date,
): Promise<void> {
  await db
    .insert(messageReports)
    .values({ ...report, createdAt: now })
    .onConflictDoNothing();
}
