/**
 * API benchmark (not a test): the real server (buildServer) on the benchmark database, measured
 * from the same machine, side by side with a Fastify hello-world in the same run; both servers run
 * in a child process (bench/api-servers.ts), apart from the load generator. Prints one table:
 * req/s, p50 and p99 latency (ms), and each as a ratio to hello-world. The public lists'
 * scenarios (the directory, the package list) run twice: as production serves them (their 1 s
 * micro-cache, which the four search terms here suit better than a real long tail would) and
 * without it (bench/api-servers.ts's `uncachedUrl`).
 *
 * Two load generators, one per kind of scenario:
 * - A fixed rate ("500 req/s") is an open loop: loadtest's `requestsPerSecond` sends a request
 *   every 2 ms whatever the answers, on a new connection when every open one is busy — what 500
 *   visitors a second do. autocannon's `overallRate` is not that: each connection sends its share
 *   of the second back to back and then waits for the next second (all 500 in a burst at 50
 *   connections), and its coordinated-omission correction takes `Math.ceil(1 / rate)` = 1 ms as
 *   the interval, recording a 40 ms answer as forty answers of 40, 39 … 1 ms. A hello-world at
 *   500 req/s: p99 46 ms through autocannon's `overallRate`, 6 ms with that correction off, 1 ms
 *   at a steady 500 req/s (2026-11-29, this machine).
 * - A fixed number of connections, each sending its next request when the last is answered ("10
 *   concurrent") is a closed loop: autocannon, without a rate.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/seed.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/api.ts [seconds=10]
 *   BENCH_ONLY=book … bench/api.ts   # only the scenarios whose name contains "book" (and hello-world)
 *   BENCH_WARMUP=0 … bench/api.ts    # no unmeasured warm-up run before each read scenario (default 2 s)
 *
 * Identity: real RS256 ID tokens, signed with a key made for the run and verified by the API
 * against it as a JWKS (bench/identity.ts, bench/api-servers.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import { loadTest, type LoadTestResult } from 'loadtest';

import { benchIdentity } from './identity.ts';
import { benchShape } from './seed.ts';

const seconds = Number(process.argv[2] ?? 10);
// BENCH_WARMUP=<seconds>: each read scenario's unmeasured run first (default 2; 0 for none).
const warmUp = Number(process.env.BENCH_WARMUP ?? 2);
if (!process.env.DATABASE_URL)
  throw new Error(
    'bench/api.ts measures the PostgreSQL server: set DATABASE_URL to the benchmark database (see bench/seed.ts)',
  );

// The servers run in a process of their own (bench/api-servers.ts), so the load generator's work does
// not share the servers' event loop: in one process even hello-world's p99 was over 100 ms at
// 500 req/s, a cost of the load generator, not of the server.
const identity = await benchIdentity();
const servers = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./api-servers.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_JWKS: identity.jwks } },
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

/** Every customer's ID token, signed before the measuring starts. */
const customerTokens = await Promise.all(
  Array.from({ length: shape.customers }, (_, i) => identity.token(`c${1 + i}`)),
);
const customer = (i: number) => customerTokens[i % shape.customers]!;
const photographer = (i: number) => 1 + ((i * 7919) % photographers);
const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
/** Bangkok, Chiang Mai, Phuket, Khon Kaen. */
const provinces = ['TH-10', 'TH-50', 'TH-83', 'TH-40'];
/** The text searches: a rare word, a name's prefix, a word of most titles, a common name. */
const searchTerms = ['golden', 'photographer 12', 'portraits', 'somchai'];

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
  /**
   * Fixed request rate (req/s, an open loop: `connections` is then only what it needs), or
   * undefined for as fast as `connections` allow (a closed loop).
   */
  rate?: number;
  connections: number;
  /** A closed-loop read: warmed up like a fixed-rate one. */
  read?: boolean;
  /** The scenario this one is the bare-pg yardstick of (its name): the table prints their ratio. */
  bareOf?: string;
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
/**
 * A public-list scenario (the directory, the package list) at 500 req/s twice: without the
 * micro-cache, then as production serves it.
 */
