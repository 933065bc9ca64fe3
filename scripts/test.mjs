#!/usr/bin/env node
// `npm test`: every check of the README's test command, in order, failing fast:
//   format (Prettier) → lint (ESLint, Redocly) → generated api-client types are fresh → type-check (tsc -b) →
//   Storybook static build → visual baselines (scripts/visual.mjs) → unit + story tests (Vitest,
//   all projects but `api`) → API integration tests on PGlite and the end-to-end browser test,
//   both inside ONE Firebase Auth emulator run (`emulators:exec`).
// Each step prints a banner and its duration; the run ends with a table and `N passed, N failed`.
// Flags: --keep-going (run every step even after a failure).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { PROJECT_ID, seconds, stackEnv, testEmulatorArgs } from './local-stack.mjs';
import {
  RESULTS_DIR,
  jsonReporterArgs,
  printFailedTests,
  readCounts,
  totalCounts,
} from './test-results.mjs';

const keepGoing = process.argv.includes('--keep-going');
const env = stackEnv({
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  // firebase-tools' debug log, per run: concurrent runs in one checkout must not share ./firebase-debug.log.
  FIREBASE_DEBUG_PATH: `${RESULTS_DIR}/firebase-debug-${process.pid}.log`,
});
// The API under test must not meet a developer's emulator/ports; emulators:exec sets its own host.
delete env.FIREBASE_AUTH_EMULATOR_HOST;
const bin = (name) => `./node_modules/.bin/${name}`;
const emulator = await testEmulatorArgs();
if (emulator.port !== 9099)
  console.log(`test: port 9099 is taken; the tests' Auth emulator uses ${emulator.port}`);

/** @type {{ title: string, command: string, results?: string[] }[]} */
const steps = [
  // One layout for every file, so a diff shows only what changed (.prettierrc.json, .prettierignore).
  { title: 'format: Prettier', command: `${bin('prettier')} --check . --log-level=warn` },
  { title: 'lint: ESLint', command: `${bin('eslint')} . --max-warnings=0` },
  {
    title: 'lint: Redocly (openapi.yaml)',
    command: `${bin('redocly')} lint openapi.yaml --format=stylish`,
  },
  {
    title: 'generated api-client types are fresh',
    command: 'node packages/api-client/scripts/check-generated.mjs',
  },
  { title: 'type-check: tsc -b', command: `${bin('tsc')} -b` },
  // A story that only breaks the static build (an import Vite cannot bundle, a bad addon option)
  // would slip past the story tests, which run the stories from source.
  {
    title: 'Storybook static build',
    command: `${bin('storybook')} build --output-dir node_modules/.cache/storybook-static --quiet`,
  },
  // That build, every story in light and dark at 1280 and 390 px, against visual-baselines/.
  {
    title: 'visual baselines: every story, light and dark, 1280 and 390 px',
    command: 'node scripts/visual.mjs',
    results: ['visual'],
  },
  {
    title: 'unit + story tests: vitest (all projects but api)',
    command: `npm run test:unit -- ${jsonReporterArgs('unit').join(' ')}`,
    results: ['unit'],
  },
  {
    title:
      'API integration (PGlite) + end-to-end browser tests (Playwright), inside the Auth emulator',
    command:
      `${bin('firebase')} emulators:exec --only auth --project ${PROJECT_ID} ${emulator.args.join(' ')} ` +
      `"npm run test:api -- ${jsonReporterArgs('api').join(' ')} && npm run test:e2e"`,
    results: ['api', 'e2e'],
  },
];

function run(command) {
  return new Promise((resolve) => {
    // stdin closed: firebase-tools must never wait for an answer.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const rows = [];
let crashed = 0;
for (const [i, step] of steps.entries()) {
  const banner = `▶ [${i + 1}/${steps.length}] ${step.title}`;
  console.log(
    `\n${'='.repeat(banner.length)}\n${banner}\n$ ${step.command}\n${'='.repeat(banner.length)}`,
  );
  const t0 = Date.now();
  const code = await run(step.command);
  const took = seconds(Date.now() - t0);
  const ok = code === 0;
  console.log(
    `${ok ? '✔ PASSED' : '✖ FAILED'}: ${step.title} (${took}${ok ? '' : `, exit ${code}`})`,
  );
  rows.push({ step: step.title, result: ok ? 'passed' : 'FAILED', time: took });
  // A failed step with no failing test on record (lint, tsc, a crash) still counts as one failure.
  const recorded = (step.results ?? []).map(readCounts).reduce((n, c) => n + (c?.failed ?? 0), 0);
  if (!ok && recorded === 0) crashed += 1;
  if (!ok && !keepGoing) break;
}
for (const step of steps.slice(rows.length))
  rows.push({ step: step.title, result: 'not run', time: '-' });

console.log('\nSummary');
for (const row of rows)
  console.log(`  ${row.result.padEnd(8)} ${row.time.padStart(8)}  ${row.step}`);
printFailedTests();
const { passed, failed } = totalCounts();
console.log(`${passed} passed, ${failed + crashed} failed`);
// Failed steps without a failing test on record (lint, tsc, a crashed runner) join later totals
// (.ci/run's closing line) through this file, in the same shape as Vitest's JSON report.
writeFileSync(
  `${RESULTS_DIR}/npm-test-steps.json`,
  JSON.stringify({ numPassedTests: 0, numFailedTests: crashed }),
);
process.exit(rows.every((r) => r.result === 'passed') ? 0 : 1);
