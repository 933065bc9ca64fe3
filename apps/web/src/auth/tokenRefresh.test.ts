import type { Auth, User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let tokenListener: ((user: User | null) => void) | undefined;
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: Auth, listener: (user: User | null) => void) => {
    tokenListener = listener;
    return () => undefined;
  },
}));

const { startTokenRefresh } = await import('./tokenRefresh');

const MINUTE = 60_000;

/** A user whose tokens live one hour from the (fake) clock's now; `failures` forced refreshes fail first. */
function fakeUser(failures = 0) {
  let remainingFailures = failures;
  const result = () => ({ expirationTime: new Date(Date.now() + 60 * MINUTE).toUTCString() });
  const getIdTokenResult = vi.fn(async (force?: boolean) => {
    if (force && remainingFailures > 0) {
      remainingFailures--;
      throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    }
    return result();
  });
  return { uid: 'u', getIdTokenResult } as unknown as User & {
    getIdTokenResult: typeof getIdTokenResult;
  };
}

const forcedRefreshes = (user: ReturnType<typeof fakeUser>) =>
  user.getIdTokenResult.mock.calls.filter(([force]) => force === true).length;

describe('token refresh (docs/product.md §9 through the session machine)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes 5 minutes before the token expires, not earlier', async () => {
    const user = fakeUser();
    const stop = startTokenRefresh({ currentUser: user } as unknown as Auth);
    tokenListener?.(user);
    await vi.advanceTimersByTimeAsync(54 * MINUTE);
    expect(forcedRefreshes(user)).toBe(0);
    await vi.advanceTimersByTimeAsync(1 * MINUTE + 1000);
    expect(forcedRefreshes(user)).toBe(1);
    stop();
  });

  it('retries a failed refresh after 30 s, then 1 min', async () => {
    const user = fakeUser(2);
    const stop = startTokenRefresh({ currentUser: user } as unknown as Auth);
    tokenListener?.(user);
    await vi.advanceTimersByTimeAsync(55 * MINUTE); // first refresh at 55:00, fails
    expect(forcedRefreshes(user)).toBe(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(forcedRefreshes(user)).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(forcedRefreshes(user)).toBe(2);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(forcedRefreshes(user)).toBe(3);
    stop();
  });

  it('stops refreshing after sign-out', async () => {
    const user = fakeUser();
    const stop = startTokenRefresh({ currentUser: user } as unknown as Auth);
    tokenListener?.(user);
    await vi.advanceTimersByTimeAsync(1000);
    tokenListener?.(null);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(forcedRefreshes(user)).toBe(0);
    stop();
  });
});
