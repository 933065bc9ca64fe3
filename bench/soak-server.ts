/**
 * The server bench/soak.ts loads, in a process of its own: the real API (bench/server.ts's
 * buildBenchApi: benchmark bearer tokens, no rate limit, no request log) on the benchmark database
 * (`DATABASE_URL`), and beside it on another port `GET /stats`: this process's resident memory and
 * heap (bytes) and the event-loop delay since the last `/stats` (mean, p99, max; ms), measured with
 * `perf_hooks.monitorEventLoopDelay`. Prints one JSON line `{ apiUrl, statsUrl, photographers,
 * customers, lastBookedAt }` (the start of the latest appointment, ISO UTC, or null) when both
 * listen; closes on SIGTERM.
 */
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { openDatabase } from '../apps/api/src/db/client.ts';
import { buildBenchApi } from './server.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench/soak-server.ts needs DATABASE_URL (the benchmark database)');

const handle = await openDatabase({ databaseUrl: url });
const counts = await handle.pool!.query<{ role: string; n: number }>(
  'select role, count(*)::int as n from users group by role',
);
const count = (role: string) => counts.rows.find((row) => row.role === role)?.n ?? 0;
// Where the bookings of an earlier soak run on this database end: this run books after them.
const latest = await handle.pool!.query<{ last: Date | null }>(
  'select max(start) as last from appointments',
);
const api = await buildBenchApi(handle, url);
await api.listen({ port: 0, host: '127.0.0.1' });

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const stats = createServer((_request, response) => {
  const memory = process.memoryUsage();
  const body = {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    delayMeanMs: ms(delay.mean),
    delayP99Ms: ms(delay.percentile(99)),
    delayMaxMs: ms(delay.max),
  };
  delay.reset();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
});
await new Promise<void>((resolve) => stats.listen(0, '127.0.0.1', resolve));

const address = (server: { address(): unknown }) =>
  `http://127.0.0.1:${(server.address() as { port: number }).port}`;
console.log(
  JSON.stringify({
    apiUrl: address(api.server),
    statsUrl: address(stats),
    photographers: count('Photographer'),
    customers: count('Customer'),
    lastBookedAt: latest.rows[0]?.last?.toISOString() ?? null,
  }),
);

process.once('SIGTERM', () => {
  stats.close();
  void api
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
