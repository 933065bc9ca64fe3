/**
 * The photographer directory (`GET /user/photographers`; users/queries.ts, users/summary.ts):
 * "Top rated" is a Bayesian order, the price order and the category filter follow every
 * catalogue write, and both orders are served from the directory's indexes. In production a page
 * is served again for a second (the micro-cache, docs/decisions/0019).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { components } from '@shootbook/api-client';

import { TestClock } from '../src/clock.ts';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let t: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.signUpUser('Customer');
});
afterAll(async () => {
  await t?.close();
});

/**
 * `GET /user/photographers?query` on `app` (default this file's) as `token` (default the
 * viewer's); expects 200.
 */
const list = async (query: string, as: { app?: TestApp; token?: string } = {}) => {
  const response = await (as.app ?? t).request<Schemas['PhotographerList']>({
    method: 'GET',
    url: `/user/photographers?${query}`,
    token: as.token ?? viewer.token,
  });
  expect(response.status).toBe(200);
  return response.body;
};

describe('the photographer directory', () => {
  it('ranks "Top rated" by the Bayesian average: forty reviews at 4.8 above one at 5.0, unrated below both', async () => {
    const ratings: [string, number | null, number][] = [
      ['Single Perfect', 5, 1],
      ['Forty Good', 4.8, 40],
      ['Nobody Yet', null, 0],
      ['Ten Fine', 4.5, 10],
      ['Three Poor', 2, 3],
    ];
    for (const [name, average, count] of ratings) {
      const p = await t.signUpUser('Photographer', { name, specialties: ['TRAVEL_DIARIES'] });
      await t.db
        .update(users)
        .set({ ratingAverage: average, ratingCount: count })
        .where(eq(users.id, p.uid));
    }
    for (const sort of ['', '&sort=rating', '&sort=recommended']) {
      const body = await list(`category=TRAVEL_DIARIES${sort}`);
      expect(body.photographers.map((p) => p.name)).toEqual([
        'Forty Good',
        'Ten Fine',
        'Single Perfect',
        'Nobody Yet',
        'Three Poor',
      ]);
      expect(body.total).toBe(5);
    }
  });

  it('finds a photographer under a category, and by price, as soon as a package sells it — and no longer once it is withdrawn', async () => {
    const p = await t.signUpUser('Photographer', { name: 'Fresh Catalogue' });
    expect((await list('category=NEWBORN_MOMENTS')).photographers.map((x) => x.id)).not.toContain(
      p.uid,
    );

    const pkg = await t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: p.token,
      body: {
        title: 'Newborn at home',
        description: 'Gentle, at your home',
        category: 'NEWBORN_MOMENTS',
        location: 'Bangkok',
      },
    });
    expect(pkg.status).toBe(201);
    for (const price of [450_000, 250_000]) {
      const sub = await t.request({
        method: 'POST',
        url: `/subpackage/${pkg.body.id}`,
        token: p.token,
        body: { title: `Session ${price}`, price, durationMinutes: 90 },
      });
      expect(sub.status).toBe(201);
    }
    const found = (await list('category=NEWBORN_MOMENTS')).photographers.find(
      (x) => x.id === p.uid,
    );
    expect(found).toMatchObject({ packageCount: 1, minPrice: 250_000 });

    const cheap = await t.signUpUser('Photographer', { name: 'Cheaper Newborn' });
    const cheapPkg = await t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: cheap.token,
      body: {
        title: 'Newborn mini',
        description: 'Short session',
        category: 'NEWBORN_MOMENTS',
        location: 'Bangkok',
      },
    });
    await t.request({
      method: 'POST',
      url: `/subpackage/${cheapPkg.body.id}`,
      token: cheap.token,
      body: { title: 'Mini', price: 150_000, durationMinutes: 60 },
    });
    const byPrice = await list('category=NEWBORN_MOMENTS&sort=price');
    expect(byPrice.photographers.map((x) => x.name)).toEqual([
      'Cheaper Newborn',
      'Fresh Catalogue',
    ]);

    const withdrawn = await t.request({
      method: 'PATCH',
      url: `/package/${pkg.body.id}`,
      token: p.token,
      body: { active: false },
    });
    expect(withdrawn.status).toBe(200);
    expect((await list('category=NEWBORN_MOMENTS')).photographers.map((x) => x.id)).toEqual([
      cheap.uid,
    ]);
  });

  it('answers both orders from the directory indexes instead of sorting every photographer', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (order: string) =>
        (
          (await tx.execute(
            sql.raw(
              `explain select id from users where role = 'Photographer' and name <> '' and bank_account is not null and suspended_at is null order by ${order} limit 20`,
            ),
          )) as unknown as { rows: { 'QUERY PLAN': string }[] }
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return {
        rating: await explain('(-rating_rank), (-rating_count), name, id'),
        price: await explain('coalesce(min_price, 2147483647), id'),
      };
    });
    expect(plans.rating).toContain('users_directory_rank_idx');
    expect(plans.rating).not.toMatch(/Sort/);
    expect(plans.price).toContain('users_directory_price_idx');
  });
});

describe('the directory micro-cache (DIRECTORY_CACHE_MS, 1000 in production)', () => {
  it('serves a page again to every caller for a second, then reads it anew; another question is read at once', async () => {
    const clock = new TestClock(new Date());
    const c = await createTestApp({ clock, config: { directoryCacheMs: 1000 } });
    try {
      const [someone, another] = [await c.signUpUser('Customer'), await c.signUpUser('Customer')];
      const p = await c.signUpUser('Photographer', {
        name: 'Before Rename',
        specialties: ['GRADUATION_MEMORIES'],
      });
      const names = async (token: string, query: string) =>
        (await list(query, { app: c, token })).photographers.map((x) => x.name);
      expect(await names(someone.token, 'category=GRADUATION_MEMORIES')).toEqual(['Before Rename']);

      const renamed = await c.request({
        method: 'PATCH',
        url: '/user/profile',
        token: p.token,
        body: { name: 'After Rename' },
      });
      expect(renamed.status).toBe(200);
      // Within the second: the same question — from another caller, its parameters spelled in
      // another order, the default page size said aloud — is answered from the cache.
      expect(await names(another.token, 'limit=50&category=GRADUATION_MEMORIES')).toEqual([
        'Before Rename',
      ]);
      // Another question is read from the database.
      expect(await names(another.token, 'category=GRADUATION_MEMORIES&sort=price')).toEqual([
        'After Rename',
      ]);

      clock.advance(1_001 / 60_000); // just over a second
      expect(await names(someone.token, 'category=GRADUATION_MEMORIES')).toEqual(['After Rename']);
    } finally {
      await c.close();
    }
  });

  it('keeps no refusal: a foreign cursor is refused with 400 each time it is sent', async () => {
    const c = await createTestApp({ config: { directoryCacheMs: 60_000 } });
    try {
      const someone = await c.signUpUser('Customer');
      for (let i = 0; i < 2; i++) {
        const response = await c.request<Schemas['Error']>({
          method: 'GET',
          url: '/user/photographers?cursor=not-a-cursor',
          token: someone.token,
        });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('validation_failed');
      }
    } finally {
      await c.close();
    }
  });
});
