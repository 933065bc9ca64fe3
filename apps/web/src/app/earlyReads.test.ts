// @vitest-environment jsdom
import { unwrap } from '@shootbook/api-client';
import { GALLERY_LEAD_SIZES, LOADING_LEAD_SLOT, PACKAGE_CARD_COVER_SIZES } from '@shootbook/ui';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionHint } from '../auth/sessionHint';
import type { UserProfile } from '../auth/profile';
import { prefetch as packagePrefetch } from '../pages/package/PackagePage.prefetch';
import { prefetch as profilePrefetch } from '../pages/profile/UserProfilePage.prefetch';
import { api } from './api';
import { config } from './config';
import { LEAD_HEAD_START_MS, whenLeadPhotoPainted } from './earlyLead';
import {
  EARLY_READ_MAX_AGE_MS,
  EARLY_READ_PAGES,
  earlyReadsFor,
  startEarlyReads,
  takeEarlyRead,
} from './earlyReads';
import type { PagePrefetchModule } from './pages';
import { paramsFit } from './routeParams';
import { appRoutes } from './routes';

const PACKAGE_ID = '3f0c2a9e-8d41-4c55-9b7a-0e6f1d2c3b4a';
const PHOTOGRAPHER = 'FNkr59SFV4xhpMmMJaOjnH6ies7g';
const TOKEN = 'token-of-the-hint';
const base = config.apiBaseUrl;

/** A ready photo as the API lists it (openapi.yaml `Photo`, the parts a gallery draws). */
const photo = (name: string) => ({
  src: `${base}/media/${name}/960.jpg`,
  sources: [{ type: 'image/avif', srcSet: `${base}/media/${name}/640.avif 640w` }],
  width: 1200,
  height: 800,
  placeholder: null,
});

/** The photographer's portfolio the stand-in API lists (`GET /photo?photographerId=`). */
let portfolio: ReturnType<typeof photo>[];

/** What the stand-in API answers each path with (status 200, JSON). */
function answerFor(url: string): unknown {
  const path = url.slice(base.length);
  if (path.startsWith('/package/')) return { id: PACKAGE_ID, photos: [photo('lead'), photo('b')] };
  if (path.startsWith('/photo?')) return { photos: portfolio };
  if (path.startsWith('/package?'))
    return { packages: [{ id: PACKAGE_ID, cover: photo('cover') }, { cover: photo('second') }] };
  return { items: [] };
}

let requests: Request[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  requests = [];
  portfolio = [photo('portfolio')];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return Response.json(answerFor(request.url));
  });
  vi.stubGlobal('fetch', fetchMock);
  writeSessionHint({
    uid: PHOTOGRAPHER,
    email: null,
    displayName: null,
    idToken: TOKEN,
    expiresAt: Date.now() + 3_600_000,
    profile: { id: PHOTOGRAPHER, name: 'Somchai', role: 'Customer' } as UserProfile,
  });
});

