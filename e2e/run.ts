/**
 * End-to-end runner (`npm run test:e2e`: the booking flow, e2e/booking-flow.ts, and keyboard-only
 * use, e2e/keyboard.ts, in real browsers). Run it inside the Firebase Auth emulator:
 * `firebase emulators:exec --only auth --project demo-shootbook "npm run test:e2e"` (scripts/test.mjs
 * does). It starts a fresh API + web (e2e/stack.ts), launches Debian's Chromium through
 * playwright-core, runs each test in new browser contexts, and always stops everything.
 * On failure it saves screenshots, page console output and the API/web logs under test-results/e2e/.
 * Ends with `N passed, N failed` and writes test-results/e2e.json (numPassedTests/numFailedTests, and
 * `failures`: each failed test's name, step and message, which `npm test`'s summary names).
 *
 * Env: CHROMIUM_PATH (default /usr/lib/chromium/chromium, else /usr/bin/chromium), E2E_API_PORT,
 * E2E_WEB_PORT, E2E_HEADED=1 to watch, E2E_ONLY=<test name substring>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import {
  RESULTS_DIR,
  ROOT,
  WEB_URL,
  chromiumPath,
  startStack,
  stopAllServices,
  type Stack,
} from './stack.ts';
import { tests as bookingTests } from './booking-flow.ts';
import { keyboardTests } from './keyboard.ts';

/**
 * A browser context per user; remembers its pages' console output for failure reports, and the
 * Content-Security-Policy violations Chromium reports there ("Refused to … because it violates the
 * following Content Security Policy directive …"), which fail the test (docs/decisions/0004
 * "Web security headers").
 */
export class Session {
  readonly console: string[] = [];
  readonly cspViolations: string[] = [];
  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(
    browser: Browser,
    name: string,
    baseURL: string,
    options: BrowserContextOptions = {},
  ): Promise<Session> {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: 'Asia/Bangkok',
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const session = new Session(name, context, page);
    context.on('page', (p) => session.watch(p));
    session.watch(page);
    return session;
  }

  private watch(page: Page) {
    page.on('console', (m) => {
      this.console.push(`[${m.type()}] ${m.text()}`);
      if (m.text().includes('Content Security Policy')) this.cspViolations.push(m.text());
    });
    page.on('pageerror', (e) => this.console.push(`[pageerror] ${e.message}`));
    page.on('requestfailed', (r) =>
      this.console.push(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
    );
  }

  /** Screenshot of every open page + console log, named after the test. */
  async saveEvidence(prefix: string) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    for (const [i, page] of this.context.pages().entries()) {
      const file = join(RESULTS_DIR, `${prefix}-${this.name}-${i}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      this.console.push(`[evidence] page ${i} at ${page.url()} → ${file}`);
    }
    writeFileSync(join(RESULTS_DIR, `${prefix}-${this.name}-console.log`), this.console.join('\n'));
  }
}

/** What a test gets: the running stack and a way to open a user's browser session. */
export interface TestContext {
  stack: Stack;
  /** A new browser context; `options` override the desktop defaults (e.g. a phone's user agent). */
  session(name: string, options?: BrowserContextOptions): Promise<Session>;
  /** Logs a numbered step, so a failure says where the flow stopped. */
  step(title: string): void;
}

export interface E2ETest {
  name: string;
  run(t: TestContext): Promise<void>;
}

async function main(): Promise<number> {
  const only = process.env.E2E_ONLY;
  const selected = [...bookingTests, ...keyboardTests].filter(
    (t) => !only || t.name.includes(only),
  );
  let passed = 0;
  let failed = 0;
  // Named in test-results/e2e.json, so CI's closing lines say which test failed and where.
  const failures: { name: string; step: number; message: string }[] = [];
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // stopAllServices also reaches an API/web still starting (before startStack returned).
    void Promise.allSettled([stopAll(), stopAllServices()]).finally(() =>
      process.exit(signal === 'SIGINT' ? 130 : 143),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const t0 = Date.now();
    stack = await startStack();
    console.log(
      `e2e: API ${stack.api.logFile} and web ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    // The preview sends the build's security headers, so the flows run under the real policy.
    const csp = (await fetch(WEB_URL)).headers.get('content-security-policy');
    if (!csp?.includes("script-src 'self' 'sha256-"))
      throw new Error(`the web preview sends no script Content-Security-Policy (got ${csp})`);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: process.env.E2E_HEADED !== '1',
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    });
    for (const test of selected) {
      const sessions: Session[] = [];
      let stepNo = 0;
      const started = Date.now();
      console.log(`\ne2e: ▶ ${test.name}`);
      try {
        await test.run({
          stack,
          session: async (name, options) => {
            const s = await Session.open(browser!, name, WEB_URL, options);
            sessions.push(s);
            return s;
          },
          // With the time into the test it starts at: where a slow run spends its time.
          step: (title) =>
            console.log(
              `e2e:   ${++stepNo}. ${title} [${((Date.now() - started) / 1000).toFixed(1)} s]`,
            ),
        });
        const violations = sessions.flatMap((s) => s.cspViolations.map((v) => `${s.name}: ${v}`));
        if (violations.length > 0)
          throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
        passed += 1;
        console.log(`e2e: ✔ ${test.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed += 1;
        failures.push({
          name: test.name,
          step: stepNo,
          message: error instanceof Error ? error.message : String(error),
        });
        const prefix = test.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        console.error(
          `e2e: ✖ ${test.name} at step ${stepNo}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        for (const s of sessions) await s.saveEvidence(prefix);
        console.error(`e2e:   evidence (screenshots, console, api.log, web.log) in ${RESULTS_DIR}`);
        console.error(
          `e2e:   last API output:\n${stack.api.tail().split('\n').slice(-15).join('\n')}`,
        );
      } finally {
        for (const s of sessions) await s.context.close().catch(() => undefined);
      }
    }
  } catch (error) {
    failed += Math.max(1, selected.length - passed - failed);
    const message = error instanceof Error ? error.message : String(error);
    failures.push({ name: 'the end-to-end stack (no test ran to its end)', step: 0, message });
    console.error(`e2e: could not run: ${message}`);
  } finally {
    await stopAll();
  }
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'test-results', 'e2e.json'),
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, failures }),
  );
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

process.exitCode = await main();
