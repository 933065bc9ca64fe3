/**
 * A marketplace-sized data set for the benchmarks (not a test): photographers with packages,
 * sub-packages, busy times, appointments in every status and reviews, generated in SQL
 * (`generate_series`) on the PostgreSQL server (`DATABASE_URL`) or in PGlite (`PGLITE_DIR`).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shootbook_bench npx tsx bench/seed.ts [photographers=10000]
 *
 * Shape per photographer (defaults: 10,000 photographers): 2 packages × 3 sub-packages (60,000),
 * 10 appointments (100,000: past ones Completed or Canceled, upcoming ones Pending or Accepted with
 * the busy time that holds their slot), 10 busy times by hand (100,000), 3 reviews; 2,000
 * customers. The database is emptied first (it must be a benchmark database, never a real one:
 * the name must contain "bench").
 */
import { openAppointmentStatuses } from '@shootbook/machines';

import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { refreshPhotographerSummary } from '../apps/api/src/users/summary.ts';

/** How many rows of each table {@link seedBench} writes for `photographers`. */
export function benchShape(photographers: number) {
  return {
    photographers,
    customers: Math.max(100, Math.round(photographers / 5)),
    packages: photographers * 2,
    subpackages: photographers * 6,
    appointments: photographers * 10,
    busyTimes: photographers * 10,
    reviews: photographers * 3,
  };
}

/** Runs one SQL statement on either driver (the statements below only interpolate integers). */
async function run(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.pool) await handle.pool.query(text);
  else await handle.pglite!.exec(text);
}

