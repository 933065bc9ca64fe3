import { describe, expect, it } from 'vitest';
import { signedIn, testSession } from '../test/session';
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
    const token = session.getIdToken();

    loaded.resolve(real);
    real.store.set(signedIn());
    expect((await session.settled()).status).toBe('signedIn');
    await expect(token).resolves.toBeNull();
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
    await expect(session.getIdToken()).rejects.toBe(failure);

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
