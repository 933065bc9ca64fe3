/**
 * PGlite against the PostgreSQL server on the same data (not a test): the real API (bench/server.ts,
 * no micro-cache, benchmark bearer tokens) over each, in this process, asked through Fastify's
 * `inject` (no network) one request at a time — PGlite runs one query at a time in the API's own
 * process, so concurrency would only queue. Alternates the engines for `rounds` rounds and prints
 * req/s of each and PGlite's share of PostgreSQL's, per scenario: a directory page (category +
 * province, 20) and a booking (each a new slot).
 *
 *   PGLITE_DIR=.data/bench-pglite npx tsx bench/seed.ts 10000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/seed.ts 10000
 *   DATABASE_URL=… PGLITE_DIR=.data/bench-pglite npx tsx bench/pglite.ts [requests=300] [rounds=2]
 */
import type { FastifyInstance } from 'fastify';

import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { buildBenchApi } from './server.ts';

const requests = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 2);
const url = process.env.DATABASE_URL;
const pgliteDir = process.env.PGLITE_DIR ?? '.data/bench-pglite';
if (!url) throw new Error('bench/pglite.ts needs DATABASE_URL (the benchmark database)');

const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
const provinces = ['TH-10', 'TH-50', 'TH-83', 'TH-40'];

/** Noon in Bangkok on the Monday-to-Saturday `days` ahead (or the day after a Sunday), ISO UTC. */
function workdayNoon(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5, 0, 0),
  ).toISOString();
}

interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  handle: DatabaseHandle;
  app: FastifyInstance;
  photographers: number;
  /** Bookings made so far, so each round books new slots. */
  booked: number;
}

async function engine(name: Engine['name']): Promise<Engine> {
  const handle = await openDatabase(name === 'PGlite' ? { pgliteDir } : { databaseUrl: url });
  const app = await buildBenchApi(handle, url!, { directoryCacheMs: 0 });
  const count = "select count(*)::int as n from users where role = 'Photographer'";
  const counted = handle.pool
    ? await handle.pool.query<{ n: number }>(count)
    : await handle.pglite!.query<{ n: number }>(count);
  return { name, handle, app, photographers: Number(counted.rows[0]!.n), booked: 0 };
}

const scenarios = {
  'directory page (category + province, 20)': async (e: Engine, i: number) =>
    e.app.inject({
      url: `/user/photographers?category=${categories[i % 4]}&province=${provinces[i % 4]}&limit=20`,
      headers: { authorization: `Bearer bench:c${1 + (i % 100)}` },
    }),
  'booking (one at a time)': async (e: Engine) => {
    const k = e.booked++;
    return e.app.inject({
      method: 'POST',
      url: `/appointment/s${1 + ((k * 7919 + 17) % e.photographers)}-1-1`,
      headers: { authorization: `Bearer bench:c${1 + (k % 100)}` },
      payload: { start: workdayNoon(90 + Math.floor(k / e.photographers)) },
    });
  },
};

const engines = [await engine('PostgreSQL'), await engine('PGlite')];
if (engines[0]!.photographers !== engines[1]!.photographers)
  throw new Error('PGlite and PostgreSQL do not hold the same data: seed both at one size');
const rates = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1)
  for (const [scenario, ask] of Object.entries(scenarios))
    for (const e of engines) {
      for (let i = 0; i < 20; i += 1) await ask(e, i); // warm-up: compiled code, prepared statements
      const started = performance.now();
      for (let i = 0; i < requests; i += 1) {
        const answer = await ask(e, i);
        if (answer.statusCode >= 300)
          throw new Error(`${e.name} ${scenario}: ${answer.statusCode} ${answer.body}`);
      }
      const rate = requests / ((performance.now() - started) / 1000);
      rates.set(`${scenario}|${e.name}`, [...(rates.get(`${scenario}|${e.name}`) ?? []), rate]);
    }
console.log(
  `bench/pglite: ${engines[0]!.photographers} photographers, ${requests} requests × ${rounds} rounds, node ${process.version}`,
);
for (const scenario of Object.keys(scenarios)) {
  const pg = rates.get(`${scenario}|PostgreSQL`)!;
  const lite = rates.get(`${scenario}|PGlite`)!;
  const ratios = lite.map((rate, i) => (rate / pg[i]!).toFixed(2));
  console.log(
    `${scenario}: PostgreSQL ${pg.map((r) => r.toFixed(0)).join(' / ')} req/s, PGlite ${lite.map((r) => r.toFixed(0)).join(' / ')} req/s, PGlite ÷ PostgreSQL ${ratios.join(' / ')}`,
  );
}
for (const e of engines) {
  await e.app.close();
  await e.handle.close();
}
