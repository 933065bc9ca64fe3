// Counting and naming test results across runners for the closing `Failed:` list and
// `N passed, N failed` line.
// Vitest writes Jest-shaped JSON (`--reporter=json --outputFile.json=…`: numPassedTests,
// numFailedTests); Playwright's JSON reporter (the end-to-end tests, playwright.config.ts →
// test-results/e2e.json) writes `stats` (expected, unexpected, flaky) and `suites` of specs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const RESULTS_DIR = 'test-results';

/** How many characters of an end-to-end failure's first line {@link failedTests} keeps. */
export const E2E_MESSAGE_CHARS = 900;

/** Vitest flags that make a run also write its counts to test-results/<name>.json. */
export function jsonReporterArgs(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS_DIR}/${name}.json`];
}

/** The parsed JSON of the report `file`; undefined when it is missing or unreadable. */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Every readable `dir`/*.json as `{ report, json }` (`report`: its name less `.json`), by name. */
function readReports(dir = RESULTS_DIR) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const json = readReport(join(dir, file));
      return json === undefined ? [] : [{ report: file.slice(0, -'.json'.length), json }];
    });
}

/** A Playwright JSON report (it has `config` and `stats`), not Vitest's. */
const isPlaywright = (json) => typeof json.stats?.expected === 'number' && 'config' in json;

/**
 * A report's counts; absent fields count 0. In a Playwright report a flaky test passed, and an
 * error outside any test (a global setup that threw: no test ran) counts as one failure.
 */
const countsOf = (json) =>
  isPlaywright(json)
    ? {
        passed: json.stats.expected + (json.stats.flaky ?? 0),
        failed: json.stats.unexpected + ((json.errors ?? []).length > 0 ? 1 : 0),
      }
    : { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };

/**
 * The failed tests of a Playwright report's `suites` (nested: files, describes), each as
 * `{ where: 'file:line › title', step, message }` (`step`: the top-level `test.step` that failed).
 */
function playwrightFailures(suites) {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const result = test.results?.at(-1) ?? {};
          const error = result.error ?? result.errors?.[0] ?? {};
          return {
            where: `${spec.file}:${spec.line} › ${spec.title}`,
            step: (result.steps ?? []).find((step) => step.error)?.title,
            message: stripVTControlCharacters(String(error.message ?? result.status ?? 'failed')),
          };
        }),
    ),
    ...playwrightFailures(suite.suites),
  ]);
}

/** Reads test-results/<name>.json; undefined when the run wrote none (crashed or never ran). */
export function readCounts(name) {
  const json = readReport(join(RESULTS_DIR, `${name}.json`));
  return json === undefined ? undefined : countsOf(json);
}

/** Sums every test-results/*.json. */
export function totalCounts() {
  const total = { passed: 0, failed: 0 };
  for (const { json } of readReports()) {
    const counts = countsOf(json);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  return total;
}

/**
 * What failed, by name, over every `dir`/*.json (default test-results/): one line per failed test,
 * `[report] file › test name`, or `[report] file: message` for a file that failed without a test
 * (an import that threw), from Vitest's JSON reports (`testResults[].assertionResults[]`); from
 * Playwright's (the end-to-end tests), `[report] file:line › test at step "…": message` and an
 * error outside any test as `[report] message`; a report with failures but no names (a crashed
 * run, a failed lint step) as
 * `[report] N failed, none named …`.
 * So a log cut to its last lines — CI shows only the end of a run — still says which test failed.
 * Unreadable reports are skipped (their counts are `totalCounts`'s concern).
 *
 * @returns the lines, in report and file order; `[]` when nothing failed.
 */
export function failedTests(dir = RESULTS_DIR) {
  const lines = [];
  // An end-to-end failure's message is often all CI's closing lines keep of what a browser saw
  // (e2e/pages.ts `openInApp` names the page, its unanswered requests and what was on screen):
  // it keeps more of its line than a unit test's, whose file and name say where to look.
  const firstLine = (text, max = 200) =>
    String(text ?? '')
      .split('\n')[0]
      .trim()
      .slice(0, max);
  // Playwright's assertion messages open with the assertion's own message on a line of its own
  // ("Error: console errors", then the diff that lists them): their first lines, joined.
  const firstLines = (text, max) =>
    String(text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 12)
      .join(' ')
      .slice(0, max);
  for (const { report, json } of readReports(dir)) {
    const before = lines.length;
    for (const result of Array.isArray(json.testResults) ? json.testResults : []) {
      const where = relative(process.cwd(), String(result.name ?? '?'));
      const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of failed)
        lines.push(`[${report}] ${where} › ${test.fullName ?? test.title}`);
      if (failed.length === 0 && result.status === 'failed')
        lines.push(`[${report}] ${where}: ${firstLine(result.message) || 'failed'}`);
    }
    if (isPlaywright(json)) {
      for (const failure of playwrightFailures(json.suites))
        lines.push(
          `[${report}] ${failure.where}${failure.step ? ` at step "${failure.step}"` : ''}: ${firstLines(failure.message, E2E_MESSAGE_CHARS)}`,
        );
      for (const error of json.errors ?? [])
        lines.push(
          `[${report}] ${firstLines(stripVTControlCharacters(String(error.message ?? '')), E2E_MESSAGE_CHARS)}`,
        );
    }
    // A crashed run or a failed step without tests (lint, tsc) is on record as a count only.
    if (lines.length === before && json.numFailedTests > 0)
      lines.push(
        `[${report}] ${json.numFailedTests} failed, none named (a crash or a failed step)`,
      );
  }
  return lines;
}

/** Prints {@link failedTests} under a heading, when any failed (before a closing count line). */
export function printFailedTests(dir = RESULTS_DIR) {
  const lines = failedTests(dir);
  if (lines.length === 0) return;
  console.log('Failed:');
  for (const line of lines.slice(0, 30)) console.log(`  ${line}`);
  if (lines.length > 30) console.log(`  … and ${lines.length - 30} more`);
}