afterEach(() => {
  // A profile's reads the lead did not ask for are sent up to 300 ms later (app/earlyReads.ts),
  // which would land in the next test's stand-in API: whatever a test left unsent is sent now,
  // within it, by taking it (each read is sent once), …
  const paths = [
    ...earlyReadsFor(`/package/${PACKAGE_ID}`),
    ...earlyReadsFor(`/profile/${PHOTOGRAPHER}`),
  ];
  for (const path of paths) {
    const request = new Request(`${base}${path}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    while (takeEarlyRead(request, () => Promise.resolve(new Response()))?.catch(() => undefined));
  }
  // … and anything else left untaken is dropped: every read is too old a day later.
  takeEarlyRead(new Request(base), () => Promise.reject(new Error('unused')), Date.now() + 864e5);
  vi.unstubAllGlobals();
  writeSessionHint(null);
  document.head.innerHTML = '';
});

/** Resolves once the promises already queued (a stand-in fetch's answers and their handlers) have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every route path of the app's route table, nested ones joined to their parents'. */
function appRoutePaths(routes = appRoutes, parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    return [...(route.path ? [path] : []), ...appRoutePaths(route.children ?? [], path)];
  });
}

describe('which addresses start early reads', () => {
  it("starts a package page's read and a profile's five, and nothing elsewhere", () => {
    expect(earlyReadsFor(`/package/${PACKAGE_ID}`)).toEqual([`/package/${PACKAGE_ID}`]);
    expect(earlyReadsFor(`/profile/${PHOTOGRAPHER}`)).toEqual([
      `/user/profile/${PHOTOGRAPHER}`,
      `/photo?photographerId=${PHOTOGRAPHER}`,
      `/package?limit=1000&photographerId=${PHOTOGRAPHER}`,
      `/subpackage?photographerId=${PHOTOGRAPHER}&limit=1000`,
      `/user/${PHOTOGRAPHER}/rating?limit=1000`,
    ]);
    for (const address of [
      '/',
      '/photographers',
      '/profile',
      '/package/not-a-uuid',
      `/package/${PACKAGE_ID}/schedule`,
      `/profile/${PHOTOGRAPHER}/allreview`,
      '/profile/a%2Fb',
    ])
      expect(earlyReadsFor(address), address).toEqual([]);
  });

  it('matches an address as the router does: any case, trailing slashes, the id as written', () => {
    for (const address of [
      `/package/${PACKAGE_ID}/`,
      `/Package/${PACKAGE_ID}//`,
      `/PACKAGE/${PACKAGE_ID.toUpperCase()}`,
      `/profile/${PHOTOGRAPHER}/`,
      `/PROFILE/${PHOTOGRAPHER}`,
      `/package/${PACKAGE_ID}/schedule`,
      '/package/not-a-uuid/',
      `//package/${PACKAGE_ID}`,
      // The fixed pages beside the routes with an id, which the router ranks first.
      ...appRoutePaths().filter((path) => /^\/(profile|package)\/[^/:]+$/.test(path)),
      '/profile/EDIT',
      '/profile/Schedule/',
    ]) {
      // What the router shows there, and the reads that page's data module makes for its id:
      // early reads exactly where the router shows that page, and then the very same reads.
      const match = matchRoutes(appRoutes, address)?.at(-1);
      const page = EARLY_READ_PAGES.find((candidate) => candidate.route === match?.route.path);
      const routed =
        page && paramsFit(match!.params, { id: page.id }) ? page.reads(match!.params.id!) : [];
      expect(earlyReadsFor(address), address).toEqual(routed);
    }
    expect(earlyReadsFor(`/PACKAGE/${PACKAGE_ID.toUpperCase()}/`)).toEqual([
      `/package/${PACKAGE_ID.toUpperCase()}`,
    ]);
    // An id the router decodes first (%33 is "3") gets none, and the page asks as usual.
    expect(earlyReadsFor(`/package/%33${PACKAGE_ID.slice(1)}`)).toEqual([]);
  });

  it("names routes of the app's own route table", () => {
    const samples: Record<string, string> = {
      '/profile/:id': `/profile/${PHOTOGRAPHER}`,
      '/package/:id': `/package/${PACKAGE_ID}`,
    };
    for (const page of EARLY_READ_PAGES) {
      const matches = matchRoutes(appRoutes, samples[page.route]!);
      expect(matches?.at(-1)?.route.path, page.route).toBe(page.route);
    }
  });
});

describe("the page's data module and its early reads", () => {
  /** The API URLs `prefetch` asks for at `address` (params: `id`). */
  async function urlsAsked(prefetch: PagePrefetchModule['prefetch'], address: string, id: string) {
    prefetch(
      { params: { id }, url: new URL(address, 'https://shootbook.test') },
      new QueryClient(),
    );
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await settle();
    return requests.map((request) => request.url).sort();
  }

  it.each([
    ['package', packagePrefetch, `/package/${PACKAGE_ID}`, PACKAGE_ID],
    ['profile', profilePrefetch, `/profile/${PHOTOGRAPHER}`, PHOTOGRAPHER],
  ] as const)(
    'a %s page asks the API for exactly what its early reads sent, with the same token',
    async (_page, prefetch, address, id) => {
      const early = earlyReadsFor(address)
        .map((path) => `${base}${path}`)
        .sort();
      expect(await urlsAsked(prefetch, address, id)).toEqual(early);
      for (const request of requests)
        expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    },
  );

  it('answers the first page from the early reads, without asking the API again', async () => {
    expect(startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN)).toBe(5);
    // The portfolio first (it names the lead photo); the app's ask sends the other four at once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    profilePrefetch(
      {
        params: { id: PHOTOGRAPHER },
        url: new URL(`/profile/${PHOTOGRAPHER}`, 'https://shootbook.test'),
      },
      client,
    );
    await vi.waitFor(() =>
      expect(
        client
          .getQueryCache()
          .findAll()
          .every((query) => query.state.data),
      ).toBe(true),
    );
    expect(client.getQueryCache().findAll()).toHaveLength(5);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});

