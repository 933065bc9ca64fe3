/**
 * Soak benchmark (not a test): the real API on the PostgreSQL benchmark database for N minutes of
 * mixed traffic at a steady rate, to see whether memory or event-loop delay creep up over time.
 * The API runs in a child process (bench/soak-server.ts), apart from the load generator. Every
 * minute prints the requests answered, the answers that were not 2xx, p99 latency, the server's
 * resident memory (RSS) and heap, and its event-loop delay (mean, p99); at the end, the slope of
 * RSS and of event-loop p99 over the minutes (least squares, leaving out the first, warm-up,
 * minute) and a verdict: flat when RSS grows by less than `--max-rss-slope` MB a minute and
 * event-loop p99 by less than `--max-delay-slope` ms a minute; no verdict for a run shorter than
 * 11 minutes. Exit code 1 for a verdict of not flat.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/seed.ts 1000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/soak.ts \
 *     [--minutes 30] [--rate 50] [--max-rss-slope 1] [--max-delay-slope 0.5]
 *
 * Traffic, a request every 1/rate s whatever the answers (an open loop): of every ten, one
 * booking (a new photographer-slot each time, after every booking already in the database, so
 * each is meant to succeed; a clash with a seeded busy time is a 409 and counted), two directory pages, two package lists, two slot
 * windows, a package, the customer's bookings and the customer's profile.
 * Identity: bearer tokens `bench:<uid>` (bench/server.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '50' },
    'max-rss-slope': { type: 'string', default: '1' },
    'max-delay-slope': { type: 'string', default: '0.5' },
  },
});
/** Minutes after the warm-up minute a verdict needs. */
const MIN_TREND_MINUTES = 10;
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const maxRssSlope = Number(values['max-rss-slope']);
const maxDelaySlope = Number(values['max-delay-slope']);
if (!(minutes > 0) || !(rate > 0)) throw new Error('--minutes and --rate must be positive numbers');
if (!process.env.DATABASE_URL)
  throw new Error(
    'bench/soak.ts runs on the PostgreSQL server: set DATABASE_URL to the benchmark database (see bench/seed.ts)',
  );

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./soak-server.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
);
const { apiUrl, statsUrl, photographers, customers, lastBookedAt } = await new Promise<{
  apiUrl: string;
  statsUrl: string;
  photographers: number;
  customers: number;
  lastBookedAt: string | null;
}>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`bench/soak-server.ts exited with ${code}`)));
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});
if (photographers === 0 || customers === 0)
  throw new Error('the benchmark database is empty: run bench/seed.ts first');

/** Monday to Saturday, `days` ahead or the next one after, at `hour` (09–16) Bangkok, ISO UTC. */
function workday(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 7, 0, 0),
  ).toISOString();
}

const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
const provinces = ['TH-10', 'TH-50', 'TH-83', 'TH-40'];
const week = { from: workday(1, 9), to: new Date(Date.now() + 8 * 86_400_000).toISOString() };
const photographer = (i: number) => 1 + ((i * 7919) % photographers);
const customer = (i: number) => `bench:c${1 + (i % customers)}`;
/**
 * Bookings start 20 days ahead (after the seeded ones' days), or the day after an earlier run's
 * last booking: 8 hourly slots a photographer every other day.
 */
const firstDay = Math.max(
  20,
  lastBookedAt ? Math.ceil((Date.parse(lastBookedAt) - Date.now()) / 86_400_000) + 1 : 0,
);
let booking = 0;

function request(i: number): { method?: 'POST'; path: string; token: string; body?: unknown } {
  const token = customer(i);
  switch (i % 10) {
    case 0: {
      const b = booking++;
      const slot = Math.floor(b / photographers);
      return {
        method: 'POST',
        path: `/appointment/s${1 + (b % photographers)}-1-1`,
        token,
        body: { start: workday(firstDay + Math.floor(slot / 8) * 2, 9 + (slot % 8)) },
      };
    }
    case 1:
    case 2:
      return {
        path: `/user/photographers?category=${categories[i % 4]}&province=${provinces[(i >> 2) % 4]}&limit=20`,
        token,
      };
    case 3:
    case 4:
      return { path: `/package?category=${categories[i % 4]}&sort=price&limit=24`, token };
    case 5:
    case 6:
      return {
        path: `/subpackage/s${photographer(i)}-1-2/slots?from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`,
        token,
      };
    case 7:
      return { path: `/package/k${photographer(i)}-1`, token };
    case 8:
      return { path: '/appointment', token };
    default:
      return { path: '/user/profile', token };
  }
}

