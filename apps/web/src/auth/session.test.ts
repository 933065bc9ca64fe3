import type { Auth, User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../test/session';

// Firebase's auth-state callback, captured so the test can play sign-in and sign-out.
let authListener: ((user: User | null) => void) | undefined;
let tokenListener: ((user: User | null) => void) | undefined;
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: Auth, listener: (user: User | null) => void) => {
    authListener = listener;
    return () => undefined;
  },
  onIdTokenChanged: (_auth: Auth, listener: (user: User | null) => void) => {
    tokenListener = listener;
    return () => undefined;
  },
  signOut: vi.fn(async () => authListener?.(null)),
}));

const { createFirebaseSession } = await import('./session');

const userA = { uid: 'a' } as User;
const userB = { uid: 'b' } as User;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Firebase session', () => {
  beforeEach(() => {
    authListener = undefined;
    tokenListener = undefined;
  });

  it('is loading until Firebase reports, then signed out', async () => {
    const session = createFirebaseSession({
      auth: { currentUser: null } as Auth,
      loadProfile: vi.fn(),
      saveProfile: vi.fn(),
    });
    expect(session.getSnapshot().status).toBe('loading');
    authListener?.(null);
    expect((await session.settled()).status).toBe('signedOut');
  });

  it('stays loading while GET /user/profile runs, then holds the profile', async () => {
    const answer = deferred<ReturnType<typeof profile>>();
    const session = createFirebaseSession({
      auth: {} as Auth,
      loadProfile: () => answer.promise,
      saveProfile: vi.fn(),
    });
    authListener?.(userA);
    expect(session.getSnapshot().status).toBe('loading');
    answer.resolve(profile({ name: 'A' }));
    const snapshot = await session.settledFor('a');
    expect(snapshot).toMatchObject({ status: 'signedIn', user: userA, profile: { name: 'A' } });
  });

  it('drops the profile answer of a user who has since signed out', async () => {
    const answer = deferred<ReturnType<typeof profile>>();
    const session = createFirebaseSession({
      auth: {} as Auth,
      loadProfile: () => answer.promise,
      saveProfile: vi.fn(),
    });
    authListener?.(userA);
    authListener?.(null);
    answer.resolve(profile());
    await answer.promise;
    await Promise.resolve();
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', profile: null });
  });

  it('reports a failed profile call as profileError, and refreshProfile recovers', async () => {
    const loadProfile = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(profile({ name: 'B' }));
    const session = createFirebaseSession({
      auth: { currentUser: userB } as Auth,
      loadProfile,
      saveProfile: vi.fn(),
    });
    authListener?.(userB);
    expect((await session.settledFor('b')).status).toBe('profileError');
    expect(await session.refreshProfile()).toMatchObject({
      status: 'signedIn',
      profile: { name: 'B' },
    });
  });

  it('a registration step saved through the actor is the profile the guard reads next', async () => {
    const saved = deferred<ReturnType<typeof profile>>();
    const saveProfile = vi.fn(() => saved.promise);
    const session = createFirebaseSession({
      auth: {} as Auth,
      loadProfile: async () => profile({ name: '', role: 'Guest' }),
      saveProfile,
    });
    authListener?.(userA);
    await session.settledFor('a');
    expect(session.registration?.getSnapshot().value).toEqual({ needsName: 'editing' });

    session.registration?.send({ type: 'CREATE_USER', changes: { name: 'Somchai' } });
    expect(saveProfile).toHaveBeenCalledWith({ name: 'Somchai' });
    // A re-read asked for meanwhile waits for the save's answer.
    const refreshed = session.refreshProfile();
    saved.resolve(profile({ name: 'Somchai', role: 'Guest' }));
    expect(await refreshed).toMatchObject({ status: 'signedIn', profile: { name: 'Somchai' } });
    expect(session.registration?.getSnapshot().value).toEqual({ needsRole: 'editing' });
  });

  it('signOut ends the session and runs onSignedOut (cache clearing)', async () => {
    const onSignedOut = vi.fn();
    const session = createFirebaseSession({
      auth: {} as Auth,
      loadProfile: async () => profile(),
      saveProfile: vi.fn(),
      onSignedOut,
    });
    authListener?.(userA);
    await session.settledFor('a');
    await session.signOut();
    expect(session.getSnapshot().status).toBe('signedOut');
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('remembers a registered user with their latest ID token, and forgets them at sign-out or while registering', async () => {
    let token = {
      token: 'token-1',
      expirationTime: 'Thu, 26 Nov 2026 06:00:00 GMT',
      claims: {},
    };
    const user = {
      uid: 'a',
      email: 'a@example.com',
      displayName: null,
      getIdTokenResult: async () => token,
    } as unknown as User;
    const auth = { currentUser: null as User | null } as Auth;
    let answer = profile({ id: 'a', name: 'A', role: 'Customer' });
    const rememberSession = vi.fn();
    const session = createFirebaseSession({
      auth,
      loadProfile: async () => answer,
      saveProfile: vi.fn(),
      rememberSession,
    });
    const lastHint = () => rememberSession.mock.lastCall?.[0] as unknown;

    (auth as { currentUser: User | null }).currentUser = user;
    authListener?.(user);
    await session.settledFor('a');
    await vi.waitFor(() =>
      expect(lastHint()).toEqual({
        uid: 'a',
        email: 'a@example.com',
        displayName: null,
        idToken: 'token-1',
        expiresAt: Date.parse('2026-11-26T06:00:00Z'),
        profile: answer,
      }),
    );

    // Firebase refreshed the token: the hint follows.
    token = { token: 'token-2', expirationTime: 'Thu, 26 Nov 2026 07:00:00 GMT', claims: {} };
    tokenListener?.(user);
    await vi.waitFor(() => expect(lastHint()).toMatchObject({ idToken: 'token-2' }));

    // A profile that is not registered (a Guest) is not remembered.
    answer = profile({ id: 'a', name: 'A', role: 'Guest' });
    await session.refreshProfile();
    await vi.waitFor(() => expect(lastHint()).toBeNull());

    answer = profile({ id: 'a', name: 'A', role: 'Customer' });
    await session.refreshProfile();
    await vi.waitFor(() => expect(lastHint()).toMatchObject({ idToken: 'token-2' }));
    await session.signOut();
    expect(lastHint()).toBeNull();
  });

  it('keeps the remembered session when the profile cannot be read (offline, or the page unloading)', async () => {
    const user = {
      uid: 'a',
      email: 'a@example.com',
      displayName: null,
      getIdTokenResult: async () => ({
        token: 't',
        expirationTime: new Date().toUTCString(),
        claims: {},
      }),
    } as unknown as User;
    const auth = { currentUser: user } as Auth;
    const rememberSession = vi.fn();
    const session = createFirebaseSession({
      auth,
      loadProfile: () => Promise.reject(new TypeError('Failed to fetch')),
      saveProfile: vi.fn(),
      rememberSession,
    });
    authListener?.(user);
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('profileError'));
    // Neither forgotten (null) nor replaced: the next load still starts from the last hint.
    expect(rememberSession).not.toHaveBeenCalled();
  });

  it('holds the operator claim of the sign-in once settled, follows a refreshed token, and drops it at sign-out', async () => {
    let claims: Record<string, unknown> = { operator: true };
    const user = {
      uid: 'a',
      email: 'a@example.com',
      displayName: null,
      getIdTokenResult: async () => ({
        token: 't',
        expirationTime: 'Thu, 26 Nov 2026 06:00:00 GMT',
        claims,
      }),
    } as unknown as User;
    const auth = { currentUser: user } as Auth;
    const session = createFirebaseSession({
      auth,
      loadProfile: async () => profile({ id: 'a', name: 'A', role: 'Customer' }),
      saveProfile: vi.fn(),
    });
    authListener?.(user);
    expect(await session.settledFor('a')).toMatchObject({ status: 'signedIn', operator: true });

    // The claim was revoked; the next token no longer carries it.
    claims = {};
    tokenListener?.(user);
    await vi.waitFor(() => expect(session.getSnapshot().operator ?? false).toBe(false));
    expect(session.getSnapshot().status).toBe('signedIn');

    claims = { operator: true };
    tokenListener?.(user);
    await vi.waitFor(() => expect(session.getSnapshot().operator).toBe(true));
    authListener?.(null);
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('signedOut'));
    expect(session.getSnapshot().operator).toBeUndefined();
  });

  it('gives a sign-in without the claim no operator console', async () => {
    const user = {
      uid: 'a',
      getIdTokenResult: async () => ({ token: 't', expirationTime: '', claims: {} }),
    } as unknown as User;
    const session = createFirebaseSession({
      auth: { currentUser: user } as Auth,
      loadProfile: async () => profile({ id: 'a', name: 'A', role: 'Customer' }),
      saveProfile: vi.fn(),
    });
    authListener?.(user);
    const snapshot = await session.settledFor('a');
    expect(snapshot.status).toBe('signedIn');
    expect(snapshot.operator).toBeUndefined();
  });
});
