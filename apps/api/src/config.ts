/**
 * Runtime configuration read from the environment (docs/decisions/0001 "Ports and addresses").
 * Every value has a local default, so `npm start` needs no `.env`. Production
 * (`NODE_ENV=production`) is different: the demo conveniences are refused and the settings that
 * have only local defaults must be given ({@link productionProblems}, docs/decisions/0004). Any
 * other `NODE_ENV` than `production`, `development`, `test` or unset is refused ({@link nodeEnvProblem}).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_AUTO_ACCEPT_DAYS,
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_BOOKING_LEAD_MINUTES,
  DEFAULT_FINALS_RETENTION_DAYS,
  DEFAULT_PLATFORM_FEE_BPS,
  DEFAULT_REFUND_GRACE_DAYS,
  DEFAULT_STORAGE_QUOTA_BYTES,
  DEFAULT_UNPAID_EXPIRY_MINUTES,
} from '@shootbook/machines';

import type { S3Settings } from './photos/storage.ts';

/** Debian's mate-backgrounds nature photographs (GPL-2+; seed/README.md), where the demo seed finds photos by default. */
const DEFAULT_SEED_PHOTOS_DIR = '/usr/share/backgrounds/mate/nature';

/**
 * The repository root (apps/api/src → ../../..), computed here rather than imported from
 * db/client.ts so that reading the configuration loads no database driver.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  /**
   * `DATA_DIR`, default `<repo>/.data`: this installation's local files — the PGlite data (unless
   * `PGLITE_DIR` says otherwise) and the sandbox provider's webhook secret.
   */
  dataDir: string;
  /** `PGLITE_DIR`, default `DATA_DIR/pglite`; `memory://` for an in-memory database. */
  pgliteDir: string;
  /** `MEDIA_DIR`, default `DATA_DIR/media`: where the local storage driver keeps photos (docs/decisions/0010). */
  mediaDir: string;
  /** `MEDIA_PUBLIC_URL`: the address photo URLs start with, default `API_BASE_URL/media` (served by this API). */
  mediaPublicUrl: string;
  /**
   * `SEED_PHOTOS_DIR`: JPEGs the demo seed uploads as portfolios and galleries (development only),
   * default Debian's mate-backgrounds nature set (seed/photos.ts).
   */
  seedPhotosDir: string;
  /** `STORAGE_QUOTA_MB`: bytes of photo originals one user may keep, default 1024 MB. */
  storageQuotaBytes: number;
  /**
   * `S3_BUCKET` and the other `S3_*` settings: photos in S3-compatible object storage instead of
   * `MEDIA_DIR` (photos/storage.ts). Undefined without `S3_BUCKET`.
   */
  s3: S3Settings | undefined;
  /** Delivered photos' uploads and links (docs/decisions/0026). */
  deliveryFiles: {
    /** `DELIVERY_LINK_SECRET`: HMAC key of signed file links; required in production (32+ characters). */
    linkSecret: string;
    /** `DELIVERY_FILE_MAX_MB`: largest delivered file, default 50 MB. */
    maxFileBytes: number;
    /** `DELIVERY_QUOTA_FILES`, `DELIVERY_QUOTA_GB`: files and bytes one photographer may keep, default 3000 and 20 GB. */
    quotaFiles: number;
    quotaBytes: number;
    /**
     * `DELIVERY_UPLOAD_DIR`: where unfinished uploads wait, on disk (a volume every replica shares);
     * unset = S3 multipart in `S3_BUCKET` with S3, else `MEDIA_DIR/delivery-uploads`.
     */
    uploadDir: string | undefined;
    /**
     * `DELIVERY_UPLOAD_EXPIRY_HOURS`, default 24: an upload not finished this long after its
     * creation expires (tus `Upload-Expires`); the upload sweep removes its bytes.
     */
    uploadExpiryMs: number;
  };
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
  /**
   * LINE (docs/decisions/0030): `LINE_PROVIDER` is `sandbox` (default: a local stand-in for LINE's
   * platform, started in process) or `line` (the Messaging API; production takes nothing else).
   * `LINE_CHANNEL_SECRET` verifies the webhook's `x-line-signature`, `LINE_CHANNEL_ACCESS_TOKEN`
   * authorizes pushes and replies (both required with `line`); `LINE_API_URL` and
   * `LINE_ACCESS_URL` replace api.line.me and access.line.me (tests); `LINE_ADD_FRIEND_URL` is the
   * official account's add-friend link shown on the profile.
   */
  line: {
    provider: 'sandbox' | 'line';
    channelSecret: string | undefined;
    channelAccessToken: string | undefined;
    apiUrl: string;
    accessUrl: string;
    addFriendUrl: string | undefined;
  };
  /**
   * Web Push (docs/decisions/0036): on unless `PUSH_ENABLED=false`. `VAPID_PUBLIC_KEY` and
   * `VAPID_PRIVATE_KEY` (base64url, `web-push generate-vapid-keys`) sign the pushes and
   * `VAPID_SUBJECT` (a `mailto:` or `https:` contact) names the sender to push services; all
   * three are required in production with push on. Elsewhere missing keys are generated once per
   * installation and kept in `DATA_DIR/vapid-keys.json` (push/vapid.ts).
   */
  push: {
    enabled: boolean;
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
  };
  /**
   * `SANDBOX_WEBHOOK_SECRET`: overrides the sandbox provider's signing secret, which is otherwise
   * generated once per installation and kept in `DATA_DIR/sandbox-webhook-secret`
   * (payments/sandbox-secret.ts). A value published in this repository is refused.
   */
  sandboxWebhookSecret: string | undefined;
  /**
   * `CHECKOUT_EXPIRY_MINUTES`, default 30, allowed 30–1440 (Stripe's own limits for a Checkout
   * Session, so both providers behave alike): a checkout not paid by then is closed and the
   * payment returns to Unpaid.
   */
  checkoutExpiryMinutes: number;
  /** `BOOKING_LEAD_MINUTES`: a shoot is booked at least this long before it starts, default 120 (packages/machines booking window). */
  bookingLeadMinutes: number;
  /** `BOOKING_HORIZON_DAYS`: and at most this many days ahead, default 180. */
  bookingHorizonDays: number;
  /** `UNPAID_TIMEOUT_MINUTES`: Accepted + still Unpaid after this long is canceled by the system (docs/product.md), default 1440. */
  unpaidTimeoutMinutes: number;
  /**
   * The delivery's time limits (docs/product.md §11, decision 0023), whole days:
   * `DELIVERY_AUTO_ACCEPT_DAYS` (silence after the finals that counts as acceptance, default 3),
   * `DELIVERY_REFUND_GRACE_DAYS` (after the due date before a refund may be asked for, default 7),
   * `FINALS_RETENTION_DAYS` (finals kept after acceptance, default 180).
   */
  delivery: { autoAcceptDays: number; refundGraceDays: number; finalsRetentionDays: number };
  /** `SHOOTBOOK_TEST_CLOCK=1`: adjustable clock and `POST /__test/clock` (tests only). */
  testClock: boolean;
  /**
   * Seed an empty database with demo data at start. Development: on unless `SEED=0`.
   * Production: off, and asking for it (`SEED=1`) is refused by {@link productionProblems}.
   */
  seed: boolean;
  /** `FIREBASE_PROJECT_ID`, default `demo-shootbook`. */
  firebaseProjectId: string;
  /**
   * `AUTH_JWKS_URL` (development and benchmarks only; refused in production by
   * {@link productionProblems}): verify ID tokens as RS256 JWTs against the keys this JWKS
   * serves, with Firebase's issuer and audience for `firebaseProjectId`
   * (identity/auth.ts `jwksAuthVerifier`), instead of asking firebase-admin. Lets a benchmark
   * sign real tokens with a key of its own, so its figures include signature verification.
   */
  authJwksUrl: string | undefined;
  /** `RATE_LIMIT_MAX` requests per minute per bucket (a signed-in uid, else a client IP), default 1000. */
  rateLimitMax: number;
  /**
   * `METRICS_TOKEN`: when set, `GET /metrics` needs `Authorization: Bearer <token>`. Required in
   * production ({@link productionProblems}); unset in development, where `/metrics` is open.
   */
  metricsToken: string | undefined;
  /**
   * `DIRECTORY_CACHE_MS`: how long one API process serves a public list page again before it
   * reads it anew — a photographer-directory page, and a package-list page to callers with no
   * inactive packages of their own (http/micro-cache.ts, docs/decisions/0019); 0 = no cache.
   * Default 0 locally (an edit shows at once), 1000 in production.
   */
  directoryCacheMs: number;
  /** `SHUTDOWN_DRAIN_MS`: after SIGTERM, how long `/ready` answers 503 before the server stops accepting connections (so the load balancer notices), default 0 locally, 5000 in production. */
  shutdownDrainMs: number;
  /** `SHUTDOWN_GRACE_MS`: how long in-flight requests may take to finish after that before the process exits anyway, default 10000. */
  shutdownGraceMs: number;
  /**
   * `SMTP_URL`: where booking e-mails are sent (nodemailer URL, e.g. `smtps://user:pass@smtp.example:465`;
   * `npm start` points it at its local catcher). Unset = no e-mail (the notification centre still works).
   */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of booking e-mails, default `ShootBook <bookings@shootbook.localhost>`. */
  mailFrom: string;
  /** `REDIS_URL`: shared rate-limit counters for several API replicas; unset = in process memory. */
  redisUrl: string | undefined;
  /**
   * `TRUST_PROXY`: whether the client IP may be taken from `X-Forwarded-For` (Fastify `trustProxy`):
   * unset/`false` = no (the socket address counts), `true` = trust every proxy, a number = that many
   * hops, otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /**
   * `EVENT_STREAMS_PER_USER` (default 10) and `EVENT_STREAMS_PER_IP` (default 50): open `GET /events`
   * streams one user, and one client IP, may hold on one replica (docs/decisions/0011 "Caps");
   * one more is refused with 429 `rate_limited`. At least 1.
   */
  eventStreamsPerUser: number;
  eventStreamsPerIp: number;
  /**
   * `NODE_ENV === 'production'`: CORS allows only WEB_ORIGIN, ID tokens are checked for
   * revocation, seeding is off, and the start refuses the demo conveniences ({@link productionProblems}).
   */
  production: boolean;
}

