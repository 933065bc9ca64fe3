/**
 * Text search helpers shared by the list queries.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `q` (openapi.yaml `Q`) anywhere in `searchText`, case-insensitively: the condition
 * `search_text LIKE lower('%q%')` over a table's lower-cased search column (db/schema.ts
 * `searchText`), which its trigram index answers. Lower-casing the pattern with the database's
 * own `lower()` folds it exactly as the column was folded (ILIKE's rule), Thai included.
 */
export function matchesText(searchText: AnyPgColumn, q: string): SQL {
  return matchesPattern(searchText, likePattern(q));
}

/**
 * {@link matchesText} with the pattern as given: {@link likePattern}'s value, or a placeholder of
 * a prepared statement that is bound to one (db/prepared.ts).
 */
export function matchesPattern(searchText: AnyPgColumn, pattern: unknown): SQL {
  return sql`${searchText} like lower(${pattern})`;
}