function bothWays(name: string, request: Scenario['request']): Scenario[] {
  return [
    { name: `${name}, no micro-cache`, target: uncachedUrl, rate: 500, connections: 50, request },
    { name, target: apiUrl, rate: 500, connections: 50, request },
  ];
}

/**
 * A public list without the micro-cache, 50 connections as fast as they are answered (a closed
 * loop), then the same SQL through bare `pg` in the same process (bench/api-servers.ts `/bare`:
 * the statements the API ran for that request, replayed on the same pool and answered as JSON):
 * the ratio of the two is what the API's own work (identity, validation, Drizzle, mapping,
 * serializing) costs.
 */
function againstBare(name: string, request: Scenario['request']): Scenario[] {
  const api = `${name}, no micro-cache, 50 concurrent`;
  return [
    { name: api, target: uncachedUrl, connections: 50, read: true, request },
    {
      name: `${name}: the same SQL through bare pg, 50 concurrent`,
      target: helloUrl,
      connections: 50,
      read: true,
      bareOf: api,
      request: (i) => {
        const sent = request(i);
        return { ...sent, path: `/bare${sent.path}` };
      },
    },
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
  ...againstBare('browse photographers (category + province, 20)', (i) => ({
    path: `/user/photographers?category=${categories[i % 4]}&province=${encodeURIComponent(provinces[i % 4]!)}&limit=20`,
    token: customer(i),
  })),
  ...againstBare('browse packages (category, 20)', (i) => ({
    path: `/package?category=${categories[i % 4]}&limit=20`,
    token: customer(i),
  })),
  ...againstBare('search packages (text, 24)', (i) => ({
    path: `/package?q=${encodeURIComponent(searchTerms[i % 4]!)}&limit=24`,
    token: customer(i),
  })),
  ...bothWays('browse photographers (category + province, 20)', (i) => ({
    path: `/user/photographers?category=${categories[i % 4]}&province=${encodeURIComponent(provinces[i % 4]!)}&limit=20`,
    token: customer(i),
  })),
  ...bothWays('browse photographers (category, by price, 24, page 2 by cursor)', (i) => ({
    path: `/user/photographers?category=${categories[i % 4]}&sort=price&limit=24&cursor=${encodeURIComponent(photographerCursors[i % 4]!)}`,
    token: customer(i),
  })),
  ...bothWays('browse packages (category, 20)', (i) => ({
    path: `/package?category=${categories[i % 4]}&limit=20`,
    token: customer(i),
  })),
  ...bothWays('browse packages (category + province, by price, 24)', (i) => ({
    path: `/package?category=${categories[i % 4]}&province=${encodeURIComponent(provinces[i % 4]!)}&sort=price&limit=24`,
    token: customer(i),
  })),
  ...bothWays('search packages (text, 24)', (i) => ({
    path: `/package?q=${encodeURIComponent(searchTerms[i % 4]!)}&limit=24`,
    token: customer(i),
  })),
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

/** One scenario's figures: answers a second, latency percentiles (ms), answers not 2xx. */
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/**
 * The i-th request of `scenario` as sent: method, path, headers (the bearer token; for a body, its
 * type) and the JSON body, if any. Its length is the sender's to add (autocannon adds its own).
 */
function wireRequest(scenario: Scenario, i: number) {
  const r = scenario.request(i);
  const body = r.body ? JSON.stringify(r.body) : undefined;
  const headers: Record<string, string> = {
    ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  return { method: r.method ?? 'GET', path: r.path, headers, body };
}

/** A closed loop: `scenario.connections` connections, each asking again when answered (autocannon). */
function measureClosedLoop(scenario: Scenario, duration = seconds): Promise<Figures> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: scenario.target,
        connections: scenario.connections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const { body, ...sent } = wireRequest(scenario, i++);
              return { ...request, ...sent, ...(body ? { body } : {}) };
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              non2xx: result.non2xx + result.errors,
            }),
    );
  });
}