/** Minutes a checkout stays open: Stripe accepts 30 minutes to 24 hours for a Checkout Session's `expires_at`. */
export const CHECKOUT_EXPIRY_LIMITS = { min: 30, max: 24 * 60, default: 30 } as const;

/**
 * Webhook signing secrets that appear in this repository (defaults of earlier versions, tests,
 * documentation). Anyone can read them, so they never sign a real webhook.
 */
export const PUBLISHED_WEBHOOK_SECRETS: readonly string[] = [
  'whsec_shootbook_sandbox',
  'whsec_platform',
  'whsec_other',
  'whsec_wrong',
];

/** Characters a webhook secret has after `whsec_` at least (Stripe's have 32; the sandbox's 64). */
const MIN_WEBHOOK_SECRET_BODY = 32;

/**
 * Why `secret` cannot sign webhooks outside tests, or undefined when it can: it must look like a
 * Stripe signing secret (`whsec_` + at least 32 characters), and be neither a value published in
 * this repository ({@link PUBLISHED_WEBHOOK_SECRETS}) nor a test value (`whsec_test…`).
 * Never includes the secret itself in the answer.
 */
export function webhookSecretProblem(secret: string): string | undefined {
  if (PUBLISHED_WEBHOOK_SECRETS.includes(secret)) return 'is a value published in this repository';
  if (secret.startsWith('whsec_test')) return 'is a test value (whsec_test…)';
  if (!secret.startsWith('whsec_') || secret.length < 'whsec_'.length + MIN_WEBHOOK_SECRET_BODY) {
    return `is not a webhook signing secret (expected whsec_ followed by at least ${MIN_WEBHOOK_SECRET_BODY} characters)`;
  }
  return undefined;
}

