#!/usr/bin/env node
// Prints `N passed, N failed` over every test-results/*.json (.ci/run's closing line).
import { totalCounts } from './test-results.mjs';

const { passed, failed } = totalCounts();
console.log(`${passed} passed, ${failed} failed`);
