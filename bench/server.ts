/**
 * The real API (buildServer) as the benchmarks run it, on an open benchmark database: with
 * `authJwksUrl` it verifies real RS256 ID tokens against the benchmark's own key set
 * (bench/identity.ts; identity/auth.ts `authVerifierOf`, as `npm start` would with
 * `AUTH_JWKS_URL`); without it bearer tokens `bench:<uid>` are accepted unchecked (the benchmarks
 * that do not sign tokens). The rate limit is raised out of the way; no request log.
 */
import type { FastifyInstance } from 'fastify';

import { systemClock } from '../apps/api/src/clock.ts';
import { loadConfig, type Config } from '../apps/api/src/config.ts';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { Unauthenticated } from '../apps/api/src/errors.ts';
import { openChangeFeed } from '../apps/api/src/events/feed.ts';
import { authVerifierOf, type AuthVerifier } from '../apps/api/src/identity/auth.ts';
import { buildServer } from '../apps/api/src/server.ts';

const benchAuth: AuthVerifier = {
  async verify(token) {
    if (!token.startsWith('bench:')) throw new Unauthenticated();
    return { uid: token.slice('bench:'.length), email: null };
  },
};

/**
 * Builds (not listening) the API over `handle`, the PostgreSQL database at `url`, with
 * production's directory micro-cache (1000 ms) unless `overrides` say otherwise.
 */
export function buildBenchApi(
  handle: DatabaseHandle,
  url: string,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ SEED: '0', DATABASE_URL: url, DATA_DIR: '.data/bench' }),
    rateLimitMax: 100_000_000,
    directoryCacheMs: 1_000,
    ...overrides,
  };
  return buildServer({
    db: handle.db,
    clock: systemClock,
    config,
    auth: config.authJwksUrl ? authVerifierOf(config) : benchAuth,
    logger: false,
    pool: handle.pool,
    changeFeed: (log) => openChangeFeed(handle, { log }),
  });
}
