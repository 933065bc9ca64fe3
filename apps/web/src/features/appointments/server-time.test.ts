import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime, resetServerTime, serverNowIso } from './server-time';

afterEach(() => {
  resetServerTime();
  vi.useRealTimers();
});

describe('server time learnt from the API Date header', () => {
  it('follows an API clock that runs ahead (e.g. the test clock after the shoot)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    learnServerTime('Mon, 23 Nov 2026 05:00:00 GMT');
    expect(serverNowIso()).toBe('2026-11-23T05:00:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(serverNowIso()).toBe('2026-11-23T05:01:00.000Z');
  });

  it('ignores the header rounding (under two seconds) and missing or bad headers', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.900Z') });
    learnServerTime('Sat, 21 Nov 2026 12:00:00 GMT');
    expect(serverNowIso()).toBe('2026-11-21T12:00:00.900Z');
    learnServerTime(null);
    learnServerTime('not a date');
    expect(serverNowIso()).toBe('2026-11-21T12:00:00.900Z');
  });
});
