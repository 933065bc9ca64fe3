/**
 * Paging the browse lists (`GET /user/photographers`, `GET /package`; docs/decisions/0017):
 * following `nextCursor` visits every match exactly once even when many share the sort key, in
 * the order one big page has; `total` is counted up to 1000; every order is read from its index,
 * also past a cursor.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { components } from '@shootbook/api-client';

import { packages, users } from '../src/db/schema.ts';
import { createTestApp, TEST_BANK_ACCOUNT, type TestApp, type TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let t: TestApp;
let viewer: TestUser;

/** Photographers in TRAVEL_DIARIES: groups sharing rating and name, and sharing a price. */
const TWINS = 7;
const photographerIds: string[] = [];
const packageIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signUpUser('Customer');
  const now = new Date('2026-11-01T00:00:00Z');
  // Three groups of identical sort keys (rating, review count, name; price), told apart by id only.
  const rows = Array.from({ length: 3 * TWINS }, (_, i) => {
    const group = i % 3;
    return {
      id: `twin-${String(i).padStart(2, '0')}`,
      name: ['Same Name', 'Same Name', 'Other Name'][group]!,
      role: 'Photographer' as const,
      bankAccount: TEST_BANK_ACCOUNT,
      ratingAverage: [4.5, null, 4.5][group]!,
      ratingCount: [4, 0, 4][group]!,
      categories: ['TRAVEL_DIARIES' as const],
      minPrice: [150_000, 150_000, null][group]!,
      packageCount: 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  await t.db.insert(users).values(rows);
  photographerIds.push(...rows.map((row) => row.id));
  // Packages created at the same instant with the same price: only the id orders them.
  const packageRows = rows.map((row, i) => ({
    id: `pkg-twin-${String(i).padStart(2, '0')}`,
    photographerId: row.id,
    title: `Travel ${i % 2}`,
    category: 'TRAVEL_DIARIES' as const,
    location: 'Chiang Mai',
    minPrice: i % 4 === 0 ? null : 200_000,
    maxPrice: i % 4 === 0 ? null : 300_000,
    createdAt: i % 2 === 0 ? now : new Date(now.getTime() + 60_000),
    updatedAt: now,
  }));
  await t.db.insert(packages).values(packageRows);
  packageIds.push(...packageRows.map((row) => row.id));
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await t.request<T>({ method: 'GET', url, token: viewer.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Every id of `path` (query `query`), following `nextCursor` with pages of `limit`. */
async function walk(
  path: '/user/photographers' | '/package',
  query: string,
  limit: number,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `${path}?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = await get<Schemas['PhotographerList'] & Schemas['PackageList']>(url);
    const items = path === '/package' ? body.packages : body.photographers;
    ids.push(...items.map((item) => item.id));
    expect(body.totalCapped).toBe(false);
    cursor = body.nextCursor;
    pages += 1;
    if (cursor) expect(items).toHaveLength(limit);
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('paging by cursor', () => {
  it.for([
    ['/user/photographers', 'category=TRAVEL_DIARIES&sort=rating'],
    ['/user/photographers', 'category=TRAVEL_DIARIES&sort=recommended'],
    ['/user/photographers', 'category=TRAVEL_DIARIES&sort=price'],
    ['/package', 'category=TRAVEL_DIARIES'],
    ['/package', 'category=TRAVEL_DIARIES&sort=newest'],
    ['/package', 'category=TRAVEL_DIARIES&sort=price'],
  ] as const)(
    '%s?%s returns every match exactly once, in the order of one big page, with ties in the sort key',
    async ([path, query]) => {
      const expected = path === '/package' ? packageIds : photographerIds;
      const whole = await get<Schemas['PhotographerList'] & Schemas['PackageList']>(
        `${path}?${query}&limit=1000`,
      );
      const wholeIds = (path === '/package' ? whole.packages : whole.photographers).map(
        (item) => item.id,
      );
      expect([...wholeIds].sort()).toEqual([...expected].sort());
      expect(whole).toMatchObject({ total: expected.length, totalCapped: false, nextCursor: null });

      for (const limit of [1, 2, 5]) {
        const { ids, pages } = await walk(path, query, limit);
        expect(ids).toEqual(wholeIds);
        expect(pages).toBe(Math.ceil(expected.length / limit));
      }
    },
  );

  it('ends exactly: a page holding the last match has no next cursor, even when it is full', async () => {
    const body = await get<Schemas['PhotographerList']>(
      `/user/photographers?category=TRAVEL_DIARIES&limit=${3 * TWINS}`,
    );
    expect(body.photographers).toHaveLength(3 * TWINS);
    expect(body.nextCursor).toBeNull();
  });

  it('orders price ties by id and puts photographers without a price last', async () => {
    const body = await get<Schemas['PhotographerList']>(
      '/user/photographers?category=TRAVEL_DIARIES&sort=price&limit=1000',
    );
    const prices = body.photographers.map((p) => p.minPrice);
    expect(prices.indexOf(null)).toBe(2 * TWINS);
    expect(prices.slice(2 * TWINS)).toEqual(Array.from({ length: TWINS }, () => null));
  });

  it('refuses a cursor of another order or one it did not make (400)', async () => {
    const first = await get<Schemas['PhotographerList']>(
      '/user/photographers?category=TRAVEL_DIARIES&sort=price&limit=2',
    );
    expect(first.nextCursor).toBeTruthy();
    for (const url of [
      `/user/photographers?sort=rating&cursor=${encodeURIComponent(first.nextCursor!)}`,
      `/package?cursor=${encodeURIComponent(first.nextCursor!)}`,
      '/user/photographers?cursor=not-a-cursor',
      `/package?cursor=${Buffer.from('["newest","yesterday","x"]').toString('base64url')}`,
    ]) {
      const response = await t.request({ method: 'GET', url, token: viewer.token });
      expect(response.status, url).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
  });
});

describe('the count of matches', () => {
  it('is exact up to 1000, then 1000 with totalCapped; paging still reaches past it', async () => {
    await t.db.execute(sql`
      insert into users (id, name, role, bank_account, categories, created_at, updated_at)
      select 'many-' || lpad(i::text, 4, '0'), 'Many ' || i, 'Photographer', ${JSON.stringify(TEST_BANK_ACCOUNT)}::jsonb,
        '["FASHION_EDITORIAL"]'::jsonb, now(), now()
      from generate_series(1, 1003) as i`);
    const first = await get<Schemas['PhotographerList']>(
      '/user/photographers?category=FASHION_EDITORIAL&limit=1000',
    );
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.photographers).toHaveLength(1000);
    const rest = await get<Schemas['PhotographerList']>(
      `/user/photographers?category=FASHION_EDITORIAL&limit=1000&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(rest.photographers).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...first.photographers, ...rest.photographers].map((p) => p.id)).size).toBe(
      1003,
    );

    const few = await get<Schemas['PhotographerList']>(
      '/user/photographers?category=FASHION_EDITORIAL&q=Many%20100&limit=5',
    );
    // "Many 100", "Many 1000" … "Many 1003": exact below the cap.
    expect(few).toMatchObject({ total: 5, totalCapped: false });
  });
});

