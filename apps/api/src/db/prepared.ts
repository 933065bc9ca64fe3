/**
 * Prepared statements for the hot, fixed-shape reads (docs/decisions/0021).
 * Building a query with Drizzle and having PostgreSQL parse and plan it again cost more CPU per
 * request than the slots themselves; a prepared statement is built once per database handle, and
 * on the PostgreSQL server it is a named statement that each pooled connection parses once and
 * then only binds and executes. PGlite runs it as an ordinary query (same SQL, same answer).
 */
import type { Database } from './client.ts';

/**
 * `build` run once per database handle (the app's one handle, or a transaction's), its result
 * kept for as long as the handle lives: `statement(db).execute({ …placeholders })`.
 * `build` must return a Drizzle prepared query (`….prepare(name)`, placeholders from
 * `sql.placeholder`); its name must be unique in the app, since a pooled connection knows a
 * named statement by its name only.
 *
 * @example
 * const userById = preparedPerDatabase((db) =>
 *   db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
 * const [row] = await userById(db).execute({ id });
 */
export function preparedPerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
