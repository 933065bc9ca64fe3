// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import type { SessionSnapshot, SessionSource } from '../auth/sessionStore';
import { signedIn, signedInOperator, signedOut, testSession } from '../test/session';
import { appRoutes } from './routes';

beforeAll(() => {
  // The data router updates on its own schedule (loaders, lazy routes): the tests wait for what
  // shows (vi.waitFor) rather than wrap each update in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // jsdom has no layout: the root route's scroll restoration scrolls nowhere.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The default layout's reads (the counts in its navigation) stay unanswered.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** Renders `element` into a fresh container; returns the container. */
async function render(element: ReactElement): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(element);
  mounted.push(() => {
    root.unmount();
    container.remove();
  });
  return container;
}

/** Renders `routes` at `path` in a data router, with `session` and a query cache. */
function app(
  routes: (context: { session: SessionSource; queryClient: QueryClient }) => RouteObject[],
  path: string,
  session: SessionSource,
) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(routes({ session, queryClient }), { initialEntries: [path] });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider source={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * Opens `path` under the app's root route (its loader waits for the session; its element,
 * app/RootRoute.tsx, applies the guard) with a stand-in page, and returns where the user ends up
 * — the address the stand-in is shown at — and the last history action.
 */
async function open(path: string, snapshot: SessionSnapshot | (() => Promise<SessionSnapshot>)) {
  const session = testSession(typeof snapshot === 'function' ? undefined : snapshot);
  let shown: { pathname: string; action: string } | undefined;
  function StandIn() {
    const { pathname } = useLocation();
    shown = { pathname, action: useNavigationType() };
    return null;
  }
  const withStandIn = (context: Parameters<typeof appRoutes>[0]): RouteObject[] => [
    { ...appRoutes(context)[0]!, children: [{ path: '*', Component: StandIn }] } as RouteObject,
  ];
  await render(app(withStandIn, path, session));
  if (typeof snapshot === 'function') {
    const settled = await snapshot();
    session.store.set(settled);
  }
  await vi.waitFor(() => expect(shown).toBeDefined());
  return shown!;
}

const bank = {
  bank: 'KASIKORN_BANK',
  accountNumber: '1234567890',
  accountName: 'Somchai Jaidee',
} as const;

describe('route guard wiring (docs/product.md §2 "Route guard", in order)', () => {
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

  it('step 7: the operators’ console opens for a sign-in with the operator claim, and sends anyone else home', async () => {
    expect((await open('/operator/audit', signedInOperator())).pathname).toBe('/operator/audit');
    expect(await open('/operator/audit', signedIn())).toMatchObject({
      pathname: '/',
      action: 'REPLACE',
    });
    const photographer = signedIn({ role: 'Photographer', bankAccount: bank });
    expect((await open('/operator', photographer)).pathname).toBe('/appointment/confirm');
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

describe('not-found routes (docs/product.md §5, §8)', () => {
  /** The app at `path` for `snapshot`; returns the text shown once `expected` is. */
  async function shownAt(path: string, expected: string, snapshot = signedIn()): Promise<string> {
    const container = await render(app(appRoutes, path, testSession(snapshot)));
    await vi.waitFor(() => expect(container.textContent).toContain(expected), { timeout: 10_000 });
    return container.textContent ?? '';
  }

  it('an unknown address is the not-found view at that address, inside the app frame', async () => {
    const shown = await shownAt('/no/such/page', 'Page Not Found: /no/such/page');
    expect(shown).toContain('ShootBook');
  });

  it('a malformed path parameter is the not-found view', async () => {
    await shownAt('/package/not-a-uuid', 'Page Not Found: /package/not-a-uuid');
  });

  it('/user/login/reset/{id} accepts the two reset steps only, in the sign-in frame', async () => {
    await shownAt('/user/login/reset/7', 'Page Not Found: /user/login/reset/7', signedOut);
  });

  it('the guard runs before the 404: a signed-out visitor of an unknown address is sent to login', async () => {
    expect((await open('/no/such/page', signedOut)).pathname).toBe('/user/login');
  });
});