/** The delivery links' key in development (published here, so production refuses it). */
const DEVELOPMENT_LINK_SECRET = 'shootbook-development-delivery-links';

const unset = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/** `NODE_ENV` values of development mode; unset or empty counts as development too. */
const DEVELOPMENT_NODE_ENVS: readonly string[] = ['development', 'test'];

/**
 * Why the API must not start with this `NODE_ENV`, or undefined when it names a mode: exactly
 * `production`, or `development`, `test`, unset or empty (development mode). Anything else —
 * `Production`, `prod`, `staging` — is refused rather than guessed (docs/decisions/0004 "Which
 * mode"): taken as development it would accept the Auth emulator's unsigned tokens, and taken as
 * production our checks would disagree with the libraries that compare it to `production` exactly.
 * The answer names the value (it is no secret) and is one line.
 */
export function nodeEnvProblem(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.NODE_ENV;
  if (value === undefined || value === '' || value === 'production') return undefined;
  if (DEVELOPMENT_NODE_ENVS.includes(value)) return undefined;
  return `NODE_ENV=${JSON.stringify(value)} is not a mode: use production, or development/test (or leave it unset) for development`;
}

/** True when `SEED` asks for demo data explicitly (anything but unset, empty or `0`). */
function seedAsked(env: NodeJS.ProcessEnv): boolean {
  return !unset(env.SEED) && env.SEED !== '0';
}

