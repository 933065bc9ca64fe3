#!/usr/bin/env node
// Prints the failed tests by name and `N passed, N failed` over every test-results/*.json
// (.ci/run's closing lines).
import { printFailedTests, totalCounts } from './test-results.mjs';

printFailedTests();
const { passed, failed } = totalCounts();
console.log(`${passed} passed, ${failed} failed`);
