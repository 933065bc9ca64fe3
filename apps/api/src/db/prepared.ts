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

/**
 * Prepared statements of a read whose SQL depends on which filters a request has (the browse
 * lists, docs/decisions/0021): `build(db, shape)` run once per database handle and shape key, the
 * values bound as placeholders at each execution. The shape's key is part of the statement's
 * name, so a list has at most as many statements as it has filter combinations.
 *
 * @param key the shape's name, unique among the shapes `build` accepts; `build` names its
 *   statement after it (or leaves it unnamed, `''`: built once, parsed and planned by PostgreSQL
 *   for each execution's values — what a text search needs, docs/decisions/0021).
 */
export function preparedPerShape<Shape, Statement>(
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape, name: string) => Statement,
): (db: Database, shape: Shape) => Statement {
  const statements = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape) => {
    let ofDb = statements.get(db);
    if (!ofDb) statements.set(db, (ofDb = new Map()));
    const name = key(shape);
    let statement = ofDb.get(name);
    if (statement === undefined) {
      statement = build(db, shape, name);
      ofDb.set(name, statement);
    }
    return statement;
  };
}
