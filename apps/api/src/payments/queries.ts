import { randomUUID } from 'node:crypto';

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import {
  bookingPartyOf,
  ledgerBalance,
  ledgerLinesFor,
  ledgerLineVisibleTo,
  type LedgerEntry,
  type LedgerParty,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  appointments,
  deliveries,
  idempotencyKeys,
  payments,
  subpackages,
  transactions,
  users,
  webhookEvents,
  type AppointmentRow,
  type PaymentRow,
  type TransactionRow,
} from '../db/schema.ts';
import { Forbidden, NotFound, ValidationFailed } from '../errors.ts';
import { loadRelated, toAppointment } from '../appointments/index.ts';
import { toPayment, toTransaction } from './wire.ts';

type Schemas = components['schemas'];

/** Ledger lines of `paymentIds`, oldest first (charge, then fee and payout, or refund). */
async function ledgerOf(db: Database, paymentIds: string[]): Promise<TransactionRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(transactions)
    .where(inArray(transactions.paymentId, paymentIds))
    .orderBy(asc(transactions.createdAt), asc(transactions.type));
}

/** The filter of `GET /payment` (openapi.yaml `listPayments`). */
export interface PaymentListFilter {
  paymentStatus?: Schemas['PaymentStatus'];
  limit?: number;
  offset?: number;
  /** Statement start, ISO-8601 (inclusive). */
  from?: string;
  /** Statement end, ISO-8601 (exclusive). */
  to?: string;
}

/**
 * The statement range `[from, to)` of `filter`, either end open, or undefined without one.
 * @throws ValidationFailed (400) when `to` is not after `from`.
 */
function statementRange(filter: PaymentListFilter): { from?: Date; to?: Date } | undefined {
  if (filter.from === undefined && filter.to === undefined) return undefined;
  const range = {
    ...(filter.from ? { from: new Date(filter.from) } : {}),
    ...(filter.to ? { to: new Date(filter.to) } : {}),
  };
  if (range.from && range.to && range.to <= range.from)
    throw new ValidationFailed('`to` must be after `from`', undefined, {
      reason: 'end_before_start',
    });
  return range;
}

/** `column` within `range` (from inclusive, to exclusive). */
function within(column: Column, range: { from?: Date; to?: Date }): SQL[] {
  return [
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.to ? [lt(column, range.to)] : []),
  ];
}

/**
 * The caller's balance from their ledger lines before `before` (packages/machines
 * `ledgerBalance`: each line signed from the caller's side of its payment), summed by type in
 * the database so a long history costs one row per type and side.
 */
async function balanceBefore(
  db: Database,
  callerId: string,
  before: Date,
  paymentStatus: SQL | undefined,
): Promise<number> {
  const sums = (party: LedgerParty) =>
    db
      .select({
        type: transactions.type,
        amount: sql<number>`sum(${transactions.amount})::bigint`.mapWith(Number),
      })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentId))
      .where(
        and(
          eq(party === 'customer' ? payments.customerId : payments.photographerId, callerId),
          paymentStatus,
          lt(transactions.createdAt, before),
        ),
      )
      .groupBy(transactions.type);
  const [asCustomer, asPhotographer] = await Promise.all([sums('customer'), sums('photographer')]);
  return (
    ledgerBalance(ledgerLinesFor(asCustomer, 'customer'), 'customer') +
    ledgerBalance(ledgerLinesFor(asPhotographer, 'photographer'), 'photographer')
  );
}

/** The two parties of a payment (its appointment's). */
type PaymentParties = Pick<PaymentRow, 'customerId' | 'photographerId'>;

/**
 * The caller's payments — to make as customer, earnings as photographer — newest first, with the
 * ledger lines the caller may see (a customer: charges and refunds; a photographer: every line —
 * packages/machines `ledgerLinesFor`) and the total matching the filter (openapi.yaml
 * `listPayments`). Without a range the lines are those of the listed payments; with `from` or
 * `to` (a statement, docs/decisions/0014) the payments are those created in the range, the lines
 * every line of the caller's written in it, and `openingBalance` the balance of their lines
 * before `from`.
 * @throws ValidationFailed (400) when `to` is not after `from`.
 */
