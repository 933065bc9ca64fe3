/**
 * The ShootBook API server: Fastify, spec-first from openapi.yaml. `buildServer` only assembles
 * plugins; each resource (users, catalogue, scheduling, appointments, payments, reviews) is one
 * plugin that registers its own operations of the contract (src/http/contract.ts) with
 * handlers → service → queries behind them.
 *
 * Life cycle of a contract request: helmet's security headers → CORS → the route's `identify`
 * hook (bearer ID token → uid) → rate limit (per uid, else per client IP) → `requireIdentity` (401
 * before any 400) → JSON body parsing (any other media type is 415) → AJV validation of
 * params/query/headers/body → handler → serialization with the operation's response schema. Every
 * error leaves as the `Error` schema.
 * `buildServer` returns an un-listened instance (tests use `inject`).
 */
import { randomUUID } from 'node:crypto';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { sql } from 'drizzle-orm';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type pg from 'pg';
import { Gauge, Registry } from 'prom-client';

import { appointmentsPlugin } from './appointments/plugin.ts';
import { cataloguePlugin } from './catalogue/plugin.ts';
import { deliveriesPlugin } from './deliveries/plugin.ts';
import { disputesPlugin } from './disputes/plugin.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps, PaymentsProvider } from './deps.ts';
import { testClockPlugin } from './dev/test-clock.ts';
import { jsonOnlyPlugin } from './http/content-types.ts';
import { errorHandlingPlugin, frameworkErrors } from './http/errors.ts';
import { rateLimitPlugin } from './http/rate-limit.ts';
import { ajvOptions, validationSchemaController } from './http/validation.ts';
import { bearerAuthHooks, type AuthVerifier } from './identity/auth.ts';
import { opsPlugin, type ReadinessCheck } from './ops/plugin.ts';
import type { JobQueue } from './ops/jobs.ts';
import { queueDepthGauge, scheduleSweep } from './ops/sweeps.ts';
import { connectRedis } from './ops/redis.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { createPaymentsProvider } from './payments/providers.ts';
import type { ChangeFeed } from './events/feed.ts';
import { eventsPlugin } from './events/plugin.ts';
import { createMailer, startMailOutbox } from './mail/runner.ts';
import { reviewsPlugin } from './reviews/plugin.ts';
import { schedulingPlugin } from './scheduling/plugin.ts';
import { notificationsPlugin } from './notifications/plugin.ts';
import { savedPlugin } from './saved/plugin.ts';
import { photosPlugin } from './photos/plugin.ts';
import { createPhotoProcessor, type PhotoProcessor } from './photos/processor.ts';
import type { PhotoDeps } from './photos/service.ts';
import { storageFor } from './photos/storage.ts';
import { threadsPlugin } from './threads/plugin.ts';
import { openLineChannel, type LineChannel } from './line/messaging.ts';
import { linePlugin } from './line/plugin.ts';
import { pushSenderOf, type PushSender } from './push/outbox.ts';
import { pushPlugin } from './push/plugin.ts';
import { resolveVapid } from './push/vapid.ts';
import { usersPlugin } from './users/plugin.ts';

/** What {@link buildServer} needs. */
export interface ServerOptions {
  db: Database;
  clock: Clock;
  /** Verifies bearer ID tokens (firebase-admin in production and tests). */
  auth: AuthVerifier;
  /** Defaults to the provider named by `config.paymentsProvider`. */
  paymentsProvider?: PaymentsProvider;
  config: Config;
  /** Fastify logger options; `false` silences it (tests). Default: info level. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Run the background jobs (every minute: the unpaid-acceptance expiry and the checkout expiry). `main.ts` turns them on;
   * tests leave them off and call the jobs directly, so a moved test clock can't race them.
   */
  backgroundJobs?: boolean;
  /** Prefix of this server's rate-limit keys in Redis (tests isolate runs with it). */
  rateLimitNameSpace?: string;
  /** The PostgreSQL pool behind `db` (not with PGlite), for its connection gauges in `/metrics`. */
  pool?: pg.Pool | undefined;
  /** More readiness checks (tests); the database and Redis are always checked. */
  readinessChecks?: readonly ReadinessCheck[];
  /**
   * Opens the job queue of the background sweeps (ops/jobs.ts `openJobQueue` on the same
   * database); needed with `backgroundJobs`. Started when the server is ready, stopped on close.
   */
  jobQueue?: ((log: FastifyBaseLogger, metrics: Registry) => JobQueue) | undefined;
  /**
   * Opens the change feed of `db` behind `GET /events`, with the server's logger: usually
   * `(log) => openChangeFeed(handle, { log })` (events/feed.ts). Closed with the server.
   */
  changeFeed: (log: FastifyBaseLogger) => Promise<ChangeFeed>;
  /** The LINE channel (line/messaging.ts); default `openLineChannel(config)`, closed with the server. */
  lineChannel?: LineChannel;
  /**
   * Sends one Web Push (push/outbox.ts); default push/send.ts with the VAPID keys of `config`
   * (push/vapid.ts). Nothing is sent when push is off.
   */
  pushSender?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's photo render queue (tests wait on `idle()`). */
    photoProcessor: PhotoProcessor;
    /** What the photo service needs (the demo seed uploads through it). */
    photoDeps: PhotoDeps;
    /** The LINE adapter in use and, in the sandbox, its stand-in (tests read what it received). */
    line: LineChannel;
  }
}

