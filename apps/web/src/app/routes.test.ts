import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../auth/sessionHint';
import type { SessionSnapshot } from '../auth/sessionStore';
import { profile, signedIn, signedOut, testSession } from '../test/session';
import { BackgroundLayout } from './layouts/BackgroundLayout';
import { pageComponent, type PageHandle } from './pages';
import { NotFoundError } from './routeParams';
import { appRoutes } from './routes';

/** Every route of docs/product.md §2 with a sample address and the page module it must load. */
const SPEC_ROUTES: [path: string, sample: string, page: string][] = [
  ['/', '/', 'home/HomePage'],
  ['/photographers', '/photographers', 'photographers/PhotographersPage'],
  ['/profile', '/profile', 'profile/ProfilePage'],
  ['/profile/{id}', '/profile/uid-42', 'profile/UserProfilePage'],
  ['/profile/edit', '/profile/edit', 'profile/EditProfilePage'],
  ['/profile/schedule', '/profile/schedule', 'profile/SchedulePage'],
  ['/profile/createBusyTime', '/profile/createBusyTime', 'profile/CreateBusyTimePage'],
  ['/profile/{id}/allreview', '/profile/uid-42/allreview', 'profile/AllReviewsPage'],
  ['/profile/{id}/createreview', '/profile/uid-42/createreview', 'profile/CreateReviewPage'],
  [
    '/profile/{id}/editreview/{ratingid}',
    '/profile/uid-42/editreview/r1',
    'profile/EditReviewPage',
  ],
  ['/package/allpackage', '/package/allpackage', 'package/AllPackagesPage'],
  ['/package/create', '/package/create', 'package/CreatePackagePage'],
  ['/package/showcase', '/package/showcase', 'package/ShowcasePage'],
  ['/package/edit/{id}', '/package/edit/p1', 'package/EditPackagePage'],
  ['/package/{id}', '/package/p1', 'package/PackagePage'],
  ['/package/{id}/allpackage', '/package/p1/allpackage', 'package/OwnerPackagesPage'],
  ['/package/{id}/schedule', '/package/p1/schedule', 'package/PackageSchedulePage'],
  [
    '/package/{id}/subpackage/create',
    '/package/p1/subpackage/create',
    'package/CreateSubpackagePage',
  ],
  [
    '/package/{id}/subpackage/edit/{subpackageid}',
    '/package/p1/subpackage/edit/s1',
    'package/EditSubpackagePage',
  ],
  [
    '/package/{id}/subpackage/schedule/{subpackageid}',
    '/package/p1/subpackage/schedule/s1',
    'package/SubpackageSchedulePage',
  ],
  [
    '/package/{id}/subpackage/appointment/create/{subpackageid}',
    '/package/p1/subpackage/appointment/create/s1',
    'package/BookAppointmentPage',
  ],
  ['/appointment/list', '/appointment/list', 'appointment/AppointmentListPage'],
  ['/appointment/confirm', '/appointment/confirm', 'appointment/ConfirmAppointmentsPage'],
  ['/appointment/complete', '/appointment/complete', 'appointment/CompleteAppointmentsPage'],
  ['/payment/order/{oid}', '/payment/order/o1', 'payment/OrderPage'],
  ['/payment/topay', '/payment/topay', 'payment/ToPayPage'],
  ['/payment/transaction', '/payment/transaction', 'payment/TransactionsPage'],
  ['/payment/success', '/payment/success', 'payment/PaymentSuccessPage'],
  ['/user/login', '/user/login', 'user/LoginPage'],
  ['/user/login/reset/1', '/user/login/reset/1', 'user/ResetPage'],
  ['/user/login/reset/2', '/user/login/reset/2', 'user/ResetPage'],
  ['/user/login/reset/{id}', '/user/login/reset/7', 'user/ResetPage'],
  ['/user/login/reset/success', '/user/login/reset/success', 'user/ResetSuccessPage'],
  ['/user/register', '/user/register', 'user/RegisterPage'],
  ['/user/register/selectRole', '/user/register/selectRole', 'user/SelectRolePage'],
  ['/user/register/createUser', '/user/register/createUser', 'user/CreateUserPage'],
  [
    '/user/register/createPhotographer',
    '/user/register/createPhotographer',
    'user/CreatePhotographerPage',
  ],
];

