import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, TEST_BANK_ACCOUNT, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('authentication', () => {
  it('answers 401 unauthenticated without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/user/profile' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('answers 401 for a token the emulator did not issue', async () => {
    const res = await t.request({ method: 'GET', url: '/user/profile', token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('checks the token before validating the request', async () => {
    const res = await t.request({ method: 'GET', url: '/user/photographers?limit=5000' });
    expect(res.status).toBe(401);
  });

  it('answers unknown routes with 404 not_found in the Error shape', async () => {
    const user = await t.signUpUser('none');
    const res = await t.request({ method: 'GET', url: '/no/such/route', token: user.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });

  it('answers malformed JSON with 400 validation_failed', async () => {
    const user = await t.signUpUser('Guest');
    const res = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('registration progression (docs/product.md §4)', () => {
  it('creates a Guest profile with an empty name on first GET /user/profile', async () => {
    const user = await t.signUpUser('none');
    const res = await t.request({ method: 'GET', url: '/user/profile', token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.uid,
      email: user.email,
      name: '',
      role: 'Guest',
      bankAccount: null,
      payoutsEnabled: false,
      language: 'en',
    });
    const again = await t.request({ method: 'GET', url: '/user/profile', token: user.token });
    expect(again.body.createdAt).toBe(res.body.createdAt);
  });

  it('keeps the language the user chose (en or th) for the app and for what ShootBook sends them', async () => {
    const user = await t.signUpUser('Customer');
    const thai = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { language: 'th' },
    });
    expect(thai.body.language).toBe('th');
    expect(
      (await t.request({ method: 'GET', url: '/user/profile', token: user.token })).body.language,
    ).toBe('th');
    const unknown = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { language: 'fr' },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses a name with zero-width or other invisible format characters, and keeps Thai marks', async () => {
    const user = await t.signUpUser('Guest');
    const rename = (name: string) =>
      t.request({ method: 'PATCH', url: '/user/profile', token: user.token, body: { name } });
    const invisible = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'];
    for (const character of invisible) {
      const refused = await rename(`Som${character}chai`);
      expect(refused.status, JSON.stringify(character)).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation_failed',
        details: { field: 'name', reason: 'invisible_characters' },
      });
    }
    const profile = await t.request({ method: 'GET', url: '/user/profile', token: user.token });
    expect(profile.body.name).toBe('');

    // Thai vowels and tone marks are combining marks, not format characters.
    const thai = await rename('กิ่งแก้ว น้ำใจดี');
    expect(thai.status).toBe(200);
    expect(thai.body.name).toBe('กิ่งแก้ว น้ำใจดี');
  });

  it('walks name → role Photographer → bank account, with default availability', async () => {
    const user = await t.signUpUser('Guest');
    const named = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { name: 'Niran' },
    });
    expect(named.body).toMatchObject({ name: 'Niran', role: 'Guest' });

    const early = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { bankAccount: TEST_BANK_ACCOUNT },
    });
    expect(early.status).toBe(403);

    const role = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { role: 'Photographer' },
    });
    expect(role.status).toBe(200);
    expect(role.body.role).toBe('Photographer');
    expect(role.body.timezone).toBe('Asia/Bangkok');
    expect(role.body.weeklyAvailability.MON).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(role.body.weeklyAvailability.SUN ?? []).toEqual([]);

    const bank = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { bankAccount: TEST_BANK_ACCOUNT },
    });
    expect(bank.status).toBe(200);
    expect(bank.body.bankAccount).toEqual(TEST_BANK_ACCOUNT);
  });

  it('lets the role be chosen only once (409)', async () => {
    const user = await t.signUpUser('Customer');
    const res = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { role: 'Photographer' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
  });

  it('refuses a bank account for customers (403) and a malformed account number (400)', async () => {
    const customer = await t.signUpUser('Customer');
    const forbidden = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: customer.token,
      body: { bankAccount: TEST_BANK_ACCOUNT },
    });
    expect(forbidden.status).toBe(403);
    const photographer = await t.signUpUser('Photographer');
    const bad = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: photographer.token,
      body: { bankAccount: { ...TEST_BANK_ACCOUNT, accountNumber: '12-34' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('rejects unknown fields, Guest as a target role and inconsistent availability', async () => {
    const user = await t.signUpUser('Photographer');
    const unknown = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { isAdmin: true },
    });
    expect(unknown.status).toBe(400);
    const guest = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { role: 'Guest' },
    });
    expect(guest.status).toBe(400);
    const backwards = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { weeklyAvailability: { MON: [{ start: '18:00', end: '09:00' }] } },
    });
    expect(backwards.status).toBe(422);
    const zone = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: user.token,
      body: { timezone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(422);
  });
});

