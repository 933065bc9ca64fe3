import { QueryClient } from '@tanstack/react-query';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY, type SessionHint } from '../auth/sessionHint';
import { profile } from '../test/session';
import { lazyComponent, pageRoute, type PageModule, type PagePrefetchModule } from './pages';

const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A browser's localStorage holding `hint` (or nothing). */
function storageWith(hint: SessionHint | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === SESSION_HINT_KEY && hint ? JSON.stringify(hint) : null) };
}

const remembered = (): SessionHint => ({
  uid: 'uid-1',
  email: 'malee@example.com',
  displayName: null,
  idToken: 'remembered-token',
  expiresAt: Date.now() + 30 * 60_000,
  profile: profile(),
});

/** What app/routes.tsx `startRoutes` does for the page when `address` matches its route with `params`. */
function startPrefetch(
  route: ReturnType<typeof pageRoute>,
  address: string,
  params: Record<string, string> = {},
): unknown {
  if (!route.prefetch) throw new Error(`${route.page} has no data module`);
  return route.prefetch({ params, url: new URL(`https://shootbook.test${address}`) });
}

describe("a page's data starts with its route (docs/decisions/0015)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a remembered signed-in user, with the route params and the address, without holding up the navigation', async () => {
    vi.stubGlobal('localStorage', storageWith(remembered()));
    const prefetch = vi.fn<PagePrefetchModule['prefetch']>();
    const client = new QueryClient();
    const route = pageRoute(
      'package/PackagePage',
      { '../pages/package/PackagePage.tsx': page },
      { '../pages/package/PackagePage.prefetch.ts': () => Promise.resolve({ prefetch }) },
      () => Promise.resolve(client),
    );
    // It returns at once: the page's code downloads meanwhile and nothing waits for data.
    expect(startPrefetch(route, '/package/p1?from=profile', { id: 'p1' })).toBeUndefined();
    await tick();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [{ params, url }, given] = prefetch.mock.calls[0]!;
    expect(params).toEqual({ id: 'p1' });
    expect(url.pathname).toBe('/package/p1');
    expect(url.searchParams.get('from')).toBe('profile');
    expect(given).toBe(client);
  });

  it('does not ask for a visitor nobody is remembered for: the guard decides first and the page reads itself', async () => {
    vi.stubGlobal('localStorage', storageWith(null));
    const loadPrefetch = vi.fn(() => Promise.resolve({ prefetch: vi.fn() }));
    const route = pageRoute(
      'package/PackagePage',
      { '../pages/package/PackagePage.tsx': page },
      { '../pages/package/PackagePage.prefetch.ts': loadPrefetch },
      () => Promise.resolve(new QueryClient()),
    );
    expect(startPrefetch(route, '/package/p1', { id: 'p1' })).toBeUndefined();
    await tick();
    expect(loadPrefetch).not.toHaveBeenCalled();
  });

  it('never fails the navigation when the data module does not download', async () => {
    vi.stubGlobal('localStorage', storageWith(remembered()));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const route = pageRoute(
        'home/HomePage',
        { '../pages/home/HomePage.tsx': page },
        {
          '../pages/home/HomePage.prefetch.ts': () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
        () => Promise.resolve(new QueryClient()),
      );
      expect(startPrefetch(route, '/')).toBeUndefined();
      await tick();
      await tick();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('gives a page without a data module nothing to prefetch', () => {
    const route = pageRoute('user/LoginPage', { '../pages/user/LoginPage.tsx': page }, {});
    expect(route.prefetch).toBeUndefined();
  });
});

// A test waits up to 10 s for the page's freshly imported data module (`asked`, below); alone it
// takes ~2 s, and on a loaded machine more than the default 5 s.
describe('the data modules of the catalogue pages', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let client: QueryClient;

  beforeEach(() => {
    client = new QueryClient();
    vi.stubGlobal('localStorage', storageWith(remembered()));
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

  /** What the data module of `page` asked the API for at `address`: method, path and sorted query. */
  async function asked(pageName: string, address: string, params: Record<string, string> = {}) {
    // Imported after fetch is stubbed: the API client binds the global fetch when it is created.
    vi.resetModules();
    const { pageRoute: route } = await import('./pages');
    startPrefetch(
      route(pageName, undefined, undefined, () => Promise.resolve(client)),
      address,
      params,
    );
    // It imports the page's data module first (freshly, after resetModules): on a busy
    // machine that alone can take longer than waitFor's default second.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 10_000 });
    await tick();
    return fetchMock.mock.calls.map(([input]) => {
      const request = input as Request;
      const url = new URL(request.url);
      url.searchParams.sort();
      return `${request.method} ${url.pathname}${url.search}`;
    });
  }

  it("the directory asks for the first page of the address's filters and order, as the page does", async () => {
    const calls = await asked(
      'photographers/PhotographersPage',
      '/photographers?category=WEDDING_BLISS&sort=price',
    );
    expect(calls).toEqual(['GET /user/photographers?category=WEDDING_BLISS&limit=24&sort=price']);
    const { browseFromSearchParams, photographerSorts } =
      await import('../features/catalogue/filters');
    const { photographerPagesQuery } = await import('../features/catalogue/queries');
    const { filters, sort } = browseFromSearchParams(
      new URLSearchParams('category=WEDDING_BLISS&sort=price'),
      photographerSorts,
    );
    // The page's hook reads this very cache entry.
    expect(client.getQueryState(photographerPagesQuery(filters, sort).queryKey)?.status).toBe(
      'success',
    );
  });

  it("a photographer's profile asks for the profile and its four sections at once", async () => {
    const calls = await asked('profile/UserProfilePage', '/profile/uid-42', { id: 'uid-42' });
    expect(calls.map((call) => call.replace(/\?.*$/, '')).sort()).toEqual([
      'GET /package',
      'GET /photo',
      'GET /subpackage',
      'GET /user/profile/uid-42',
      'GET /user/uid-42/rating',
    ]);
  });

  it('the home page asks for the three top-rated photographers', async () => {
    expect(await asked('home/HomePage', '/')).toEqual([
      'GET /user/photographers?limit=3&sort=rating',
    ]);
  });
});

describe('code downloaded on demand (lazyComponent)', () => {
  const shown = (component: ReturnType<typeof lazyComponent>['Component']) =>
    renderToString(createElement(Suspense, { fallback: 'loading…' }, createElement(component)));
  const page = () => Promise.resolve(() => createElement('h1', null, 'The page'));

  it('renders code that is in by its first render at once, without the fallback', async () => {
    const lazyPage = lazyComponent('home/HomePage', page);
    await lazyPage.load();
    expect(shown(lazyPage.Component)).toContain('The page');
  });

  it('shows the fallback while the code downloads, and downloads it once', async () => {
    const load = vi.fn(page);
    const lazyPage = lazyComponent('home/HomePage', load);
    expect(shown(lazyPage.Component)).toContain('loading…');
    await Promise.all([lazyPage.load(), lazyPage.load()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
