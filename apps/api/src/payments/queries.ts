import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import { ledgerLinesFor, ledgerLineVisibleTo } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import { appointments, payments, transactions, type PaymentRow, type TransactionRow } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { loadRelated } from '../appointments/details.ts';
import { toAppointment } from '../appointments/wire.ts';
import { toPayment, toTransaction } from './wire.ts';

type Schemas = components['schemas'];

/** Ledger lines of `paymentIds`, oldest first (charge, then fee and payout, or refund). */
async function ledgerOf(db: Database, paymentIds: string[]): Promise<TransactionRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(transactions).where(inArray(transactions.paymentId, paymentIds)).orderBy(asc(transactions.createdAt), asc(transactions.type));
}

/**
 * The caller's payments — to make as customer, earnings as photographer — newest first, with the
 * ledger lines of those payments the caller may see (a customer: charges and refunds; a
 * photographer: every line — packages/machines `ledgerLinesFor`) and the total matching the filter
 * (openapi.yaml `listPayments`).
 */
export async function listCallerPayments(
  db: Database,
  callerId: string,
  filter: { paymentStatus?: Schemas['PaymentStatus']; limit?: number; offset?: number },
): Promise<Schemas['PaymentList']> {
  const conditions: SQL[] = [or(eq(payments.customerId, callerId), eq(payments.photographerId, callerId))!];
  if (filter.paymentStatus) conditions.push(eq(payments.status, filter.paymentStatus));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  const lines = await ledgerOf(
    db,
    rows.map((r) => r.id),
  );
  // Each party sees only its lines of each payment (packages/machines `ledgerLineVisibleTo`).
  const partyOf = new Map(rows.map((row) => [row.id, row.customerId === callerId ? ('customer' as const) : ('photographer' as const)]));
  const visible = lines.filter((line) => ledgerLineVisibleTo(line.type, partyOf.get(line.paymentId)!));
  return { payments: rows.map((row) => toPayment(row, callerId)), transactions: visible.map(toTransaction), total: counted?.total ?? 0 };
}

/**
 * The order of payment `id` (oid = payment id): payment, appointment, package, sub-package,
 * photographer, customer and the ledger lines the caller may see (`ledgerLinesFor`). Its customer
 * or photographer only.
 * @throws NotFound (404), Forbidden (403).
 */
export async function findOrder(db: Database, callerId: string, id: string, unpaidExpiryMinutes?: number): Promise<Schemas['Order']> {
  const [payment]: PaymentRow[] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new NotFound(`No payment ${id}`);
  if (payment.customerId !== callerId && payment.photographerId !== callerId) {
    throw new Forbidden("Only the payment's customer or photographer can see it");
  }
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, payment.appointmentId));
  const related = await loadRelated(db, [appointment!]);
  const lines = await ledgerOf(db, [payment.id]);
  return {
    payment: toPayment(payment, callerId),
    appointment: toAppointment(appointment!, unpaidExpiryMinutes),
    package: related.packages.get(appointment!.packageId)!,
    subpackage: related.subpackages.get(appointment!.subpackageId)!,
    photographer: related.users.get(payment.photographerId)!,
    customer: related.users.get(payment.customerId)!,
    transactions: ledgerLinesFor(lines, payment.customerId === callerId ? 'customer' : 'photographer').map(toTransaction),
  };
}
