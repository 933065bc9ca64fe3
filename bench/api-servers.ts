/**
 * The servers bench/api.ts measures, in a process of their own: the real API (buildServer) on the
 * benchmark database (`DATABASE_URL`) as production runs it, the same API without the public lists'
 * micro-cache, and a Fastify hello-world, each on a free loopback port. Prints one JSON line
 * `{ apiUrl, uncachedUrl, helloUrl, photographers }` when all listen; closes on SIGTERM.
 * `GET {helloUrl}/in-flight` answers `{ inFlight }`: the API requests received and not yet
 * answered, for bench/api.ts to wait until an open-loop scenario's backlog is gone.
 * The API is bench/server.ts's (benchmark identity, no rate limit).
 */
import Fastify, { type FastifyInstance } from 'fastify';

import { openDatabase } from '../apps/api/src/db/client.ts';
import { buildBenchApi } from './server.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench/api-servers.ts needs DATABASE_URL (the benchmark database)');

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
const api = await buildBenchApi(handle, url);
countInFlight(api);
await api.listen({ port: 0, host: '127.0.0.1' });
const uncached = await buildBenchApi(handle, url, { directoryCacheMs: 0 });
countInFlight(uncached);
await uncached.listen({ port: 0, host: '127.0.0.1' });
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
hello.get('/in-flight', async () => ({ inFlight }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const address = (server: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
console.log(
  JSON.stringify({
    apiUrl: address(api),
    uncachedUrl: address(uncached),
    helloUrl: address(hello),
    photographers: count.rows[0]!.n,
  }),
);

process.once('SIGTERM', () => {
  void Promise.all([api.close(), uncached.close(), hello.close()])
    .then(() => handle.close())
    .then(() => process.exit(0));
});