/** Routes beyond docs/product.md §2, each with its reason in docs/decisions (0011: the booking's own page). */
const BEYOND_SPEC_ROUTES: [path: string, sample: string, page: string][] = [
  ['/appointment/{id}', '/appointment/a1', 'appointment/AppointmentPage'],
  // 0023: the photographer's To-deliver list and the gallery of a booking's delivery.
  ['/appointment/deliver', '/appointment/deliver', 'delivery/ToDeliverPage'],
  ['/appointment/{id}/delivery', '/appointment/a1/delivery', 'delivery/DeliveryPage'],
  // 0028: the user's conversations and one enquiry.
  ['/messages', '/messages', 'thread/ThreadListPage'],
  ['/messages/{id}', '/messages/a1', 'thread/ThreadPage'],
  // Decision 0035: the photographers a customer saved.
  ['/saved', '/saved', 'saved/SavedPage'],
  // 0033: the operators' console.
  ['/operator', '/operator', 'operator/DisputesPage'],
  ['/operator/photographers', '/operator/photographers', 'operator/OperatorPhotographersPage'],
  ['/operator/bookings/{id}', '/operator/bookings/a1', 'operator/OperatorBookingPage'],
  ['/operator/audit', '/operator/audit', 'operator/AuditPage'],
  ['/operator/reports', '/operator/reports', 'operator/ReportsPage'],
];

/** The app's route table, its loaders reading into `queryClient` for `session`. */
function routesFor(
  session: SessionSnapshot | undefined = signedIn(),
  queryClient = new QueryClient(),
): RouteObject[] {
  return appRoutes({ queryClient, session: testSession(session) });
}

const routes = routesFor();

/** The routes with a path (pages and the catch-all), depth first. */
function leafRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...(route.path ? [route] : []),
    ...leafRoutes(route.children ?? []),
  ]);
}

function pageAt(address: string): string | undefined {
  const matches = matchRoutes(routes, address) ?? [];
  return (matches.at(-1)?.route.handle as PageHandle | undefined)?.page;
}

describe('route table (docs/product.md §2)', () => {
  it.each([...SPEC_ROUTES, ...BEYOND_SPEC_ROUTES])('%s loads %s', (_path, sample, page) => {
    expect(pageAt(sample)).toBe(page);
  });

  it('registers exactly one route per docs/product.md §2 path and per listed route beyond it, plus the catch-all', () => {
    const declared = leafRoutes(routes).map((route) => route.path);
    const spec = [...SPEC_ROUTES, ...BEYOND_SPEC_ROUTES].map(([path]) =>
      path.replace(/\{(\w+)\}/g, ':$1'),
    );
    expect(declared.filter((path) => path !== '*').sort()).toEqual(spec.sort());
    expect(declared).toContain('*');
  });

  it('sends an unknown address to the catch-all, not to a page', () => {
    const matches = matchRoutes(routes, '/no/such/page') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
    expect(pageAt('/no/such/page')).toBeUndefined();
  });

  it('puts sign-in, reset and registration pages in the background layout and the rest in the default layout', () => {
    const background = routes[0]!.children![0]!;
    const standard = routes[0]!.children![1]!;
    // The default layout loads on demand (docs/decisions/0015), the background one with the shell.
    expect(background.Component).toBe(BackgroundLayout);
    expect(standard.lazy).toHaveProperty('Component');
    for (const [, sample] of SPEC_ROUTES) {
      const layout = (matchRoutes(routes, sample) ?? [])[1]?.route;
      expect([sample, layout]).toEqual([
        sample,
        sample.startsWith('/user/') ? background : standard,
      ]);
    }
  });

  it('loads every page on demand, and every page module exports a Component', async () => {
    for (const route of leafRoutes(routes)) {
      if (route.path === '*') continue;
      const { page } = route.handle as PageHandle;
      expect(route.lazy, route.path).toHaveProperty('Component');
      expect(typeof (await pageComponent(page)()), route.path).toBe('function');
    }
    // Imports every page module once: seconds on a busy CI machine.
  }, 60_000);
});

/** Runs the loaders of the routes matching `address` in `list`, as the router does; the page's result. */
async function load(list: RouteObject[], address: string): Promise<unknown> {
  const request = new Request(`https://shootbook.test${address}`);
  const matches = matchRoutes(list, address) ?? [];
  const results = await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ params, request, context: undefined } as LoaderFunctionArgs)
        : undefined,
    ),
  );
  return results.at(-1);
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('path parameters (docs/product.md §5 "Route validation failure yields a not-found error")', () => {
  it('a malformed id is the not-found error, a well-formed one is the page', async () => {
    expect(await thrown(() => load(routes, '/package/not-a-uuid'))).toBeInstanceOf(NotFoundError);
    expect(
      await thrown(() => load(routes, '/package/0b7c2f9e-3d4a-4c1e-9f00-1a2b3c4d5e6f/schedule')),
    ).toBeUndefined();
  });

  it('/user/login/reset/{id} accepts the two reset steps only', async () => {
    expect(await thrown(() => load(routes, '/user/login/reset/2'))).toBeUndefined();
    expect(await thrown(() => load(routes, '/user/login/reset/7'))).toBeInstanceOf(NotFoundError);
  });
});

