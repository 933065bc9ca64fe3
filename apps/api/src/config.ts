/**
 * Runtime configuration read from the environment (docs/decisions/0001 "Ports and addresses").
 * Every value has a local default, so `npm start` needs no `.env`.
 */
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_BOOKING_LEAD_MINUTES, DEFAULT_UNPAID_EXPIRY_MINUTES } from '@shootbook/machines';

import { defaultPgliteDir } from './db/client.ts';

/** What the server and its modules are configured with. */
export interface Config {
  /** `PORT`, default 3000. */
  port: number;
  /** `HOST`, default 127.0.0.1. */
  host: string;
  /** `API_BASE_URL`: how browsers reach this API (checkout/onboarding links), default `http://HOST:PORT`. */
  apiBaseUrl: string;
  /** `DATABASE_URL`: PostgreSQL; unset = embedded PGlite. */
  databaseUrl: string | undefined;
  /** `PGLITE_DIR`, default `<repo>/.data/pglite`; `memory://` for an in-memory database. */
  pgliteDir: string;
  /** `WEB_ORIGIN`, default http://127.0.0.1:5173 (CORS; payment return addresses). */
  webOrigin: string;
  /** `PAYMENTS_PROVIDER`: `sandbox` (default) or `stripe`. */
  paymentsProvider: 'sandbox' | 'stripe';
  /** `PLATFORM_FEE_BPS`: platform fee in basis points of the price, default 1000 (10 %). */
  platformFeeBps: number;
  /** `STRIPE_SECRET_KEY` (provider `stripe`), `sk_…`. */
  stripeSecretKey: string | undefined;
  /** `STRIPE_WEBHOOK_SECRET` (provider `stripe`), `whsec_…`. */
  stripeWebhookSecret: string | undefined;
  /** `STRIPE_API_URL`: a local stand-in for api.stripe.com (tests). */
  stripeApiUrl: string | undefined;
  /** `SANDBOX_WEBHOOK_SECRET`: signing secret of the sandbox provider's webhooks (a fixed local default). */
  sandboxWebhookSecret: string;
  /** `BOOKING_LEAD_MINUTES`: a shoot is booked at least this long before it starts, default 120 (packages/machines booking window). */
  bookingLeadMinutes: number;
  /** `BOOKING_HORIZON_DAYS`: and at most this many days ahead, default 180. */
  bookingHorizonDays: number;
  /** `UNPAID_TIMEOUT_MINUTES`: Accepted + still Unpaid after this long is canceled by the system (PRODUCT.md), default 1440. */
  unpaidTimeoutMinutes: number;
  /** `SHOOTBOOK_TEST_CLOCK=1`: adjustable clock and `POST /__test/clock` (tests only). */
  testClock: boolean;
  /** `SEED=0` disables seeding an empty database at start. */
  seed: boolean;
  /** `FIREBASE_PROJECT_ID`, default `demo-shootbook`. */
  firebaseProjectId: string;
  /** `RATE_LIMIT_MAX` requests per minute per bucket (a signed-in uid, else a client IP), default 1000. */
  rateLimitMax: number;
  /** `REDIS_URL`: shared rate-limit counters for several API replicas; unset = in process memory. */
  redisUrl: string | undefined;
  /**
   * `TRUST_PROXY`: whether the client IP may be taken from `X-Forwarded-For` (Fastify `trustProxy`):
   * unset/`false` = no (the socket address counts), `true` = trust every proxy, a number = that many
   * hops, otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** `NODE_ENV === 'production'` (CORS allows only WEB_ORIGIN). */
  production: boolean;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
}

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Reads {@link Config} from `env` (default `process.env`). Throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const provider = env.PAYMENTS_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or stripe, got "${provider}"`);
  }
  return {
    port,
    host,
    apiBaseUrl: (env.API_BASE_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || defaultPgliteDir,
    webOrigin: (env.WEB_ORIGIN || 'http://127.0.0.1:5173').replace(/\/$/, ''),
    paymentsProvider: provider,
    platformFeeBps: intFrom(env.PLATFORM_FEE_BPS, 1000),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || 'whsec_shootbook_sandbox',
    unpaidTimeoutMinutes: intFrom(env.UNPAID_TIMEOUT_MINUTES, DEFAULT_UNPAID_EXPIRY_MINUTES),
    bookingLeadMinutes: intFrom(env.BOOKING_LEAD_MINUTES, DEFAULT_BOOKING_LEAD_MINUTES),
    bookingHorizonDays: intFrom(env.BOOKING_HORIZON_DAYS, DEFAULT_BOOKING_HORIZON_DAYS),
    testClock: env.SHOOTBOOK_TEST_CLOCK === '1',
    seed: env.SEED !== '0',
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-shootbook',
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, 1000),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
  };
}
