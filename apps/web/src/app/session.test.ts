import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../auth/sessionHint';
import { profile, signedOut, testSession } from '../test/session';
import { createAppSession } from './session';

const startFirebaseSession = vi.hoisted(() => vi.fn());
vi.mock('./firebaseSession', () => ({ startFirebaseSession }));

/** Stores a remembered session of `uid-1` (auth/sessionHint.ts), or none. */
function remember(hinted: boolean): void {
  const hint = JSON.stringify({
    uid: 'uid-1',
    email: null,
    displayName: null,
    idToken: 'token',
    expiresAt: Date.now() + 3_600_000,
    profile: profile({ id: 'uid-1' }),
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (hinted && key === SESSION_HINT_KEY ? hint : null),
  });
}

describe('createAppSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    startFirebaseSession.mockReset();
  });

  it('with a remembered user, starts Firebase only once `later` resolves', async () => {
    remember(true);
    startFirebaseSession.mockReturnValue(testSession(signedOut));
    let firstPageIn!: () => void;
    const session = createAppSession({ later: new Promise((resolve) => (firstPageIn = resolve)) });
    expect(session.getSnapshot().status).toBe('signedIn');
    // Whatever the session asked to download so far is in: Firebase's code was not among it.
    await vi.dynamicImportSettled();
    expect(startFirebaseSession).not.toHaveBeenCalled();
    firstPageIn();
    await vi.waitFor(() => expect(startFirebaseSession).toHaveBeenCalledOnce());
  });

  it('without a remembered user, starts Firebase at once', async () => {
    remember(false);
    startFirebaseSession.mockReturnValue(testSession(signedOut));
    const session = createAppSession({ later: new Promise(() => undefined) });
    await vi.waitFor(() => expect(startFirebaseSession).toHaveBeenCalledOnce());
    expect((await session.settled()).status).toBe('signedOut');
  });
});
