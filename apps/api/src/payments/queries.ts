import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import {
  ledgerBalance,
  ledgerLinesFor,
  ledgerLineVisibleTo,
  type LedgerParty,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  appointments,
  payments,
  transactions,
  type PaymentRow,
  type TransactionRow,
} from '../db/schema.ts';
import { Forbidden, NotFound, ValidationFailed } from '../errors.ts';
import { loadRelated } from '../appointments/details.ts';
import { toAppointment } from '../appointments/wire.ts';
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
    throw new ValidationFailed('`to` must be after `from`');
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
  const customerOf = new Map(rows.map((row) => [row.id, row.customerId]));
  const lines: { line: TransactionRow; customerId: string }[] = range
    ? await db
        .select({ line: transactions, customerId: payments.customerId })
        .from(transactions)
        .innerJoin(payments, eq(payments.id, transactions.paymentId))
        .where(and(party, status, ...within(transactions.createdAt, range)))
        .orderBy(asc(transactions.createdAt), asc(transactions.type), asc(transactions.id))
    : (
        await ledgerOf(
          db,
          rows.map((r) => r.id),
        )
      ).map((line) => ({ line, customerId: customerOf.get(line.paymentId)! }));
  // Each party sees only its lines of each payment (packages/machines `ledgerLineVisibleTo`).
  const visible = lines.filter(({ line, customerId }) =>
    ledgerLineVisibleTo(line.type, customerId === callerId ? 'customer' : 'photographer'),
  );
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
  if (payment.customerId !== callerId && payment.photographerId !== callerId) {
    throw new Forbidden("Only the payment's customer or photographer can see it");
  }
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
    transactions: ledgerLinesFor(
      lines,
      payment.customerId === callerId ? 'customer' : 'photographer',
    ).map(toTransaction),
  };
}
