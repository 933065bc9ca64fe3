/**
 * Starting the API once its configuration is known to be usable (main.ts checks it first):
 * opens and migrates the database, seeds an empty one (development only), builds the server with
 * its background jobs, listens on HOST:PORT, and stops gracefully on SIGINT/SIGTERM (below).
 */
import { setTimeout as sleep } from 'node:timers/promises';

import closeWithGrace from 'close-with-grace';

import { systemClock, TestClock } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { authVerifierOf } from './identity/auth.ts';
import { DEMO_PASSWORD } from './seed/demo-data.ts';
import { seedDeliveryFiles, seedPhotos } from './seed/photos.ts';
import { demoAccounts, isDatabaseEmpty, seedAuthAccounts, seedDatabase } from './seed/seed.ts';
import { buildServer } from './server.ts';
import { openChangeFeed } from './events/feed.ts';
import { openJobQueue } from './ops/jobs.ts';

/**
 * A start that failed for a reason outside the code: the database could not be opened or
 * migrated, or the address could not be listened on. Its message is one line naming what failed
 * and the underlying reason, never a secret (no database URL, user or password); main.ts prints
 * it instead of a stack trace and exits with code 1.
 */
export class StartFailed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartFailed';
  }
}

/** The innermost cause's message (a driver's `connect ECONNREFUSED …` under Drizzle's "Failed query"), on one line. */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | undefined)?.cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  const message = current instanceof Error ? current.message : String(current);
  return message.replace(/\s+/g, ' ').trim();
}

/** Where the database is, without credentials: `PostgreSQL at host:port/name` or `PGlite at <dir>`. */
function databasePlace(config: Config): string {
  if (!config.databaseUrl) return `PGlite at ${config.pgliteDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/** `message` with `databaseUrl` and its password cut out (the driver's messages name the user, never the password, but be sure). */
function withoutSecrets(message: string, databaseUrl: string | undefined): string {
  if (!databaseUrl) return message;
  const secrets = [databaseUrl];
  try {
    const url = new URL(databaseUrl);
    if (url.password) secrets.push(url.password, decodeURIComponent(url.password));
  } catch {
    // Not a URL: the whole value is all there is to hide.
  }
  return secrets
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((text, secret) => text.split(secret).join('***'), message);
}

/** Opens and migrates the database of `config`. @throws StartFailed naming the database and why. */
async function openMigratedDatabase(config: Config) {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase(config);
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    throw new StartFailed(
      `the database (${databasePlace(config)}) could not be opened or migrated: ${withoutSecrets(rootMessage(error), config.databaseUrl)}`,
      { cause: error },
    );
  }
}

/**
 * Serves the API with `config` until SIGINT/SIGTERM, then stops gracefully (exit code 0, or 1 when
 * in-flight work outlived the grace period). `onStopped` runs last (e.g. flushing trace spans).
 * @throws StartFailed when the database cannot be opened or migrated, or HOST:PORT cannot be listened on.
 */
export async function serve(
  config: Config,
  hooks: { onStopped?: (() => Promise<void>) | undefined } = {},
): Promise<void> {
  const clock = config.testClock ? new TestClock() : systemClock;
  const handle = await openMigratedDatabase(config);

  const app = await buildServer({
    db: handle.db,
    clock,
    config,
    auth: authVerifierOf(config),
    backgroundJobs: true,
    pool: handle.pool,
    changeFeed: (log) => openChangeFeed(handle, { log }),
    jobQueue: (log, metrics) =>
      openJobQueue(handle, { log, metrics, stopTimeoutMs: config.shutdownGraceMs }),
    // Pretty lines for a developer's terminal; JSON lines everywhere else (pino-pretty is a dev dependency).
    logger:
      process.stdout.isTTY && !config.production
        ? {
            level: 'info',
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : { level: 'info' },
  });

  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    app.log.info(
      `Identity: the Firebase Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (unsigned tokens; development only)`,
    );
  }
  app.log.info(
    config.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite at ${config.pgliteDir}`,
  );

  if (config.seed) {
    try {
      if (await isDatabaseEmpty(handle.db)) {
        await seedDatabase(handle.db, { now: clock.now(), platformFeeBps: config.platformFeeBps });
        app.log.info('Seeded demo data into the empty database');
      }
      const created = await seedAuthAccounts(config.firebaseProjectId);
      if (created > 0) app.log.info(`Created ${created} demo account(s) in the Auth emulator`);
      const seeded = await seedPhotos(app.photoDeps, config.seedPhotosDir);
      if (seeded.sources === 0) {
        app.log.info(
          `Demo photos: none found in ${config.seedPhotosDir}; install Debian's mate-backgrounds (apt-get install mate-backgrounds) or set SEED_PHOTOS_DIR to a folder of JPEGs, then restart`,
        );
      } else if (seeded.uploaded > 0) {
        app.log.info(
          `Demo photos: ${seeded.uploaded} uploaded from ${seeded.sources} photographs in ${config.seedPhotosDir} (rendering in the background)`,
        );
      }
      const delivered = await seedDeliveryFiles(app.photoDeps, config.seedPhotosDir);
      if (delivered.uploaded > 0)
        app.log.info(`Demo deliveries: ${delivered.uploaded} proofs and finals stored`);
    } catch (error) {
      app.log.warn({ err: error }, 'Seeding demo accounts failed (is the Auth emulator running?)');
    }
  }

  // Graceful shutdown (SIGTERM from the orchestrator, SIGINT from Ctrl-C): readiness turns 503 at
  // once so the load balancer stops sending new requests; after SHUTDOWN_DRAIN_MS the server stops
  // accepting connections and waits for the requests in flight (a request on a connection it had
  // already accepted is served with `Connection: close`, not refused 503: server.ts);
  // whatever still runs after SHUTDOWN_GRACE_MS more is cut off and the process exits 1.
  closeWithGrace(
    { delay: config.shutdownDrainMs + config.shutdownGraceMs },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an unexpected error');
      app.log.info(`${signal ?? 'error'}: draining for ${config.shutdownDrainMs} ms, then closing`);
      app.drain();
      if (config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
      await app.close();
      await handle.close();
      await hooks.onStopped?.();
      app.log.info('stopped');
    },
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw new StartFailed(
      `could not listen on ${config.host}:${config.port}: ${rootMessage(error)}`,
      {
        cause: error,
      },
    );
  }
  const lines = [
    `ShootBook API on ${config.apiBaseUrl} (health: ${config.apiBaseUrl}/health)`,
    `Web origin allowed: ${config.webOrigin}; payments provider: ${config.paymentsProvider}${config.testClock ? '; TEST CLOCK on (POST /__test/clock)' : ''}`,
  ];
  if (config.seed) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts())
      lines.push(`  ${account.role.padEnd(12)} ${account.email}`);
  }
  console.log(lines.join('\n'));
}