export async function listCallerPayments(
  db: Database,
  callerId: string,
  filter: PaymentListFilter,
): Promise<Schemas['PaymentList']> {
  const range = statementRange(filter);
  const party = or(eq(payments.customerId, callerId), eq(payments.photographerId, callerId))!;
  const status = filter.paymentStatus ? eq(payments.status, filter.paymentStatus) : undefined;
  const where = and(party, status, ...(range ? within(payments.createdAt, range) : []));
  const [rows, [counted], openingBalance] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(payments).where(where),
    range?.from ? balanceBefore(db, callerId, range.from, status) : 0,
  ]);
  const paymentOf = new Map(rows.map((row) => [row.id, row]));
  const lines: { line: TransactionRow; parties: PaymentParties }[] = range
    ? await db
        .select({
          line: transactions,
          parties: { customerId: payments.customerId, photographerId: payments.photographerId },
        })
        .from(transactions)
        .innerJoin(payments, eq(payments.id, transactions.paymentId))
        .where(and(party, status, ...within(transactions.createdAt, range)))
        .orderBy(asc(transactions.createdAt), asc(transactions.type), asc(transactions.id))
    : (
        await ledgerOf(
          db,
          rows.map((r) => r.id),
        )
      ).map((line) => ({ line, parties: paymentOf.get(line.paymentId)! }));
  // Each party sees only its lines of each payment (packages/machines `ledgerLineVisibleTo`).
  const visible = lines.filter(({ line, parties }) => {
    const viewer = bookingPartyOf(parties, callerId);
    return viewer !== null && ledgerLineVisibleTo(line.type, viewer);
  });
  return {
    payments: rows.map((row) => toPayment(row, callerId)),
    transactions: visible.map(({ line }) => toTransaction(line)),
    total: counted?.total ?? 0,
    openingBalance,
  };
}

/**
 * The order of payment `id` (oid = payment id): payment, appointment, package, sub-package,
 * photographer, customer and the ledger lines the caller may see (`ledgerLinesFor`). Its customer
 * or photographer only.
 * @throws NotFound (404), Forbidden (403).
 */
export async function findOrder(
  db: Database,
  callerId: string,
  id: string,
  unpaidExpiryMinutes?: number,
): Promise<Schemas['Order']> {
  const [payment]: PaymentRow[] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new NotFound(`No payment ${id}`);
  const party = bookingPartyOf(payment, callerId);
  if (!party) throw new Forbidden("Only the payment's customer or photographer can see it");
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.id, payment.appointmentId));
  const related = await loadRelated(db, [appointment!]);
  const lines = await ledgerOf(db, [payment.id]);
  return {
    payment: toPayment(payment, callerId),
    appointment: toAppointment(appointment!, unpaidExpiryMinutes),
    package: related.packages.get(appointment!.packageId)!,
    subpackage: related.subpackages.get(appointment!.subpackageId)!,
    photographer: related.users.get(payment.photographerId)!,
    customer: related.users.get(payment.customerId)!,
    transactions: ledgerLinesFor(lines, party).map(toTransaction),
  };
}

/**
 * The response stored for `key` of `operation` by user `userId` (table `idempotency_keys`), or
 * undefined when the key is new.
 */
export async function storedResponse(
  db: Database,
  userId: string,
  operation: string,
  key: string,
): Promise<unknown> {
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    );
  return row?.response;
}

/** Stores the first `response` (HTTP status `statusCode`) for `key`; a key stored already keeps its first. */
export async function storeResponse(
  tx: Database,
  values: typeof idempotencyKeys.$inferInsert,
): Promise<void> {
  await tx.insert(idempotencyKeys).values(values).onConflictDoNothing();
}

