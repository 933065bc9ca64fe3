/**
 * `createTestApp()`: the real server (buildServer) on a fresh migrated database, a test clock,
 * the sandbox payments provider and the Firebase Auth emulator. Every response that goes through
 * `request()` is checked against openapi.yaml.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import webpush from 'web-push';
import type { components } from '@shootbook/api-client';

import { TestClock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import type { PaymentsProvider } from '../../src/deps.ts';
import { firebaseAuthVerifier } from '../../src/identity/auth.ts';
import { buildServer } from '../../src/server.ts';
import { openChangeFeed } from '../../src/events/feed.ts';
import { assertMatchesContract } from './contract.ts';
import { createTestDatabase } from './database.ts';
import { authHeader, createEmulatorAccount, EMULATOR_HOST, PROJECT_ID } from './identity.ts';

type Schemas = components['schemas'];

/** A parsed response. `body` is the JSON body (undefined for 204). */
// Tests read response bodies freely; the contract check (assertMatchesContract) is what types them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Options of {@link TestApp.request}. */
export interface RequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  /** Bearer ID token. */
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Skip the contract check (e.g. a raw malformed body). */
  skipContract?: boolean;
}

/** A signed-up test user. */
export interface TestUser {
  uid: string;
  email: string;
  token: string;
  /** The profile after sign-up (null for role `none`: no profile row yet). */
  profile: Schemas['UserProfile'] | null;
}

/** What a test user is: `none` = emulator account only; `Guest` = profile created, no name/role. */
export type TestRole = 'none' | 'Guest' | 'Customer' | 'Photographer';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  clock: TestClock;
  config: Config;
  /** Injects a request, checks the response against openapi.yaml, parses JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<T = any>(options: RequestOptions): Promise<TestResponse<T>>;
  /**
   * Holds the next `count` requests just before their handlers (after authentication and
   * validation) and releases them together, so they meet in the database at the same moment.
   * Resolves `true` when all `count` have arrived, `false` when `timeoutMs` (default 10 s) passed first.
   */
  barrier(count: number, timeoutMs?: number): Promise<boolean>;
  /**
   * Signs a new user up in the emulator and walks the registration progression to `role`. A
   * photographer also has payouts enabled (as after the provider's onboarding) unless
   * `options.payoutsEnabled` is false.
   */
  signUpUser(
    role: TestRole,
    profile?: Partial<Schemas['ProfileUpdate']>,
    options?: { payoutsEnabled?: boolean },
  ): Promise<TestUser>;
  close(): Promise<void>;
}

/** The sandbox provider's signing secret in test apps (a test value: refused outside tests). */
export const TEST_SANDBOX_WEBHOOK_SECRET = 'whsec_test_shootbook_app';

/** A valid Thai bank account for photographers. */
export const TEST_BANK_ACCOUNT: Schemas['BankAccount'] = {
  bank: 'KASIKORN_BANK',
  accountNumber: '1234567890',
  accountName: 'Test Photographer',
};

const generated = webpush.generateVAPIDKeys();
/** The VAPID keys of every test app (one pair per test process). */
export const TEST_VAPID_KEYS = {
  vapidPublicKey: generated.publicKey,
  vapidPrivateKey: generated.privateKey,
};

