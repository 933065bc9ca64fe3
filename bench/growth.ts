/**
 * Growth benchmark (not a test): does browse and slot time stay flat as the marketplace grows?
 * Browse is measured at 1k, 10k and 100k photographers (bench/seed.ts's shape at each size);
 * slots at 1k, 100k and 1M busy times platform-wide (other photographers' busy times added to the
 * 10k data set). Index-bound queries stay flat; a scan grows linearly. Prints one table of
 * medians and p95 (ms) of sequential requests through the real server (`inject`, no network).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/growth.ts [requests=200]
 *
 * The database is emptied and re-seeded at each size: its name must contain "bench".
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedBench } from './seed.ts';
import { buildBenchApi } from './server.ts';

const requests = Number(process.argv[2] ?? 200);
const url = process.env.DATABASE_URL;
if (!url || !new URL(url).pathname.includes('bench'))
  throw new Error(
    'bench/growth.ts needs DATABASE_URL naming a benchmark database (its name contains "bench")',
  );

const handle = await openDatabase({ databaseUrl: url });
await migrateDatabase(handle);
// Without the directory micro-cache: the same question repeated must reach the database.
const api = await buildBenchApi(handle, url, { directoryCacheMs: 0 });
await api.ready();

/** Median and 95th percentile (ms) of `requests` sequential calls of `path(i)`, after 20 warm-up calls. */
async function time(path: (i: number) => string): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i += 1)
    await api.inject({
      method: 'GET',
      url: path(i),
      headers: { authorization: 'Bearer bench:c1' },
    });
  const samples: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await api.inject({
      method: 'GET',
      url: path(i),
      headers: { authorization: 'Bearer bench:c1' },
    });
    samples.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${path(i)} → ${response.statusCode} ${response.body}`);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
  };
}

const categories = ['WEDDING_BLISS', 'FAMILY_PORTRAITS', 'TRAVEL_DIARIES', 'CORPORATE_HEADSHOTS'];
const browse = (i: number) => `/user/photographers?category=${categories[i % 4]}&limit=20`;
const browsePackages = (i: number) => `/package?category=${categories[i % 4]}&limit=20`;
const search = (i: number) =>
  `/package?q=${['golden', 'photographer 12', 'portraits', 'somchai'][i % 4]}&limit=20`;
const from = new Date(Date.now() + 86_400_000).toISOString();
const to = new Date(Date.now() + 8 * 86_400_000).toISOString();
const slots = (i: number) =>
  `/subpackage/s${1 + (i % 50)}-1-2/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

const rows: string[][] = [];
const fmt = (r: { p50: number; p95: number }) => [r.p50.toFixed(1), r.p95.toFixed(1)];

for (const photographers of [1_000, 10_000, 100_000]) {
  const started = Date.now();
  await seedBench(handle, photographers);
  await handle.pool!.query('analyze');
  console.error(
    `seeded ${photographers} photographers in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  rows.push([
    `browse photographers (category, 20) @ ${photographers} photographers`,
    ...fmt(await time(browse)),
  ]);
  rows.push([
    `browse packages (category, 20) @ ${photographers} photographers`,
    ...fmt(await time(browsePackages)),
  ]);
  rows.push([
    `text search packages (q, 20) @ ${photographers} photographers`,
    ...fmt(await time(search)),
  ]);
}

// Slots: the 10k data set, then busy times of other photographers up to 1k, 100k and 1M in all.
await seedBench(handle, 10_000);
for (const total of [1_000, 100_000, 1_000_000]) {
  await handle.pool!.query('delete from busy_times');
  await handle.pool!.query(`
    insert into busy_times (id, photographer_id, start, "end", title, kind, created_at)
    select 'g' || i, 'p' || (1 + i % 10000), now() + (i / 10000) * interval '3 hours', now() + (i / 10000) * interval '3 hours' + interval '1 hour', 'Busy', 'Photographer', now()
    from generate_series(1, ${total}) as i`);
  await handle.pool!.query('analyze busy_times');
  rows.push([
    `slots of a sub-package (7 days) @ ${total.toLocaleString('en')} busy times`,
    ...fmt(await time(slots)),
  ]);
}

await api.close();
await handle.close();

const header = ['measurement', 'p50 ms', 'p95 ms'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
console.log(`bench/growth: ${requests} sequential requests per row, node ${process.version}`);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