// A test waits for the page's freshly imported data module; on a loaded machine that can take
// longer than the default 5 s.
describe(
  "a page's loader reads its data into the page's cache (docs/decisions/0015)",
  { timeout: 20_000 },
  () => {
    const fetchMock = vi.fn<typeof fetch>();
    let queryClient: QueryClient;

    beforeEach(() => {
      queryClient = new QueryClient();
      // A remembered session's token (auth/sessionHint.ts): the API client need not load Firebase.
      const hint = JSON.stringify({
        uid: 'uid-1',
        email: null,
        displayName: null,
        idToken: 'token',
        expiresAt: Date.now() + 3_600_000,
        profile: profile(),
      });
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => (key === SESSION_HINT_KEY ? hint : null),
      });
      fetchMock.mockReset();
      fetchMock.mockImplementation(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ photographers: [], total: 0, totalCapped: false, nextCursor: null }),
            { headers: { 'content-type': 'application/json' } },
          ),
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => vi.unstubAllGlobals());

    /** Loads `address` for `session`; what the loaders asked the API for: method, path and sorted query. */
    async function asked(address: string, session: SessionSnapshot | undefined = signedIn()) {
      // Imported after fetch is stubbed: the API client binds the global fetch when it is created.
      vi.resetModules();
      const fresh = await import('./routes');
      const { testSession: freshSession } = await import('../test/session');
      const list = fresh.appRoutes({ queryClient, session: freshSession(session) });
      await load(list, address);
      return calls();
    }

    function calls(): string[] {
      return fetchMock.mock.calls.map(([input]) => {
        const request = input as Request;
        const url = new URL(request.url);
        url.searchParams.sort();
        return `${request.method} ${url.pathname}${url.search}`;
      });
    }

    it("the directory reads the first page of the address's filters and order, the entry the page's hook reads", async () => {
      expect(await asked('/photographers?category=WEDDING_BLISS&sort=price')).toEqual([
        'GET /user/photographers?category=WEDDING_BLISS&limit=24&sort=price',
      ]);
      const { browseFromSearchParams, photographerSorts } =
        await import('../features/catalogue/filters');
      const { photographerPagesQuery } = await import('../features/catalogue/queries');
      const { filters, sort } = browseFromSearchParams(
        new URLSearchParams('category=WEDDING_BLISS&sort=price'),
        photographerSorts,
      );
      // Answered before the navigation goes on: the page first renders with it.
      expect(
        queryClient.getQueryState(photographerPagesQuery(filters, sort).queryKey)?.status,
      ).toBe('success');
    });

    it("a photographer's profile reads the profile and its four sections at once", async () => {
      const sent = await asked('/profile/uid-42');
      expect(sent.map((call) => call.replace(/\?.*$/, '')).sort()).toEqual([
        'GET /package',
        'GET /photo',
        'GET /subpackage',
        'GET /user/profile/uid-42',
        'GET /user/uid-42/rating',
      ]);
    });

    it('the home page reads the three top-rated photographers', async () => {
      expect(await asked('/')).toEqual(['GET /user/photographers?limit=3&sort=rating']);
    });

    it('reads nothing for a visitor the route guard sends elsewhere', async () => {
      expect(await asked('/', signedOut)).toEqual([]);
      expect(await asked('/photographers', signedIn({ role: 'Guest' }))).toEqual([]);
    });

    it('reads only once the session is known', async () => {
      vi.resetModules();
      const fresh = await import('./routes');
      const { testSession: freshSession } = await import('../test/session');
      const session = freshSession();
      const loading = load(fresh.appRoutes({ queryClient, session }), '/');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls()).toEqual([]);
      session.store.set(signedIn());
      await loading;
      expect(calls()).toEqual(['GET /user/photographers?limit=3&sort=rating']);
    });

    it("never fails the navigation for a failed read: the page's hooks show it", async () => {
      fetchMock.mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'internal', message: 'boom' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
      await expect(asked('/')).resolves.toEqual(
        expect.arrayContaining(['GET /user/photographers?limit=3&sort=rating']),
      );
    });
  },
);
