/**
 * Background sweeps (ops/sweeps.ts): a sweep runs on its interval, never overlaps itself, survives
 * a failed run, reports runs in /metrics, and stops — after the run in progress — when the server
 * closes.
 */
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';

import { scheduleSweep } from '../src/ops/sweeps.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleSweep', () => {
  it('runs on its interval, skips a tick while a run is going, survives a failure, and stops on close', async () => {
    const app = Fastify({ logger: false });
    const metrics = new Registry();
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    let finishedAfterClose = false;
    scheduleSweep(app, { log: app.log, metrics }, {
      job: 'test-sweep',
      intervalMs: 10,
      run: async () => {
        runs += 1;
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        await sleep(35);
        inFlight -= 1;
        if (runs === 2) throw new Error('a bad run');
        return null;
      },
    });
    await app.ready();
    await sleep(200);
    const closing = app.close();
    const runsAtClose = runs;
    await closing;
    finishedAfterClose = inFlight === 0;
    await sleep(60);

    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    expect(finishedAfterClose).toBe(true);
    expect(runs).toBe(runsAtClose);
    const text = await metrics.metrics();
    expect(text).toMatch(/shootbook_job_runs_total\{job="test-sweep",outcome="failed"\} 1/);
    expect(text).toMatch(/shootbook_job_runs_total\{job="test-sweep",outcome="skipped"\} [1-9]/);
    expect(text).toMatch(/shootbook_job_runs_total\{job="test-sweep",outcome="done"\} [2-9]/);
    expect(text).toContain('shootbook_job_duration_seconds_bucket{le="0.05",job="test-sweep"}');
  });
});