/** Payment `id` locked `FOR UPDATE` until the transaction ends, or undefined. */
export async function findPaymentByIdForUpdate(
  tx: Database,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Appointment `id` (a payment's), read without a lock, or undefined. */
export async function paymentAppointment(
  db: Database,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The title of sub-package `id`, or undefined. */
export async function subpackageTitle(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: subpackages.title })
    .from(subpackages)
    .where(eq(subpackages.id, id));
  return row?.title;
}

/** Sets the provider checkout of payment `id` (its reference, link and expiry); the updated row. */
export async function setCheckout(
  tx: Database,
  id: string,
  checkout: Pick<PaymentRow, 'providerRef' | 'checkoutUrl' | 'checkoutExpiresAt' | 'updatedAt'>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments).set(checkout).where(eq(payments.id, id)).returning();
  return row;
}

/**
 * Writes payment `id`'s `changes` (its new status, the status's timestamp, provider fields);
 * the updated row, undefined when there is no such payment.
 */
export async function updatePaymentRow(
  tx: Database,
  id: string,
  changes: Partial<PaymentRow>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return row;
}

/**
 * Appends the ledger `entries` of a money move (packages/machines `ledgerEntriesFor`,
 * `extraPhotosLedgerLines`: type, satang, whose line) to the `transactions` table as lines of
 * payment `paymentId` written at `now`; with `deliveryId`, as the lines of that delivery's
 * extra-photos add-on (decision 0023: unique per delivery and type). Nothing for an empty list.
 */
export async function insertLedgerEntries(
  tx: Database,
  entries: readonly LedgerEntry[],
  paymentId: string,
  now: Date,
  deliveryId?: string,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(transactions).values(
    entries.map((entry) => ({
      id: randomUUID(),
      type: entry.type,
      amount: entry.amount,
      currency: entry.currency,
      paymentId,
      userId: entry.userId,
      deliveryId: deliveryId ?? null,
      createdAt: now,
    })),
  );
}

/** Stores provider account `accountId` as user `userId`'s payout account. */
export async function setPayoutAccount(
  db: Database,
  userId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ payoutAccountId: accountId, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Records provider event `values.eventId` as received (table `webhook_events`, unique per
 * provider and event id).
 * @returns false when it was recorded already (a redelivery).
 */
export async function recordWebhookEvent(
  tx: Database,
  values: typeof webhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

/** Marks provider event `eventId` of `provider` as processed at `now`. */
export async function markWebhookProcessed(
  tx: Database,
  provider: string,
  eventId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(webhookEvents)
    .set({ processedAt: now })
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}

/**
 * Sets `payoutsEnabled` of the user whose payout account is `accountId`.
 * @returns false when no user has that account.
 */
export async function setPayoutsEnabled(
  tx: Database,
  accountId: string,
  payoutsEnabled: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ payoutsEnabled, updatedAt: now })
    .where(eq(users.payoutAccountId, accountId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * The payment a provider checkout event is about, locked `FOR UPDATE`: the one with id
 * `paymentId` (when the event names it) or with checkout `providerRef`; undefined when none.
 */
export async function findEventPaymentForUpdate(
  tx: Database,
  paymentId: string | null,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const match = paymentId
    ? or(eq(payments.id, paymentId), eq(payments.providerRef, providerRef))
    : eq(payments.providerRef, providerRef);
  const [row] = await tx.select().from(payments).where(match).for('update');
  return row;
}

/**
 * Ids of deliveries whose extra-photos checkout is still open (`Wait`) with an expiry time at or
 * before `now` (the checkout expiry sweep re-checks each with packages/machines
 * `extraPhotosCheckoutExpired`).
 */
export async function expiredExtraPhotosCheckoutIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.extraPhotosStatus, 'Wait'),
        isNotNull(deliveries.extraPhotosCheckoutExpiresAt),
        lte(deliveries.extraPhotosCheckoutExpiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Ids of payments in `Wait` whose checkout expired at or before `now`. */
export async function expiredCheckoutIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'Wait'),
        isNotNull(payments.checkoutExpiresAt),
        lte(payments.checkoutExpiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}
