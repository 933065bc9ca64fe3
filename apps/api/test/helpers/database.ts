/**
 * A fresh, migrated database per caller (one per test file, or per `createTestApp()`).
 *
 * - PGlite (default): the migrations run once per process into a template whose data dir is
 *   dumped, then each database is `PGlite.create({ loadDataDir })` (STACK-NOTES "Database").
 * - PostgreSQL (`DATABASE_URL` set, e.g. `postgres://postgres@127.0.0.1:5432/test` in CI): a new
 *   database `shootbook_test_<created ms>_<random>` is created on that server (the user needs
 *   CREATEDB), migrated exactly like production (tables and btree_gist in `public`, journal in
 *   `drizzle`) and dropped on `close()`. The database named in the URL is only used to issue
 *   `CREATE`/`DROP DATABASE`; nothing is created in it. Databases of crashed runs older than
 *   {@link STALE_AFTER_MS} are dropped by the next run.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.ts';

/** Prefix of the per-test databases on PostgreSQL. */
const DATABASE_PREFIX = 'shootbook_test_';
/** A test database older than this (6 hours) is left over from a crashed run. */
export const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const handle = await openPglite('memory://');
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  return dump;
}

/** Runs `fn` on a single connection to the server's database named in `url`. */
async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops the test databases left behind by runs that died before `close()`. */
async function dropStaleDatabases(admin: pg.Client, now: number): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'shootbook\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const created = Number(/^shootbook_test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (Number.isFinite(created) && now - created > STALE_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
}

/** A new database on a PostgreSQL server: its connection string and a way to drop it. */
export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a new, empty (not migrated) database `shootbook_test_<created ms>_<random>` on the
 * server of `adminUrl` (dropping those of crashed runs first). Nothing is created in the database
 * `adminUrl` names. `drop()` removes it, ending any connection still open to it.
 */
export async function createServerDatabase(adminUrl: string): Promise<ServerDatabase> {
  const now = Date.now();
  const name = `${DATABASE_PREFIX}${now}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, async (admin) => {
    await dropStaleDatabases(admin, now);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * A folder holding the migrations of `src/db/drizzle` up to and including `tag` (e.g.
 * `0010_reminders_once`) and a journal that ends there: a database migrated with it is one as it
 * stood before the later migrations, for testing what they do to existing rows.
 */
async function migrationsUpTo(tag: string): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shootbook-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries)
    await copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  return folder;
}

/**
 * A migrated, empty database; `close()` releases (PostgreSQL: drops) it. With `migratedUpTo`
 * (a migration's tag) only the migrations up to that one are applied; `migrateDatabase(handle)`
 * applies the rest later.
 */
export async function createTestDatabase(
  options: { migratedUpTo?: string } = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const folder = options.migratedUpTo ? await migrationsUpTo(options.migratedUpTo) : undefined;
  try {
    if (!url && !folder) {
      template ??= pgliteTemplate();
      const client = await PGlite.create({
        loadDataDir: await template,
        extensions: pgliteExtensions,
      });
      return openPglite(client);
    }
    if (!url) {
      const handle = await openPglite('memory://');
      await migrateDatabase(handle, { migrationsFolder: folder });
      return handle;
    }
    return await migratedServerDatabase(url, folder);
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

async function migratedServerDatabase(
  url: string,
  folder: string | undefined,
): Promise<DatabaseHandle> {
  const { url: testUrl, drop: dropDatabase } = await createServerDatabase(url);
  const handle = await openPostgres(testUrl);
  try {
    await migrateDatabase(handle, folder ? { migrationsFolder: folder } : {});
  } catch (error) {
    await handle.close();
    await dropDatabase();
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}
