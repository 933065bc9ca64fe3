import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { profile, signedIn, signedOut, testSession } from '../test/session';
import type { SessionHint } from './sessionHint';
import { createLazySession, type SessionSource } from './sessionStore';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazy session (Firebase loads after the first paint)', () => {
  it('is loading until the real source is in, then mirrors it, later changes included', async () => {
    const real = testSession();
    const loaded = deferred<SessionSource>();
    const session = createLazySession(() => loaded.promise);
    expect(session.getSnapshot().status).toBe('loading');

    loaded.resolve(real);
    real.store.set(signedIn());
    expect((await session.settled()).status).toBe('signedIn');
    await session.signOut();
    expect(session.getSnapshot().status).toBe('signedOut');
  });

  it("hands out the real source's registration actor once it is in, and none before", async () => {
    const real = testSession(signedIn({ name: '', role: 'Guest' }));
    const loaded = deferred<SessionSource>();
    const session = createLazySession(() => loaded.promise);
    expect(session.registration).toBeUndefined();
    loaded.resolve(real);
    await session.settled();
    expect(session.registration).toBe(real.registration);
    expect(session.registration?.getSnapshot().value).toEqual({ needsName: 'editing' });
  });

  it('a failed download is a profileError; Try again loads once more and resolves with the settled session', async () => {
    const real = testSession(signedIn());
    const failure = new Error('Failed to fetch dynamically imported module');
    let attempts = 0;
    const session = createLazySession(() =>
      ++attempts === 1 ? Promise.reject(failure) : Promise.resolve(real),
    );
    const first = await session.settled();
    expect(first).toMatchObject({ status: 'profileError', error: failure });
    await expect(session.signOut()).rejects.toBe(failure);

    const retried = await session.refreshProfile();
    expect(attempts).toBe(2);
    expect(retried.status).toBe('signedIn');
    expect(session.getSnapshot().profile?.name).toBe('Somchai');
  });

  it('Try again that fails once more still resolves, with the new error', async () => {
    let attempts = 0;
    const session = createLazySession(() => Promise.reject(new Error(`offline ${++attempts}`)));
    await session.settled();
    const retried = await session.refreshProfile();
    expect(retried.status).toBe('profileError');
    expect((retried.error as Error).message).toBe('offline 2');
  });
});

describe('lazy session with a remembered session (docs/decisions/0020)', () => {
  const hint: SessionHint = {
    uid: 'uid-1',
    email: 'somchai@example.com',
    displayName: null,
    idToken: 'remembered-token',
    expiresAt: Date.now() + 3_600_000,
    profile: profile(),
  };

  it('is signed in as the hint says before Firebase is in, and keeps that while Firebase restores the sign-in', async () => {
    const real = testSession();
    const loaded = deferred<SessionSource>();
    const onHintRefuted = vi.fn();
    const session = createLazySession(() => loaded.promise, { hint, onHintRefuted });
    expect(session.getSnapshot()).toMatchObject({
      status: 'signedIn',
      user: { uid: 'uid-1' },
      profile: { name: 'Somchai' },
    });
    expect((await session.settled()).status).toBe('signedIn');

    loaded.resolve(real);
    await loaded.promise;
    // Firebase still restoring: the hint stands, no flash of "loading".
    expect(session.getSnapshot().status).toBe('signedIn');

    real.store.set(signedIn({ name: 'Somchai Jaidee' }));
    expect(session.getSnapshot().profile?.name).toBe('Somchai Jaidee');
    expect(onHintRefuted).not.toHaveBeenCalled();
  });

  it('re-renders nothing when Firebase confirms the hint as it stands, and mirrors what changes after', async () => {
    const real = testSession();
    const session = createLazySession(async () => real, { hint });
    const before = session.getSnapshot();
    const listener = vi.fn();
    session.subscribe(listener);
    await Promise.resolve();
    // Firebase's own user object carries more than the session shows; the profile answer is a new object.
    real.store.set({
      status: 'signedIn',
      user: {
        uid: 'uid-1',
        email: 'somchai@example.com',
        displayName: null,
        photoURL: null,
      } as User,
      profile: profile(),
      error: null,
    });
    await vi.waitFor(() => expect(real.store.getSnapshot().profile).not.toBe(hint.profile));
    expect(listener).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toBe(before);

    real.store.set(signedIn({ name: 'Somchai Jaidee' }));
    expect(listener).toHaveBeenCalledOnce();
    expect(session.getSnapshot().profile?.name).toBe('Somchai Jaidee');
  });

  it('takes the real session when the profile changed since the hint was written', async () => {
    const real = testSession();
    const session = createLazySession(async () => real, { hint });
    await Promise.resolve();
    real.store.set({
      status: 'signedIn',
      user: { uid: 'uid-1', email: 'somchai@example.com', displayName: null } as User,
      profile: profile({ phone: '+66812345678' }),
      error: null,
    });
    await vi.waitFor(() => expect(session.getSnapshot().profile?.phone).toBe('+66812345678'));
  });

  it('gives way when Firebase reports nobody signed in, and says the hint was wrong', async () => {
    const real = testSession();
    const onHintRefuted = vi.fn();
    const session = createLazySession(async () => real, { hint, onHintRefuted });
    await Promise.resolve();
    real.store.set(signedOut);
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('signedOut'));
    expect(onHintRefuted).toHaveBeenCalledOnce();
  });
});
