/**
 * API benchmark (not a test): the real server (buildServer) on the benchmark database, measured
 * with autocannon from the same machine, side by side with a Fastify hello-world in the same run;
 * both servers run in a child process (bench/api-servers.ts), apart from the load generator.
 * Prints one table: req/s, p50 and p99 latency (ms), and each as a ratio to hello-world. The
 * directory scenarios run twice: as production serves them (its 1 s micro-cache) and without it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/seed.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/api.ts [seconds=10]
 *   BENCH_ONLY=book … bench/api.ts   # only the scenarios whose name contains "book" (and hello-world)
 *
 * Identity: bearer tokens `bench:<uid>` (see bench/api-servers.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon, { type Result } from 'autocannon';

import { benchShape } from './seed.ts';

const seconds = Number(process.argv[2] ?? 10);
if (!process.env.DATABASE_URL)
  throw new Error(
    'bench/api.ts measures the PostgreSQL server: set DATABASE_URL to the benchmark database (see bench/seed.ts)',
  );

// The servers run in a process of their own (bench/api-servers.ts), so autocannon's own work does
// not share the servers' event loop: in one process even hello-world's p99 was over 100 ms at
// 500 req/s, a cost of the load generator, not of the server.
const servers = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./api-servers.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
);
const ready = await new Promise<{
  apiUrl: string;
  uncachedUrl: string;
  helloUrl: string;
  photographers: number;
}>((resolve, reject) => {
  servers.once('exit', (code) => reject(new Error(`bench/api-servers.ts exited with ${code}`)));
  createInterface({ input: servers.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});
const { apiUrl, uncachedUrl, helloUrl, photographers } = ready;
const shape = benchShape(photographers);

const customer = (i: number) => `bench:c${1 + (i % shape.customers)}`;
const photographer = (i: number) => 1 + ((i * 7919) % photographers);
const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
/** Bangkok, Chiang Mai, Phuket, Khon Kaen. */
const provinces = ['TH-10', 'TH-50', 'TH-83', 'TH-40'];

/** The next Monday to Saturday at least `days` ahead, 12:00 Bangkok, as ISO UTC. */
function workdayNoon(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5, 0, 0),
  ).toISOString();
}

interface Scenario {
  name: string;
  target: string;
  /** Fixed request rate (req/s) or undefined for as fast as `connections` allow. */
  rate?: number;
  connections: number;
  /** Builds the i-th request. */
  request: (i: number) => { method?: 'GET' | 'POST'; path: string; token?: string; body?: unknown };
}

/** The second page's cursor of each category's photographers by price (the web's "Show more"). */
const photographerCursors = await Promise.all(
  categories.map(async (category) => {
    const response = await fetch(
      `${apiUrl}/user/photographers?category=${category}&sort=price&limit=24`,
      { headers: { authorization: `Bearer ${customer(0)}` } },
    );
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`no second page of ${category}`);
    return body.nextCursor;
  }),
);

const week = { from: workdayNoon(1), to: new Date(Date.now() + 8 * 86_400_000).toISOString() };
const month = new Date(Date.parse(week.from) + 32 * 86_400_000).toISOString();
/** A directory scenario at 500 req/s twice: without the micro-cache, then as production serves it. */
function directoryBothWays(name: string, request: Scenario['request']): Scenario[] {
  return [
    { name: `${name}, no micro-cache`, target: uncachedUrl, rate: 500, connections: 50, request },
    { name, target: apiUrl, rate: 500, connections: 50, request },
  ];
}

