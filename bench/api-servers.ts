/**
 * The servers bench/api.ts measures, in a process of their own: the real API (buildServer) on the
 * benchmark database (`DATABASE_URL`) as production runs it, the same API without the public lists'
 * micro-cache, and a Fastify hello-world, each on a free loopback port. Prints one JSON line
 * `{ apiUrl, uncachedUrl, helloUrl, photographers }` when all listen; closes on SIGTERM.
 * `GET {helloUrl}/in-flight` answers `{ inFlight }`: the API requests received and not yet
 * answered, for bench/api.ts to wait until an open-loop scenario's backlog is gone.
 * The API is bench/server.ts's (no rate limit), verifying real RS256 ID tokens against the key set
 * `BENCH_JWKS` (JSON text, bench/identity.ts), which the hello-world server serves at `/jwks.json`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';

import { openDatabase } from '../apps/api/src/db/client.ts';
import { buildBenchApi } from './server.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench/api-servers.ts needs DATABASE_URL (the benchmark database)');
const jwks = process.env.BENCH_JWKS;
if (!jwks) throw new Error('bench/api-servers.ts needs BENCH_JWKS (bench/identity.ts)');

const handle = await openDatabase({ databaseUrl: url });
const count = await handle.pool!.query<{ n: number }>(
  "select count(*)::int as n from users where role = 'Photographer'",
);
let inFlight = 0;
/** Counts `app`'s requests from arrival until their answer is written (or the socket closes). */
function countInFlight(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
  });
}
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
hello.get('/in-flight', async () => ({ inFlight }));
hello.get('/jwks.json', async (_request, reply) => reply.type('application/json').send(jwks));
// The bare-pg yardstick needs the uncached API, built once the JWKS above is served.
const bare: { replay?: ReturnType<typeof bareReplay> } = {};
hello.get('/bare/*', async (request, reply) => {
  const body = await bare.replay!(request.url.slice('/bare'.length), request.headers.authorization);
  return reply.type('application/json').send(body);
});
await hello.listen({ port: 0, host: '127.0.0.1' });
const address = (server: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
const authJwksUrl = `${address(hello)}/jwks.json`;
const api = await buildBenchApi(handle, url, { authJwksUrl });
countInFlight(api);
await api.listen({ port: 0, host: '127.0.0.1' });
const uncached = await buildBenchApi(handle, url, { directoryCacheMs: 0, authJwksUrl });
bare.replay = bareReplay(handle.pool!, uncached);
countInFlight(uncached);
await uncached.listen({ port: 0, host: '127.0.0.1' });

console.log(
  JSON.stringify({
    apiUrl: address(api),
    uncachedUrl: address(uncached),
    helloUrl: address(hello),
    photographers: count.rows[0]!.n,
  }),
);

/**
 * The yardstick of what the API adds to its SQL: `replay(path, authorization)` answers the SQL the
 * API ran for `GET {path}` — the same statements (text, values, name when the API named it) on the
 * same pool, concurrently as the API sent them — as JSON of the rows, with nothing else (no
 * identity, validation, mapping or response schema). The first call of a path asks the uncached
 * API once (`inject`) and records every `pool.query` it makes meanwhile (one path at a time).
 */
function bareReplay(pool: pg.Pool, api: FastifyInstance) {
  type Recorded = { text: string; values: unknown[]; name?: string };
  const query = pool.query.bind(pool) as (
    config: object,
    values?: unknown[],
  ) => Promise<pg.QueryResult>;
  let recording: Recorded[] | undefined;
  pool.query = ((
    config: { text?: string; name?: string; values?: unknown[] } | string,
    values?: unknown[],
  ) => {
    if (recording && typeof config === 'object' && config.text)
      recording.push({
        text: config.text,
        values: values ?? config.values ?? [],
        ...(config.name ? { name: config.name } : {}),
      });
    return query(config as object, values);
  }) as typeof pool.query;
  const recorded = new Map<string, Promise<Recorded[]>>();
  let previous: Promise<unknown> = Promise.resolve();
  const record = (path: string, authorization: string | undefined) => {
    const done = previous.then(async () => {
      recording = [];
      const answer = await api.inject({
        url: path,
        headers: authorization ? { authorization } : {},
      });
      const statements = recording;
      recording = undefined;
      if (answer.statusCode !== 200)
        throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
      return statements;
    });
    previous = done.catch(() => undefined);
    return done;
  };
  return async (path: string, authorization: string | undefined): Promise<string> => {
    let statements = recorded.get(path);
    if (!statements) recorded.set(path, (statements = record(path, authorization)));
    const results = await Promise.all(
      (await statements).map(({ text, values, name }) =>
        query({ text, rowMode: 'array', ...(name ? { name } : {}) }, values),
      ),
    );
    return JSON.stringify(results.map((result) => result.rows));
  };
}

process.once('SIGTERM', () => {
  void Promise.all([api.close(), uncached.close(), hello.close()])
    .then(() => handle.close())
    .then(() => process.exit(0));
});