/** Empties every table and writes the data set; returns the row counts. */
export async function seedBench(
  handle: DatabaseHandle,
  photographers: number,
): Promise<ReturnType<typeof benchShape>> {
  const shape = benchShape(photographers);
  const exec = (text: string) => run(handle, text);
  await exec(
    `truncate transactions, webhook_events, idempotency_keys, ratings, payments, busy_times, appointments, subpackages, packages, users cascade`,
  );
  // Photographers across 12 provinces (ISO 3166-2:TH codes) and all categories; names searchable by text.
  await exec(`
    insert into users (id, email, name, role, bio, province, specialties, timezone, weekly_availability, bank_account, payout_account_id, payouts_enabled, rating_count, created_at, updated_at)
    select 'p' || i, 'p' || i || '@bench.test', 'Photographer ' || i || ' ' || (array['Somchai','Anong','Krit','Ploy','Nok','Arthit','Mali','Chai'])[1 + i % 8],
      'Photographer', 'Weddings, portraits and travel shoots — bench ' || i,
      (array['TH-10','TH-50','TH-83','TH-20','TH-40','TH-81','TH-90','TH-30','TH-41','TH-84','TH-14','TH-77'])[1 + i % 12],
      jsonb_build_array((array['WEDDING_BLISS','BIRTHDAY_SHOOTS','MATERNITY_GLOW','FAMILY_PORTRAITS','GRADUATION_MEMORIES','NEWBORN_MOMENTS','ENGAGEMENT_LOVE_STORY','CORPORATE_HEADSHOTS','FASHION_EDITORIAL','TRAVEL_DIARIES','OTHER'])[1 + i % 11]),
      'Asia/Bangkok',
      '{"SUN":[],"MON":[{"start":"09:00","end":"18:00"}],"TUE":[{"start":"09:00","end":"18:00"}],"WED":[{"start":"09:00","end":"18:00"}],"THU":[{"start":"09:00","end":"18:00"}],"FRI":[{"start":"09:00","end":"18:00"}],"SAT":[{"start":"09:00","end":"18:00"}]}'::jsonb,
      '{"bank":"KASIKORN_BANK","accountNumber":"1234567890","accountName":"Bench"}'::jsonb,
      'acct_bench_' || i, true, 0, now(), now()
    from generate_series(1, ${shape.photographers}) as i`);
  await exec(`
    insert into users (id, email, name, role, created_at, updated_at)
    select 'c' || i, 'c' || i || '@bench.test', 'Customer ' || i, 'Customer', now(), now()
    from generate_series(1, ${shape.customers}) as i`);
  await exec(`
    insert into packages (id, photographer_id, title, description, category, location, province, created_at, updated_at)
    select 'k' || p || '-' || k, 'p' || p, 'Package ' || k || ' of photographer ' || p, 'Golden hour portraits and more',
      (array['WEDDING_BLISS','FAMILY_PORTRAITS','TRAVEL_DIARIES','CORPORATE_HEADSHOTS'])[1 + (p + k) % 4], 'Lumphini Park', null,
      now() - (p || ' minutes')::interval, now()
    from generate_series(1, ${shape.photographers}) as p, generate_series(1, 2) as k`);
  await exec(`
    insert into subpackages (id, package_id, photographer_id, title, description, price, duration_minutes, deliverables, delivery_days, created_at, updated_at)
    select 's' || p || '-' || k || '-' || s, 'k' || p || '-' || k, 'p' || p, 'Option ' || s, '', 150000 + ((p * 7 + s * 13) % 40) * 10000,
      (array[60, 120, 240])[s], (s * 20) || ' edited photos', 7, now(), now()
    from generate_series(1, ${shape.photographers}) as p, generate_series(1, 2) as k, generate_series(1, 3) as s`);
  // Appointments: 6 past (Completed or Canceled), 4 upcoming (Pending or Accepted) per photographer,
  // upcoming ones on distinct days at 10:00 Bangkok (03:00 UTC) so open ones never overlap.
  await exec(`
    insert into appointments (id, customer_id, photographer_id, package_id, subpackage_id, start, "end", price, location, note, status, status_history, accepted_at, created_at, updated_at)
    select 'a' || p || '-' || n, 'c' || (1 + (p * 10 + n) % ${shape.customers}), 'p' || p, 'k' || p || '-1', 's' || p || '-1-2',
      day + interval '3 hours', day + interval '5 hours', 190000, 'Lumphini Park', '',
      case when n <= 6 then (case when n % 3 = 0 then 'Canceled' else 'Completed' end) else (case when n % 2 = 0 then 'Accepted' else 'Pending' end) end,
      '[]'::jsonb, case when n > 6 and n % 2 = 0 then now() else null end, now(), now()
    from generate_series(1, ${shape.photographers}) as p, generate_series(1, 10) as n,
      lateral (select date_trunc('day', now()) + ((case when n <= 6 then -7 * n else 3 * (n - 6) end) || ' days')::interval as day) as d`);
  await exec(`
    insert into busy_times (id, photographer_id, start, "end", title, kind, appointment_id, created_at)
    select 'h' || a.id, a.photographer_id, a.start, a."end", 'Booked', 'Appointment', a.id, now()
    from appointments a where a.status in (${openAppointmentStatuses.map((s) => `'${s}'`).join(', ')})`);
  // Hand-made busy times in the afternoons (15:00–17:00 Bangkok), past and future.
  await exec(`
    insert into busy_times (id, photographer_id, start, "end", title, kind, created_at)
    select 'b' || p || '-' || n, 'p' || p, day + interval '8 hours', day + interval '10 hours', 'Blocked', 'Photographer', now()
    from generate_series(1, ${shape.photographers}) as p, generate_series(1, 10) as n,
      lateral (select date_trunc('day', now()) + (((n - 5) * 5) || ' days')::interval as day) as d`);
  await exec(`
    insert into ratings (id, user_id, reviewer_id, appointment_id, score, comment, created_at, updated_at)
    select 'r' || a.id, a.photographer_id, a.customer_id, a.id, 3 + (length(a.id) % 3), 'Lovely photos', now(), now()
    from appointments a where a.status = 'Completed' and right(a.id, 2) in ('-1', '-2', '-4')`);
  await exec(`
    update users set rating_count = r.n, rating_average = r.average
    from (select user_id, count(*)::int as n, round(avg(score)::numeric, 2)::float8 as average from ratings group by user_id) r
    where r.user_id = users.id`);
  await refreshPhotographerSummary(handle.db);
  // The summary refresh rewrote every user and package row: without a vacuum, an index range reads
  // the dead versions too (a province page measured 48 ms instead of 6), a state autovacuum ends
  // on a running server soon after a bulk write.
  await exec(`vacuum analyze`);
  return shape;
}

async function main() {
  const photographers = Number(process.argv[2] ?? 10_000);
  const url = process.env.DATABASE_URL;
  if (url && !/bench/.test(new URL(url).pathname))
    throw new Error(
      'bench/seed.ts empties its database: DATABASE_URL must name a database with "bench" in it',
    );
  if (url) {
    // Create the benchmark database when it does not exist yet.
    const pg = await import('pg');
    const admin = new pg.default.Client({
      connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1'),
    });
    await admin.connect();
    const name = new URL(url).pathname.slice(1);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const handle = await openDatabase({
    databaseUrl: url,
    pgliteDir: process.env.PGLITE_DIR ?? '.data/bench-pglite',
  });
  await migrateDatabase(handle);
  const started = performance.now();
  const shape = await seedBench(handle, photographers);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `bench/seed: ${JSON.stringify(shape)} in ${seconds} s (${url ? 'PostgreSQL' : 'PGlite'})`,
  );
  await handle.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
