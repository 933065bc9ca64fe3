/**
 * What the browser benchmarks share (bench/gallery-lcp.ts, bench/web.ts): Auth emulator accounts,
 * JSON calls to the API under test, photo-like JPEGs and medians.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';

import { API_URL, AUTH_EMULATOR_HOST } from '../e2e/stack.ts';

/** The password of every benchmark account. */
export const password = 'bench-password-1';

/** An Auth emulator account: `{ uid, idToken }`. */
export async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** A JSON call to the API as `token`; throws on a non-2xx answer. */
export async function call<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A 3000×2000 photo-like JPEG (gradient and noise), distinct per `seed`. */
export async function photo(seed: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const hue = (seed * 37) % 360;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,65%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A registered photographer (Bangkok, payouts set up) with one package of `photos` rendered
 * 3000×2000 photos (waits until every variant is rendered): `{ photographer, packageId, renderMs }`.
 */
export async function photographerWithPackage(
  stamp: number,
  photos: number,
  pkg: { title: string; description: string },
) {
  const photographer = await signUp(`bench-photographer-${stamp}@bench.test`);
  await call('GET', '/user/profile', photographer.idToken);
  await call('PATCH', '/user/profile', photographer.idToken, {
    name: 'Bench Photographer',
    role: 'Photographer',
    province: 'TH-10',
    specialties: ['WEDDING_BLISS'],
    bankAccount: {
      bank: 'KASIKORN_BANK',
      accountNumber: '1234567890',
      accountName: 'Bench Photographer',
    },
  });
  const created = await call<{ id: string }>('POST', '/package', photographer.idToken, {
    ...pkg,
    category: 'WEDDING_BLISS',
    location: 'Bangkok',
  });
  for (let i = 0; i < photos; i++) {
    const form = new FormData();
    form.append('purpose', 'package');
    form.append('packageId', created.id);
    form.append(
      'file',
      new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }),
      `photo-${i}.jpg`,
    );
    const res = await fetch(`${API_URL}/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${photographer.idToken}` },
      body: form,
    });
    if (res.status !== 202) throw new Error(`upload ${i} → ${res.status} ${await res.text()}`);
  }
  const renderStarted = Date.now();
  for (;;) {
    const list = await call<{ photos: { status: string }[] }>(
      'GET',
      `/photo?packageId=${created.id}`,
      photographer.idToken,
    );
    if (list.photos.every((p) => p.status === 'ready')) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { photographer, packageId: created.id, renderMs: Date.now() - renderStarted };
}

/** A registered customer signed in on `page` through the sign-in form (`page` has the web app's baseURL). */
export async function signedInCustomer(
  stamp: number,
  page: Page,
): Promise<{ uid: string; idToken: string }> {
  const email = `bench-customer-${stamp}@bench.test`;
  const customer = await signUp(email);
  await call('GET', '/user/profile', customer.idToken);
  await call('PATCH', '/user/profile', customer.idToken, {
    name: 'Bench Customer',
    role: 'Customer',
  });
  await page.goto('/user/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  return customer;
}

/**
 * What the page benchmarks open (bench/web.ts, bench/layout-shifts.ts): a photographer with a
 * package of `photos` photos and a sub-package (120 minutes, 4,500 THB), made through the API.
 */
export async function benchCatalogue(
  stamp: number,
  photos: number,
): Promise<{ photographer: { uid: string; idToken: string }; packageId: string }> {
  const { photographer, packageId } = await photographerWithPackage(stamp, photos, {
    title: 'Golden hour at the river',
    description: 'Two hours along the Chao Phraya at sunset.',
  });
  await call('POST', `/subpackage/${packageId}`, photographer.idToken, {
    title: 'Two hours',
    price: 450_000,
    durationMinutes: 120,
  });
  return { photographer, packageId };
}
