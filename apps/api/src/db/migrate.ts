/**
 * Applies the SQL migrations in `src/db/drizzle` (drizzle-kit generated + the custom EXCLUDE /
 * append-only migration) from code. `drizzle-kit migrate` is not used: with PGlite it cannot load
 * btree_gist (STACK-NOTES "Database").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { DatabaseHandle, Schema } from './client.ts';

/** Folder of the migrations and their journal. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'drizzle');

/**
 * Brings the database up to date. The migrations create their tables in `public` (foreign keys
 * name `"public"."users"` etc.) and Drizzle keeps its journal in `drizzle.__drizzle_migrations`,
 * so one database holds one ShootBook: tests on PostgreSQL get a database each, not a schema.
 * `options.migrationsFolder` (tests of a data migration) applies another folder's migrations.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}
