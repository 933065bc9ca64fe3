/**
 * The end-to-end tests' fixtures: import `test` and `expect` from here in every `e2e/*.spec.ts`.
 *
 * - The stack (API, web, MailDev) is started once per run by e2e/global-setup.ts.
 * - `session(name, options?)`: a new browser context and page for one user (desktop 1280×900,
 *   en-US, Asia/Bangkok unless `options` say otherwise), closed at the test's end;
 *   `session(name, THAI_BROWSER)` is a browser whose language is Thai.
 * - Every test fails on a Content-Security-Policy violation (docs/decisions/0004 "Web security
 *   headers") and on a console error or uncaught exception in any of its pages, unless
 *   `test.use({ allowedConsoleErrors: [/…/] })` expects it. On failure the pages' console output
 *   and the API's last log lines are attached to the report (with Playwright's trace and
 *   screenshots, in test-results/e2e/).
 * - `clock.passed(date)`: the API's test clock and the test's browsers moved past `date`; moved
 *   back at the test's end, so the next test starts at the real time again.
 * - `mail`: the API's e-mails, caught by MailDev.
 * - `booking` (per worker): a reviewed booking made through the API (e2e/data.ts), for specs that
 *   need the data of the whole flow but test something else with it.
 *
 * A new flow is a new `e2e/<flow>.spec.ts` using these fixtures, with its data made through the
 * API where the making is not what it tests (e2e/data.ts: users, an offer, a booking left at any
 * stage), the browser steps of e2e/users.ts, the page helpers of e2e/pages.ts and the records of
 * e2e/records.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { bookingViaApi, type Booking } from './data.ts';
import { advanceClock, until } from './records.ts';
import { WEB_URL } from './stack.ts';

export { expect };

/**
 * A browser set up in Thai, as most of ShootBook's users have it: Playwright's `locale` makes
 * `navigator.languages` and the `Accept-Language` of its requests `th-TH` (and Intl's default
 * locale Thai), its clock is Bangkok's. Pass it to `session`; the app then starts in Thai without
 * anyone pressing TH (apps/web/src/i18n/language.ts `browserLanguage`).
 */
export const THAI_BROWSER: BrowserContextOptions = {
  locale: 'th-TH',
  timezoneId: 'Asia/Bangkok',
};

/** One user's browser: a context and its first page. */
export interface Session {
  name: string;
  context: BrowserContext;
  page: Page;
}

/** A mail as MailDev's REST API gives it (the fields the tests read). */
export interface Mail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
}

/** The API's e-mails (MailDev's REST API, started by e2e/global-setup.ts). */
export interface Inbox {
  /** The mails to `address`, oldest first. */
  to(address: string): Promise<Mail[]>;
  /** Waits (20 s) for a mail to `address` with `subject` and returns it. */
  received(address: string, subject: string): Promise<Mail>;
  /** The raw source of a mail (headers and MIME parts, e.g. the calendar part). */
  source(id: string): Promise<string>;
}

/** What the test's pages printed, for the checks and the failure report. */
interface BrowserLog {
  sessions: Session[];
  /** Every console line, `[type] session url: text`. */
  lines: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Chromium's "Refused to … because it violates the following Content Security Policy directive". */
  cspViolations: string[];
}

export interface TestFixtures {
  /** Opens a browser for user `name`; `options` override the desktop defaults (e.g. a phone). */
  session: (name: string, options?: BrowserContextOptions) => Promise<Session>;
  /** Console errors this test expects; any other fails it. Default none. */
  allowedConsoleErrors: RegExp[];
  /** The API's test clock, moved for this test only. */
  clock: {
    /** Moves the API clock and the test's browsers to `minutesAfter` past `date`; returns the new now. */
    passed(date: string | Date, minutesAfter?: number): Promise<Date>;
  };
  mail: Inbox;
  /** @internal the pages' output ({@link BrowserLog}), checked after every test. */
  browserLog: BrowserLog;
}

export interface WorkerFixtures {
  booking: Booking;
}

/**
 * Console errors of the Auth emulator, not of the app: Firebase reads the project's password
 * policy on sign-up, which the emulator does not implement (501); the SDK goes on without it.
 */
