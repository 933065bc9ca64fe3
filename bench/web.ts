/**
 * Lighthouse on the built web app (not a test; docs/decisions/0015): performance score, first
 * contentful paint, largest contentful paint, cumulative layout shift and total blocking time of
 * `/`, `/photographers`, a photographer's profile and a package page, signed in as a customer
 * (signed-out pages redirect to sign-in), mobile (Lighthouse's default: Moto G Power, simulated
 * 150 ms / 1.6 Mbit/s, 4× CPU) and desktop, `runs` runs each; prints the medians as one table,
 * and a second of what the simulated largest paint waited for: the requests that ended before the
 * observed one and their bytes by type (`beforeLcp`).
 * Starts the end-to-end stack (e2e/stack.ts: a fresh API and the built web) with one photographer,
 * a package of three photos and a customer, and serves the build as production does (nginx with
 * deploy/nginx/web.conf over HTTPS and HTTP/2: bench/web-server.ts). Run it inside the Auth emulator:
 *
 *   ./node_modules/.bin/firebase emulators:exec --only auth --project demo-shootbook "npx tsx bench/web.ts 3"
 *
 * Each run is a cold load by default: the browser's HTTP cache is emptied first (the signed-in
 * session, in IndexedDB and localStorage, stays). `BENCH_CACHE=warm` measures a returning visitor
 * instead (the assets of an earlier load still cached, as nginx marks them immutable), and
 * `BENCH_CACHE=cold,warm` both.
 *
 * `BENCH_FORM_FACTORS=mobile` measures that form factor only, `BENCH_PAGES=home,profile` those
 * pages; `BENCH_LHR_DIR=dir` also writes each run's whole Lighthouse result there
 * (`<form factor>-<cache>-<page>-<run>.json`: the critical request chains, the long tasks, the
 * requests), `BENCH_TRACE_DIR=dir` its Chrome trace with V8's CPU samples (`….trace.json`: the
 * DevTools Performance panel, or `npx tsx bench/trace-tasks.ts FILE` for what each long task ran).
 * `BENCH_API_UNDER_WEB=1` measures the API under the web's origin (`/api`, decision 0022).
 *
 * Lighthouse 12 (13 needs Node 22) drives Debian's Chromium through the DevTools port of a
 * Playwright-launched persistent profile, so the pages see the signed-in session.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

import { API_URL, WEB_DIST, chromiumPath, startStack } from '../e2e/stack.ts';
import { benchCatalogue, median, signedInCustomer } from './helpers.ts';
import { browserApiFromEnv, publishWeb } from './web-server.ts';

const runs = Number(process.argv[2] ?? 3);
// BENCH_FORM_FACTORS=mobile: only those form factors (default both).
const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
// BENCH_PAGES=home,package: only those pages (default all four).
const onlyPages = process.env.BENCH_PAGES?.split(',');
// BENCH_CACHE=warm or cold,warm (default cold).
const caches = (process.env.BENCH_CACHE ?? 'cold').split(',');
const PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9339);
const HTTPS_PORT = Number(process.env.BENCH_HTTPS_PORT ?? 5943);
const PHOTOS = 3;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

/** {@link beforeLcp}'s groups of resource types, in the table's order. */
const LCP_GROUPS = ['JS', 'fonts', 'CSS', 'images', 'HTML + data'] as const;
type LcpGroup = (typeof LCP_GROUPS)[number];
/** The group of each Lighthouse `resourceType`; any other (document, fetch, preflight) is `HTML + data`. */
const LCP_GROUP_OF: Record<string, LcpGroup> = {
  Script: 'JS',
  Font: 'fonts',
  Stylesheet: 'CSS',
  Image: 'images',
};

/**
 * What Lighthouse's simulated largest paint waits for: its Lantern graph keeps every request of
 * the observed load that ended before the observed largest paint — the fonts the render itself
 * asks for included — and shares the simulated link (the phone's 1.6 Mbit/s) fairly among them, so
 * their bytes set a floor under the simulated LCP (docs/decisions/0015). The count of
 * those requests and the bytes they transferred by group ({@link LCP_GROUPS}), from `lhr`'s
 * `network-requests` and `metrics` audits; undefined when either is missing.
 */
function beforeLcp(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): { requests: number; bytes: Record<LcpGroup, number> } | undefined {
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const lcp = metrics?.items?.[0]?.observedLargestContentfulPaint;
  const requests = (
    lhr.audits['network-requests']?.details as
      | { items?: { networkEndTime: number; resourceType?: string; transferSize?: number }[] }
      | undefined
  )?.items;
  if (lcp === undefined || !requests) return undefined;
  const before = requests.filter((request) => request.networkEndTime <= lcp);
  const bytes = Object.fromEntries(LCP_GROUPS.map((group) => [group, 0])) as Record<
    LcpGroup,
    number
  >;
  for (const request of before)
    bytes[LCP_GROUP_OF[request.resourceType ?? ''] ?? 'HTML + data'] += request.transferSize ?? 0;
  return { requests: before.length, bytes };
}

