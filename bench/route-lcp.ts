/**
 * First and largest contentful paint of the catalogue pages in a real Chromium under DevTools
 * throttling (not a test; docs/decisions/0015). Lighthouse's phone score simulates the load from
 * one observed trace; this loads each page for real with every request delayed by the round trip
 * and the bandwidth shared, so a chain of requests (a lazy chunk whose imports the browser only
 * finds once it has parsed it) costs what it would on such a network. Starts the end-to-end stack
 * and nginx as bench/web.ts does (HTTPS, HTTP/2, gzip), signs a customer in, and loads `/`,
 * `/photographers`, a profile and a package with an empty HTTP cache `runs` times under each
 * network profile, at 390×844 with a 4× slower CPU. Prints the medians (ms) of FCP, LCP and the
 * blocking time of the load's long tasks (their excess over 50 ms, summed). Inside the Auth
 * emulator:
 *
 *   ./node_modules/.bin/firebase emulators:exec --only auth --project demo-shootbook "npx tsx bench/route-lcp.ts 5"
 *
 * `BENCH_PAGES=home,photographers` picks pages, `BENCH_CPU=1` drops the CPU slowdown,
 * `BENCH_LANGUAGE=th` loads them with the app in Thai (the customer's choice, kept by the app),
 * `BENCH_API_UNDER_WEB=1` with the API under the web's origin (`/api`, decision 0022),
 * `BENCH_FRESH=1` each load in a new browser context (a first visit: no connection open, no CORS
 * preflight cached). `BENCH_WATERFALL=1` also prints each page's last load's requests other than
 * scripts (start → end, ms from navigation; `BENCH_WATERFALL_JS=1` with the scripts): when its
 * data and photos were asked for and arrived.
 */

import { chromium } from 'playwright-core';
import { API_URL, WEB_DIST, chromiumPath, startStack } from '../e2e/stack.ts';
import { benchCatalogue, median, signedInCustomer } from './helpers.ts';
import { browserApiFromEnv, publishWeb } from './web-server.ts';

const runs = Number(process.argv[2] ?? 5);
const onlyPages = process.env.BENCH_PAGES?.split(',');
const cpu = Number(process.env.BENCH_CPU ?? 4);
const HTTPS_PORT = Number(process.env.BENCH_HTTPS_PORT ?? 5944);

/** Network profiles: round trip (ms) added to every request, and bandwidth down / up (Mbit/s). */
const networks = [
  { name: 'slow 4G (Lighthouse)', latency: 150, down: 1.6, up: 0.75 },
  { name: 'far, fast link', latency: 150, down: 20, up: 5 },
] as const;