describe('public profiles and the photographer directory', () => {
  it('shows public fields only and 404s unknown users', async () => {
    const viewer = await t.signUpUser('Customer');
    const photographer = await t.signUpUser('Photographer', { phone: '+66 81 234 5678' });
    const res = await t.request({
      method: 'GET',
      url: `/user/profile/${photographer.uid}`,
      token: viewer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Test Photographer');
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('phone');
    expect(res.body).not.toHaveProperty('bankAccount');
    const missing = await t.request({
      method: 'GET',
      url: '/user/profile/nobody-here',
      token: viewer.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('lists only registered photographers, filtered by province, category and text', async () => {
    const viewer = await t.signUpUser('Customer');
    const chiangMai = await t.signUpUser('Photographer', {
      name: 'Ploy Wedding Studio',
      province: 'TH-50', // Chiang Mai
      specialties: ['WEDDING_BLISS'],
    });
    const krit = await t.signUpUser('Photographer', {
      name: 'Krit Headshots',
      province: 'TH-83',
      specialties: ['CORPORATE_HEADSHOTS'],
    });
    const unfinished = await t.signUpUser('Guest');
    await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: unfinished.token,
      body: { name: 'No Bank', role: 'Photographer' },
    });

    const all = await t.request({
      method: 'GET',
      url: '/user/photographers?limit=1000',
      token: viewer.token,
    });
    expect(all.status).toBe(200);
    const names = all.body.photographers.map((p: { name: string }) => p.name);
    expect(names).toContain('Ploy Wedding Studio');
    expect(names).not.toContain('No Bank');
    expect(all.body.total).toBe(all.body.photographers.length);

    const byProvince = await t.request({
      method: 'GET',
      url: '/user/photographers?province=TH-50',
      token: viewer.token,
    });
    expect(byProvince.body.photographers.map((p: { id: string }) => p.id)).toEqual([chiangMai.uid]);

    const byCategory = await t.request({
      method: 'GET',
      url: '/user/photographers?category=WEDDING_BLISS',
      token: viewer.token,
    });
    expect(byCategory.body.photographers.map((p: { id: string }) => p.id)).toEqual([chiangMai.uid]);

    const byText = await t.request({
      method: 'GET',
      url: '/user/photographers?q=headshot',
      token: viewer.token,
    });
    expect(byText.body.photographers.map((p: { name: string }) => p.name)).toEqual([
      'Krit Headshots',
    ]);

    // The bio too, in any case, and after an edit; never a phrase spanning name and bio.
    const bio = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: krit.token,
      body: { bio: 'Studio portraits in HAT YAI' },
    });
    expect(bio.status).toBe(200);
    const search = async (q: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/user/photographers?q=${encodeURIComponent(q)}`,
          token: viewer.token,
        })
      ).body.photographers.map((p: { name: string }) => p.name);
    expect(await search('hat Yai')).toEqual(['Krit Headshots']);
    expect(await search('headshots studio')).toEqual([]);
  });

  it('rejects limit=5000 and an unknown category with 400', async () => {
    const viewer = await t.signUpUser('Customer');
    const limit = await t.request({
      method: 'GET',
      url: '/user/photographers?limit=5000',
      token: viewer.token,
    });
    expect(limit.status).toBe(400);
    expect(limit.body.code).toBe('validation_failed');
    const category = await t.request({
      method: 'GET',
      url: '/user/photographers?category=UNDERWATER',
      token: viewer.token,
    });
    expect(category.status).toBe(400);
  });
});

describe('photographer directory summaries', () => {
  it('counts active packages and shows the cheapest active sub-package; filters by price', async () => {
    const viewer = await t.signUpUser('Customer');
    const photographer = await t.signUpUser('Photographer', {
      name: 'Summary Tester',
      province: 'TH-81',
    });
    const pkg = await t.request({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Krabi Elopement',
        description: '',
        category: 'WEDDING_BLISS',
        location: 'Railay',
      },
    });
    for (const price of [1_500_000, 2_800_000]) {
      await t.request({
        method: 'POST',
        url: `/subpackage/${pkg.body.id}`,
        token: photographer.token,
        body: { title: `Option ${price}`, price, durationMinutes: 180 },
      });
    }
    const res = await t.request({
      method: 'GET',
      url: '/user/photographers?province=TH-81',
      token: viewer.token,
    });
    expect(res.body.photographers).toEqual([
      expect.objectContaining({ id: photographer.uid, packageCount: 1, minPrice: 1_500_000 }),
    ]);
    const tooCheap = await t.request({
      method: 'GET',
      url: '/user/photographers?province=TH-81&maxPrice=1000000',
      token: viewer.token,
    });
    expect(tooCheap.body.total).toBe(0);
    const inRange = await t.request({
      method: 'GET',
      url: '/user/photographers?province=TH-81&minPrice=2000000',
      token: viewer.token,
    });
    expect(inRange.body.total).toBe(1);
  });
});

describe("the API's clock in the Date header", () => {
  it('answers with the time of its own clock, which the web uses for time-dependent actions', async () => {
    const user = await t.signUpUser('Guest');
    const before = await t.request({ method: 'GET', url: '/user/profile', token: user.token });
    const moved = t.clock.advance(3 * 24 * 60);
    const after = await t.request({ method: 'GET', url: '/user/profile', token: user.token });
    expect(Date.parse(String(after.headers.date))).toBe(Math.floor(moved.getTime() / 1000) * 1000);
    expect(
      Date.parse(String(after.headers.date)) - Date.parse(String(before.headers.date)),
    ).toBeGreaterThanOrEqual(3 * 24 * 60 * 60 * 1000 - 1000);
  });

  it('lets the browser read Date across origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(String(res.headers['access-control-expose-headers'])).toContain('Date');
  });
});
