/**
 * Production start, end to end: the real `src/main.ts` in a child process with
 * `NODE_ENV=production` (docs/decisions/0004). A forbidden setting stops it with exit code 1, one
 * line per problem on stderr and nothing opened; a complete configuration (needs the PostgreSQL
 * server of `DATABASE_URL`) starts, answers `/health` and stops on SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { createServerDatabase } from './helpers/database.ts';
import { freePort, startApi } from './helpers/process.ts';
import {
  completeProductionEnv,
  DEMO_ENV_REFUSALS,
  FORBIDDEN,
  UNKNOWN_NODE_ENVS,
  withSettings,
} from './production-fixtures.ts';

const REFUSAL_PREFIX = 'Refusing to start (NODE_ENV=production): ';
const scratch = mkdtempSync(path.join(tmpdir(), 'shootbook-production-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let dirs = 0;
/** A data directory that does not exist yet: a refused start must not create it. */
const freshDataDir = () => path.join(scratch, `data-${(dirs += 1)}`);

describe.concurrent('a production start with a forbidden or missing setting', () => {
  it.for(FORBIDDEN)(
    'refuses $name: exit 1, its one line on stderr, nothing opened',
    async ({ change, message }, { expect }) => {
      const dataDir = freshDataDir();
      const api = startApi({
        ...withSettings(completeProductionEnv(), change),
        DATA_DIR: dataDir,
        PORT: '9',
      });
      const { code } = await api.exit;
      expect(code).toBe(1);
      const refusals = api
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith(REFUSAL_PREFIX));
      expect(refusals, api.stderr()).toHaveLength(1);
      expect(refusals[0]!.slice(REFUSAL_PREFIX.length)).toMatch(message);
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('lists every problem, one line each, when everything is wrong', async ({ expect }) => {
    const api = startApi({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SHOOTBOOK_TEST_CLOCK: '1',
      SEED: '1',
      DATA_DIR: freshDataDir(),
    });
    expect((await api.exit).code).toBe(1);
    const refusals = api
      .stderr()
      .split('\n')
      .filter((line) => line.startsWith(REFUSAL_PREFIX));
    expect(refusals.map((line) => line.slice(REFUSAL_PREFIX.length).split(/[ =:]/)[0])).toEqual(
      DEMO_ENV_REFUSALS,
    );
    expect(api.stdout()).toBe('');
  });
});

describe.concurrent('a start with a NODE_ENV that names no mode', () => {
  it.for(UNKNOWN_NODE_ENVS.slice(0, 2))(
    'refuses NODE_ENV=%j with one line, even with the Auth emulator given: exit 1, nothing opened',
    async (value, { expect }) => {
      const dataDir = freshDataDir();
      const api = startApi({
        NODE_ENV: value,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DATA_DIR: dataDir,
        PORT: '9',
      });
      expect(await api.exit).toEqual({ code: 1, signal: null });
      expect(api.stderr().trim()).toBe(
        `Refusing to start: NODE_ENV=${JSON.stringify(value)} is not a mode: use production, or development/test (or leave it unset) for development`,
      );
      expect(api.stdout()).toBe('');
      expect(existsSync(dataDir)).toBe(false);
    },
  );
});

describe('a production start whose database cannot be reached', () => {
  it('prints one line naming the database, no stack and no password, and exits 1', async () => {
    const port = await freePort();
    const password = `pw_${randomBytes(8).toString('hex')}`;
    const api = startApi({
      ...completeProductionEnv(),
      DATABASE_URL: `postgres://shootbook:${password}@127.0.0.1:${port}/shootbook`,
      DATA_DIR: freshDataDir(),
      PORT: '9',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    expect(await api.exit).toEqual({ code: 1, signal: null });
    const lines = api.stderr().trim().split('\n');
    expect(lines, api.stderr()).toEqual([
      `Could not start: the database (PostgreSQL at 127.0.0.1:${port}/shootbook (DATABASE_URL)) could not be opened or migrated: connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(api.stderr() + api.stdout()).not.toContain(password);
  });
});

describe('a production start with a complete configuration', () => {
  it.runIf(process.env.DATABASE_URL)(
    'starts on a fresh PostgreSQL database, answers /health, stops on SIGTERM',
    async () => {
      const database = await createServerDatabase(process.env.DATABASE_URL!);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const dataDir = freshDataDir();
      const api = startApi({
        ...completeProductionEnv(),
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        API_BASE_URL: base,
        DATA_DIR: dataDir,
        // Nothing at start talks to Stripe; should anything try, it reaches a closed port, not api.stripe.com.
        STRIPE_API_URL: 'http://127.0.0.1:9',
      });
      try {
        let health: Response | undefined;
        for (const deadline = Date.now() + 90_000; !health && Date.now() < deadline;) {
          health = await fetch(`${base}/health`).catch(() => undefined);
          if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(health?.status, api.stderr()).toBe(200);
        expect(await health!.json()).toEqual({ status: 'ok' });
        expect(health!.headers.get('strict-transport-security')).toMatch(/max-age=/);
        expect(health!.headers.get('cache-control')).toBe('no-store');

        // The demo conveniences are not there: no test clock, no sandbox pages (404 in the Error schema).
        const clock = await fetch(`${base}/__test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"advanceMinutes":1}',
        });
        expect(clock.status).toBe(404);
        // /metrics needs the METRICS_TOKEN production requires.
        const metrics = await fetch(`${base}/metrics`);
        expect(metrics.status).toBe(401);
        expect(await metrics.json()).toMatchObject({ code: 'unauthenticated' });
        const sandbox = await fetch(`${base}/sandbox/checkout/cs_sandbox_x`);
        expect(sandbox.status).toBe(404);
        expect(await sandbox.json()).toMatchObject({ code: 'not_found' });

        api.stop('SIGTERM');
        expect(await api.exit).toEqual({ code: 0, signal: null });
        expect(api.stderr()).not.toContain('Refusing');
        // Production keeps nothing locally: no PGlite, no sandbox secret. Without S3 the media
        // store is this disk, whose upload folder the tus store makes at start (decision 0026):
        // folders, but not one file.
        const files = existsSync(dataDir)
          ? readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((entry) =>
              statSync(path.join(dataDir, entry)).isFile(),
            )
          : [];
        expect(files).toEqual([]);

        // The migrations ran on the server at start, the checkout expiry column included.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query(
            `SELECT 1 FROM information_schema.columns WHERE table_name = 'payments' AND column_name = 'checkout_expires_at'`,
          );
          expect(rows).toHaveLength(1);
        } finally {
          await client.end();
        }
      } finally {
        api.stop('SIGKILL');
        await api.exit;
        await database.drop();
      }
    },
  );
});
