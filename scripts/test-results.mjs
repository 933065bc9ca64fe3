// Counting test results across runners for the closing `N passed, N failed` line.
// Vitest writes Jest-shaped JSON (`--reporter=json --outputFile.json=…`: numPassedTests,
// numFailedTests); the end-to-end runner (e2e/run.ts) writes the same two fields.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const RESULTS_DIR = 'test-results';

/** Vitest flags that make a run also write its counts to test-results/<name>.json. */
export function jsonReporterArgs(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS_DIR}/${name}.json`];
}

/** Reads test-results/<name>.json; undefined when the run wrote none (crashed or never ran). */
export function readCounts(name) {
  const file = join(RESULTS_DIR, `${name}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return undefined;
  }
}

/** Sums every test-results/*.json. */
export function totalCounts() {
  const total = { passed: 0, failed: 0 };
  if (!existsSync(RESULTS_DIR)) return total;
  for (const file of readdirSync(RESULTS_DIR)) {
    if (!file.endsWith('.json')) continue;
    const counts = readCounts(file.slice(0, -'.json'.length));
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    }
  }
  return total;
}
