#!/usr/bin/env node
// `npm run chromatic`: publishes the built Storybook to Chromatic for designers' review when
// CHROMATIC_PROJECT_TOKEN is set; says plainly that it skipped otherwise (exit 0), so a newcomer's
// machine and CI without the secret are not broken by it. TurboSnap (--only-changed) needs the
// build's stats file, so the Storybook is built here with --stats-json. A visual change is not
// waved through: changes fail the run until they are accepted in Chromatic.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set (nothing was built or published)',
  );
  process.exit(0);
}

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

const built = run('./node_modules/.bin/storybook', [
  'build',
  '--output-dir',
  'storybook-static',
  '--stats-json',
  'storybook-static',
  '--quiet',
]);
if (built !== 0) process.exit(built);
process.exit(
  // No --exit-zero-on-changes and no --exit-once-uploaded: the run waits for the snapshots and fails on changes.
  run('./node_modules/.bin/chromatic', [
    '--storybook-build-dir',
    'storybook-static',
    '--only-changed',
  ]),
);
