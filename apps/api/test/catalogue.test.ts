import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestClock } from '../src/clock.ts';
import { appointments, busyTimes, packages } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';

let t: TestApp;
let photographer: TestUser;
let other: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  photographer = await t.signUpUser('Photographer', { name: 'Anan Wongsakul', province: 'TH-10' });
  other = await t.signUpUser('Photographer', { name: 'Other Photographer', province: 'TH-83' });
  customer = await t.signUpUser('Customer');
});
afterAll(async () => {
  await t?.close();
});

const packageBody = {
  title: 'Riverside Wedding Day',
  description: 'Full-day coverage',
  category: 'WEDDING_BLISS',
  location: 'Bangkok riverside',
};

async function createPackage(owner: TestUser, body: Record<string, unknown> = packageBody) {
  const res = await t.request({ method: 'POST', url: '/package', token: owner.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function createSub(owner: TestUser, packageId: string, price: number, title = 'Ceremony') {
  const res = await t.request({
    method: 'POST',
    url: `/subpackage/${packageId}`,
    token: owner.token,
    body: { title, price, durationMinutes: 120, deliverables: '100 edited photos' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** An appointment row written directly (the appointments module owns the booking flow). */
/** An appointment written directly; an open one also gets the busy time that holds its slot, as a booking would. */
async function insertAppointment(
  packageId: string,
  subpackageId: string,
  status: 'Pending' | 'Completed',
  startOffsetDays: number,
) {
  const start = new Date(Date.now() + startOffsetDays * 86_400_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const id = randomUUID();
  await t.db.insert(appointments).values({
    id,
    customerId: customer.uid,
    photographerId: photographer.uid,
    packageId,
    subpackageId,
    start,
    end,
    price: 1_800_000,
    status,
  });
  if (status === 'Pending') {
    await t.db.insert(busyTimes).values({
      id: randomUUID(),
      photographerId: photographer.uid,
      start,
      end,
      title: 'Hold',
      kind: 'Appointment',
      appointmentId: id,
    });
  }
  return id;
}

describe('packages', () => {
  it('lets a photographer create a package with sub-packages and shows the price range', async () => {
    const pkg = await createPackage(photographer);
    await createSub(photographer, pkg.id, 1_800_000, 'Ceremony only');
    await createSub(photographer, pkg.id, 4_500_000, 'Full day');
    const res = await t.request({
      method: 'GET',
      url: `/package/${pkg.id}`,
      token: customer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: pkg.id,
      photographerId: photographer.uid,
      minPrice: 1_800_000,
      maxPrice: 4_500_000,
      province: 'TH-10',
    });
    expect(res.body.photographer).toMatchObject({ id: photographer.uid, name: 'Anan Wongsakul' });
    expect(res.body.subpackages.map((s: { price: number }) => s.price)).toEqual([
      1_800_000, 4_500_000,
    ]);
  });

  it('forbids customers to create packages (403) and validates the body (400)', async () => {
    const forbidden = await t.request({
      method: 'POST',
      url: '/package',
      token: customer.token,
      body: packageBody,
    });
    expect(forbidden.status).toBe(403);
    // The role is a value the client words, not part of a sentence.
    expect(forbidden.body).toMatchObject({
      code: 'forbidden',
      params: { reason: 'role_required', role: 'Photographer' },
    });
    const bad = await t.request({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: { ...packageBody, category: 'UNDERWATER' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets only the owner edit or delete a package (403) and 404s unknown ids', async () => {
    const pkg = await createPackage(photographer);
    const edit = await t.request({
      method: 'PATCH',
      url: `/package/${pkg.id}`,
      token: other.token,
      body: { title: 'Mine now' },
    });
    expect(edit.status).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `/package/${pkg.id}`,
      token: other.token,
    });
    expect(del.status).toBe(403);
    const own = await t.request({
      method: 'PATCH',
      url: `/package/${pkg.id}`,
      token: photographer.token,
      body: { title: 'Golden hour wedding' },
    });
    expect(own.status).toBe(200);
    expect(own.body.title).toBe('Golden hour wedding');
    const missing = await t.request({
      method: 'GET',
      url: `/package/${randomUUID()}`,
      token: customer.token,
    });
    expect(missing.status).toBe(404);
  });

  it('filters the package list by category, photographer, price and text', async () => {
    const pkg = await createPackage(other, {
      ...packageBody,
      title: 'Phuket Sunrise Diary',
      category: 'TRAVEL_DIARIES',
    });
    await createSub(other, pkg.id, 400_000);
    const byCategory = await t.request({
      method: 'GET',
      url: '/package?category=TRAVEL_DIARIES',
      token: customer.token,
    });
    expect(byCategory.body.packages.map((p: { id: string }) => p.id)).toEqual([pkg.id]);
    const cheap = await t.request({
      method: 'GET',
      url: '/package?maxPrice=500000',
      token: customer.token,
    });
    expect(cheap.body.packages.map((p: { id: string }) => p.id)).toEqual([pkg.id]);
    const text = await t.request({
      method: 'GET',
      url: '/package?q=sunrise',
      token: customer.token,
    });
    expect(text.body.total).toBe(1);
    const mine = await t.request({
      method: 'GET',
      url: `/package?photographerId=${other.uid}`,
      token: customer.token,
    });
    expect(mine.body.packages.map((p: { id: string }) => p.id)).toContain(pkg.id);
    expect(
      new Set(mine.body.packages.map((p: { photographerId: string }) => p.photographerId)),
    ).toEqual(new Set([other.uid]));
    const bad = await t.request({
      method: 'GET',
      url: '/package?limit=5000',
      token: customer.token,
    });
    expect(bad.status).toBe(400);
  });

  it("finds packages by their photographer's current name and province, also after a rename or a move", async () => {
    const mover = await t.signUpUser('Photographer', { name: 'Kanya Srisuk', province: 'TH-50' });
    // A new package takes its photographer's province unless it names its own.
    const local = await createPackage(mover, { ...packageBody, title: 'Doi Suthep portraits' });
    const away = await createPackage(mover, {
      ...packageBody,
      title: 'Krabi cliffs',
      province: 'TH-81',
    });
    // One from before provinces were asked for has none of its own.
    const legacy = await createPackage(mover, { ...packageBody, title: 'Old town walk' });
    await t.db.update(packages).set({ province: null }).where(eq(packages.id, legacy.id));
    const ids = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/package?${query}`,
        token: customer.token,
      });
      expect(res.status).toBe(200);
      return (res.body.packages as { id: string }[]).map((p) => p.id).sort();
    };
    expect(await ids('q=srisuk')).toEqual([local.id, away.id, legacy.id].sort());
    expect(await ids('province=TH-81&q=srisuk')).toEqual([away.id]);

    const moved = await t.request({
      method: 'PATCH',
      url: '/user/profile',
      token: mover.token,
      body: { name: 'Kanya Thongdee', province: 'TH-83' },
    });
    expect(moved.status).toBe(200);
    expect(await ids('q=srisuk'), 'the old name finds nothing').toEqual([]);
    expect(await ids('q=thongdee')).toEqual([local.id, away.id, legacy.id].sort());
    // The package without a province of its own follows its photographer; the others stay.
    expect(await ids('province=TH-83&q=thongdee')).toEqual([legacy.id]);
    expect(await ids('province=TH-50&q=thongdee')).toEqual([local.id]);
    expect(await ids('province=TH-81&q=thongdee')).toEqual([away.id]);
  });

  it('searches title, description and name in any case, Thai too, takes % and _ literally, never across two fields, and follows an edit', async () => {
    const niran = await t.signUpUser('Photographer', { name: 'Niran Chaiyaporn' });
    const pkg = await createPackage(niran, {
      ...packageBody,
      title: 'Sunset over KRABI',
      description: 'ถ่ายภาพงานแต่งงาน, 100% natural light',
    });
    const ids = async (q: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/package?photographerId=${niran.uid}&q=${encodeURIComponent(q)}`,
        token: customer.token,
      });
      expect(res.status).toBe(200);
      return (res.body.packages as { id: string }[]).map((p) => p.id);
    };
    for (const q of ['krabi', 'Sunset Over', 'งานแต่ง', '100%', 'CHAIYAPORN', 'n c']) {
      expect(await ids(q), q).toEqual([pkg.id]);
    }
    // `%` and `_` are characters, not wildcards; a phrase spanning title and description (or
    // description and name) is not in either.
    for (const q of ['sunset%krabi', 'natura_ light', 'krabi ถ่าย', 'light niran']) {
      expect(await ids(q), q).toEqual([]);
    }
    const edited = await t.request({
      method: 'PATCH',
      url: `/package/${pkg.id}`,
      token: niran.token,
      body: { title: 'Phang Nga bay' },
    });
    expect(edited.status).toBe(200);
    expect(await ids('krabi'), 'the old title finds nothing').toEqual([]);
    expect(await ids('PHANG nga')).toEqual([pkg.id]);
  });

  it('refuses to delete a package with a pending appointment (409) and deactivates one with history', async () => {
    const pkg = await createPackage(photographer);
    const sub = await createSub(photographer, pkg.id, 1_800_000);
    const pending = await insertAppointment(pkg.id, sub.id, 'Pending', 10);
    const refused = await t.request({
      method: 'DELETE',
      url: `/package/${pkg.id}`,
      token: photographer.token,
    });
    expect(refused.status).toBe(409);
    const refusedSub = await t.request({
      method: 'DELETE',
      url: `/subpackage/${sub.id}`,
      token: photographer.token,
    });
    expect(refusedSub.status).toBe(409);

    await t.db
      .update(appointments)
      .set({ status: 'Completed' })
      .where((await import('drizzle-orm')).eq(appointments.id, pending));
    const deleted = await t.request({
      method: 'DELETE',
      url: `/package/${pkg.id}`,
      token: photographer.token,
    });
    expect(deleted.status).toBe(204);
    const after = await t.request({
      method: 'GET',
      url: `/package/${pkg.id}`,
      token: customer.token,
    });
    expect(after.status).toBe(200);
    expect(after.body.active).toBe(false);
    const listed = await t.request({
      method: 'GET',
      url: '/package?limit=1000',
      token: customer.token,
    });
    expect(listed.body.packages.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
  });

  it('removes a package without history', async () => {
    const pkg = await createPackage(photographer);
    await createSub(photographer, pkg.id, 500_000);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/package/${pkg.id}`,
      token: photographer.token,
    });
    expect(deleted.status).toBe(204);
    const gone = await t.request({
      method: 'GET',
      url: `/package/${pkg.id}`,
      token: photographer.token,
    });
    expect(gone.status).toBe(404);
  });
});

describe('sub-packages', () => {
  it('creates in package {id} (owner only), updates, lists and deletes', async () => {
    const pkg = await createPackage(photographer);
    const foreign = await t.request({
      method: 'POST',
      url: `/subpackage/${pkg.id}`,
      token: other.token,
      body: { title: 'Sneaky', price: 5000, durationMinutes: 60 },
    });
    expect(foreign.status).toBe(403);
    const noPackage = await t.request({
      method: 'POST',
      url: `/subpackage/${randomUUID()}`,
      token: photographer.token,
      body: { title: 'Lost', price: 5000, durationMinutes: 60 },
    });
    expect(noPackage.status).toBe(404);
    const badDuration = await t.request({
      method: 'POST',
      url: `/subpackage/${pkg.id}`,
      token: photographer.token,
      body: { title: 'Odd', price: 5000, durationMinutes: 50 },
    });
    expect(badDuration.status).toBe(400);

    const sub = await createSub(photographer, pkg.id, 650_000);
    const updated = await t.request({
      method: 'PATCH',
      url: `/subpackage/${sub.id}`,
      token: photographer.token,
      body: { price: 700_000 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      price: 700_000,
      packageId: pkg.id,
      photographerId: photographer.uid,
    });
    const notOwner = await t.request({
      method: 'PATCH',
      url: `/subpackage/${sub.id}`,
      token: other.token,
      body: { price: 100_000 },
    });
    expect(notOwner.status).toBe(403);

    const list = await t.request({
      method: 'GET',
      url: `/subpackage?packageId=${pkg.id}&limit=1000`,
      token: customer.token,
    });
    expect(list.body).toMatchObject({ total: 1 });
    expect(list.body.subpackages[0].id).toBe(sub.id);

    const removed = await t.request({
      method: 'DELETE',
      url: `/subpackage/${sub.id}`,
      token: photographer.token,
    });
    expect(removed.status).toBe(204);
    const gone = await t.request({
      method: 'GET',
      url: `/subpackage/${sub.id}`,
      token: customer.token,
    });
    expect(gone.status).toBe(404);
  });
});

describe('busy times', () => {
  it('lets photographers block time and lists it; others see "Busy"', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    const created = await t.request({
      method: 'POST',
      url: '/user/busytime',
      token: photographer.token,
      body: { start: start.toISOString(), end: end.toISOString(), title: 'Dentist' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'Photographer',
      title: 'Dentist',
      appointmentId: null,
    });

    const own = await t.request({
      method: 'GET',
      url: `/busytime/photographer/${photographer.uid}`,
      token: photographer.token,
    });
    expect(own.body.busyTimes.find((b: { id: string }) => b.id === created.body.id)?.title).toBe(
      'Dentist',
    );
    const seen = await t.request({
      method: 'GET',
      url: `/busytime/photographer/${photographer.uid}`,
      token: customer.token,
    });
    expect(seen.body.busyTimes.find((b: { id: string }) => b.id === created.body.id)?.title).toBe(
      'Busy',
    );

    const notYours = await t.request({
      method: 'DELETE',
      url: `/user/busytime/${created.body.id}`,
      token: other.token,
    });
    expect(notYours.status).toBe(403);
    const removed = await t.request({
      method: 'DELETE',
      url: `/user/busytime/${created.body.id}`,
      token: photographer.token,
    });
    expect(removed.status).toBe(204);
    const again = await t.request({
      method: 'DELETE',
      url: `/user/busytime/${created.body.id}`,
      token: photographer.token,
    });
    expect(again.status).toBe(404);
  });

  it('refuses customers (403), end before start (422) and overlaps with appointments (409); shows holds as Booked', async () => {
    const start = new Date(Date.now() + 20 * 86_400_000);
    const body = {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    const byCustomer = await t.request({
      method: 'POST',
      url: '/user/busytime',
      token: customer.token,
      body,
    });
    expect(byCustomer.status).toBe(403);
    const backwards = await t.request({
      method: 'POST',
      url: '/user/busytime',
      token: photographer.token,
      body: { start: body.end, end: body.start },
    });
    expect(backwards.status).toBe(422);

    const pkg = await createPackage(photographer);
    const sub = await createSub(photographer, pkg.id, 1_800_000);
    const appointmentId = await insertAppointment(pkg.id, sub.id, 'Pending', 30);
    const holdStart = new Date(Date.now() + 30 * 86_400_000 + 1_800_000);
    const overlap = await t.request({
      method: 'POST',
      url: '/user/busytime',
      token: photographer.token,
      body: {
        start: holdStart.toISOString(),
        end: new Date(holdStart.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(overlap.status).toBe(409);

    const from = new Date(Date.now() + 29 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 31 * 86_400_000).toISOString();
    const seen = await t.request({
      method: 'GET',
      url: `/busytime/photographer/${photographer.uid}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      token: other.token,
    });
    // Someone who is neither party sees that the time is taken, not whose appointment it is.
    expect(seen.body.busyTimes).toEqual([
      expect.objectContaining({ kind: 'Appointment', appointmentId: null, title: 'Booked' }),
    ]);
    const mine = await t.request({
      method: 'GET',
      url: `/busytime/photographer/${photographer.uid}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      token: customer.token,
    });
    expect(mine.body.busyTimes).toEqual([
      expect.objectContaining({ kind: 'Appointment', appointmentId, title: 'Hold' }),
    ]);
    const unknown = await t.request({
      method: 'GET',
      url: `/busytime/photographer/${customer.uid}`,
      token: other.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('reviews', () => {
  it('lets the customer of a completed appointment review once, edit and delete; keeps the average', async () => {
    const pkg = await createPackage(photographer);
    const sub = await createSub(photographer, pkg.id, 1_800_000);
    const done = await insertAppointment(pkg.id, sub.id, 'Completed', -40);
    const pending = await insertAppointment(pkg.id, sub.id, 'Pending', 50);

    const early = await t.request({
      method: 'POST',
      url: `/user/${photographer.uid}/rating`,
      token: customer.token,
      body: { appointmentId: pending, score: 5 },
    });
    expect(early.status).toBe(422);
    const stranger = await t.request({
      method: 'POST',
      url: `/user/${photographer.uid}/rating`,
      token: other.token,
      body: { appointmentId: done, score: 1 },
    });
    expect(stranger.status).toBe(403);
    const badScore = await t.request({
      method: 'POST',
      url: `/user/${photographer.uid}/rating`,
      token: customer.token,
      body: { appointmentId: done, score: 6 },
    });
    expect(badScore.status).toBe(400);

    const created = await t.request({
      method: 'POST',
      url: `/user/${photographer.uid}/rating`,
      token: customer.token,
      body: { appointmentId: done, score: 4, comment: 'Lovely photos' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: photographer.uid,
      reviewerId: customer.uid,
      score: 4,
      reviewer: { id: customer.uid },
    });
    const twice = await t.request({
      method: 'POST',
      url: `/user/${photographer.uid}/rating`,
      token: customer.token,
      body: { appointmentId: done, score: 5 },
    });
    expect(twice.status).toBe(409);

    const list = await t.request({
      method: 'GET',
      url: `/user/${photographer.uid}/rating`,
      token: other.token,
    });
    expect(list.body).toMatchObject({ total: 1, average: 4 });
    const profile = await t.request({
      method: 'GET',
      url: `/user/profile/${photographer.uid}`,
      token: other.token,
    });
    expect(profile.body).toMatchObject({ ratingAverage: 4, ratingCount: 1 });

    const url = `/user/${photographer.uid}/rating/${created.body.ratingId}`;
    const foreignEdit = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      body: { score: 1 },
    });
    expect(foreignEdit.status).toBe(403);
    const edited = await t.request({
      method: 'PUT',
      url,
      token: customer.token,
      body: { score: 5, comment: 'Even better on reflection' },
    });
    expect(edited.status).toBe(200);
    expect((await t.request({ method: 'GET', url, token: other.token })).body.score).toBe(5);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/user/profile/${photographer.uid}`,
          token: other.token,
        })
      ).body.ratingAverage,
    ).toBe(5);

    const foreignDelete = await t.request({ method: 'DELETE', url, token: other.token });
    expect(foreignDelete.status).toBe(403);
    const deleted = await t.request({ method: 'DELETE', url, token: customer.token });
    expect(deleted.status).toBe(204);
    const after = await t.request({
      method: 'GET',
      url: `/user/${photographer.uid}/rating`,
      token: other.token,
    });
    expect(after.body).toMatchObject({ total: 0, average: null, ratings: [] });
    const missing = await t.request({ method: 'GET', url, token: other.token });
    expect(missing.status).toBe(404);
  });
});

describe('the package-list micro-cache (DIRECTORY_CACHE_MS, 1000 in production)', () => {
  it('serves the public list again to customers for a second; a photographer sees their own changes and inactive packages at once', async () => {
    const clock = new TestClock(new Date());
    const c = await createTestApp({ clock, config: { directoryCacheMs: 1000 } });
    try {
      const [someone, another] = [await c.signUpUser('Customer'), await c.signUpUser('Customer')];
      const owner = await c.signUpUser('Photographer', { name: 'Cached Owner' });
      const patch = async (id: string, body: Record<string, unknown>) => {
        const res = await c.request({
          method: 'PATCH',
          url: `/package/${id}`,
          token: owner.token,
          body,
        });
        expect(res.status).toBe(200);
      };
      const titles = async (token: string, query: string) => {
        const res = await c.request<{ packages: { title: string }[] }>({
          method: 'GET',
          url: `/package?${query}`,
          token,
        });
        expect(res.status).toBe(200);
        return res.body.packages.map((p) => p.title).sort();
      };
      const create = async (title: string) => {
        const res = await c.request<{ id: string }>({
          method: 'POST',
          url: '/package',
          token: owner.token,
          body: { ...packageBody, title, category: 'GRADUATION_MEMORIES' },
        });
        expect(res.status).toBe(201);
        return res.body.id;
      };
      const id = await create('Before Rename');
      expect(await titles(someone.token, 'category=GRADUATION_MEMORIES')).toEqual([
        'Before Rename',
      ]);

      await patch(id, { title: 'After Rename' });
      // Within the second another customer asking the same question gets the kept page…
      expect(await titles(another.token, 'limit=50&category=GRADUATION_MEMORIES')).toEqual([
        'Before Rename',
      ]);
      // …while the photographer's own list is read for them.
      expect(await titles(owner.token, `photographerId=${owner.uid}`)).toEqual(['After Rename']);

      // A withdrawn package: its owner still sees it in any list, at once; the public page
      // (still the kept one within the second) never gains it.
      await patch(await create('Withdrawn'), { active: false });
      expect(await titles(owner.token, 'category=GRADUATION_MEMORIES')).toEqual([
        'After Rename',
        'Withdrawn',
      ]);
      expect(await titles(someone.token, 'category=GRADUATION_MEMORIES')).toEqual([
        'Before Rename',
      ]);

      clock.advance(1_001 / 60_000); // just over a second
      expect(await titles(someone.token, 'category=GRADUATION_MEMORIES')).toEqual(['After Rename']);
    } finally {
      await c.close();
    }
  });
});
