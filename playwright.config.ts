/**
 * The end-to-end tests (`npm run test:e2e`, `e2e/*.spec.ts`; fixtures in e2e/fixtures.ts), run
 * inside the Firebase Auth emulator (`firebase emulators:exec`, as scripts/test.mjs does).
 * Debian's Chromium (e2e/stack.ts `chromiumPath`); no browser is downloaded. One worker: the
 * specs share one stack on a 2-core machine. Traces and screenshots of a failed test, and the
 * API/web logs, land in test-results/e2e/; the counts in test-results/e2e.json
 * (scripts/test-results.mjs).
 *
 * Env: E2E_API_PORT, E2E_WEB_PORT (e2e/stack.ts), CHROMIUM_PATH, E2E_HEADED=1 to watch.
 */
import { defineConfig } from '@playwright/test';
import { WEB_URL, chromiumPath } from './e2e/stack.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A flow spans many pages and two browsers; each spec sets more where it needs it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: WEB_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: process.env.E2E_HEADED !== '1',
    launchOptions: {
      executablePath: chromiumPath(),
      // Nothing but the test's own servers: no Google services, no name lookups outside.
      args: [
        '--disable-background-networking',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
});