/**
 * Why the API must not start in production with `env`, one sentence per problem (main.ts prints
 * each on its own line of stderr and exits with code 1 before opening anything). Empty when
 * `NODE_ENV` is not `production`, or when the configuration is fit for production.
 *
 * Refused (docs/decisions/0004 "Production refusals"; the house rule that demo conveniences are
 * opt-in for development and refused in production):
 * - `FIREBASE_AUTH_EMULATOR_HOST` set: firebase-admin would accept the emulator's unsigned tokens;
 * - `FIREBASE_PROJECT_ID` unset or a `demo-` project (emulator-only project ids);
 * - `AUTH_JWKS_URL` set: production verifies tokens with Firebase's own keys, never a key of a
 *   benchmark's or a developer's;
 * - `PAYMENTS_PROVIDER` unset (its default is `sandbox`), `sandbox`, or unknown: only Stripe takes money;
 * - `STRIPE_SECRET_KEY` missing, a test-mode key (`sk_test_…`, `rk_test_…`) or not a live key
 *   (`sk_live_…`, `rk_live_…` are accepted);
 * - `STRIPE_WEBHOOK_SECRET` missing, or any of its comma-separated secrets published in this
 *   repository, a test value or malformed ({@link webhookSecretProblem});
 * - `SHOOTBOOK_TEST_CLOCK=1` (a clock anyone can move); `SEED` asking for demo data;
 * - `DATABASE_URL` missing (no embedded PGlite in production);
 * - `SMTP_URL` missing or not `smtp://`/`smtps://` (docs/decisions/0012: booking e-mails);
 * - `WEB_ORIGIN` or `API_BASE_URL` missing or not absolute http(s) URLs (their defaults are localhost);
 * - `METRICS_TOKEN` missing (`/metrics` would be open to anyone who reaches the API);
 * - `DELIVERY_LINK_SECRET` missing, under 32 characters or a published value (anyone could sign
 *   links to delivered photos).
 * - `LINE_PROVIDER` unset, `sandbox` or unknown; `LINE_CHANNEL_SECRET` or
 *   `LINE_CHANNEL_ACCESS_TOKEN` missing (docs/decisions/0030).
 * - with Web Push on, `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` or `VAPID_SUBJECT` missing
 *   (docs/decisions/0036).
 *
 * An unknown `NODE_ENV` is not production here; {@link nodeEnvProblem} refuses it before this runs.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  // Any non-empty value counts: firebase-admin switches to the emulator on any truthy one.
  if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined && env.FIREBASE_AUTH_EMULATOR_HOST !== '') {
    problems.push(
      "FIREBASE_AUTH_EMULATOR_HOST is set: production verifies real Firebase ID tokens, never the Auth emulator's unsigned ones",
    );
  }
  if (!unset(env.AUTH_JWKS_URL)) {
    problems.push(
      "AUTH_JWKS_URL is set: production verifies Firebase ID tokens with Firebase's keys, never another JWKS",
    );
  }
  if (unset(env.FIREBASE_PROJECT_ID)) {
    problems.push(
      'FIREBASE_PROJECT_ID is missing: name the Firebase project whose ID tokens the API accepts (the default demo-shootbook exists only in the emulator)',
    );
  } else if (env.FIREBASE_PROJECT_ID!.startsWith('demo-')) {
    problems.push('FIREBASE_PROJECT_ID is a demo- project: those exist only in the Auth emulator');
  }

  const provider = env.PAYMENTS_PROVIDER;
  if (unset(provider)) {
    problems.push(
      'PAYMENTS_PROVIDER is missing (its default is sandbox): set PAYMENTS_PROVIDER=stripe; the sandbox takes no money and is for development',
    );
  } else if (provider === 'sandbox') {
    problems.push(
      'PAYMENTS_PROVIDER=sandbox: the sandbox provider takes no money and is for development; set PAYMENTS_PROVIDER=stripe',
    );
  } else if (provider !== 'stripe') {
    problems.push(`PAYMENTS_PROVIDER must be stripe in production, got "${provider}"`);
  }

  const key = env.STRIPE_SECRET_KEY;
  if (unset(key)) {
    problems.push(
      'STRIPE_SECRET_KEY is missing: production needs a live Stripe key (sk_live_… or rk_live_…)',
    );
  } else if (/^(sk|rk)_test_/.test(key!)) {
    problems.push(
      'STRIPE_SECRET_KEY is a test-mode key (sk_test_…/rk_test_…): production takes live keys only (sk_live_… or rk_live_…)',
    );
  } else if (!/^(sk|rk)_live_\S+$/.test(key!)) {
    problems.push('STRIPE_SECRET_KEY is not a live Stripe key (expected sk_live_… or rk_live_…)');
  }

  const webhookSecrets = (env.STRIPE_WEBHOOK_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (webhookSecrets.length === 0) {
    problems.push(
      "STRIPE_WEBHOOK_SECRET is missing: production verifies Stripe's webhooks with the endpoint's signing secret (whsec_…)",
    );
  }
  webhookSecrets.forEach((secret, index) => {
    const problem = webhookSecretProblem(secret);
    if (problem)
      problems.push(
        `STRIPE_WEBHOOK_SECRET${webhookSecrets.length > 1 ? ` (secret ${index + 1})` : ''} ${problem}`,
      );
  });

  if (env.SHOOTBOOK_TEST_CLOCK === '1') {
    problems.push(
      'SHOOTBOOK_TEST_CLOCK=1: the adjustable test clock (POST /__test/clock) is for tests only',
    );
  }
  if (seedAsked(env)) {
    problems.push(
      `SEED=${env.SEED}: demo data and demo accounts are for development only (production never seeds)`,
    );
  }
  if (unset(env.DATABASE_URL)) {
    problems.push(
      'DATABASE_URL is missing: production runs on PostgreSQL, not the embedded PGlite',
    );
  }
  if (unset(env.SMTP_URL)) {
    problems.push(
      'SMTP_URL is missing: production e-mails both parties of every booking change (smtp:// or smtps:// URL of your mail service)',
    );
  } else if (!/^smtps?:\/\//.test(env.SMTP_URL!)) {
    problems.push('SMTP_URL is not an smtp:// or smtps:// URL');
  }
  for (const [name, what] of [
    ['WEB_ORIGIN', 'the web origin that CORS allows and payments return to'],
    ['API_BASE_URL', 'how browsers and the payments provider reach this API'],
  ] as const) {
    const value = env[name];
    if (unset(value))
      problems.push(`${name} is missing: set ${what} (its default is a localhost address)`);
    else if (!isHttpUrl(value!)) problems.push(`${name} is not an absolute http(s) URL`);
  }
  if (unset(env.METRICS_TOKEN)) {
    problems.push(
      'METRICS_TOKEN is missing: production serves /metrics only to callers with this bearer token (set a long random value)',
    );
  }
  problems.push(...lineProductionProblems(env));
  problems.push(...pushProductionProblems(env));
  const linkSecret = (env.DELIVERY_LINK_SECRET ?? '').trim();
  if (linkSecret.length < 32) {
    problems.push(
      'DELIVERY_LINK_SECRET is missing or shorter than 32 characters: it signs the links to delivered photos (set a long random value)',
    );
  } else if (linkSecret === DEVELOPMENT_LINK_SECRET || linkSecret.startsWith('REPLACE_WITH')) {
    problems.push('DELIVERY_LINK_SECRET is a published placeholder: set a long random value');
  }
  return problems;
}

/**
 * Why Web Push's settings are not fit for production (docs/decisions/0036), one sentence each:
 * with push on (`PUSH_ENABLED` is not `false`), `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` or
 * `VAPID_SUBJECT` missing (a generated development key would change the server's identity and
 * lose every browser's subscription), or a subject that is not `mailto:` or `https:`.
 */
function pushProductionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.PUSH_ENABLED === 'false') return [];
  const problems: string[] = [];
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
    if (unset(env[name]))
      problems.push(
        `${name} is missing: production signs Web Push with the VAPID keys (npx web-push generate-vapid-keys), or set PUSH_ENABLED=false`,
      );
  }
  if (unset(env.VAPID_SUBJECT)) {
    problems.push(
      'VAPID_SUBJECT is missing: push services need a mailto: or https: contact for the sender',
    );
  } else if (!/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT!)) {
    problems.push('VAPID_SUBJECT is not a mailto: or https: address');
  }
  return problems;
}

/**
 * Why LINE's settings are not fit for production (docs/decisions/0030), one sentence each:
 * `LINE_PROVIDER` unset (its default is the sandbox), `sandbox` or unknown; `LINE_CHANNEL_SECRET`
 * or `LINE_CHANNEL_ACCESS_TOKEN` missing (the webhook could not be verified, nothing could be sent).
 */
function lineProductionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const provider = env.LINE_PROVIDER;
  if (unset(provider)) {
    problems.push(
      'LINE_PROVIDER is missing (its default is sandbox): set LINE_PROVIDER=line; the sandbox is a local stand-in for LINE and sends nothing',
    );
  } else if (provider === 'sandbox') {
    problems.push(
      'LINE_PROVIDER=sandbox: the sandbox is a local stand-in for LINE and is for development; set LINE_PROVIDER=line',
    );
  } else if (provider !== 'line') {
    problems.push(`LINE_PROVIDER must be line in production, got "${provider}"`);
  }
  if (unset(env.LINE_CHANNEL_SECRET)) {
    problems.push(
      "LINE_CHANNEL_SECRET is missing: production verifies LINE's webhook with the channel secret",
    );
  }
  if (unset(env.LINE_CHANNEL_ACCESS_TOKEN)) {
    problems.push(
      'LINE_CHANNEL_ACCESS_TOKEN is missing: production sends LINE messages with the channel access token',
    );
  }
  return problems;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
}

