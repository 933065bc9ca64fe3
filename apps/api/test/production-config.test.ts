/**
 * Production mode (docs/decisions/0004): `productionProblems` names every demo convenience and
 * every missing production setting, one message each; `loadConfig` changes its defaults in
 * production and keeps the development ones otherwise.
 */
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { loadConfig, nodeEnvProblem, productionProblems } from '../src/config.ts';
import {
  completeProductionEnv,
  DEMO_ENV_REFUSALS,
  FORBIDDEN,
  UNKNOWN_NODE_ENVS,
  withSettings,
} from './production-fixtures.ts';

describe('NODE_ENV', () => {
  it.each(UNKNOWN_NODE_ENVS)(
    'refuses %j in one line naming it, instead of running in development mode',
    (value) => {
      const problem = nodeEnvProblem({ NODE_ENV: value });
      expect(problem).toBe(
        `NODE_ENV=${JSON.stringify(value)} is not a mode: use production, or development/test (or leave it unset) for development`,
      );
      // Even with the development conveniences given, loadConfig never answers a development config.
      expect(() =>
        loadConfig({ NODE_ENV: value, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ).toThrow(problem!);
    },
  );

  it('knows production, development, test, and unset or empty as development', () => {
    for (const value of ['production', 'development', 'test', '', undefined])
      expect(nodeEnvProblem({ NODE_ENV: value }), String(value)).toBeUndefined();
    expect(loadConfig(completeProductionEnv()).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });
});

describe('productionProblems', () => {
  it('has nothing against a complete production configuration', () => {
    expect(productionProblems(completeProductionEnv())).toEqual([]);
    // Restricted live keys are live keys too; SEED=0 asks for nothing.
    expect(
      productionProblems({
        ...completeProductionEnv(),
        STRIPE_SECRET_KEY: `rk_live_${randomBytes(8).toString('hex')}`,
        SEED: '0',
      }),
    ).toEqual([]);
  });

  it('checks nothing outside production', () => {
    expect(
      productionProblems({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SHOOTBOOK_TEST_CLOCK: '1',
        SEED: '1',
      }),
    ).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it.each(FORBIDDEN)('refuses $name with one message', ({ change, message }) => {
    const problems = productionProblems(withSettings(completeProductionEnv(), change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('counts any non-empty emulator host, as firebase-admin does', () => {
    expect(
      productionProblems({ ...completeProductionEnv(), FIREBASE_AUTH_EMULATOR_HOST: ' ' }),
    ).toHaveLength(1);
    expect(
      productionProblems({ ...completeProductionEnv(), FIREBASE_AUTH_EMULATOR_HOST: '' }),
    ).toEqual([]);
  });

  it('checks every webhook secret of a comma-separated list', () => {
    const env = completeProductionEnv();
    const problems = productionProblems({
      ...env,
      STRIPE_WEBHOOK_SECRET: `${env.STRIPE_WEBHOOK_SECRET}, whsec_shootbook_sandbox`,
    });
    expect(problems).toEqual([
      'STRIPE_WEBHOOK_SECRET (secret 2) is a value published in this repository',
    ]);
  });

  it('lists every problem at once, never a secret', () => {
    const problems = productionProblems({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SHOOTBOOK_TEST_CLOCK: '1',
      SEED: '1',
      STRIPE_SECRET_KEY: 'sk_test_do_not_print',
    });
    expect(problems.map((p) => p.split(/[ =:]/)[0])).toEqual(DEMO_ENV_REFUSALS);
    expect(problems.join('\n')).not.toContain('do_not_print');
    for (const problem of problems) expect(problem).not.toContain('\n');
  });
});

describe('loadConfig defaults', () => {
  it('development: seeds an empty database unless SEED=0; the test clock only with SHOOTBOOK_TEST_CLOCK=1; a 30-minute checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      seed: true,
      testClock: false,
      checkoutExpiryMinutes: 30,
      sandboxWebhookSecret: undefined,
    });
    expect(config.pgliteDir).toBe(`${config.dataDir}/pglite`);
    expect(loadConfig({ SEED: '0' }).seed).toBe(false);
    expect(loadConfig({ SHOOTBOOK_TEST_CLOCK: '1' }).testClock).toBe(true);
  });

  it('production: no seeding unless asked (which productionProblems refuses), no test clock', () => {
    expect(loadConfig(completeProductionEnv())).toMatchObject({
      production: true,
      seed: false,
      testClock: false,
    });
    expect(loadConfig({ ...completeProductionEnv(), SEED: '1' }).seed).toBe(true);
  });

  it("keeps checkouts within Stripe's 30 minutes to 24 hours", () => {
    expect(loadConfig({ CHECKOUT_EXPIRY_MINUTES: '90' }).checkoutExpiryMinutes).toBe(90);
    expect(() => loadConfig({ CHECKOUT_EXPIRY_MINUTES: '29' })).toThrow(
      /CHECKOUT_EXPIRY_MINUTES must be between 30 and 1440/,
    );
    expect(() => loadConfig({ CHECKOUT_EXPIRY_MINUTES: '1441' })).toThrow(/between 30 and 1440/);
  });

  it('puts PGlite under DATA_DIR unless PGLITE_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shootbook' })).toMatchObject({
      dataDir: '/srv/shootbook',
      pgliteDir: '/srv/shootbook/pglite',
    });
    expect(loadConfig({ DATA_DIR: '/srv/shootbook', PGLITE_DIR: '/var/pg' }).pgliteDir).toBe(
      '/var/pg',
    );
  });

  it('refuses a published or test value as the sandbox signing secret', () => {
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'whsec_shootbook_sandbox' })).toThrow(
      'SANDBOX_WEBHOOK_SECRET is a value published in this repository',
    );
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'whsec_test_sandbox' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET is a test value/,
    );
    const own = `whsec_${randomBytes(32).toString('hex')}`;
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: own }).sandboxWebhookSecret).toBe(own);
  });
});
