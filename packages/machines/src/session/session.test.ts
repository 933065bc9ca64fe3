import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type RefreshTokenInput, type SessionToken } from './session-machine.ts';
import { isTokenSyncStale, liveReconnectDelayMs, refreshRetryDelayMs } from './session-timing.ts';

const MIN = 60_000;

/** A token valid for one hour from the (fake) clock's now. */
const tokenFromNow = (): SessionToken => ({
  receivedAt: new Date(Date.now()).toISOString(),
  expiresAt: new Date(Date.now() + 60 * MIN).toISOString(),
});

function start(outcomes: ('ok' | 'fail')[]) {
  const calls: number[] = [];
  const refreshToken = fromPromise<SessionToken, RefreshTokenInput>(async () => {
    calls.push(Date.now());
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'fail') throw new Error('auth/network-request-failed');
    return tokenFromNow();
  });
  const actor = createActor(sessionMachine.provide({ actors: { refreshToken } })).start();
  return { actor, calls };
}

describe('session token refresh (docs/product.md §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T00:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 5 minutes before expiry, then again for the new token', async () => {
    const t0 = Date.now();
    const { actor, calls } = start([]);
    actor.send({ type: 'SIGNED_IN', token: tokenFromNow() });
    await vi.advanceTimersByTimeAsync(55 * MIN - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([t0 + 55 * MIN]);
    expect(actor.getSnapshot().value).toBe('active');
    await vi.advanceTimersByTimeAsync(55 * MIN);
    expect(calls).toEqual([t0 + 55 * MIN, t0 + 110 * MIN]);
    actor.stop();
  });

  it('retries after 30 s, doubling up to 16 minutes, and resets after a success', async () => {
    const { actor, calls } = start([
      'fail',
      'fail',
      'fail',
      'fail',
      'fail',
      'fail',
      'fail',
      'ok',
      'fail',
    ]);
    actor.send({ type: 'SIGNED_IN', token: tokenFromNow() });
    await vi.advanceTimersByTimeAsync(55 * MIN);
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(60 * MIN);
    const gaps = calls.slice(1).map((t, i) => (t - (calls[i] as number)) / 1000);
    expect(gaps.slice(0, 7)).toEqual([30, 60, 120, 240, 480, 960, 960]);
    await vi.advanceTimersByTimeAsync(120 * MIN);
    // After the success at call 8 the countdown is 55 min; call 9 fails and retries after 30 s.
    expect((calls[8] as number) - (calls[7] as number)).toBe(55 * MIN);
    expect((calls[9] as number) - (calls[8] as number)).toBe(30 * 1000);
    actor.stop();
  });

  it('a token from elsewhere restarts the countdown; signing out stops refreshing', async () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'SIGNED_IN', token: tokenFromNow() });
    await vi.advanceTimersByTimeAsync(30 * MIN);
    actor.send({ type: 'TOKEN_RECEIVED', token: tokenFromNow() });
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(calls).toEqual([]);
    actor.send({ type: 'SIGNED_OUT' });
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'REFRESH_NOW' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.stop();
  });

  it('refreshes at once for a token already inside the 5-minute window', async () => {
    const { actor, calls } = start([]);
    actor.send({
      type: 'SIGNED_IN',
      token: {
        receivedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 2 * MIN).toISOString(),
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  it('with the device clock a day ahead of the issuer, refreshes every 30 s, not in a loop', async () => {
    // Every token the issuer hands out expires an hour after the issuer's now: 23 hours ago by
    // this device's clock (a browser whose clock was set forward, as the end-to-end test does).
    const skewed = (): SessionToken => ({
      receivedAt: new Date(Date.now()).toISOString(),
      expiresAt: new Date(Date.now() - 23 * 60 * MIN).toISOString(),
    });
    const calls: number[] = [];
    const refreshToken = fromPromise<SessionToken, RefreshTokenInput>(async () => {
      calls.push(Date.now());
      return skewed();
    });
    const actor = createActor(sessionMachine.provide({ actors: { refreshToken } })).start();
    const t0 = Date.now();
    actor.send({ type: 'SIGNED_IN', token: skewed() });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([t0]);
    // The SDK reports the refreshed token too (onIdTokenChanged): no refresh at once for it.
    actor.send({ type: 'TOKEN_RECEIVED', token: skewed() });
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(calls).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([t0, t0 + 30_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([t0, t0 + 30_000, t0 + 60_000, t0 + 90_000]);
    actor.stop();
  });
});

describe('session constants', () => {
  it('backoff and token sync age', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(refreshRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
    expect(isTokenSyncStale('2026-11-21T00:00:00Z', '2026-11-21T00:05:00Z')).toBe(false);
    expect(isTokenSyncStale('2026-11-21T00:00:00Z', '2026-11-21T00:05:01Z')).toBe(true);
  });
});

describe('liveReconnectDelayMs (the live event stream)', () => {
  it('doubles from 1 s to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => liveReconnectDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads clients over half to all of the delay, never beyond', () => {
    expect(liveReconnectDelayMs(2, 0.5)).toBe(2000);
    expect(liveReconnectDelayMs(2, 0)).toBe(2000);
    expect(liveReconnectDelayMs(2, 7)).toBe(4000);
  });
});
