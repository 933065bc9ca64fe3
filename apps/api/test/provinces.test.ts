/**
 * Provinces as data (docs/decisions/0013): migration 0011 turns the free text profiles and
 * packages stored into ISO 3166-2:TH codes, the contract takes and answers codes only, and the
 * filters find by code — also the photographer whose old text said "Chon Buri" when the customer
 * would have typed "Chonburi".
 */
import { readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import { PROVINCES, provinceCodes } from '@shootbook/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { pgErrorCode } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Old free text as profiles and packages held it, and the code migration 0011 must make of it. */
const SPELLINGS: [text: string, code: string | null][] = [
  ['Chon Buri', 'TH-20'],
  ['Chonburi', 'TH-20'],
  ['chon buri ', 'TH-20'],
  ['CHONBURI', 'TH-20'],
  ['Chon-Buri', 'TH-20'],
  ['จ.ชลบุรี', 'TH-20'],
  ['จังหวัด ชลบุรี', 'TH-20'],
  ['Pattaya', 'TH-20'],
  ['Chiang Mai Province', 'TH-50'],
  ['Chiangmai', 'TH-50'],
  ['Bangkok', 'TH-10'],
  ['Krung Thep Maha Nakhon', 'TH-10'],
  ['กรุงเทพฯ', 'TH-10'],
  ['กทม.', 'TH-10'],
  ['Ayutthaya', 'TH-14'],
  ['Korat', 'TH-30'],
  ['Buriram', 'TH-31'],
  ['Sisaket', 'TH-33'],
  ['Lopburi', 'TH-16'],
  ['Prachinburi', 'TH-25'],
  ['Phang Nga', 'TH-82'],
  ['Phang-nga', 'TH-82'],
  ['Nong Bua Lamphu', 'TH-39'],
  ['Bueng Kan', 'TH-38'],
  ['Hua Hin', 'TH-77'],
  ['Hat Yai', 'TH-90'],
  ['TH-83', 'TH-83'],
  // What names no province is cleared.
  ['Atlantis', null],
  ['Vientiane', null],
  ['Bang Na', null],
  ['Chiang', null],
  ['', null],
  ['   ', null],
];

/** Every English and Thai name, as the old web's select and Thai users wrote them. */
const NAMES: [string, string][] = PROVINCES.flatMap((p) => [
  [p.en, p.code],
  [p.th, p.code],
]);

describe('migration 0011: free-text provinces become codes', () => {
  let t: TestApp;
  let viewer: TestUser;

  beforeAll(async () => {
    const handle = await createTestDatabase({ migratedUpTo: '0010_reminders_once' });
    const bank = JSON.stringify({
      bank: 'KASIKORN_BANK',
      accountNumber: '1234567890',
      accountName: 'Old Photographer',
    });
    const users = [
      ...[...SPELLINGS, ...NAMES].map(([text], i) => ({
        id: `old-${i}`,
        province: text as string | null,
      })),
      { id: 'old-none', province: null },
    ];
    // As the rows stood before: photographers listed in the directory, provinces as typed.
    await handle.db.execute(
      sql`insert into users (id, name, role, province, bank_account) values ${sql.join(
        users.map(
          (u) => sql`(${u.id}, ${`Old ${u.id}`}, 'Photographer', ${u.province}, ${bank}::jsonb)`,
        ),
        sql`, `,
      )}`,
    );
    await handle.db.execute(
      sql`update users set name = 'Chon Buri Studio' where province = 'Chon Buri'`,
    );
    const chonBuri = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from users where province = 'Chon Buri'`),
    )[0]!.id;
    await handle.db.execute(sql`
      insert into packages (id, photographer_id, title, category, location, province) values
        ('pkg-own', ${chonBuri}, 'Sattahip beach day', 'TRAVEL_DIARIES', 'Sattahip', 'Chonburi'),
        ('pkg-inherits', ${chonBuri}, 'Studio portraits', 'FAMILY_PORTRAITS', 'Studio', null),
        ('pkg-unknown', ${chonBuri}, 'Somewhere', 'OTHER', 'Somewhere', 'Middle Earth'),
        ('pkg-thai', ${chonBuri}, 'Old town walk', 'TRAVEL_DIARIES', 'Old town', 'จ.เชียงใหม่')`);

    await migrateDatabase(handle);
    t = await createTestApp({ handle });
    viewer = await t.signUpUser('Customer');
  });
  afterAll(async () => {
    await t?.close();
  });

  const provinceOf = async (table: 'users' | 'packages', id: string) =>
    rowsOf<{ province: string | null }>(
      await t.db.execute(sql`select province from ${sql.identifier(table)} where id = ${id}`),
    )[0]?.province;

  it('maps every English and Thai name, code and common spelling to its code, and clears the rest', async () => {
    const found = new Map(
      rowsOf<{ id: string; province: string | null }>(
        await t.db.execute(sql`select id, province from users where id like 'old-%'`),
      ).map((r) => [r.id, r.province]),
    );
    const wrong = [...SPELLINGS, ...NAMES].flatMap(([text, code], i) =>
      found.get(`old-${i}`) === code
        ? []
        : [`${JSON.stringify(text)} → ${found.get(`old-${i}`)}, not ${code}`],
    );
    expect(wrong).toEqual([]);
    expect(found.get('old-none')).toBeNull();
  });

  it('maps packages the same way', async () => {
    expect(await provinceOf('packages', 'pkg-own')).toBe('TH-20');
    expect(await provinceOf('packages', 'pkg-inherits')).toBeNull();
    expect(await provinceOf('packages', 'pkg-unknown')).toBeNull();
    expect(await provinceOf('packages', 'pkg-thai')).toBe('TH-50');
  });

  it('finds the photographer whose profile said "Chon Buri" by the code of Chonburi, with their packages', async () => {
    const photographers = await t.request({
      method: 'GET',
      url: '/user/photographers?province=TH-20&limit=1000',
      token: viewer.token,
    });
    expect(photographers.status).toBe(200);
    expect(photographers.body.photographers.map((p: { name: string }) => p.name)).toContain(
      'Chon Buri Studio',
    );
    expect(
      new Set(photographers.body.photographers.map((p: { province: string }) => p.province)),
    ).toEqual(new Set(['TH-20']));
    // Every old spelling of Chon Buri (Pattaya too), its English and its Thai name.
    expect(photographers.body.total).toBe(
      [...SPELLINGS, ...NAMES].filter(([, code]) => code === 'TH-20').length,
    );

    const packages = await t.request({
      method: 'GET',
      url: '/package?province=TH-20',
      token: viewer.token,
    });
    // Its own province, or its photographer's when it has none (also once its unknown text is cleared).
    expect(packages.body.packages.map((p: { id: string }) => p.id).sort()).toEqual([
      'pkg-inherits',
      'pkg-own',
      'pkg-unknown',
    ]);
    const chiangMai = await t.request({
      method: 'GET',
      url: '/package?province=TH-50',
      token: viewer.token,
    });
    expect(chiangMai.body.packages.map((p: { id: string }) => p.id)).toEqual(['pkg-thai']);
  });

  it('lets the database hold nothing but a code from now on', async () => {
    const refused = await t.db
      .execute(sql`update users set province = 'Chon Buri' where id = 'old-none'`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorCode(refused)).toBe('23514');
    const refusedPackage = await t.db
      .execute(sql`update packages set province = 'TH-99' where id = 'pkg-own'`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorCode(refusedPackage)).toBe('23514');
  });
});

describe('province codes on the wire', () => {
  let t: TestApp;
  let photographer: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    photographer = await t.signUpUser('Photographer', {
      name: 'Nok Seaside Photos',
      province: 'TH-20',
    });
    customer = await t.signUpUser('Customer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are the 77 codes of packages/machines, in the contract as in the code', () => {
    const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { ProvinceCode: { enum: string[] } } };
    };
    expect(spec.components.schemas.ProvinceCode.enum).toEqual([...provinceCodes]);
  });

  it('round-trip on the profile: stored, answered and cleared as codes', async () => {
    expect(photographer.profile?.province).toBe('TH-20');
    const own = await t.request({ method: 'GET', url: '/user/profile', token: photographer.token });
    expect(own.body.province).toBe('TH-20');
    const seen = await t.request({
      method: 'GET',
      url: `/user/profile/${photographer.uid}`,
      token: customer.token,
    });
    expect(seen.body.province).toBe('TH-20');

    const moved = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: customer.token,
      body: { province: 'TH-38' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.province).toBe('TH-38');
    const cleared = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: customer.token,
      body: { province: null },
    });
    expect(cleared.body.province).toBeNull();
  });

  it('round-trip on packages, which take the photographer’s province unless given their own', async () => {
    const body = {
      title: 'Koh Larn day trip',
      description: '',
      category: 'TRAVEL_DIARIES',
      location: 'Koh Larn pier',
    };
    const inherited = await t.request({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body,
    });
    expect(inherited.status).toBe(201);
    expect(inherited.body.province).toBe('TH-20');
    const own = await t.request({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: { ...body, province: 'TH-50' },
    });
    expect(own.body.province).toBe('TH-50');
    const changed = await t.request({
      method: 'PATCH',
      url: `/package/${own.body.id}`,
      token: photographer.token,
      body: { province: 'TH-83' },
    });
    expect(changed.body.province).toBe('TH-83');
    const read = await t.request({
      method: 'GET',
      url: `/package/${own.body.id}`,
      token: customer.token,
    });
    expect(read.body.province).toBe('TH-83');
    const listed = await t.request({
      method: 'GET',
      url: '/package?province=TH-83',
      token: customer.token,
    });
    expect(listed.body.packages.map((p: { id: string }) => p.id)).toEqual([own.body.id]);
  });

  it.each([
    ['a name', 'Chon Buri'],
    ['another spelling', 'Chonburi'],
    ['a Thai name', 'ชลบุรี'],
    ['a code in lower case', 'th-20'],
    ['a code that is no province', 'TH-99'],
    ['Pattaya’s city code', 'TH-S'],
  ])('refuse %s with 400 validation_failed, in bodies and filters', async (_, value) => {
    const profile = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: photographer.token,
      body: { province: value },
    });
    expect(profile.status).toBe(400);
    expect(profile.body.code).toBe('validation_failed');
    const pkg = await t.request({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Refused',
        description: '',
        category: 'OTHER',
        location: 'Nowhere',
        province: value,
      },
    });
    expect(pkg.status).toBe(400);
    for (const url of ['/user/photographers', '/package']) {
      const filtered = await t.request({
        method: 'GET',
        url: `${url}?province=${encodeURIComponent(value)}`,
        token: customer.token,
      });
      expect(filtered.status, url).toBe(400);
      expect(filtered.body.code).toBe('validation_failed');
    }
    const unchanged = await t.request({
      method: 'GET',
      url: '/user/profile',
      token: photographer.token,
    });
    expect(unchanged.body.province).toBe('TH-20');
  });
});