/** `value` of setting `name` when it is 1 or more. @throws Error otherwise (a cap of 0 would refuse everyone). */
function atLeastOne(name: string, value: number): number {
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

/** The `S3_*` settings, or undefined without `S3_BUCKET` (empty counts as unset). */
function s3From(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (unset(env.S3_BUCKET)) return undefined;
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** A bucket's own public address (`endpoint/bucket` in path style, else AWS's virtual-host form). */
function s3PublicUrl(s3: S3Settings): string {
  if (s3.endpoint && s3.forcePathStyle) return `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`;
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return `${url.protocol}//${s3.bucket}.${url.host}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Reads {@link Config} from `env` (default `process.env`).
 * @throws Error on malformed values (an unknown `NODE_ENV`, {@link nodeEnvProblem}; a non-integer number, an unknown provider,
 *   `CHECKOUT_EXPIRY_MINUTES` outside 30–1440, a `SANDBOX_WEBHOOK_SECRET` that cannot sign, see
 *   {@link webhookSecretProblem}). Production fitness is {@link productionProblems}' job.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const modeProblem = nodeEnvProblem(env);
  if (modeProblem) throw new Error(modeProblem);
  const port = intFrom(env.PORT, 3000);
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  const provider = env.PAYMENTS_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or stripe, got "${provider}"`);
  }
  const checkoutExpiryMinutes = intFrom(
    env.CHECKOUT_EXPIRY_MINUTES,
    CHECKOUT_EXPIRY_LIMITS.default,
  );
  if (
    checkoutExpiryMinutes < CHECKOUT_EXPIRY_LIMITS.min ||
    checkoutExpiryMinutes > CHECKOUT_EXPIRY_LIMITS.max
  ) {
    throw new Error(
      `CHECKOUT_EXPIRY_MINUTES must be between ${CHECKOUT_EXPIRY_LIMITS.min} and ${CHECKOUT_EXPIRY_LIMITS.max}, got ${checkoutExpiryMinutes}`,
    );
  }
  const lineProvider = env.LINE_PROVIDER || 'sandbox';
  if (lineProvider !== 'sandbox' && lineProvider !== 'line') {
    throw new Error(`LINE_PROVIDER must be sandbox or line, got "${lineProvider}"`);
  }
  const sandboxWebhookSecret = env.SANDBOX_WEBHOOK_SECRET || undefined;
  const sandboxSecretProblem = sandboxWebhookSecret && webhookSecretProblem(sandboxWebhookSecret);
  if (sandboxSecretProblem) throw new Error(`SANDBOX_WEBHOOK_SECRET ${sandboxSecretProblem}`);
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const apiBaseUrl = (env.API_BASE_URL || `http://${host}:${port}`).replace(/\/$/, '');
  const s3 = s3From(env);
  return {
    port,
    host,
    apiBaseUrl,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaPublicUrl: (
      env.MEDIA_PUBLIC_URL || (s3 ? s3PublicUrl(s3) : `${apiBaseUrl}/media`)
    ).replace(/\/$/, ''),
    s3,
    seedPhotosDir: env.SEED_PHOTOS_DIR || DEFAULT_SEED_PHOTOS_DIR,
    storageQuotaBytes: env.STORAGE_QUOTA_MB
      ? intFrom(env.STORAGE_QUOTA_MB, 1024) * 1024 * 1024
      : DEFAULT_STORAGE_QUOTA_BYTES,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: env.PGLITE_DIR || path.join(dataDir, 'pglite'),
    deliveryFiles: {
      // Development only: productionProblems refuses a missing secret.
      linkSecret: env.DELIVERY_LINK_SECRET || DEVELOPMENT_LINK_SECRET,
      maxFileBytes: intFrom(env.DELIVERY_FILE_MAX_MB, 50) * 1024 * 1024,
      quotaFiles: intFrom(env.DELIVERY_QUOTA_FILES, 3000),
      quotaBytes: intFrom(env.DELIVERY_QUOTA_GB, 20) * 1024 * 1024 * 1024,
      uploadDir: env.DELIVERY_UPLOAD_DIR ? path.resolve(env.DELIVERY_UPLOAD_DIR) : undefined,
      uploadExpiryMs:
        atLeastOne('DELIVERY_UPLOAD_EXPIRY_HOURS', intFrom(env.DELIVERY_UPLOAD_EXPIRY_HOURS, 24)) *
        3_600_000,
    },
    webOrigin: (env.WEB_ORIGIN || 'http://127.0.0.1:5173').replace(/\/$/, ''),
    paymentsProvider: provider,
    platformFeeBps: intFrom(env.PLATFORM_FEE_BPS, DEFAULT_PLATFORM_FEE_BPS),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    line: {
      provider: lineProvider,
      channelSecret: env.LINE_CHANNEL_SECRET || undefined,
      channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN || undefined,
      apiUrl: (env.LINE_API_URL || 'https://api.line.me').replace(/\/$/, ''),
      accessUrl: (env.LINE_ACCESS_URL || 'https://access.line.me').replace(/\/$/, ''),
      addFriendUrl: env.LINE_ADD_FRIEND_URL || undefined,
    },
    push: {
      enabled: env.PUSH_ENABLED !== 'false',
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT || 'mailto:dev@shootbook.invalid',
    },
    sandboxWebhookSecret,
    checkoutExpiryMinutes,
    unpaidTimeoutMinutes: intFrom(env.UNPAID_TIMEOUT_MINUTES, DEFAULT_UNPAID_EXPIRY_MINUTES),
    delivery: {
      autoAcceptDays: intFrom(env.DELIVERY_AUTO_ACCEPT_DAYS, DEFAULT_AUTO_ACCEPT_DAYS),
      refundGraceDays: intFrom(env.DELIVERY_REFUND_GRACE_DAYS, DEFAULT_REFUND_GRACE_DAYS),
      finalsRetentionDays: intFrom(env.FINALS_RETENTION_DAYS, DEFAULT_FINALS_RETENTION_DAYS),
    },
    bookingLeadMinutes: intFrom(env.BOOKING_LEAD_MINUTES, DEFAULT_BOOKING_LEAD_MINUTES),
    bookingHorizonDays: intFrom(env.BOOKING_HORIZON_DAYS, DEFAULT_BOOKING_HORIZON_DAYS),
    testClock: env.SHOOTBOOK_TEST_CLOCK === '1',
    // Production never seeds by default; productionProblems refuses asking for it.
    seed: production ? seedAsked(env) : env.SEED !== '0',
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-shootbook',
    authJwksUrl: env.AUTH_JWKS_URL || undefined,
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, 1000),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'ShootBook <bookings@shootbook.localhost>',
    metricsToken: env.METRICS_TOKEN || undefined,
    directoryCacheMs: intFrom(env.DIRECTORY_CACHE_MS, production ? 1_000 : 0),
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, production ? 5_000 : 0),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10_000),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    eventStreamsPerUser: atLeastOne(
      'EVENT_STREAMS_PER_USER',
      intFrom(env.EVENT_STREAMS_PER_USER, 10),
    ),
    eventStreamsPerIp: atLeastOne('EVENT_STREAMS_PER_IP', intFrom(env.EVENT_STREAMS_PER_IP, 50)),
    production,
  };
}
