/**
 * Opening the database: embedded PGlite (default, `.data/pglite` at the repo root) or a
 * PostgreSQL server when `DATABASE_URL` is set. Both give the same Drizzle {@link Database}.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import pRetry from 'p-retry';

import * as schema from './schema.ts';

export { schema };
export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction; usable wherever a {@link Database} is. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** An open database with the driver it runs on and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance (driver `pglite` only), e.g. for `dumpDataDir()` in tests. */
  pglite?: PGlite;
  /** The pg Pool (driver `postgres` only). */
  pool?: pg.Pool;
  /** The connection string (driver `postgres` only), e.g. for a dedicated `LISTEN` connection. */
  url?: string;
  close(): Promise<void>;
}

/** The repository root (apps/api/src/db → ../../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Default PGlite data directory: `<repo>/.data/pglite`. */
export const defaultPgliteDir = path.join(repoRoot, '.data', 'pglite');

/**
 * PGlite extensions the migrations need: `btree_gist` for the EXCLUDE constraints, `pg_trgm` for
 * the trigram indexes of text search.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

/**
 * Opens PGlite. `dataDir` is a directory (created if missing), `memory://`, or an existing
 * PGlite instance; `loadDataDir` restores a dump (tests: one migrated template per file).
 */
export async function openPglite(
  dataDir: string | PGlite = defaultPgliteDir,
  options: { loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (typeof dataDir === 'string') {
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
      extensions: pgliteExtensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } else {
    client = dataDir;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}

/** How long a request waits for a pool connection before it is answered 503, ms. */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens a pg Pool (10 connections, JIT off) on `url`, a `postgres://` connection string.
 * An idle connection the server ends (restart, `pg_terminate_backend`, a dropped test database:
 * SQLSTATE 57P01) is reported as a process warning and replaced by the pool on next use; without
 * a listener pg's 'error' event would crash the process.
 */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  // JIT compilation pays off for long analytic queries; for this OLTP workload it adds ~36 ms to a
  // filtered list (STACK-NOTES "Database"), so every connection turns it off.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    // A server that accepts no connection (stopped, overloaded) fails the request with 503
    // `service_unavailable` after this long instead of holding it (docs/decisions/0034-faults.md).
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
  });
  pool.on('error', (error) =>
    process.emitWarning(`idle PostgreSQL connection ended: ${error.message}`),
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return { db, driver: 'postgres', pool, url, close: () => pool.end() };
}

/** Opens PostgreSQL when `databaseUrl` is set, PGlite at `pgliteDir` otherwise. */
export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir ?? defaultPgliteDir);
}

/** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Database));
}

/**
 * The PostgreSQL SQLSTATE of a failed query (e.g. `23P01` exclusion violation, `23505` unique
 * violation), looking through Drizzle's `DrizzleQueryError` wrapper. Undefined for other errors.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` again when PostgreSQL aborted it to break a deadlock (SQLSTATE 40P01) or as a
 * serialization failure (40001) — up to `retries` more times, 5–40 ms apart (p-retry). Two
 * transactions writing rows that clash under an EXCLUDE constraint at the same instant can each
 * wait for the other; PostgreSQL then aborts one, and its second attempt sees the winner's commit
 * and is refused by the rules as a clash (409 `slot_unavailable`), as a caller expects.
 * Only for work safe to repeat: writes inside its own transaction, provider calls with
 * idempotency keys. Any other error, or the last attempt's, is thrown as it came.
 */
export function retryOnDeadlock<T>(work: () => Promise<T>, retries = 3): Promise<T> {
  return pRetry(work, {
    retries,
    minTimeout: 5,
    maxTimeout: 40,
    randomize: true,
    shouldRetry: (error) => {
      const code = pgErrorCode(error);
      return code === PG_DEADLOCK_DETECTED || code === PG_SERIALIZATION_FAILURE;
    },
  });
}

/** Socket errors of a server that is not there (stopped, restarting, unreachable). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that ended or could not be made in time. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;

/**
 * True when `error` (or what it wraps, e.g. Drizzle's `DrizzleQueryError`) says the database
 * server could not be reached or ended the connection: a socket error (`ECONNREFUSED`,
 * `ECONNRESET` …), node-postgres's connection messages (a lost connection, the pool's connect
 * time-out), SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed,
 * starting up) or 53300 (too many connections). Nothing the caller did; the request may be
 * repeated once the server is back (docs/decisions/0034-faults.md).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs the API answers with 409s. */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
/** SQLSTATEs of a transaction PostgreSQL aborted and that may simply be run again. */
export const PG_DEADLOCK_DETECTED = '40P01';
export const PG_SERIALIZATION_FAILURE = '40001';
