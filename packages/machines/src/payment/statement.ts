import { TZDate } from '@date-fns/tz';

import { DEFAULT_TIMEZONE } from '../scheduling/slots.ts';
import type { LedgerEntryType, LedgerParty } from './ledger.ts';
import { PaymentStatus } from './payment-status.ts';

/** How one ledger line moves a party's balance: money in (`1`), money out (`-1`) or neither (`0`). */
export type LedgerFlow = -1 | 0 | 1;

/**
 * The sign convention of a party's statement (the transactions page's running balance): each
 * ledger line counts from the viewer's side, money coming to them positive and money leaving them
 * negative. Ledger amounts themselves are never negative (`LedgerEntry`); only this table
 * gives them a sign.
 *
 * - **Customer** — their balance is their net spending, negative when money went out of their
 *   pocket: a `charge` is money out (−), a `refund` money back (+). They never see `fee` or
 *   `payout` lines (`LEDGER_LINES_VISIBLE_TO`), which would not move their money anyway (0).
 * - **Photographer** — their balance is what their bookings have earned net of platform fees and
 *   refunds, the mirror of the customer's: a captured `charge` is theirs (+, ShootBook holds it
 *   until the shoot is completed), the platform `fee` is withheld from it (−), a `refund` gives the
 *   charge back to the customer (−). The `payout` is 0: it moves to their bank what the charge
 *   minus the fee already counted, so counting it again would count those earnings twice.
 *   A completed booking therefore adds exactly its payout (charge − fee); a refunded one nets 0;
 *   a paid one not yet completed adds its whole charge, which {@link pendingPayouts} shows apart.
 */
export const LEDGER_FLOW: Readonly<
  Record<LedgerParty, Readonly<Record<LedgerEntryType, LedgerFlow>>>
> = {
  customer: { charge: -1, refund: 1, fee: 0, payout: 0 },
  photographer: { charge: 1, fee: -1, refund: -1, payout: 0 },
};

/** A ledger line as a statement needs it: its type, amount (integer satang, ≥ 0) and time. */
export interface StatementLine {
  id: string;
  type: LedgerEntryType;
  amount: number;
  /** ISO-8601 instant the line was written. */
  createdAt: string;
}

/** `line.amount` signed for `party` ({@link LEDGER_FLOW}), integer satang; 0 when it moves none of their money. */
export function signedLedgerAmount(
  line: Pick<StatementLine, 'type' | 'amount'>,
  party: LedgerParty,
): number {
  // `+ 0` turns the -0 of a money-out line of 0 satang, or of a neutral line, into 0.
  return LEDGER_FLOW[party][line.type] * line.amount + 0;
}

/** The sum of `lines` signed for `party` ({@link LEDGER_FLOW}), integer satang. */
export function ledgerBalance(
  lines: readonly Pick<StatementLine, 'type' | 'amount'>[],
  party: LedgerParty,
): number {
  return lines.reduce((sum, line) => sum + signedLedgerAmount(line, party), 0);
}

/** Order of lines written at the same instant: as `ledgerEntriesFor` writes them (the fee before the payout). */
const SAME_INSTANT_ORDER: Readonly<Record<LedgerEntryType, number>> = {
  charge: 0,
  fee: 1,
  payout: 2,
  refund: 3,
};

/**
 * Chronological order of ledger lines: by `createdAt`, then lines of one instant as they are
 * written (charge, fee, payout, refund), then by id — a total order, so a statement and its
 * export list the lines the same way every time.
 */
