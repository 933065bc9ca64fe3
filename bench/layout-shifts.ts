/**
 * Layout shifts of the built web app (not a test): which element moved, by how much, when — the
 * detail Lighthouse's "layout shifts" audit would give, which Lighthouse 12 cannot compute from
 * this Chromium's traces (its RootCauses gatherer fails). Signed in as a customer, at Lighthouse's
 * desktop size (1350×940) and its phone's (412×823), it opens `/`, `/photographers`, a profile and
 * a package page and prints each page's cumulative shift and its shifts (value, time in ms, the
 * first moved element). Starts the end-to-end stack like bench/web.ts; run it inside the Auth
 * emulator:
 *
 *   ./node_modules/.bin/firebase emulators:exec --only auth --project demo-shootbook "npx tsx bench/layout-shifts.ts"
 */

import { chromium } from 'playwright-core';

import { WEB_URL, chromiumPath, startStack } from '../e2e/stack.ts';
import { benchCatalogue, signedInCustomer } from './helpers.ts';

/** What the page's PerformanceObserver saw: one entry per layout shift. */
interface Shift {
  value: number;
  at: number;
  moved: string;
}

const stack = await startStack();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
});
try {
  const stamp = Date.now();
  const { photographer, packageId } = await benchCatalogue(stamp, 3);
  const paths = ['/', '/photographers', `/profile/${photographer.uid}`, `/package/${packageId}`];
  for (const [i, [formFactor, viewport]] of (
    [
      ['desktop', { width: 1350, height: 940 }],
      ['mobile', { width: 412, height: 823 }],
    ] as const
  ).entries()) {
    const context = await browser.newContext({ baseURL: WEB_URL, viewport, locale: 'en-US' });
    const page = await context.newPage();
    // A customer of its own for each size (the sign-up needs a new e-mail).
    await signedInCustomer(stamp + i, page);
    await page.addInitScript(() => {
      const seen: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const node = entry.sources?.find((s) => s.node)?.node;
          const html = node instanceof Element ? node.outerHTML : (node?.textContent ?? '');
          seen.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            moved: html.slice(0, 100),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of paths) {
      await page.goto(path);
      // Everything the page reads has answered and drawn by then on this machine.
      await page.waitForTimeout(4_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: Shift[] }).__shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`${formFactor} ${path}: cumulative ${total.toFixed(4)}`);
      for (const s of shifts) console.log(`  ${s.value.toFixed(4)} at ${s.at} ms: ${s.moved}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
