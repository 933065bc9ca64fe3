/**
 * A fresh, migrated database per test file. PGlite (default): the migrations run once per process
 * into a template whose data dir is dumped, then each database is `PGlite.create({ loadDataDir })`
 * (STACK-NOTES "Database"). PostgreSQL (`DATABASE_URL` set): each database is a new schema,
 * migrated, and dropped on close.
 */
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const handle = await openPglite('memory://');
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  return dump;
}

/** A migrated, empty database; `close()` releases (PostgreSQL: drops) it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    template ??= pgliteTemplate();
    const client = await PGlite.create({ loadDataDir: await template, extensions: pgliteExtensions });
    return openPglite(client);
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions are per database; keep btree_gist in public so every test schema sees it.
    await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
    await admin.query(`CREATE SCHEMA "${schemaName}"`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(url, { searchPath: `${schemaName},public` });
  await migrateDatabase(handle, { migrationsSchema: schemaName });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