export function compareLedgerLines(a: StatementLine, b: StatementLine): number {
  return (
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    SAME_INSTANT_ORDER[a.type] - SAME_INSTANT_ORDER[b.type] ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** One row of a {@link ledgerStatement}: the line, its amount signed for the viewer and the balance after it. */
export type StatementRow<T extends StatementLine> = T & {
  /** {@link signedLedgerAmount} of the line. */
  signedAmount: number;
  /** The running balance just after this line: the opening balance plus every signed amount up to and including it. */
  balance: number;
};

/** A party's statement over some lines ({@link ledgerStatement}). */
export interface Statement<T extends StatementLine> {
  /** The balance before the first line (the lines before the statement's range), satang. */
  openingBalance: number;
  /** The balance after the last line, satang. */
  closingBalance: number;
  /** The lines newest first, each with its signed amount and the running balance after it. */
  rows: StatementRow<T>[];
}

/**
 * `party`'s statement of `lines`: newest first, each line with its amount signed by
 * {@link LEDGER_FLOW} and the running balance after it, accumulated oldest first from
 * `openingBalance` (what the lines before a date range add up to; 0 for a whole history).
 * Lines in any order are accepted; ties are broken by {@link compareLedgerLines}.
 */
export function ledgerStatement<T extends StatementLine>(
  lines: readonly T[],
  party: LedgerParty,
  openingBalance = 0,
): Statement<T> {
  let balance = openingBalance;
  const chronological = [...lines].sort(compareLedgerLines).map((line): StatementRow<T> => {
    const signedAmount = signedLedgerAmount(line, party);
    balance += signedAmount;
    return { ...line, signedAmount, balance };
  });
  return { openingBalance, closingBalance: balance, rows: chronological.reverse() };
}

/** The payment facts {@link pendingPayouts} reads, integer satang. */
export interface PayoutPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  platformFee: number;
  payoutAmount: number;
}

/**
 * Whether a payment in `status` is money the customer has paid and the photographer has not yet
 * been paid out: only `Paid` (captured and held by ShootBook until the shoot is completed;
 * docs/product.md §4.2). `Completed` has been paid out, `Refunded` went back, and the
 * earlier statuses have captured nothing yet.
 */
export function isPendingPayout(status: PaymentStatus): boolean {
  return status === PaymentStatus.Paid;
}

/** What is still to be paid out to a photographer ({@link pendingPayouts}), integer satang. */
export interface PendingPayouts {
  /** The pending payments' ids. */
  paymentIds: string[];
  /** What the customers paid for them. */
  amount: number;
  /** The platform fees that will be withheld from them at payout. */
  platformFee: number;
  /** What the photographer will receive: amount − platformFee. */
  payoutAmount: number;
}

/** The pending payouts among `payments` ({@link isPendingPayout}) and their sums. */
export function pendingPayouts(payments: readonly PayoutPayment[]): PendingPayouts {
  const pending = payments.filter((payment) => isPendingPayout(payment.status));
  const sum = (pick: (payment: PayoutPayment) => number) =>
    pending.reduce((total, payment) => total + pick(payment), 0);
  return {
    paymentIds: pending.map((payment) => payment.id),
    amount: sum((payment) => payment.amount),
    platformFee: sum((payment) => payment.platformFee),
    payoutAmount: sum((payment) => payment.payoutAmount),
  };
}

/** The dates a statement covers as the user picks them: whole days `yyyy-MM-dd`, both inclusive, either open. */
export interface StatementDates {
  from?: string;
  to?: string;
}

/** Why {@link statementWindow} refused some dates. */
export type StatementWindowProblem = 'invalid_date' | 'to_before_from';

/** A statement's instants `[from, to)` (ISO-8601 UTC; absent = open), or why the dates make none. */
export type StatementWindow =
  { ok: true; from?: string; to?: string } | { ok: false; problem: StatementWindowProblem };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight starting `date` (`yyyy-MM-dd`) plus `days` days in `timeZone`, or undefined for no such date. */
function midnight(date: string, days: number, timeZone: string): string | undefined {
  const match = DATE_RE.exec(date);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // Reject 2026-02-30 and the like rather than let the date roll over.
  const check = new TZDate(y, m, d, 0, 0, timeZone);
  if (check.getFullYear() !== y || check.getMonth() !== m || check.getDate() !== d)
    return undefined;
  return new Date(new TZDate(y, m, d + days, 0, 0, timeZone).getTime()).toISOString();
}

/**
 * The instants a statement of whole days covers: `from` at the start of its day and `to` at the
 * end of its day (the next midnight), in `timeZone` (default Asia/Bangkok, docs/product.md §10.3), so
 * 1–30 November in Bangkok is `[2026-10-31T17:00Z, 2026-11-30T17:00Z)`. A day alone (from = to)
 * is that one day. An empty or absent date leaves that end open.
 */
export function statementWindow(
  dates: StatementDates,
  timeZone: string = DEFAULT_TIMEZONE,
): StatementWindow {
  const from = dates.from ? midnight(dates.from, 0, timeZone) : undefined;
  const to = dates.to ? midnight(dates.to, 1, timeZone) : undefined;
  if ((dates.from && !from) || (dates.to && !to)) return { ok: false, problem: 'invalid_date' };
  if (from && to && Date.parse(to) <= Date.parse(from))
    return { ok: false, problem: 'to_before_from' };
  return { ok: true, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