/** Starts the app. `config` overrides the test defaults; `paymentsProvider` replaces the sandbox; `handle` is its database. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    paymentsProvider?: PaymentsProvider;
    clock?: TestClock;
    rateLimitNameSpace?: string;
    /** Fastify logger options; default silent. */
    logger?: FastifyServerOptions['logger'];
    /** The database to serve (closed with the app); default a fresh migrated one. */
    handle?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOST;
  const handle = options.handle ?? (await createTestDatabase());
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shootbook-media-'));
  const clock = options.clock ?? new TestClock();
  const config: Config = {
    // Photos of a test app go to a fresh directory of their own (removed on close).
    ...loadConfig({
      SEED: '0',
      SHOOTBOOK_TEST_CLOCK: '1',
      PGLITE_DIR: 'memory://',
      MEDIA_DIR: mediaDir,
    }),
    rateLimitMax: 1_000_000,
    // The test's own signing secret, so a test run never creates the installation's secret file.
    sandboxWebhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
    // The test's own VAPID keys, so a test run never creates the installation's key file.
    push: { enabled: true, ...TEST_VAPID_KEYS, vapidSubject: 'mailto:tests@shootbook.invalid' },
    ...options.config,
  };
  const app = await buildServer({
    db: handle.db,
    clock,
    config,
    auth: firebaseAuthVerifier(PROJECT_ID),
    logger: options.logger ?? false,
    changeFeed: (log) => openChangeFeed(handle, { log }),
    ...(options.paymentsProvider ? { paymentsProvider: options.paymentsProvider } : {}),
    ...(options.rateLimitNameSpace ? { rateLimitNameSpace: options.rateLimitNameSpace } : {}),
  });
  // Race tests: requests wait here, after auth and validation, until the barrier opens.
  let gate:
    | {
        arrived: number;
        count: number;
        open: (complete: boolean) => void;
        opened: Promise<boolean>;
      }
    | undefined;
  app.addHook('preHandler', async () => {
    if (!gate) return;
    const current = gate;
    current.arrived += 1;
    if (current.arrived >= current.count) {
      gate = undefined;
      current.open(true);
    }
    await current.opened;
  });
  await app.ready();

  function barrier(count: number, timeoutMs = 10_000): Promise<boolean> {
    let open!: (complete: boolean) => void;
    const opened = new Promise<boolean>((resolve) => {
      open = resolve;
    });
    const timer = setTimeout(() => {
      gate = undefined;
      open(false);
    }, timeoutMs);
    timer.unref();
    gate = { arrived: 0, count, open, opened };
    return opened.then((complete) => {
      clearTimeout(timer);
      return complete;
    });
  }

  async function request<T>(opts: RequestOptions): Promise<TestResponse<T>> {
    const response = await app.inject({
      method: opts.method,
      url: opts.url,
      headers: { ...(opts.token ? authHeader(opts.token) : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    const text = response.body;
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    const body = text && isJson ? JSON.parse(text) : text || undefined;
    if (!opts.skipContract) assertMatchesContract(opts.method, opts.url, response.statusCode, body);
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }

  async function signUpUser(
    role: TestRole,
    profile: Partial<Schemas['ProfileUpdate']> = {},
    options: { payoutsEnabled?: boolean } = {},
  ): Promise<TestUser> {
    const account = await createEmulatorAccount();
    const user: TestUser = {
      uid: account.uid,
      email: account.email,
      token: account.idToken,
      profile: null,
    };
    if (role === 'none') return user;
    const created = await request<Schemas['UserProfile']>({
      method: 'GET',
      url: '/user/profile',
      token: user.token,
    });
    if (created.status !== 200) throw new Error(`GET /user/profile → ${created.status}`);
    user.profile = created.body;
    if (role === 'Guest') return user;
    const update: Partial<Schemas['ProfileUpdate']> = {
      name: role === 'Photographer' ? 'Test Photographer' : 'Test Customer',
      role,
      ...(role === 'Photographer' ? { bankAccount: TEST_BANK_ACCOUNT, province: 'TH-10' } : {}),
      ...profile,
    };
    const updated = await request<Schemas['UserProfile']>({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: update,
    });
    if (updated.status !== 200)
      throw new Error(`PATCH /user/profile → ${updated.status} ${JSON.stringify(updated.body)}`);
    user.profile = updated.body;
    if (role === 'Photographer' && options.payoutsEnabled !== false) {
      // What the provider's onboarding webhook does (tested in payments-*.test.ts): a payout account, payouts on.
      await handle.db
        .update(users)
        .set({ payoutAccountId: `acct_test_${account.uid}`, payoutsEnabled: true })
        .where(eq(users.id, account.uid));
      user.profile = { ...updated.body, payoutsEnabled: true };
    }
    return user;
  }

  return {
    app,
    db: handle.db,
    handle,
    clock,
    config,
    request,
    barrier,
    signUpUser,
    async close() {
      await app.close();
      await handle.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export { authHeader };