/** A request id a load balancer may hand us (`X-Request-Id`): short and harmless in a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Database pool gauges for `/metrics` (node-postgres only; PGlite has one connection). */
function poolGauges(pool: pg.Pool, registry: Registry): void {
  new Gauge({
    name: 'shootbook_db_pool_connections',
    help: 'PostgreSQL pool connections of this replica: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** Longest path parameter Fastify routes (ids are at most 128 characters; longer is 414 `uri_too_long`). */
const MAX_PARAM_LENGTH = 256;

/** Trusts the `hops` nearest proxies of `X-Forwarded-For`. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** True for origins a local browser may call from: 127.0.0.1 / localhost on any port. */
function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/**
 * Builds the server. Does not listen; call `app.listen()` or `app.inject()`.
 * The database must already be migrated.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, clock, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    ajv: ajvOptions,
    schemaController: validationSchemaController(),
    frameworkErrors,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // On close, a request on a connection this replica already accepted is served (with
    // `Connection: close`), not answered 503. Node's `server.close()` stops accepting and ends idle
    // keep-alive connections, but keeps a connection accepted a moment earlier whose request it has
    // not read yet (a fresh connection counts as busy, for the headers time-out); Fastify's default
    // then refuses that request with 503 — and a load balancer may not repeat a refused POST on
    // another replica, so a booking that could have been made fails. The database and Redis stay
    // open until every connection has ended (their onClose hooks run after the listener's close).
    return503OnClosing: false,
    // A hop count trusts that many proxies in front (Fastify takes it as a function).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Every log line of a request carries its id; one handed in by the load balancer is kept, so
    // a request can be followed from the balancer's log into the replica's.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const provider = options.paymentsProvider ?? createPaymentsProvider(config, clock);
  const metrics = new Registry();
  if (options.pool) poolGauges(options.pool, metrics);
  const storage = storageFor(config);
  const deps: Deps = { db, clock, config, provider, log: app.log, metrics, storage };
  queueDepthGauge(deps);
  if (options.backgroundJobs) {
    if (!options.jobQueue) throw new Error('buildServer: backgroundJobs needs a jobQueue');
    const jobQueue = options.jobQueue(app.log, metrics);
    app.decorate('jobQueue', jobQueue);
    // After every plugin has registered its sweeps; stopped before the database closes.
    app.addHook('onReady', async () => jobQueue.start());
    app.addHook('onClose', async () => jobQueue.stop());
  }
  const photoProcessor = createPhotoProcessor(deps, storage);
  const photoDeps: PhotoDeps = { ...deps, processor: photoProcessor };
  app.decorate('photoProcessor', photoProcessor);
  app.decorate('photoDeps', photoDeps);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  await app.register(errorHandlingPlugin);
  // Security headers on every answer (helmet's defaults suit JSON); the sandbox's HTML pages set
  // their own, stricter policy per route (payments/provider-routes.ts).
  await app.register(helmet);
  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, true);
      callback(null, origin === config.webOrigin || (!config.production && isLocalOrigin(origin)));
    },
    // HEAD, the tus headers and the upload's Location and offset: the web's resumable delivery
    // uploads (tus 1.0.0 through Uppy, deliveries/files/uploads.ts) cross origins too.
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'Tus-Resumable',
      'Upload-Length',
      'Upload-Metadata',
      'Upload-Offset',
    ],
    // The web reads the API's time from Date (see below), so the browser must be allowed to see it.
    exposedHeaders: ['Date', 'Location', 'Tus-Resumable', 'Upload-Length', 'Upload-Offset'],
    maxAge: 600,
  });
  // JSON answers of 1 kB and more are compressed (Brotli at quality 4, or gzip): a browse page of
  // 1000 photographers shrinks about tenfold on a phone's connection. Event streams are left
  // alone (not a compressible type). Compressed request bodies are not accepted: a body's size
  // limit must hold for what the parser sees.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    // Date comes from the API's clock, not the host's: time-dependent buttons in the web (complete
    // after the shoot, cancel before it) then agree with the rules the API applies, even under the
    // test clock of the end-to-end test.
    reply.header('Date', clock.now().toUTCString());
    // Every answer is private to its caller or changes with every write: no cache may keep it.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', _request.id);
  });
  await app.register(rateLimitPlugin, {
    config,
    redis,
    ...(options.rateLimitNameSpace ? { nameSpace: options.rateLimitNameSpace } : {}),
  });
  await app.register(jsonOnlyPlugin);

  const checks: ReadinessCheck[] = [
    {
      name: 'database',
      check: async () => {
        await db.execute(sql`select 1`);
      },
    },
    ...(redis
      ? [
          {
            name: 'redis',
            check: async () => {
              await redis.ping();
            },
            // Only the rate-limit counters live there, and they fail open (docs/decisions/0034).
            critical: false,
          },
        ]
      : []),
    ...(options.readinessChecks ?? []),
  ];
  await app.register(opsPlugin, { metrics, checks, metricsToken: config.metricsToken });
  if (config.testClock) await app.register(testClockPlugin, { clock });

  const resource = { deps, auth: bearerAuthHooks(options.auth) };
  await app.register(usersPlugin, {
    ...resource,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  await app.register(cataloguePlugin, resource);
  await app.register(schedulingPlugin, resource);
  await app.register(notificationsPlugin, {
    ...resource,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  const changeFeed = await options.changeFeed(app.log);
  app.addHook('onClose', async () => changeFeed.close());
  await app.register(eventsPlugin, { ...resource, feed: changeFeed, metrics });
  // Booking e-mails (docs/decisions/0012) leave from every replica that runs the background jobs.
  const mailer = options.backgroundJobs ? createMailer(config) : undefined;
  if (mailer) startMailOutbox(app, deps, mailer, changeFeed, metrics);
  await app.register(photosPlugin, {
    ...resource,
    deps: photoDeps,
    serveMediaFrom: config.s3 ? undefined : config.mediaDir,
  });
  if (options.backgroundJobs) {
    // Photos a stopped replica left half-rendered, or that waited while none ran.
    scheduleSweep(app, {
      job: 'photo-sweep',
      run: async () => {
        await photoProcessor.sweep();
        return null;
      },
    });
  }
  // A photo being rendered is finished before the server (and its database) closes.
  app.addHook('onClose', async () => photoProcessor.idle());
  await app.register(appointmentsPlugin, {
    ...resource,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  await app.register(reviewsPlugin, resource);
  await app.register(threadsPlugin, resource);
  await app.register(savedPlugin, resource);
  // LINE (docs/decisions/0030): the sandbox's stand-in is started here unless a channel is given.
  const lineChannel = options.lineChannel ?? (await openLineChannel(config));
  if (!options.lineChannel) app.addHook('onClose', async () => lineChannel.close());
  app.decorate('line', lineChannel);
  await app.register(linePlugin, {
    ...resource,
    channel: lineChannel,
    backgroundJobs: options.backgroundJobs ?? false,
    feed: changeFeed,
    metrics,
  });
  // Web Push and notification preferences (docs/decisions/0036).
  const vapid = resolveVapid(config);
  await app.register(pushPlugin, {
    ...resource,
    vapid,
    send: vapid ? (options.pushSender ?? pushSenderOf(vapid)) : undefined,
    backgroundJobs: options.backgroundJobs ?? false,
    feed: changeFeed,
    metrics,
  });
  await app.register(deliveriesPlugin, {
    ...resource,
    // Copying a final into the portfolio renders it like an upload.
    deps: photoDeps,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  await app.register(disputesPlugin, resource);
  await app.register(paymentsPlugin, {
    ...resource,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  return app;
}
