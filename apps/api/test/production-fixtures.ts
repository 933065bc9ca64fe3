/**
 * Production configurations for the production-mode tests (docs/decisions/0004): a complete one
 * and each forbidden or missing setting with the problem it must produce.
 */
import { randomBytes } from 'node:crypto';

/**
 * A configuration fit for production. The key and the secret are made up at run time: a value
 * written in this repository would be a published one.
 */
export function completeProductionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'shootbook-prod',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: `sk_live_${randomBytes(16).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
    DATABASE_URL: 'postgres://shootbook@db.internal:5432/shootbook',
    WEB_ORIGIN: 'https://shootbook.example',
    API_BASE_URL: 'https://api.shootbook.example',
    SMTP_URL: 'smtps://bookings@smtp.shootbook.example:465',
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    DELIVERY_LINK_SECRET: randomBytes(32).toString('base64url'),
    LINE_PROVIDER: 'line',
    LINE_CHANNEL_SECRET: randomBytes(16).toString('hex'),
    LINE_CHANNEL_ACCESS_TOKEN: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: randomBytes(65).toString('base64url'),
    VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
    VAPID_SUBJECT: 'mailto:ops@shootbook.example',
  };
}

/** `env` with the given settings changed; `undefined` removes one. */
export function withSettings(
  env: Record<string, string>,
  changes: Record<string, string | undefined>,
): Record<string, string> {
  const next = { ...env };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** Each forbidden or missing setting with the problem it must produce (and no other). */
export const FORBIDDEN: {
  name: string;
  change: Record<string, string | undefined>;
  message: RegExp;
}[] = [
  { name: 'no SMTP server', change: { SMTP_URL: undefined }, message: /^SMTP_URL is missing: / },
  {
    name: 'a JWKS other than Firebase’s',
    change: { AUTH_JWKS_URL: 'http://127.0.0.1:8080/jwks.json' },
    message: /^AUTH_JWKS_URL is set: /,
  },
  {
    name: 'no LINE provider (default sandbox)',
    change: { LINE_PROVIDER: undefined },
    message: /^LINE_PROVIDER is missing \(its default is sandbox\)/,
  },
  {
    name: 'the LINE sandbox',
    change: { LINE_PROVIDER: 'sandbox' },
    message: /^LINE_PROVIDER=sandbox: /,
  },
  {
    name: 'an unknown LINE provider',
    change: { LINE_PROVIDER: 'telegram' },
    message: /^LINE_PROVIDER must be line in production/,
  },
  {
    name: 'no VAPID private key with push on',
    change: { VAPID_PRIVATE_KEY: undefined },
    message: /^VAPID_PRIVATE_KEY is missing: /,
  },
  {
    name: 'no VAPID subject with push on',
    change: { VAPID_SUBJECT: undefined },
    message: /^VAPID_SUBJECT is missing: /,
  },
  {
    name: 'no LINE channel secret',
    change: { LINE_CHANNEL_SECRET: undefined },
    message: /^LINE_CHANNEL_SECRET is missing: /,
  },
  {
    name: 'no LINE channel access token',
    change: { LINE_CHANNEL_ACCESS_TOKEN: undefined },
    message: /^LINE_CHANNEL_ACCESS_TOKEN is missing: /,
  },
  {
    name: 'an SMTP_URL that is not SMTP',
    change: { SMTP_URL: 'https://mail.example' },
    message: /^SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/,
  },
  {
    name: 'the Auth emulator',
    change: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    message: /^FIREBASE_AUTH_EMULATOR_HOST is set: /,
  },
  {
    name: 'no Firebase project',
    change: { FIREBASE_PROJECT_ID: undefined },
    message: /^FIREBASE_PROJECT_ID is missing: /,
  },
  {
    name: 'a demo- Firebase project',
    change: { FIREBASE_PROJECT_ID: 'demo-shootbook' },
    message: /^FIREBASE_PROJECT_ID is a demo- project/,
  },
  {
    name: 'no payments provider (default sandbox)',
    change: { PAYMENTS_PROVIDER: undefined },
    message: /^PAYMENTS_PROVIDER is missing \(its default is sandbox\)/,
  },
  {
    name: 'the sandbox provider',
    change: { PAYMENTS_PROVIDER: 'sandbox' },
    message: /^PAYMENTS_PROVIDER=sandbox: /,
  },
  {
    name: 'no webhook secret',
    change: { STRIPE_WEBHOOK_SECRET: undefined },
    message: /^STRIPE_WEBHOOK_SECRET is missing: /,
  },
  {
    name: 'the old sandbox default as webhook secret',
    change: { STRIPE_WEBHOOK_SECRET: 'whsec_shootbook_sandbox' },
    message: /^STRIPE_WEBHOOK_SECRET is a value published in this repository$/,
  },
  {
    name: 'a test webhook secret',
    change: { STRIPE_WEBHOOK_SECRET: 'whsec_test_provider' },
    message: /^STRIPE_WEBHOOK_SECRET is a test value/,
  },
  {
    name: 'a short webhook secret',
    change: { STRIPE_WEBHOOK_SECRET: 'whsec_123' },
    message: /^STRIPE_WEBHOOK_SECRET is not a webhook signing secret/,
  },
  {
    name: 'no Stripe key',
    change: { STRIPE_SECRET_KEY: undefined },
    message: /^STRIPE_SECRET_KEY is missing: /,
  },
  {
    name: 'a test-mode Stripe key',
    change: { STRIPE_SECRET_KEY: 'sk_test_123' },
    message: /^STRIPE_SECRET_KEY is a test-mode key/,
  },
  {
    name: 'a publishable key instead of a secret one',
    change: { STRIPE_SECRET_KEY: 'pk_live_123' },
    message: /^STRIPE_SECRET_KEY is not a live Stripe key/,
  },
  {
    name: 'the test clock',
    change: { SHOOTBOOK_TEST_CLOCK: '1' },
    message: /^SHOOTBOOK_TEST_CLOCK=1: /,
  },
  { name: 'demo seeding', change: { SEED: '1' }, message: /^SEED=1: demo data/ },
  {
    name: 'no DATABASE_URL (embedded PGlite)',
    change: { DATABASE_URL: undefined },
    message: /^DATABASE_URL is missing: /,
  },
  {
    name: 'no WEB_ORIGIN (localhost default)',
    change: { WEB_ORIGIN: undefined },
    message: /^WEB_ORIGIN is missing: /,
  },
  {
    name: 'no API_BASE_URL (localhost default)',
    change: { API_BASE_URL: undefined },
    message: /^API_BASE_URL is missing: /,
  },
  {
    name: 'no METRICS_TOKEN (/metrics open to anyone)',
    change: { METRICS_TOKEN: undefined },
    message: /^METRICS_TOKEN is missing: /,
  },
  {
    name: 'an empty METRICS_TOKEN',
    change: { METRICS_TOKEN: '' },
    message: /^METRICS_TOKEN is missing: /,
  },
  {
    name: 'no DELIVERY_LINK_SECRET (anyone could sign a link to delivered photos)',
    change: { DELIVERY_LINK_SECRET: undefined },
    message: /^DELIVERY_LINK_SECRET is missing or shorter than 32 characters: /,
  },
  {
    name: 'the placeholder DELIVERY_LINK_SECRET of deploy/kubernetes/secret.yaml',
    change: { DELIVERY_LINK_SECRET: 'REPLACE_WITH_A_LONG_RANDOM_SECRET' },
    message: /^DELIVERY_LINK_SECRET is a published placeholder: /,
  },
  {
    name: 'a short DELIVERY_LINK_SECRET',
    change: { DELIVERY_LINK_SECRET: 'short' },
    message: /^DELIVERY_LINK_SECRET is missing or shorter than 32 characters: /,
  },
];

/** `NODE_ENV` values that name no mode: refused in one line, never taken as development. */
export const UNKNOWN_NODE_ENVS = ['Production', 'prod', 'PRODUCTION', ' production', 'staging'];

/**
 * The settings a development environment with every demo convenience on (emulator, test clock,
 * seeding, a test Stripe key) gets refused for in production, in the order they are reported.
 */
export const DEMO_ENV_REFUSALS = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_PROJECT_ID',
  'PAYMENTS_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SHOOTBOOK_TEST_CLOCK',
  'SEED',
  'DATABASE_URL',
  'SMTP_URL',
  'WEB_ORIGIN',
  'API_BASE_URL',
  'METRICS_TOKEN',
  'LINE_PROVIDER',
  'LINE_CHANNEL_SECRET',
  'LINE_CHANNEL_ACCESS_TOKEN',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'DELIVERY_LINK_SECRET',
];
