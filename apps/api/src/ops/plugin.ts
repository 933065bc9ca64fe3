/**
 * Operations endpoints, outside the contract (docs/decisions/0006): what an orchestrator and a
 * load balancer ask a replica.
 *
 * - `GET /health` — liveness: 200 `{ status: "ok" }` while the process serves requests.
 * - `GET /ready` — readiness: 200 `{ status: "ready", checks }` when every dependency answers
 *   (the database; Redis when configured) and the replica is not draining; 503 `{ status:
 *   "unavailable", checks }` when a critical one (the database) does not, so the load balancer
 *   stops sending new requests while in-flight ones finish; 200 `{ status: "degraded", checks }`
 *   when only a non-critical one (Redis: rate limits fail open) does not — taking every replica
 *   out of rotation for it would turn a rate-limit outage into a full one
 *   (docs/decisions/0034-faults.md).
 * - `GET /metrics` — Prometheus text format (request rate and latency by route, database pool,
 *   and whatever the other modules register on `deps.metrics`); with `METRICS_TOKEN` set it
 *   needs `Authorization: Bearer <token>`.
 *
 * None of them is rate-limited or needs an ID token.
 */
import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, type Registry } from 'prom-client';

import { errorBody } from '../http/errors.ts';

/** One dependency readiness depends on: resolves when it answers, rejects (or times out) when not. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
  /** False when the replica serves without it (reported, `degraded`, still 200). Default true. */
  critical?: boolean;
}

/** How long one readiness check may take before it counts as down, ms. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The paths of this plugin (exempt from the rate limit and from request metrics of their own). */
export const OPS_PATHS: readonly string[] = ['/health', '/ready', '/metrics'];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Marks the replica as draining: `/ready` answers 503 from now on, so the load balancer
     * takes it out of rotation before `close()` stops accepting connections.
     */
    drain(): void;
    /** True once {@link FastifyInstance.drain} was called. */
    readonly draining: boolean;
  }
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Options of {@link opsPlugin}. */
export interface OpsOptions {
  /** The server's metrics registry (`deps.metrics`). */
  metrics: Registry;
  /** What readiness depends on. */
  checks: readonly ReadinessCheck[];
  /** `METRICS_TOKEN`: when set, `/metrics` needs it as a bearer token. */
  metricsToken: string | undefined;
}

/** Registers `/health`, `/ready`, `/metrics`, request metrics and `app.drain()`. */
export const opsPlugin = fp(
  async (app: FastifyInstance, options: OpsOptions) => {
    let draining = false;
    app.decorate('drain', () => {
      draining = true;
    });
    app.decorate('draining', {
      getter: () => draining,
    });

    const requests = new Counter({
      name: 'shootbook_http_requests_total',
      help: 'HTTP requests answered, by method, route (the route pattern, not the URL) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [options.metrics],
    });
    const duration = new Histogram({
      name: 'shootbook_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, seconds, by method, route and status class.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [options.metrics],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (OPS_PATHS.includes(route)) return;
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/health', async () => ({ status: 'ok' }));

    app.get('/ready', async (_request, reply) => {
      const results = await Promise.all(
        options.checks.map(async ({ name, check, critical = true }) => {
          try {
            await withTimeout(check(), READINESS_TIMEOUT_MS);
            return { name, critical, ok: true as const };
          } catch (error) {
            return { name, critical, ok: false as const, error: (error as Error).message };
          }
        }),
      );
      const checks = Object.fromEntries(
        results.map((r) => [r.name, r.ok ? 'ok' : `down: ${r.error}`]),
      );
      if (draining) return reply.code(503).send({ status: 'draining', checks });
      if (results.some((r) => !r.ok && r.critical))
        return reply.code(503).send({ status: 'unavailable', checks });
      if (results.some((r) => !r.ok)) return { status: 'degraded', checks };
      return { status: 'ready', checks };
    });

    app.get('/metrics', async (request, reply) => {
      if (options.metricsToken && !tokenMatches(request, options.metricsToken)) {
        return reply
          .code(401)
          .send(errorBody('unauthenticated', 'The metrics need the METRICS_TOKEN bearer token'));
      }
      return reply.type(options.metrics.contentType).send(await options.metrics.metrics());
    });
  },
  { name: 'shootbook-ops' },
);
