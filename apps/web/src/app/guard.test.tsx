// @vitest-environment jsdom
import { act, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  MemoryRouter,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import type { SessionSnapshot } from '../auth/sessionStore';
import { signedIn, signedOut, testSession } from '../test/session';
import { RootRoute } from './RootRoute';
import { appRoutes } from './routes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no layout: the root route's scroll restoration scrolls nowhere.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) act(unmount);
});

/** Renders `element` into a fresh container; returns the container. */
async function render(element: ReactElement): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(element));
  mounted.push(() => {
    root.unmount();
    container.remove();
  });
  return container;
}

/**
 * Opens `path` under the app's root element (app/RootRoute.tsx, which applies the guard) with a
 * stand-in page, and returns where the user ends up — the address the stand-in is shown at — and
 * the last history action.
 */
async function open(path: string, snapshot: SessionSnapshot | (() => Promise<SessionSnapshot>)) {
  const session = testSession(typeof snapshot === 'function' ? undefined : snapshot);
  let shown: { pathname: string; action: string } | undefined;
  function StandIn() {
    const { pathname } = useLocation();
    shown = { pathname, action: useNavigationType() };
    return null;
  }
  await render(
    <AuthProvider source={session}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route element={<RootRoute />}>
              <Route path="*" element={<StandIn />} />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AuthProvider>,
  );
  if (typeof snapshot === 'function') {
    const settled = await snapshot();
    await act(async () => session.store.set(settled));
  }
  await vi.waitFor(() => expect(shown).toBeDefined());
  return shown!;
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
  /** The app's route element for `path`, rendered at that address; returns the text shown. */
  async function shownAt(path: string): Promise<string> {
    const route = matchRoutes(appRoutes, path)!.at(-1)!.route;
    const container = await render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading the page">
          <Routes>
            <Route path={route.path} element={route.element} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    return container.textContent ?? '';
  }

  it('an unknown address is the not-found view at that address', async () => {
    expect(await shownAt('/no/such/page')).toContain('Page Not Found: /no/such/page');
  });

  it('a malformed path parameter is the not-found view, a well-formed one is the page', async () => {
    expect(await shownAt('/package/not-a-uuid')).toContain('Page Not Found: /package/not-a-uuid');
    const good = await shownAt('/package/0b7c2f9e-3d4a-4c1e-9f00-1a2b3c4d5e6f');
    expect(good).not.toContain('Page Not Found');
  });

  it('/user/login/reset/{id} accepts the two reset steps only', async () => {
    expect(await shownAt('/user/login/reset/2')).not.toContain('Page Not Found');
    expect(await shownAt('/user/login/reset/7')).toContain('Page Not Found: /user/login/reset/7');
  });

  it('the guard runs before the 404: a signed-out visitor of an unknown address is sent to login', async () => {
    expect((await open('/no/such/page', signedOut)).pathname).toBe('/user/login');
  });
});
