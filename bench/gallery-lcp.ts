/**
 * Largest contentful paint of a package page with a full gallery (not a test;
 * docs/decisions/0010). Starts the end-to-end stack (e2e/stack.ts: a fresh API and the built web),
 * makes a photographer with a package of 30 camera-sized photos (3000×2000 JPEGs, rendered by the
 * real pipeline), signs a customer in, and loads `/package/{id}` on a phone-sized screen under
 * Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, 4× slower CPU) with an empty
 * HTTP cache, `runs` times. Prints the median LCP, what the LCP element was, and the photo bytes
 * the page fetched. Run it inside the Auth emulator:
 *
 *   ./node_modules/.bin/firebase emulators:exec --only auth --project demo-shootbook "npx tsx bench/gallery-lcp.ts 5"
 */
import { existsSync } from 'node:fs';

import { chromium } from 'playwright-core';
import sharp from 'sharp';

import { API_URL, AUTH_EMULATOR_HOST, WEB_URL, startStack } from '../e2e/stack.ts';

const runs = Number(process.argv[2] ?? 5);
const PHOTOS = 30;
const password = 'bench-password-1';

/** An Auth emulator account: `{ uid, idToken }`. */
async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(`http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** A JSON call to the API as `token`; throws on a non-2xx answer. */
async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A 3000×2000 photo-like JPEG (gradient and noise), distinct per `seed`. */
async function photo(seed: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const hue = (seed * 37) % 360;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,65%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startStack();
const browser = await chromium.launch({
  executablePath: existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
try {
  const stamp = Date.now();
  const photographer = await signUp(`bench-photographer-${stamp}@bench.test`);
  await call('GET', '/user/profile', photographer.idToken);
  await call('PATCH', '/user/profile', photographer.idToken, {
    name: 'Bench Photographer',
    role: 'Photographer',
    province: 'TH-10',
    bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Bench Photographer' },
  });
  const pkg = await call<{ id: string }>('POST', '/package', photographer.idToken, {
    title: 'A full gallery',
    description: 'Thirty photos, the most a gallery holds.',
    category: 'WEDDING_BLISS',
    location: 'Bangkok',
  });
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.append('purpose', 'package');
    form.append('packageId', pkg.id);
    form.append('file', new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const res = await fetch(`${API_URL}/photo`, { method: 'POST', headers: { authorization: `Bearer ${photographer.idToken}` }, body: form });
    if (res.status !== 202) throw new Error(`upload ${i} → ${res.status} ${await res.text()}`);
  }
  const renderStarted = Date.now();
  for (;;) {
    const list = await call<{ photos: { status: string }[] }>('GET', `/photo?packageId=${pkg.id}`, photographer.idToken);
    if (list.photos.every((p) => p.status === 'ready')) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`${PHOTOS} photos of 3000×2000 rendered in ${((Date.now() - renderStarted) / 1000).toFixed(0)} s`);

  const customerEmail = `bench-customer-${stamp}@bench.test`;
  const customer = await signUp(customerEmail);
  await call('GET', '/user/profile', customer.idToken);
  await call('PATCH', '/user/profile', customer.idToken, { name: 'Bench Customer', role: 'Customer' });

  const context = await browser.newContext({ baseURL: WEB_URL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.getByLabel('Email').fill(customerEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const results: { lcp: number; element: string; photoBytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    await cdp.send('Network.clearBrowserCache');
    let photoBytes = 0;
    const counted = (response: import('playwright-core').Response) => {
      if (response.url().includes('/media/')) void response.body().then((b) => (photoBytes += b.length)).catch(() => undefined);
    };
    page.on('response', counted);
    await page.goto(`/package/${pkg.id}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: /^Open photo 1 of 30/ }).waitFor();
    await page.waitForTimeout(3000);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ time: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[];
            const last = entries[entries.length - 1]!;
            resolve({ time: last.startTime, element: `${last.element?.tagName.toLowerCase() ?? '?'} ${last.url ? last.url.replace(/^.*\/media\//, '/media/') : ''}`.trim() });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    page.off('response', counted);
    results.push({ lcp: lcp.time, element: lcp.element, photoBytes });
  }
  console.log(`package page, 390×844 @2x, 150 ms RTT, 1.6 Mbit/s, 4× CPU, empty cache, ${runs} runs:`);
  for (const [i, r] of results.entries()) console.log(`  run ${i + 1}: LCP ${r.lcp.toFixed(0)} ms (${r.element}), photos ${(r.photoBytes / 1024).toFixed(0)} kB`);
  console.log(`median LCP ${median(results.map((r) => r.lcp)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