describe('browse indexes', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const listed = `role = 'Photographer' and name <> '' and bank_account is not null and suspended_at is null`;

  it('exist: the directory and package orders and the trigram indexes of text search', async () => {
    const names = rowsOf<{ indexname: string }>(
      await t.db.execute(sql`select indexname from pg_indexes where schemaname = current_schema()`),
    ).map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'users_directory_rank_idx',
        'users_directory_price_idx',
        'users_directory_province_rank_idx',
        'users_directory_province_price_idx',
        'packages_browse_newest_idx',
        'packages_browse_price_idx',
        'users_search_trgm_idx',
        'packages_search_trgm_idx',
        'packages_province_idx',
        'packages_province_price_idx',
      ]),
    );
  });

  it.for([
    [
      'users_directory_rank_idx',
      `select id from users where ${listed} and ((-rating_rank), (-rating_count), name, id) > (-4.0::float8, 0, 'A', 'a') order by (-rating_rank), (-rating_count), name, id limit 20`,
    ],
    [
      'users_directory_price_idx',
      `select id from users where ${listed} and (coalesce(min_price, 2147483647), id) > (100, 'a') order by coalesce(min_price, 2147483647), id limit 20`,
    ],
    [
      'packages_browse_newest_idx',
      `select id from packages where (created_at, id) < (now(), 'z') order by created_at desc, id desc limit 20`,
    ],
    [
      'packages_browse_price_idx',
      `select id from packages where (coalesce(min_price, 2147483647), id) > (100, 'a') order by coalesce(min_price, 2147483647), id limit 20`,
    ],
    [
      'users_directory_province_rank_idx',
      `select id from users where ${listed} and province = 'TH-50' and ((-rating_rank), (-rating_count), name, id) > (-4.0::float8, 0, 'A', 'a') order by (-rating_rank), (-rating_count), name, id limit 20`,
    ],
    [
      'users_directory_province_price_idx',
      `select id from users where ${listed} and province = 'TH-50' and (coalesce(min_price, 2147483647), id) > (100, 'a') order by coalesce(min_price, 2147483647), id limit 20`,
    ],
    [
      'packages_province_price_idx',
      `select id from packages where effective_province = 'TH-50' and (coalesce(min_price, 2147483647), id) > (100, 'a') order by coalesce(min_price, 2147483647), id limit 20`,
    ],
    [
      'packages_province_idx',
      `select id from packages where effective_province = 'TH-50' and (created_at, id) < (now(), 'z') order by created_at desc, id desc limit 20`,
    ],
  ] as const)('%s answers its order past a cursor without sorting', async ([index, query]) => {
    // On the test's few rows the planner may as well walk the unfiltered order and filter it (as
    // it did, wrongly, on 10k photographers): the province indexes are asked with the unfiltered
    // ones of their table set aside, inside a transaction that is rolled back.
    const setAside = index.includes('province')
      ? index.startsWith('users')
        ? ['users_directory_rank_idx', 'users_directory_price_idx']
        : ['packages_browse_newest_idx', 'packages_browse_price_idx']
      : [];
    let plan = '';
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const other of setAside) await tx.execute(sql.raw(`drop index ${other}`));
        plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain ${query}`)))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain(index);
    expect(plan).toMatch(/Index Cond: \(.*ROW\(/);
    expect(plan).not.toMatch(/Sort/);
  });
});
