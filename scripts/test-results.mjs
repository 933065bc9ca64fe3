// Counting and naming test results across runners for the closing `Failed:` list and
// `N passed, N failed` line.
// Vitest writes Jest-shaped JSON (`--reporter=json --outputFile.json=…`: numPassedTests,
// numFailedTests); the end-to-end runner (e2e/run.ts) writes the same two fields.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/** A report's counts; absent fields count 0. */
const countsOf = (json) => ({ passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 });

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
 * (an import that threw), from Vitest's JSON reports (`testResults[].assertionResults[]`); and the
 * end-to-end runner's `failures[]` (`name at step N: message`; no step when none began,
 * e2e/run.ts); a report with failures but no names (a crashed run, a failed lint step) as
 * `[report] N failed, none named …`.
 * So a log cut to its last lines — CI shows only the end of a run — still says which test failed.
 * Unreadable reports are skipped (their counts are `totalCounts`'s concern).
 *
 * @returns the lines, in report and file order; `[]` when nothing failed.
 */
export function failedTests(dir = RESULTS_DIR) {
  const lines = [];
  // An end-to-end failure's message is often all CI's closing lines keep of what a browser saw
  // (e2e/booking-flow.ts `openInApp` names the page, its unanswered requests and what was on
  // screen): it keeps more of its line than a unit test's, whose file and name say where to look.
  const firstLine = (text, max = 200) =>
    String(text ?? '')
      .split('\n')[0]
      .trim()
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
    for (const failure of Array.isArray(json.failures) ? json.failures : [])
      lines.push(
        `[${report}] ${failure.name}${failure.step ? ` at step ${failure.step}` : ''}: ${firstLine(failure.message, E2E_MESSAGE_CHARS)}`,
      );
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