/** What one minute saw. */
interface Minute {
  latencies: number[];
  statuses: Map<number, number>;
}
let current: Minute = { latencies: [], statuses: new Map() };
let sent = 0;
let inFlight = 0;

async function send(i: number): Promise<void> {
  const { method = 'GET', path, token, body } = request(i);
  const started = performance.now();
  const minute = current;
  let status = 0;
  inFlight += 1;
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  } finally {
    inFlight -= 1;
  }
  minute.latencies.push(performance.now() - started);
  minute.statuses.set(status, (minute.statuses.get(status) ?? 0) + 1);
}

const p99 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** Least-squares slope of `ys` over 0, 1, 2 … (per step). */
function slope(ys: number[]): number {
  const n = ys.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

interface Sample {
  minute: number;
  rssMb: number;
  heapMb: number;
  delayMeanMs: number;
  delayP99Ms: number;
}
const samples: Sample[] = [];
const stats = async () =>
  (await (await fetch(statsUrl)).json()) as {
    rss: number;
    heapUsed: number;
    delayMeanMs: number;
    delayP99Ms: number;
    delayMaxMs: number;
  };
await stats(); // starts the event-loop window

console.log(
  `soak: ${minutes} min at ${rate} req/s on ${photographers} photographers, ${customers} customers (${apiUrl})`,
);
console.log(
  'minute  answered  not-2xx              p99-ms  rss-MB  heap-MB  loop-mean-ms  loop-p99-ms',
);
const interval = 1000 / rate;
const runStartedAt = Date.now();
const timer = setInterval(() => {
  // Catch up to the schedule: a late tick sends what it missed, so the rate holds.
  const due = Math.floor((Date.now() - runStartedAt) / interval);
  while (sent < due) void send(sent++);
}, 10);

for (let minute = 1; minute <= minutes; minute += 1) {
  await new Promise((resolve) => setTimeout(resolve, runStartedAt + minute * 60_000 - Date.now()));
  const seen = current;
  current = { latencies: [], statuses: new Map() };
  const s = await stats();
  const sample: Sample = {
    minute,
    rssMb: mb(s.rss),
    heapMb: mb(s.heapUsed),
    delayMeanMs: s.delayMeanMs,
    delayP99Ms: s.delayP99Ms,
  };
  samples.push(sample);
  const not2xx = [...seen.statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    [
      String(minute).padStart(6),
      String(seen.latencies.length).padStart(9),
      (not2xx || '0').padEnd(20),
      p99(seen.latencies).toFixed(1).padStart(7),
      sample.rssMb.toFixed(1).padStart(7),
      sample.heapMb.toFixed(1).padStart(8),
      sample.delayMeanMs.toFixed(2).padStart(13),
      sample.delayP99Ms.toFixed(2).padStart(12),
    ].join(' '),
  );
}
clearInterval(timer);
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));

// The first minute warms caches, JIT and pools up: left out of the trend when there is more.
const trend = samples.length > 2 ? samples.slice(1) : samples;
const rssSlope = slope(trend.map((s) => s.rssMb));
const delaySlope = slope(trend.map((s) => s.delayP99Ms));
const flat = rssSlope < maxRssSlope && delaySlope < maxDelaySlope;
// Garbage collection alone moves RSS by tens of MB from one minute to the next: a slope over
// fewer than MIN_TREND_MINUTES minutes says nothing either way.
const judged = trend.length >= MIN_TREND_MINUTES;
console.log(
  `RSS slope ${rssSlope.toFixed(2)} MB/min (limit ${maxRssSlope}), event-loop p99 slope ${delaySlope.toFixed(3)} ms/min (limit ${maxDelaySlope}), over minutes ${trend[0]?.minute}–${trend.at(-1)?.minute}: ${judged ? (flat ? 'FLAT' : 'NOT FLAT') : `NO VERDICT (fewer than ${MIN_TREND_MINUTES} minutes after the warm-up)`}`,
);
server.kill('SIGTERM');
process.exitCode = judged && !flat ? 1 : 0;
