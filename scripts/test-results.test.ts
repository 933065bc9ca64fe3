import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { E2E_MESSAGE_CHARS, failedTests } from './test-results.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A test-results directory holding `reports` (file name → JSON). */
function resultsDir(reports: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-results-'));
  dirs.push(dir);
  for (const [name, json] of Object.entries(reports))
    writeFileSync(join(dir, name), typeof json === 'string' ? json : JSON.stringify(json));
  return dir;
}

describe('failedTests (the names CI prints above its closing count)', () => {
  it('names each failed Vitest test by report, file and full name, and a file that failed without a test', () => {
    const dir = resultsDir({
      'api-postgres.json': {
        numPassedTests: 2,
        numFailedTests: 1,
        testResults: [
          {
            name: join(process.cwd(), 'apps/api/test/events.test.ts'),
            status: 'failed',
            assertionResults: [
              { fullName: 'GET /events tells the customer', status: 'passed' },
              {
                fullName: 'GET /events says nothing of a change that rolled back',
                status: 'failed',
              },
            ],
          },
          {
            name: join(process.cwd(), 'apps/api/test/broken.test.ts'),
            status: 'failed',
            message: 'Cannot find module ./gone\n    at stack line',
            assertionResults: [],
          },
          {
            name: join(process.cwd(), 'apps/api/test/ok.test.ts'),
            status: 'passed',
            assertionResults: [],
          },
        ],
      },
    });
    expect(failedTests(dir)).toEqual([
      '[api-postgres] apps/api/test/events.test.ts › GET /events says nothing of a change that rolled back',
      '[api-postgres] apps/api/test/broken.test.ts: Cannot find module ./gone',
    ]);
  });

  /** A Playwright JSON report (playwright.config.ts) with `specs` in one file's suite. */
  const playwrightReport = (specs: unknown[], errors: unknown[] = []) => ({
    config: {},
    stats: { expected: 2, unexpected: specs.length, flaky: 0, skipped: 0 },
    errors,
    suites: [{ title: 'keyboard.spec.ts', file: 'keyboard.spec.ts', specs, suites: [] }],
  });

  it("names Playwright's failed tests by file, line and title, with the step that failed and the message's first lines", () => {
    const dir = resultsDir({
      'e2e.json': playwrightReport([
        {
          title: 'keyboard only: a photographer and a customer sign up',
          file: 'keyboard.spec.ts',
          line: 228,
          tests: [
            {
              status: 'unexpected',
              results: [
                {
                  status: 'failed',
                  error: {
                    message:
                      '\u001b[31mError: button(combobox) "Bank": focused by keyboard but not :focus-visible\u001b[39m\n\nexpect(received).toBe(expected)\n\nExpected: true',
                  },
                  steps: [{ title: 'photographer signs up by keyboard', error: { message: 'x' } }],
                },
              ],
            },
          ],
        },
        {
          title: 'a passing one',
          file: 'keyboard.spec.ts',
          line: 300,
          tests: [{ status: 'expected', results: [{ status: 'passed' }] }],
        },
      ]),
    });
    expect(failedTests(dir)).toEqual([
      '[e2e] keyboard.spec.ts:228 › keyboard only: a photographer and a customer sign up at step "photographer signs up by keyboard": Error: button(combobox) "Bank": focused by keyboard but not :focus-visible expect(received).toBe(expected) Expected: true',
    ]);
  });

  it('names an error outside any test (a global setup that threw)', () => {
    const dir = resultsDir({
      'e2e.json': playwrightReport(
        [],
        [{ message: 'Error: port 3910 is in use\n    at stack.ts' }],
      ),
    });
    expect(failedTests(dir)).toEqual(['[e2e] Error: port 3910 is in use at stack.ts']);
  });

  it("keeps an end-to-end failure's long first line, where a browser's evidence is, up to its limit", () => {
    const evidence = `openInApp(/package/1): no new heading; requests unanswered ["/assets/queries-x.js"]; ${'on screen '.repeat(120)}`;
    const dir = resultsDir({
      'e2e.json': playwrightReport([
        {
          title: 'a customer books',
          file: 'booking.spec.ts',
          line: 63,
          tests: [
            { status: 'unexpected', results: [{ status: 'failed', error: { message: evidence } }] },
          ],
        },
      ]),
      'unit.json': {
        numPassedTests: 0,
        numFailedTests: 1,
        testResults: [
          { name: 'x.test.ts', status: 'failed', message: evidence, assertionResults: [] },
        ],
      },
    });
    const [e2e, unit] = failedTests(dir);
    expect(e2e).toBe(
      `[e2e] booking.spec.ts:63 › a customer books: ${evidence.trim().slice(0, E2E_MESSAGE_CHARS)}`,
    );
    expect(e2e).toContain('/assets/queries-x.js');
    expect(unit).toBe(`[unit] x.test.ts: ${evidence.slice(0, 200)}`);
  });

  it('counts a report that failed without naming a test (a crashed run, a failed lint step)', () => {
    const dir = resultsDir({
      'npm-test-steps.json': { numPassedTests: 0, numFailedTests: 1 },
      'npm-test-crashed.json': { numPassedTests: 0, numFailedTests: 0 },
    });
    expect(failedTests(dir)).toEqual([
      '[npm-test-steps] 1 failed, none named (a crash or a failed step)',
    ]);
  });

  it('says nothing when everything passed, and skips a report it cannot read', () => {
    const dir = resultsDir({
      'unit.json': { numPassedTests: 5, numFailedTests: 0, testResults: [] },
      'e2e.json': {
        config: {},
        stats: { expected: 3, unexpected: 0, flaky: 0 },
        errors: [],
        suites: [],
      },
      'crashed.json': '{ not json',
    });
    expect(failedTests(dir)).toEqual([]);
  });
});