const EMULATOR_NOISE = [
  /status of 501 \(Not Implemented\) \(http:\/\/[^/]+\/identitytoolkit\.googleapis\.com\/v2\/passwordPolicy\?/,
];

/** The API's log (e2e/stack.ts writes it into the output folder). */
const API_LOG = 'test-results/e2e/api.log';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // Checks and closes the test's browsers after the test, in that order: a failed check (a soft
  // assertion) marks the test failed before its contexts close, so their traces are kept.
  browserLog: [
    async ({ allowedConsoleErrors }, use, testInfo) => {
      const log: BrowserLog = { sessions: [], lines: [], errors: [], cspViolations: [] };
      await use(log);
      expect.soft(log.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect
        .soft(
          log.errors.filter(
            (line) => ![...EMULATOR_NOISE, ...allowedConsoleErrors].some((re) => re.test(line)),
          ),
          'console errors',
        )
        .toEqual([]);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console', { body: log.lines.join('\n') });
        if (existsSync(API_LOG))
          await testInfo.attach('api log (last 60 lines)', {
            body: readFileSync(API_LOG, 'utf8').split('\n').slice(-60).join('\n'),
          });
      }
      for (const { context } of log.sessions) await context.close().catch(() => undefined);
    },
    { auto: true },
  ],

  session: async ({ browser, browserLog }, use) => {
    const watch = (name: string, page: Page) => {
      page.on('console', (message) => {
        const source = message.location().url;
        const line = `${name} ${page.url()}: ${message.text()}${source && source !== page.url() ? ` (${source})` : ''}`;
        browserLog.lines.push(`[${message.type()}] ${line}`);
        if (message.text().includes('Content Security Policy')) browserLog.cspViolations.push(line);
        else if (message.type() === 'error') browserLog.errors.push(line);
      });
      page.on('pageerror', (error) => {
        const line = `${name} ${page.url()}: uncaught ${error.message}`;
        browserLog.lines.push(`[pageerror] ${line}`);
        browserLog.errors.push(line);
      });
      page.on('requestfailed', (request) =>
        browserLog.lines.push(
          `[requestfailed] ${name} ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
        ),
      );
    };
    // The contexts are closed by `browserLog`, after its checks.
    await use(async (name, options = {}) => {
      const context = await browser.newContext({
        baseURL: WEB_URL,
        locale: 'en-US',
        timezoneId: 'Asia/Bangkok',
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      context.on('page', (page) => watch(name, page));
      const page = await context.newPage();
      const session = { name, context, page };
      browserLog.sessions.push(session);
      return session;
    });
  },

  clock: async ({ browserLog }, use) => {
    let moved = 0;
    await use({
      async passed(date, minutesAfter = 30) {
        const minutes = Math.ceil(
          (new Date(date).getTime() - Date.now()) / 60_000 + minutesAfter - moved,
        );
        const now = await advanceClock(minutes);
        moved += minutes;
        // Time passes for the users too: their browsers' clocks follow the API's, as they would
        // in life (the web also reads the API's clock from its Date header).
        for (const { context } of browserLog.sessions) await context.clock.setSystemTime(now);
        return now;
      },
    });
    if (moved !== 0) await advanceClock(-moved);
  },

  mail: async ({}, use) => {
    const url = process.env.E2E_MAIL_URL;
    if (!url) throw new Error('E2E_MAIL_URL is not set: run through `playwright test`');
    const mails = async () => (await (await fetch(`${url}/api/email`)).json()) as Mail[];
    const to = async (address: string) =>
      (await mails()).filter((m) =>
        m.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()),
      );
    await use({
      to,
      received: async (address, subject) =>
        (
          await until(
            () => to(address),
            (found) => found.some((m) => m.subject === subject),
            `the e-mail "${subject}" to ${address} (MailDev)`,
          )
        ).find((m) => m.subject === subject)!,
      source: async (id) => (await fetch(`${url}/api/email/${id}/source`)).text(),
    });
  },

  booking: [
    async ({}, use) => use(await bookingViaApi('Reviewed')),
    { scope: 'worker', timeout: 120_000 },
  ],
});
