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

import { chromium } from 'playwright-core';
import { WEB_URL, chromiumPath, startStack } from '../e2e/stack.ts';
import { median, photographerWithPackage, signedInCustomer } from './helpers.ts';

const runs = Number(process.argv[2] ?? 5);
const PHOTOS = 30;

const stack = await startStack();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
try {
  const stamp = Date.now();
  const { packageId, renderMs } = await photographerWithPackage(stamp, PHOTOS, {
    title: 'A full gallery',
    description: 'Thirty photos, the most a gallery holds.',
  });
  const pkg = { id: packageId };
  console.log(`${PHOTOS} photos of 3000×2000 rendered in ${(renderMs / 1000).toFixed(0)} s`);

  const context = await browser.newContext({
    baseURL: WEB_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await signedInCustomer(stamp, page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const results: { lcp: number; element: string; photoBytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    await cdp.send('Network.clearBrowserCache');
    let photoBytes = 0;
    const counted = (response: import('playwright-core').Response) => {
      if (response.url().includes('/media/'))
        void response
          .body()
          .then((b) => (photoBytes += b.length))
          .catch(() => undefined);
    };
    page.on('response', counted);
    await page.goto(`/package/${pkg.id}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: /^Open photo 1 of 30/ }).waitFor();
    await page.waitForTimeout(3000);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ time: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & {
              element?: Element;
              url?: string;
            })[];
            const last = entries[entries.length - 1]!;
            resolve({
              time: last.startTime,
              element:
                `${last.element?.tagName.toLowerCase() ?? '?'} ${last.url ? last.url.replace(/^.*\/media\//, '/media/') : ''}`.trim(),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    page.off('response', counted);
    results.push({ lcp: lcp.time, element: lcp.element, photoBytes });
  }
  console.log(
    `package page, 390×844 @2x, 150 ms RTT, 1.6 Mbit/s, 4× CPU, empty cache, ${runs} runs:`,
  );
  for (const [i, r] of results.entries())
    console.log(
      `  run ${i + 1}: LCP ${r.lcp.toFixed(0)} ms (${r.element}), photos ${(r.photoBytes / 1024).toFixed(0)} kB`,
    );
  console.log(`median LCP ${median(results.map((r) => r.lcp)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