const scenarios: Scenario[] = [
  {
    name: 'hello-world (Fastify, in the servers’ process)',
    target: helloUrl,
    rate: 500,
    connections: 50,
    request: () => ({ path: '/' }),
  },
  ...directoryBothWays('browse photographers (category + province, 20)', (i) => ({
    path: `/user/photographers?category=${categories[i % 4]}&province=${encodeURIComponent(provinces[i % 4]!)}&limit=20`,
    token: customer(i),
  })),
  ...directoryBothWays('browse photographers (category, by price, 24, page 2 by cursor)', (i) => ({
    path: `/user/photographers?category=${categories[i % 4]}&sort=price&limit=24&cursor=${encodeURIComponent(photographerCursors[i % 4]!)}`,
    token: customer(i),
  })),
  {
    name: 'browse packages (category, 20)',
    target: apiUrl,
    rate: 500,
    connections: 50,
    request: (i) => ({
      path: `/package?category=${categories[i % 4]}&limit=20`,
      token: customer(i),
    }),
  },
  {
    name: 'browse packages (category + province, by price, 24)',
    target: apiUrl,
    rate: 500,
    connections: 50,
    request: (i) => ({
      path: `/package?category=${categories[i % 4]}&province=${encodeURIComponent(provinces[i % 4]!)}&sort=price&limit=24`,
      token: customer(i),
    }),
  },
  {
    name: 'search packages (text, 24)',
    target: apiUrl,
    rate: 500,
    connections: 50,
    request: (i) => ({
      path: `/package?q=${encodeURIComponent(['golden', 'photographer 12', 'portraits', 'somchai'][i % 4]!)}&limit=24`,
      token: customer(i),
    }),
  },
  {
    name: 'slots of a sub-package (7 days)',
    target: apiUrl,
    rate: 500,
    connections: 50,
    request: (i) => ({
      path: `/subpackage/s${photographer(i)}-1-2/slots?from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`,
      token: customer(i),
    }),
  },
  {
    name: 'slots of a sub-package (a month + a day, as the calendar asks)',
    target: apiUrl,
    rate: 500,
    connections: 50,
    request: (i) => ({
      path: `/subpackage/s${photographer(i)}-1-2/slots?from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(month)}`,
      token: customer(i),
    }),
  },
  {
    name: 'book (write, 10 concurrent)',
    target: apiUrl,
    connections: 10,
    request: (i) => ({
      method: 'POST',
      path: `/appointment/s${1 + (i % photographers)}-1-1`,
      token: customer(i),
      body: { start: workdayNoon(16 + Math.floor(i / photographers)) },
    }),
  },
  {
    name: 'book (write, 1 connection: one booking at a time)',
    target: apiUrl,
    connections: 1,
    request: (i) => ({
      method: 'POST',
      path: `/appointment/s${1 + ((i * 7919 + 13) % photographers)}-1-1`,
      token: customer(i),
      body: { start: workdayNoon(60 + Math.floor(i / photographers)) },
    }),
  },
];

function measure(scenario: Scenario): Promise<Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.target,
        connections: scenario.connections,
        duration: seconds,
        ...(scenario.rate ? { overallRate: scenario.rate } : {}),
        requests: [
          {
            setupRequest: (request) => {
              const r = scenario.request(i++);
              return {
                ...request,
                method: r.method ?? 'GET',
                path: r.path,
                headers: {
                  ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
                  ...(r.body ? { 'content-type': 'application/json' } : {}),
                },
                ...(r.body ? { body: JSON.stringify(r.body) } : {}),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    void instance;
  });
}

const rows: string[][] = [];
let baseline: Result | undefined;
// BENCH_ONLY=<text>: only the scenarios whose name contains it (and hello-world, the yardstick).
const only = process.env.BENCH_ONLY;
for (const scenario of scenarios.filter(
  (s, index) => !only || index === 0 || s.name.includes(only),
)) {
  const result = await measure(scenario);
  baseline ??= result;
  const non2xx = result.non2xx + result.errors;
  rows.push([
    scenario.name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    (result.requests.average / baseline.requests.average).toFixed(2),
    (result.latency.p99 / Math.max(baseline.latency.p99, 0.1)).toFixed(1),
    String(non2xx),
  ]);
}
servers.kill('SIGTERM');

const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'req/s ÷ hello', 'p99 ÷ hello', 'non-2xx'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
console.log(
  `bench/api: ${photographers} photographers, ${shape.appointments} appointments, ${shape.busyTimes} hand-made busy times; ${seconds} s per scenario, node ${process.version}`,
);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