/** What loadtest's request generator is handed: Node's request options and `http.request`. */
interface GeneratorParams {
  method?: string;
  path?: string;
  headers: Record<string, string | number>;
}
type NodeRequest = (
  params: GeneratorParams,
  callback: (response: unknown) => void,
) => {
  write(chunk: string): void;
};

/**
 * An open loop: `rate` requests a second for `duration` seconds, evenly spaced, whatever the
 * answers (loadtest).
 */
function measureOpenLoop(scenario: Scenario, rate: number, duration = seconds): Promise<Figures> {
  let i = 0;
  return new Promise((resolve, reject) => {
    loadTest(
      {
        url: scenario.target,
        requestsPerSecond: rate,
        maxSeconds: duration,
        agentKeepAlive: true,
        quiet: true,
        requestGenerator: (
          _options: unknown,
          params: GeneratorParams,
          request: NodeRequest,
          callback: (response: unknown) => void,
        ) => {
          const { method, path, headers, body } = wireRequest(scenario, i++);
          Object.assign(params, { method, path });
          Object.assign(params.headers, headers);
          if (body) params.headers['content-length'] = Buffer.byteLength(body);
          const sent = request(params, callback);
          if (body) sent.write(body);
          return sent;
        },
      },
      (error: unknown, result: LoadTestResult) =>
        error
          ? reject(error instanceof Error ? error : new Error(String(error)))
          : resolve({
              rps: result.rps,
              p50: result.percentiles[50] || 0,
              p99: result.percentiles[99] || 0,
              non2xx: result.totalErrors,
            }),
    );
  });
}

/**
 * Waits until the API has answered every request it received (`{helloUrl}/in-flight` is 0), at
 * most `maxMs`: an open loop that offered more than the server manages leaves a queue behind,
 * which would otherwise be counted against the next scenario. Returns the seconds it waited.
 */
async function drained(maxMs = 120_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    const { inFlight } = (await (await fetch(`${helloUrl}/in-flight`)).json()) as {
      inFlight: number;
    };
    if (inFlight === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - start) / 1000;
}

const rows: string[][] = [];
const measured = new Map<string, Figures>();
/** [API scenario, its req/s ÷ the same SQL's through bare pg in the same run]. */
const versusBare: string[][] = [];
let baseline: Figures | undefined;
// BENCH_ONLY=<text>: only the scenarios whose name contains it (and hello-world, the yardstick).
const only = process.env.BENCH_ONLY;
for (const scenario of scenarios.filter(
  (s, index) => !only || index === 0 || s.name.includes(only),
)) {
  // A read scenario first runs unmeasured for `warmUp` seconds at its rate: the process's first
  // requests of a kind compile its code and prepare its statements on each pooled connection,
  // and that one-off cost is not the steady state the target is about. (Writes are not warmed:
  // they would take the slots the measured run books.)
  if (scenario.rate && warmUp > 0) {
    await measureOpenLoop(scenario, scenario.rate, warmUp);
    await drained();
  } else if (scenario.read && warmUp > 0) await measureClosedLoop(scenario, warmUp);
  const result = scenario.rate
    ? await measureOpenLoop(scenario, scenario.rate)
    : await measureClosedLoop(scenario);
  const backlog = await drained();
  if (backlog > 1)
    console.log(
      `${scenario.name}: the API answered its backlog ${backlog.toFixed(0)} s after the run`,
    );
  baseline ??= result;
  measured.set(scenario.name, result);
  if (scenario.bareOf) {
    const api = measured.get(scenario.bareOf);
    if (api) versusBare.push([scenario.bareOf, (api.rps / result.rps).toFixed(2)]);
  }
  rows.push([
    scenario.name,
    result.rps.toFixed(0),
    result.p50.toFixed(1),
    result.p99.toFixed(1),
    (result.rps / baseline.rps).toFixed(2),
    (result.p99 / Math.max(baseline.p99, 0.5)).toFixed(1),
    String(result.non2xx),
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
if (versusBare.length > 0) {
  console.log(
    '\nreq/s of the API ÷ req/s of the same SQL through bare pg (same run, back to back):',
  );
  for (const [name, ratio] of versusBare) console.log(`  ${name}: ${ratio}`);
}
