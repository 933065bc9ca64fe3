/**
 * Find-by-date benchmark (not a test; docs/decisions/0027): the directory and the package list
 * asked by date, without the micro-cache, at a fixed request rate (an open loop, as bench/api.ts's
 * fixed-rate scenarios), at each size of bench/seed.ts's data. Prints p50 / p99 (ms), the rate
 * answered and the answers not 2xx.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/date-search.ts [sizes=1000,10000] [rates=200] [seconds=10]
 *
 * The database is emptied and re-seeded at each size: its name must contain "bench". The API runs
 * in a child process (bench/api-servers.ts), apart from the load generator.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { loadTest, type LoadTestResult } from 'loadtest';

import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedBench } from './seed.ts';
import { benchIdentity } from './identity.ts';

const sizes = (process.argv[2] ?? '1000,10000').split(',').map(Number);
const rates = (process.argv[3] ?? '200').split(',').map(Number);
const seconds = Number(process.argv[4] ?? 10);
const url = process.env.DATABASE_URL;
if (!url || !new URL(url).pathname.includes('bench'))
  throw new Error('bench/date-search.ts needs DATABASE_URL naming a benchmark database ("bench")');

const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
const parts = ['', '&part=morning', '&part=afternoon', '&part=evening'];
/** The civil day `days` from now, `yyyy-MM-dd` (UTC; the search names a day, not an instant). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scenarios = {
  'photographers by date (category, part, 24)': (i: number) =>
    `/user/photographers?category=${categories[i % 4]}&date=${day(1 + (i % 14))}${parts[(i >> 2) % 4]}&limit=24`,
  'packages by date (category, 24)': (i: number) =>
    `/package?category=${categories[i % 4]}&date=${day(1 + (i % 14))}&limit=24`,
};

/** `rate` requests a second for `duration` s to `target` + `path(i)`, whatever the answers. */
function openLoop(target: string, path: (i: number) => string, rate: number, duration: number) {
  let i = 0;
  return new Promise<LoadTestResult>((resolve, reject) =>
    loadTest(
      {
        url: target,
        requestsPerSecond: rate,
        maxSeconds: duration,
        agentKeepAlive: true,
        quiet: true,
        requestGenerator: (
          _options: unknown,
          params: { path?: string; headers: Record<string, string> },
          request: (params: unknown, callback: unknown) => unknown,
          callback: unknown,
        ) => {
          params.path = path(i++);
          params.headers.authorization = `Bearer ${tokens[i % tokens.length]}`;
          return request(params, callback);
        },
      },
      (error: unknown, result: LoadTestResult) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    ),
  );
}

// Real RS256 ID tokens of 100 customers, verified by the API against the run's key (bench/identity.ts).
const identity = await benchIdentity();
const tokens = await Promise.all(
  Array.from({ length: 100 }, (_, i) => identity.token(`c${1 + i}`)),
);
const rows: string[][] = [];
for (const photographers of sizes) {
  const handle = await openDatabase({ databaseUrl: url });
  await migrateDatabase(handle);
  const started = Date.now();
  await seedBench(handle, photographers);
  await handle.pool!.query('analyze');
  await handle.close();
  console.error(`seeded ${photographers} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const servers = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./api-servers.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_JWKS: identity.jwks } },
  );
  const { uncachedUrl } = await new Promise<{ uncachedUrl: string }>((resolve, reject) => {
    servers.once('exit', (code) => reject(new Error(`bench/api-servers.ts exited with ${code}`)));
    createInterface({ input: servers.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  for (const [name, path] of Object.entries(scenarios))
    for (const rate of rates) {
      await openLoop(uncachedUrl, path, Math.min(rate, 50), 2); // warm-up: compiled code, connections
      const result = await openLoop(uncachedUrl, path, rate, seconds);
      rows.push([
        `${name} @ ${photographers.toLocaleString('en')} photographers, ${rate} req/s offered`,
        String(result.totalRequests),
        String(Math.round(result.rps)),
        String(result.percentiles[50] || '–'),
        String(result.percentiles[99] || '–'),
        String(result.totalErrors),
      ]);
    }
  servers.kill('SIGTERM');
  await new Promise((resolve) => servers.once('exit', resolve));
}

// "–": no answer arrived within the run (the offered rate outran the server).
const header = ['scenario (no micro-cache)', 'answered', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`bench/date-search: ${seconds} s per row, node ${process.version}`);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