const apiUnderWeb = browserApiFromEnv(HTTPS_PORT);
const stack = await startStack();
const web = await publishWeb(WEB_DIST, HTTPS_PORT, API_URL);
const profileDir = mkdtempSync(join(tmpdir(), 'shootbook-lighthouse-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath(),
  args: [
    `--remote-debugging-port=${PORT}`,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    // bench/web-server.ts's self-signed certificate.
    '--ignore-certificate-errors',
  ],
  baseURL: web.url,
  locale: 'en-US',
});
try {
  const stamp = Date.now();
  const { photographer, packageId } = await benchCatalogue(stamp, PHOTOS);
  const pkg = { id: packageId };
  await signedInCustomer(stamp, context.pages()[0] ?? (await context.newPage()));

  /** The pages measured: all four, or those BENCH_PAGES names. */
  const pages = (
    [
      ['home', '/'],
      ['photographers', '/photographers'],
      ['profile', `/profile/${photographer.uid}`],
      ['package', `/package/${pkg.id}`],
    ] as [string, string][]
  ).filter(([name]) => !onlyPages || onlyPages.includes(name));
  const rows: string[] = [];
  /** The {@link beforeLcp} table's rows, one per form factor, cache and page. */
  const lcpRows: string[] = [];
  /** Lighthouse's warnings about its runs (a load it stopped waiting for, a slow host), each once. */
  const warnings = new Set<string>();
  /** Lighthouse's `benchmarkIndex` of each run: this host's CPU, before the 4× slowdown. */
  const benchmarkIndexes: number[] = [];
  const browserPage = context.pages()[0] ?? (await context.newPage());
  // Each page once before any run is measured, as a production API that has served before: the
  // stack's first answer to a kind of read took 0.5–0.6 s here (the first run of each page),
  // against ~0.1 s later, and that is the server starting, not the page.
  for (const [, path] of pages) {
    await browserPage.goto(path, { waitUntil: 'load' });
    await browserPage.waitForFunction(
      () => document.querySelector('main h1') && !document.querySelector('main [aria-busy="true"]'),
      undefined,
      { timeout: 20_000 },
    );
  }
  // Empties the browser's HTTP cache (the whole profile's, shared with Lighthouse's tab).
  const cdp = await context.newCDPSession(browserPage);
  // With BENCH_TRACE_DIR the trace also holds V8's CPU samples (bench/trace-tasks.ts reads them),
  // which slow the page down: compare that run's scores with nothing.
  const sampled = process.env.BENCH_TRACE_DIR
    ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
    : undefined;
  for (const [formFactor, config] of [
    ['mobile', sampled ? { extends: 'lighthouse:default' as const, settings: sampled } : undefined],
    [
      'desktop',
      sampled
        ? { ...desktopConfig, settings: { ...desktopConfig.settings, ...sampled } }
        : desktopConfig,
    ],
  ] as const) {
    if (!formFactors.includes(formFactor)) continue;
    for (const cache of caches) {
      for (const [name, path] of pages) {
        const figures: Figures[] = [];
        const waitedFor: NonNullable<ReturnType<typeof beforeLcp>>[] = [];
        for (let run = 0; run < runs; run++) {
          if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${web.url}${path}`,
            // Keeps the signed-in profile (IndexedDB, localStorage) — and with it the HTTP cache,
            // which a cold run has just emptied itself.
            {
              port: PORT,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            },
            config,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
          if (process.env.BENCH_LHR_DIR) {
            mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
            writeFileSync(
              join(process.env.BENCH_LHR_DIR, `${formFactor}-${cache}-${name}-${run + 1}.json`),
              JSON.stringify(lhr),
            );
          }
          if (process.env.BENCH_TRACE_DIR) {
            mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
            writeFileSync(
              join(
                process.env.BENCH_TRACE_DIR,
                `${formFactor}-${cache}-${name}-${run + 1}.trace.json`,
              ),
              JSON.stringify(result.artifacts.Trace),
            );
          }
          for (const warning of lhr.runWarnings) warnings.add(`${name}: ${warning}`);
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          if (new URL(lhr.finalDisplayedUrl).pathname !== path)
            throw new Error(`${path} ended at ${lhr.finalDisplayedUrl} (signed out?)`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          figures.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            cls: audit('cumulative-layout-shift'),
            tbt: audit('total-blocking-time'),
          });
          const waited = beforeLcp(lhr);
          if (waited) waitedFor.push(waited);
        }
        const m = (key: keyof Figures) => median(figures.map((f) => f[key]));
        rows.push(
          `| ${formFactor} | ${cache} | ${name} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms |`,
        );
        console.log(rows.at(-1));
        if (waitedFor.length > 0) {
          const kB = (bytes: number[]) => `${(median(bytes) / 1024).toFixed(0)} kB`;
          const total = waitedFor.map((w) => LCP_GROUPS.reduce((sum, g) => sum + w.bytes[g], 0));
          lcpRows.push(
            `| ${formFactor} | ${cache} | ${name} | ${median(waitedFor.map((w) => w.requests))} | ${kB(total)} | ${LCP_GROUPS.map((g) => kB(waitedFor.map((w) => w.bytes[g]))).join(' | ')} |`,
          );
        }
      }
    }
  }
  console.log(
    `\nLighthouse ${runs} runs each, medians (signed in as a customer; nginx, HTTPS, HTTP/2; API ${apiUnderWeb ? 'under the web’s origin, /api' : 'at its own origin'}):\n`,
  );
  console.log('| form factor | cache | page | performance | FCP | LCP | CLS | TBT |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    '\nWhat the simulated largest paint waits for (requests ended before the observed one; medians):\n',
  );
  console.log(`| form factor | cache | page | requests | total | ${LCP_GROUPS.join(' | ')} |`);
  console.log(`|---|---|---|---|---|${LCP_GROUPS.map(() => '---|').join('')}`);
  for (const row of lcpRows) console.log(row);
  // Lighthouse's docs/throttling.md: 4× is meant for a host of benchmarkIndex ~1500–2000 or more;
  // a slower host's phone figures come out worse than a mid-tier phone's.
  console.log(`\nLighthouse's benchmarkIndex of this host (median): ${median(benchmarkIndexes)}`);
  for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
} finally {
  await context.close();
  await web.stop();
  await stack.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
