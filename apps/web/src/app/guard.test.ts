import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../auth/sessionStore';
import { signedIn, signedOut, testSession } from '../test/session';
import { createRoutes } from './routes';

/**
 * Opens `path` in a memory router built from the app's real route table and returns where it
 * ends up once the root loader (the guard) and the page's loader have run.
 */
async function open(path: string, snapshot: SessionSnapshot | (() => Promise<SessionSnapshot>)) {
  const session = testSession(typeof snapshot === 'function' ? undefined : snapshot);
  const router = createMemoryRouter(createRoutes(session), { initialEntries: [path] });
  if (typeof snapshot === 'function') session.store.set(await snapshot());
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const state = router.state;
  router.dispose();
  return { pathname: state.location.pathname, action: state.historyAction, errors: state.errors };
}

const bank = {
  bank: 'KASIKORN_BANK',
  accountNumber: '1234567890',
  accountName: 'Somchai Jaidee',
} as const;

describe('route guard wiring (SPEC.md §2 "Route guard", in order)', () => {
  it('step 1: a signed-out visitor of a product page lands on /user/login, replacing the entry', async () => {
    expect(await open('/appointment/list', signedOut)).toMatchObject({
      pathname: '/user/login',
      action: 'REPLACE',
    });
  });

  it('step 1: a signed-out visitor may open the login, register and reset routes', async () => {
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/login/reset/1',
      '/user/login/reset/success',
    ]) {
      expect((await open(path, signedOut)).pathname).toBe(path);
    }
  });

  it('step 2: a user with an empty name is sent to createUser', async () => {
    expect((await open('/photographers', signedIn({ name: '', role: 'Guest' }))).pathname).toBe(
      '/user/register/createUser',
    );
  });

  it('step 3: a Guest is sent to selectRole, even from createUser', async () => {
    const guest = signedIn({ role: 'Guest' });
    expect((await open('/', guest)).pathname).toBe('/user/register/selectRole');
    expect((await open('/user/register/createUser', guest)).pathname).toBe(
      '/user/register/selectRole',
    );
  });

  it('step 4: a Photographer without bankAccount is sent to createPhotographer', async () => {
    expect(
      (await open('/profile/schedule', signedIn({ role: 'Photographer', bankAccount: null })))
        .pathname,
    ).toBe('/user/register/createPhotographer');
  });

  it('step 5: a complete user is sent from the registration and login pages to /', async () => {
    const photographer = signedIn({ role: 'Photographer', bankAccount: bank });
    expect((await open('/user/register/createPhotographer', photographer)).pathname).toBe('/');
    expect((await open('/user/login', signedIn())).pathname).toBe('/');
  });

  it('step 5: a complete user opens product pages where they are', async () => {
    expect((await open('/appointment/list', signedIn())).pathname).toBe('/appointment/list');
  });

  it('waits for Firebase and the profile before deciding', async () => {
    // Deciding on the loading snapshot would let the page through; the settled one is signed out.
    const settle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return signedOut;
    };
    expect((await open('/payment/topay', settle)).pathname).toBe('/user/login');
  });
});

describe('not-found routes (SPEC.md §5, §8)', () => {
  it('an unknown address is a 404 error at that address', async () => {
    const result = await open('/no/such/page', signedIn());
    expect(result.pathname).toBe('/no/such/page');
    expect(Object.values(result.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it('a malformed path parameter is a 404 error, a well-formed one is not', async () => {
    const bad = await open('/package/not-a-uuid', signedIn());
    expect(bad.pathname).toBe('/package/not-a-uuid');
    expect(Object.values(bad.errors ?? {})[0]).toMatchObject({ status: 404 });
    const good = await open('/package/0b7c2f9e-3d4a-4c1e-9f00-1a2b3c4d5e6f', signedIn());
    expect(good.errors).toBeNull();
  });

  it('/user/login/reset/{id} accepts the two reset steps only', async () => {
    expect((await open('/user/login/reset/2', signedOut)).errors).toBeNull();
    const bad = await open('/user/login/reset/7', signedOut);
    expect(Object.values(bad.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it('the guard runs before the 404: a signed-out visitor of an unknown address is sent to login', async () => {
    expect((await open('/no/such/page', signedOut)).pathname).toBe('/user/login');
  });
});
