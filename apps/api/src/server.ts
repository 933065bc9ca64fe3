/**
 * The ShootBook API server: Fastify + fastify-openapi-glue, spec-first from openapi.yaml.
 * `buildServer` returns an un-listened Fastify instance (tests use `inject`).
 *
 * Request life cycle of a spec operation: CORS → rate limit → bearer ID token (preParsing, so a
 * missing token is 401 before any 400) → AJV validation of params/query/body → handler →
 * serialization with the operation's response schema. Every error becomes the `Error` schema.
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import { TestClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps, Handlers, PaymentsProvider } from './deps.ts';
import { DomainError, NotFound, RateLimited, type ErrorCode } from './errors.ts';
import { bearerAuthHandler, type AuthVerifier } from './identity/auth.ts';
import { loadSpecification } from './openapi.ts';
import { scheduleUnpaidExpiry } from './appointments/expiry.ts';
import { appointmentHandlers } from './appointments/handlers.ts';
import { catalogueHandlers } from './catalogue/handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { registerProviderRoutes } from './payments/provider-routes.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';
import { reviewHandlers } from './reviews/handlers.ts';
import { schedulingHandlers } from './scheduling/handlers.ts';
import { userHandlers } from './users/handlers.ts';

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
   * Run the background jobs (the unpaid-acceptance expiry every minute). `main.ts` turns them on;
   * tests leave them off and call the jobs directly, so a moved test clock can't race them.
   */
  backgroundJobs?: boolean;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
};

/**
 * Fastify's AJV compilers, split by part of the request: query strings, path params and headers
 * arrive as text and are coerced to the schema's types (`limit=10` → 10), but a JSON body already
 * has types, so it is validated as sent. Coercing bodies would quietly accept `{"price": null}` as
 * 0 satang, `{"price": "2000"}` or `{"title": 12345}` instead of answering 400 (issue #2).
 */
function buildValidatorBySource(): BuildCompilerFromPool {
  // The library's types are a union of its AJV and JTD modes; only the AJV mode is used here.
  type Route = { httpPart?: string; schema?: unknown };
  type Build = (externalSchemas: unknown, options: { customOptions?: object }) => (route: Route) => unknown;
  const fromPool = AjvCompiler() as unknown as Build;
  const build: Build = (externalSchemas, options) => {
    const coercing = fromPool(externalSchemas, options);
    const exact = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
    return (route) => {
      if (route.httpPart === 'body') return exact(route);
      // Node lowercases header names; a custom compiler factory no longer gets Fastify's own
      // lowercasing of the headers schema, so `Idempotency-Key` would never match and never be checked.
      if (route.httpPart === 'headers') return coercing({ ...route, schema: lowercaseHeaderSchema(route.schema) });
      return coercing(route);
    };
  };
  return build as unknown as BuildCompilerFromPool;
}

/** The headers schema with its property names (and `required`) lowercased, as Node presents headers. */
function lowercaseHeaderSchema(schema: unknown): unknown {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!s?.properties) return schema;
  return {
    ...s,
    properties: Object.fromEntries(Object.entries(s.properties).map(([name, value]) => [name.toLowerCase(), value])),
    ...(s.required ? { required: s.required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** The payments provider of `config.paymentsProvider` (PRODUCT.md "Payments provider"). */
export function createPaymentsProvider(config: Config, clock: Clock): PaymentsProvider {
  const now = () => clock.now().getTime();
  if (config.paymentsProvider === 'stripe') {
    if (!config.stripeSecretKey || !config.stripeWebhookSecret) {
      throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
      now,
    });
  }
  return createSandboxProvider({ apiOrigin: config.apiBaseUrl, webhookSecret: config.sandboxWebhookSecret, now });
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

/** The handlers of every operation, merged from the per-resource modules (src/deps.ts). */
export function assembleHandlers(deps: Deps): Handlers {
  return {
    ...userHandlers(deps),
    ...catalogueHandlers(deps),
    ...schedulingHandlers(deps),
    ...reviewHandlers(deps),
    ...appointmentHandlers(deps),
    ...paymentHandlers(deps),
  };
}

/**
 * Builds the server. Does not listen; call `app.listen()` or `app.inject()`.
 * The database must already be migrated.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, clock, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    // AJV: reject unknown properties instead of silently dropping them; apply defaults (limit 50).
    ajv: { customOptions: { removeAdditional: false, useDefaults: true, coerceTypes: 'array', strict: false } },
    schemaController: { compilersFactory: { buildValidator: buildValidatorBySource() } },
    trustProxy: false,
  });
  const provider = options.paymentsProvider ?? createPaymentsProvider(config, clock);
  const deps: Deps = { db, clock, config, provider, log: app.log };
  if (options.backgroundJobs) scheduleUnpaidExpiry(app, deps);

  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (error.validation) {
      return reply.code(400).send(
        errorBody('validation_failed', `Invalid request: ${error.message}`, {
          context: error.validationContext,
          errors: error.validation,
        }),
      );
    }
    // fastify-openapi-glue's SecurityError wraps what the bearerAuth handler threw.
    const inner = error.errors?.find((e): e is DomainError => e instanceof DomainError);
    if (inner) return reply.code(inner.statusCode).send(errorBody(inner.code, inner.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? (status === 405 ? 'not_found' : 'validation_failed');
      return reply.code(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internal', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new NotFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).send(errorBody(error.code, error.message));
  });

  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, true);
      const allowed = origin === config.webOrigin || (!config.production && isLocalOrigin(origin));
      callback(null, allowed);
    },
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // The web reads the API's time from Date (see below), so the browser must be allowed to see it.
    exposedHeaders: ['Date'],
    maxAge: 600,
  });
  // Date comes from the API's clock, not the host's: time-dependent buttons in the web (complete
  // after the shoot, cancel before it) then agree with the rules the API applies, even under the
  // test clock of the end-to-end test.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Date', clock.now().toUTCString());
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/health',
    errorResponseBuilder: () => new RateLimited(),
  });
  await app.register(formbody);

  app.get('/health', async () => ({ status: 'ok' }));

  if (config.testClock) {
    if (!(clock instanceof TestClock)) throw new Error('SHOOTBOOK_TEST_CLOCK=1 needs a TestClock');
    app.post<{ Body: { advanceMinutes?: number } }>('/__test/clock', async (request) => {
      const minutes = Number(request.body?.advanceMinutes ?? 0);
      if (!Number.isFinite(minutes)) throw new DomainError(400, 'validation_failed', 'advanceMinutes must be a number');
      return { now: clock.advance(minutes).toISOString() };
    });
  }

  const handlers = assembleHandlers(deps) as Record<string, (...args: never[]) => unknown>;
  const authenticate = bearerAuthHandler(options.auth);
  await app.register(openapiGlue, {
    specification: loadSpecification(),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      // Routes are completed (method, url, schema) by the plugin; we add auth and the handler.
      return {
        // preParsing, not onRequest: @fastify/rate-limit appends its onRequest hook after a
        // route's own, so an onRequest 401 would let requests without a token bypass the limit.
        preParsing: async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
          await authenticate(request);
          return payload;
        },
        handler:
          handler ??
          (async () => {
            throw new DomainError(500, 'internal', `Operation ${operationId} is not implemented yet`);
          }),
      } as unknown as RouteOptions;
    },
  });

  await registerProviderRoutes(app, deps);
  return app;
}

/** An `Error` schema body. */
export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return details === undefined ? { code, message } : { code, message, details };
}
