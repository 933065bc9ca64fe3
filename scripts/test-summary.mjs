#!/usr/bin/env node
// Prints `N passed, N failed` over every test-results/*.json (used as .ci/run's closing line).
// Extra failures not backed by a JSON file (a step that crashed) come in as `--extra-failed=N`.
import { totalCounts } from './test-results.mjs';

const extra = Number(process.argv.find((a) => a.startsWith('--extra-failed='))?.split('=')[1] ?? 0);
const { passed, failed } = totalCounts();
console.log(`${passed} passed, ${failed + extra} failed`);
