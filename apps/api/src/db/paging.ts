/**
 * Paging of the browse lists (`GET /user/photographers`, `GET /package`; docs/decisions/0017):
 * opaque keyset cursors and a capped count.
 *
 * A cursor names the last item of a page by its sort key (the values of the list's `ORDER BY`,
 * every one ascending in the index, the id last so the key is unique). The next page is the rows
 * whose key is greater, a row comparison the index answers as a bound — the same cost at the
 * first page or the thousandth, and no row is skipped or repeated when rows share a price or a
 * rating.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

import type { Database } from './client.ts';
import { ValidationFailed } from '../errors.ts';

/**
 * Counting stops here: a list's `total` is exact up to this many matches, and `totalCapped` says
 * when more match (the web then shows "1000+").
 */
export const COUNT_CAP = 1000;

/** One value of a sort key as a cursor carries it: a number, a text, or a time as ISO text. */
export type KeyValue = number | string;

/** What each value of a sort key is, to check a cursor sent back (a time travels as ISO text). */
export type KeyShape = readonly ('number' | 'string' | 'time')[];

/** The cursor (base64url of JSON `[sort, ...key]`) naming the row with sort key `key` under `sort`. */
export function encodeCursor(sort: string, key: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

/**
 * The sort key a cursor names.
 * @throws ValidationFailed (400 `validation_failed`) when `cursor` is not one this list made for
 *   `sort` (malformed, another order, or values of the wrong kind).
 */
export function decodeCursor(cursor: string, sort: string, shape: KeyShape): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const refuse = () =>
    new ValidationFailed('The cursor is not one this list gave for this order', {
      field: 'cursor',
    });
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== shape.length + 1)
    throw refuse();
  const key = parsed.slice(1) as unknown[];
  shape.forEach((kind, i) => {
    const value = key[i];
    const ok =
      kind === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : kind === 'string'
          ? typeof value === 'string'
          : typeof value === 'string' && !Number.isNaN(Date.parse(value));
    if (!ok) throw refuse();
  });
  return key as KeyValue[];
}

/** `(a, b, …) > ($1, $2, …)`: the rows after a cursor in an all-ascending order. */
export function rowsAfter(columns: readonly SQL[], key: readonly SQL[]): SQL {
  return sql`(${sql.join([...columns], sql`, `)}) > (${sql.join([...key], sql`, `)})`;
}

/** `(a, b, …) < ($1, $2, …)`: the rows after a cursor in an all-descending order. */
export function rowsBefore(columns: readonly SQL[], key: readonly SQL[]): SQL {
  return sql`(${sql.join([...columns], sql`, `)}) < (${sql.join([...key], sql`, `)})`;
}

/**
 * Counts the rows `matches` selects, up to {@link COUNT_CAP}: reads at most `COUNT_CAP + 1` of
 * them instead of every match.
 * @returns `total` (at most COUNT_CAP) and `totalCapped` (true when more rows match).
 */
export async function cappedCount(
  db: Database,
  matches: PgSelect,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await cappedCountQuery(db, matches);
  return cappedCountOf(row);
}

/**
 * {@link cappedCount}'s query, to run or prepare (db/prepared.ts): one row `{ n }`, the rows
 * `matches` selects up to `COUNT_CAP + 1`. {@link cappedCountOf} reads it.
 */
export function cappedCountQuery(db: Database, matches: PgSelect) {
  return db.select({ n: count() }).from(matches.limit(COUNT_CAP + 1).as('matches'));
}

/** `total` and `totalCapped` of {@link cappedCountQuery}'s row. */
export function cappedCountOf(row: { n: number } | undefined): {
  total: number;
  totalCapped: boolean;
} {
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/**
 * The page of `rows` (read with `limit + 1`, so one more tells whether the list goes on) and the
 * cursor of its last row, or null at the end of the list.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => string,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: cursorOf(page[page.length - 1]!) };
}