describe('taking an early read', () => {
  it('gives its answer once to the same GET; the next call asks the API', async () => {
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    const first = await unwrap(api.GET('/package/{id}', { params: { path: { id: PACKAGE_ID } } }));
    expect(first).toMatchObject({ id: PACKAGE_ID });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await unwrap(api.GET('/package/{id}', { params: { path: { id: PACKAGE_ID } } }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not given to another token, another address, a write or a late caller', () => {
    const sentAt = Date.now();
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN, sentAt);
    const url = `${base}/package/${PACKAGE_ID}`;
    const get = (address: string, token: string) =>
      new Request(address, { headers: { Authorization: `Bearer ${token}` } });
    const again = () => Promise.resolve(new Response(null, { status: 204 }));
    expect(takeEarlyRead(get(url, 'someone-else'), again, sentAt)).toBeUndefined();
    expect(takeEarlyRead(get(`${url}?x=1`, TOKEN), again, sentAt)).toBeUndefined();
    expect(
      takeEarlyRead(
        new Request(url, { method: 'PATCH', headers: { Authorization: `Bearer ${TOKEN}` } }),
        again,
        sentAt,
      ),
    ).toBeUndefined();
    expect(takeEarlyRead(get(url, TOKEN), again, sentAt + EARLY_READ_MAX_AGE_MS + 1)).toBe(
      undefined,
    );
    // Too old once is gone for good.
    expect(takeEarlyRead(get(url, TOKEN), again, sentAt)).toBeUndefined();
  });

  it('asks the API again when the early request failed in transit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    const answer = await unwrap(api.GET('/package/{id}', { params: { path: { id: PACKAGE_ID } } }));
    expect(answer).toMatchObject({ id: PACKAGE_ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes on what the API refused, as the app would have got it', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'not_found', message: 'No such package' }, { status: 404 }),
    );
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    await expect(
      unwrap(api.GET('/package/{id}', { params: { path: { id: PACKAGE_ID } } })),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});

describe("the page's largest photo", () => {
  it("is preloaded as soon as the early read naming it answers, before any of the page's code", async () => {
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"][imagesrcset]')).toHaveLength(1),
    );
    const link = document.head.querySelector('link[rel="preload"][imagesrcset]')!;
    expect(link.getAttribute('imagesrcset')).toBe(photo('lead').sources[0]!.srcSet);
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // The app still gets the whole answer.
    const answer = await unwrap(api.GET('/package/{id}', { params: { path: { id: PACKAGE_ID } } }));
    expect(answer).toMatchObject({ photos: [{ src: photo('lead').src }, { src: photo('b').src }] });
  });

  it("is drawn into the package's first paint, the source the preload asked for", async () => {
    // The first-paint file's copy as the boot script shows it before the early read answers.
    document.body.innerHTML = `<div id="first-paint"><div data-slot="${LOADING_LEAD_SLOT}"></div></div>`;
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    await vi.waitFor(() => expect(document.querySelector('#first-paint picture')).not.toBeNull());
    const link = document.head.querySelector('link[rel="preload"][imagesrcset]')!;
    const source = document.querySelector('#first-paint picture source')!;
    expect(source.getAttribute('srcset')).toBe(link.getAttribute('imagesrcset'));
    expect(source.getAttribute('sizes')).toBe(link.getAttribute('imagesizes'));
    document.body.innerHTML = '';
  });

  it("lets the route's code start once the first paint's lead photo has loaded and is on screen", async () => {
    document.body.innerHTML = `<div id="first-paint"><div data-slot="${LOADING_LEAD_SLOT}"></div></div>`;
    startEarlyReads(`/package/${PACKAGE_ID}`, base, TOKEN);
    let started = false;
    const route = whenLeadPhotoPainted(60_000).then(() => (started = true));
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"][imagesrcset]')).toHaveLength(1),
    );
    await settle();
    expect(started).toBe(false);
    document.head
      .querySelector('link[rel="preload"][imagesrcset]')!
      .dispatchEvent(new Event('load'));
    await route;
    expect(started).toBe(true);
    document.body.innerHTML = '';
  });

  /** The `imagesrcset` and `imagesizes` of the one image preload in `<head>`, once there is one. */
  async function preloaded() {
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"][imagesrcset]')).toHaveLength(1),
    );
    const link = document.head.querySelector('link[rel="preload"][imagesrcset]')!;
    return { srcSet: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') };
  }

  it("on a profile, is the portfolio's first, drawn as a gallery's lead", async () => {
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    expect(await preloaded()).toEqual({
      srcSet: photo('portfolio').sources[0]!.srcSet,
      sizes: GALLERY_LEAD_SIZES,
    });
  });

  it('on a profile, does not wait for the packages, prices and ratings when the portfolio has a photo', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      // Only the portfolio answers; the other four reads are still on their way.
      return request.url.includes('/photo?')
        ? Promise.resolve(Response.json(answerFor(request.url)))
        : new Promise<Response>(() => undefined);
    });
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    expect((await preloaded()).srcSet).toBe(photo('portfolio').sources[0]!.srcSet);
  });

  it('on a profile, asks for the portfolio alone until the photo has loaded, then for the rest, each once', async () => {
    // The 300 ms limit (below) stands still: the test does not depend on how fast this machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    await preloadedWithTimersStill();
    expect(requests.map((r) => r.url)).toEqual([`${base}/photo?photographerId=${PHOTOGRAPHER}`]);
    document.head
      .querySelector('link[rel="preload"][imagesrcset]')!
      .dispatchEvent(new Event('load'));
    vi.useRealTimers();
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    expect(new Set(requests.map((r) => r.url))).toEqual(
      new Set(earlyReadsFor(`/profile/${PHOTOGRAPHER}`).map((path) => `${base}${path}`)),
    );
    expect(requests.every((r) => r.headers.get('Authorization') === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('on a profile, asks for the rest a moment after the photo was found even if it never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    await preloadedWithTimersStill();
    vi.advanceTimersByTime(LEAD_HEAD_START_MS - 1);
    await answersRun();
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(requests).toHaveLength(5));
  });

  /** Lets queued answers and their handlers run (real macrotasks, while `setTimeout` is faked). */
  const answersRun = async (rounds = 10) => {
    for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
  };

  /** {@link preloaded}'s wait with `setTimeout` faked: the image preload is in `<head>`. */
  async function preloadedWithTimersStill() {
    for (
      let i = 0;
      i < 100 && !document.head.querySelector('link[rel="preload"][imagesrcset]');
      i++
    )
      await answersRun(1);
    await answersRun();
    expect(document.head.querySelectorAll('link[rel="preload"][imagesrcset]')).toHaveLength(1);
  }

  it("on a profile without a portfolio, is the first package's cover, drawn as a card's", async () => {
    portfolio = [];
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    expect(await preloaded()).toEqual({
      srcSet: photo('cover').sources[0]!.srcSet,
      sizes: PACKAGE_CARD_COVER_SIZES,
    });
  });

  it("is the same photo when the profile's data module asks without early reads", async () => {
    portfolio = [];
    profilePrefetch(
      {
        params: { id: PHOTOGRAPHER },
        url: new URL(`/profile/${PHOTOGRAPHER}`, 'https://shootbook.test'),
      },
      new QueryClient(),
    );
    expect((await preloaded()).srcSet).toBe(photo('cover').sources[0]!.srcSet);
  });

  it('is not guessed on a profile whose portfolio could not be read', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      if (request.url.includes('/photo?'))
        return Response.json({ code: 'internal', message: 'Down' }, { status: 503 });
      return Response.json(answerFor(request.url));
    });
    startEarlyReads(`/profile/${PHOTOGRAPHER}`, base, TOKEN);
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    await settle();
    await settle();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
