import { TZDate } from '@date-fns/tz';
import {
  ledgerLineKind,
  ledgerStatement,
  type LedgerEntryType,
  type LedgerLineKind,
  type LedgerParty,
  type StatementDates,
} from '@shootbook/machines';
import { formatISO } from 'date-fns';
import Papa from 'papaparse';
import { saveFile } from '../../app/download';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import type { Transaction } from './queries';

/** One row of the transactions table, as shown — and as exported ({@link statementCsv}). */
export interface StatementViewRow {
  id: string;
  /** ISO-8601 instant of the ledger line. */
  createdAt: string;
  type: LedgerEntryType;
  /** The line's kind (packages/machines `ledgerLineKind`): its type, or the add-on's (`extra_photos_payout`). */
  kind: LedgerLineKind;
  /** The kind as the viewer reads it ("Charge", "Extra photos payout to your bank"). */
  typeLabel: string;
  /** A note shown beside the type ("Pending payout"), or undefined. */
  note?: string;
  /** The amount as shown, satang: signed for the viewer, or unsigned when the line moves none of their money (`signed` false). */
  amount: number;
  signed: boolean;
  /** The running balance after the line, satang. */
  balance: number;
  paymentId: string;
}

/** The transactions table's content: rows newest first and, for a range with a start, the opening balance. */
export interface StatementView {
  rows: StatementViewRow[];
  /** The balance before the range, at its start (ISO instant); only when the range has a start. */
  opening?: { at: string; balance: number };
}

/**
 * The rows of `party`'s statement of `transactions` (packages/machines `ledgerStatement`: signs,
 * order and running balance from `openingBalance`), labelled for the UI: `typeLabel` names each
 * line's kind (`ledgerLineKind`: the booking's lines and the extra-photos add-on's apart), and a
 * charge of a payment in `pendingPaymentIds` carries `pendingNote`.
 */
export function statementView({
  transactions,
  party,
  openingBalance,
  from,
  pendingPaymentIds = new Set(),
  typeLabel,
  pendingNote,
}: {
  transactions: readonly Transaction[];
  party: LedgerParty;
  openingBalance: number;
  /** Start of the range (ISO instant), if any. */
  from?: string;
  pendingPaymentIds?: ReadonlySet<string>;
  typeLabel: (kind: LedgerLineKind) => string;
  pendingNote?: string;
}): StatementView {
  const statement = ledgerStatement(transactions, party, openingBalance);
  return {
    rows: statement.rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      type: row.type,
      kind: ledgerLineKind(row),
      typeLabel: typeLabel(ledgerLineKind(row)),
      ...(row.type === 'charge' && pendingNote && pendingPaymentIds.has(row.paymentId)
        ? { note: pendingNote }
        : {}),
      amount: row.signedAmount === 0 ? row.amount : row.signedAmount,
      signed: row.signedAmount !== 0,
      balance: row.balance,
      paymentId: row.paymentId,
    })),
    ...(from ? { opening: { at: from, balance: statement.openingBalance } } : {}),
  };
}

/** The statement's dates of the address (`?from=yyyy-MM-dd&to=yyyy-MM-dd`); an absent or empty one is open. */
export function statementDatesOf(params: URLSearchParams): StatementDates {
  const from = params.get('from');
  const to = params.get('to');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** `dates` as the address's search parameters (the inverse of {@link statementDatesOf}). */
export function searchParamsOfDates(dates: StatementDates): URLSearchParams {
  const params = new URLSearchParams();
  if (dates.from) params.set('from', dates.from);
  if (dates.to) params.set('to', dates.to);
  return params;
}

/** Satang as baht with two decimals and an ASCII minus, no sign or grouping: `-450050` → `"-4500.50"`. */
export function bahtText(satang: number): string {
  const abs = Math.abs(satang);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return satang < 0 ? `-${text}` : text;
}

/** An instant as ISO-8601 in Bangkok time with its offset: `2026-11-21T12:00:00Z` → `"2026-11-21T19:00:00+07:00"`. */
export function bangkokIso(iso: string): string {
  return formatISO(new TZDate(Date.parse(iso), FALLBACK_TIMEZONE));
}

/** The column headers and the opening row's label of the CSV, in the UI's language (as the table shows them). */
export interface StatementCsvLabels {
  date: string;
  type: string;
  amount: string;
  balance: string;
  order: string;
  openingBalance: string;
}

/**
 * Guards cells a spreadsheet would run as a formula (papaparse's `escapeFormulae`: a leading `=`,
 * `+`, `-`, `@`, tab or return gets a `'`), except a plain amount such as `-4500.00`, which must
 * stay a number. Every other cell is our own text, but the guard stays for what may come.
 */
const FORMULA_START = /^[=+\-@\t\r](?!\d+\.\d{2}$)/;

/**
 * `view` as CSV text (RFC 4180 by papaparse: quoted where needed, CRLF): a header row, then the
 * rows as the table shows them, newest first — date (ISO-8601, Bangkok offset), type (with its
 * note), amount and balance in baht ({@link bahtText}), the order's id — and last the opening
 * balance at the range's start. No byte-order mark ({@link downloadCsv} adds it).
 */
export function statementCsv(view: StatementView, labels: StatementCsvLabels): string {
  const rows = view.rows.map((row) => [
    bangkokIso(row.createdAt),
    row.note ? `${row.typeLabel} (${row.note})` : row.typeLabel,
    bahtText(row.amount),
    bahtText(row.balance),
    row.paymentId,
  ]);
  const opening = view.opening
    ? [[bangkokIso(view.opening.at), labels.openingBalance, '', bahtText(view.opening.balance), '']]
    : [];
  return Papa.unparse(
    {
      fields: [labels.date, labels.type, labels.amount, labels.balance, labels.order],
      data: [...rows, ...opening],
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

/**
 * The export's file name after its dates (`yyyy-MM-dd`, Bangkok days):
 * `shootbook-transactions-2026-11-01-to-2026-11-30.csv`, `…-from-2026-11-01.csv`,
 * `…-until-2026-11-30.csv`, or `…-all.csv` without dates.
 */
export function statementFileName(dates: StatementDates): string {
  const range =
    dates.from && dates.to
      ? `${dates.from}-to-${dates.to}`
      : dates.from
        ? `from-${dates.from}`
        : dates.to
          ? `until-${dates.to}`
          : 'all';
  return `shootbook-transactions-${range}.csv`;
}

/**
 * Saves `csv` as `fileName` through the browser's download: a UTF-8 file with a byte-order mark,
 * so spreadsheet programs read Thai text correctly.
 */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