const apiUnderWeb = browserApiFromEnv(HTTPS_PORT);
const stack = await startStack();
const web = await publishWeb(WEB_DIST, HTTPS_PORT, API_URL);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    // bench/web-server.ts's self-signed certificate.
    '--ignore-certificate-errors',
  ],
});
try {
  const stamp = Date.now();
  const { photographer, packageId } = await benchCatalogue(stamp, 6);
  const phone = {
    baseURL: web.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    ignoreHTTPSErrors: true,
  };
  const context = await browser.newContext(phone);
  let page = await context.newPage();
  // Long tasks of each load, observed from its first script on: the blocking time below is their
  // excess over 50 ms, summed (as TBT counts it, without TBT's FCP-to-interactive window).
  const observeLongTasks = () =>
    page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
  await observeLongTasks();
  await signedInCustomer(stamp, page);
  // The language switch's choice, as the app keeps it (i18n/language.ts LANGUAGE_KEY).
  const language = process.env.BENCH_LANGUAGE;
  if (language)
    await page.evaluate((lng) => localStorage.setItem('shootbook.language', lng), language);
  // BENCH_FRESH=1: each load in a new browser context holding only the signed-in state (Firebase's
  // IndexedDB, localStorage, cookies) — no open connections, no CORS preflight answers cached, as
  // on a first visit; otherwise one page whose HTTP cache alone is emptied between loads.
  const fresh = process.env.BENCH_FRESH === '1';
  const signedInState = fresh ? await context.storageState({ indexedDB: true }) : undefined;
  const pages = (
    [
      ['home', '/'],
      ['photographers', '/photographers'],
      ['profile', `/profile/${photographer.uid}`],
      ['package', `/package/${packageId}`],
    ] as const
  ).filter(([name]) => !onlyPages || onlyPages.includes(name));

  // CORS preflights the load sent (the API at its own origin: one per new URL and method).
  let preflights = 0;
  /** A CDP session on `page` with the CPU slowed and `network`'s conditions; counts preflights. */
  const throttled = async (network: (typeof networks)[number]) => {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights += 1;
    });
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: (network.down * 1024 * 1024) / 8,
      uploadThroughput: (network.up * 1024 * 1024) / 8,
    });
    return cdp;
  };
  console.log(
    `390×844 @2x, ${cpu}× CPU, ${fresh ? 'a new browser context each load' : 'empty cache'}, API ${apiUnderWeb ? 'under the web’s origin (/api)' : 'at its own origin'}, medians of ${runs} loads (ms):\n`,
  );
  console.log('| network | page | FCP | LCP | blocking | scripts | preflights |');
  console.log('|---|---|---|---|---|---|---|');
  for (const network of networks) {
    const cdp = fresh ? undefined : await throttled(network);
    for (const [name, path] of pages) {
      const loads: { fcp: number; lcp: number; blocking: number; scripts: number }[] = [];
      const preflightCounts: number[] = [];
      for (let run = 0; run < runs; run++) {
        if (signedInState) {
          const own = await browser.newContext({ ...phone, storageState: signedInState });
          page = await own.newPage();
          await observeLongTasks();
          await throttled(network);
        } else await cdp!.send('Network.clearBrowserCache');
        preflights = 0;
        // Not `networkidle`: the signed-in frame keeps its live stream open.
        await page.goto(path, { waitUntil: 'load' });
        await page.locator('main h1').first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(2500);
        loads.push(
          await page.evaluate(
            () =>
              new Promise<{ fcp: number; lcp: number; blocking: number; scripts: number }>(
                (resolve) => {
                  new PerformanceObserver((list) => {
                    const entries = list.getEntries();
                    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
                    const scripts = performance
                      .getEntriesByType('resource')
                      .filter((r) => r.name.endsWith('.js')).length;
                    resolve({
                      fcp: fcp?.startTime ?? NaN,
                      lcp: entries[entries.length - 1]!.startTime,
                      blocking: (window as unknown as { __longTasks: number[] }).__longTasks.reduce(
                        (sum, ms) => sum + Math.max(0, ms - 50),
                        0,
                      ),
                      scripts,
                    });
                  }).observe({ type: 'largest-contentful-paint', buffered: true });
                },
              ),
          ),
        );
        preflightCounts.push(preflights);
        if (process.env.BENCH_WATERFALL === '1' && run === runs - 1)
          console.log(
            await page.evaluate(
              (withScripts) =>
                performance
                  .getEntriesByType('resource')
                  .filter((r) => withScripts || !r.name.endsWith('.js'))
                  .map(
                    (r) =>
                      `  ${r.startTime.toFixed(0).padStart(5)} → ${(r as PerformanceResourceTiming).responseEnd.toFixed(0).padStart(5)}  ${r.name.replace(location.origin, '').slice(0, 90)}`,
                  )
                  .join('\n'),
              process.env.BENCH_WATERFALL_JS === '1',
            ),
          );
        if (signedInState) await page.context().close();
      }
      console.log(
        `| ${network.name} | ${name} | ${median(loads.map((l) => l.fcp)).toFixed(0)} | ${median(loads.map((l) => l.lcp)).toFixed(0)} | ${median(loads.map((l) => l.blocking)).toFixed(0)} | ${median(loads.map((l) => l.scripts))} | ${median(preflightCounts)} |`,
      );
    }
  }
} finally {
  await browser.close();
  await web.stop();
  await stack.stop();
}
