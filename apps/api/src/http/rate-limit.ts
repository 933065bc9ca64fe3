/**
 * Rate limits that hold across replicas (docs/decisions/0003 "rate_limited"): `@fastify/rate-limit`
 * keyed by the caller's uid when the bearer token is valid, else by the client IP (taken from
 * `X-Forwarded-For` only when `TRUST_PROXY` says the proxy in front is trusted). With `REDIS_URL`
 * the counters live in Redis, so every API replica counts against the same bucket; without it, in
 * process memory (one replica, the default set-up).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

import type { Config } from '../config.ts';
import { RateLimited } from '../errors.ts';
import { OPS_PATHS } from '../ops/plugin.ts';

/** The bucket of a request: `user:<uid>` when signed in (set by the contract's `identify` hook), else `ip:<address>`. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.uid}` : `ip:${request.ip}`;
}

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  config: Pick<Config, 'rateLimitMax'>;
  /** The shared Redis connection (`REDIS_URL`); without it the counters stay in process memory. */
  redis?: Redis | undefined;
  /** Prefix of the Redis keys; tests give each server group its own. Default `shootbook-rate-limit:`. */
  nameSpace?: string;
}

/**
 * Registers the global limit (`RATE_LIMIT_MAX` requests a minute per bucket, 429 `rate_limited`
 * with `Retry-After`). Must be registered before the routes it limits; its
 * onRequest hook runs after a route's own, so contract routes are keyed by the verified uid.
 * The operations endpoints (`/health`, `/ready`, `/metrics`) are exempt.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const { config, redis } = options;
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: rateLimitKey,
      // Orchestrators and load balancers poll these; they must never be turned away.
      allowList: (request) => OPS_PATHS.includes(request.url),
      errorResponseBuilder: () => new RateLimited(),
      // A Redis outage must not take the API down with it: requests pass uncounted until it is back.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: options.nameSpace ?? 'shootbook-rate-limit:' } : {}),
    });
  },
  { name: 'shootbook-rate-limit' },
);
