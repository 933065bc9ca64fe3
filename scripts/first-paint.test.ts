import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_DIR,
  FIRST_PAINTS_ID,
  firstPaintFile,
} from '../apps/web/src/app/firstPaint.ts';
import { preferredLanguage, supportedLanguages } from '../apps/web/src/i18n/language.ts';
import { renderRootFallback } from '../apps/web/src/app/prerender.tsx';
import { readConfig } from '../apps/web/src/app/readConfig.ts';
import { SESSION_HINT_KEY } from '../apps/web/src/auth/sessionHint.ts';
// @ts-expect-error -- a plain .mjs script without type declarations
import { FIRST_PAINT_BUDGET_BYTES, buildWeb, measureFirstPaint } from './first-paint.mjs';

interface FirstPaint {
  files: { file: string; gzip: number }[];
  total: number;
  language: string;
}

/**
 * The first-paint JavaScript budget of the web app (docs/decisions/0015), on a fresh
 * production build: the entry, its static imports and one language's frame strings, gzip.
 */
describe('web first-paint JavaScript budget', () => {
  let dir: string;
  let measured: FirstPaint;
  /** The build's JavaScript chunks, file name (in assets/) → code, read once. */
  let chunks: Map<string, string>;

  beforeAll(async () => {
    dir = (await buildWeb()) as string;
    measured = measureFirstPaint(dir) as FirstPaint;
    chunks = readChunks(dir);
    console.log(
      `first paint: ${(measured.total / 1024).toFixed(1)} kB gzip (${measured.language}), budget ${(FIRST_PAINT_BUDGET_BYTES / 1024).toFixed(1)} kB`,
    );
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stays within the budget', () => {
    expect(measured.total).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES as number);
  });

  it('leaves Firebase, xstate, zod, TanStack Query, toasts, dialogs, the bell and the other language out of the first paint', () => {
    const firstPaint = new Set(measured.files.map((f) => f.file));
    // A string each library's built code carries; each must be in the build, but not in what the first paint loads.
    const markers: Record<string, string> = {
      Firebase: 'identitytoolkit',
      xstate: 'xstate.init',
      zod: 'Invalid input',
      'TanStack Query': 'Missing queryFn',
      sonner: 'data-sonner-toaster',
      'Radix Dialog': 'DialogContent',
      'the bell (Radix Popover)': 'PopoverContent',
    };
    for (const [name, marker] of Object.entries(markers)) {
      const holders = [...chunks].filter(([, code]) => code.includes(marker)).map(([f]) => f);
      expect(holders.length, `${name} is in the build`).toBeGreaterThan(0);
      expect(
        holders.filter((f) => firstPaint.has(f)),
        `${name} loads before the first paint`,
      ).toEqual([]);
    }
    // One language's frame strings only: no whole language, no second frame.
    expect(
      [...firstPaint].filter(
        (f) => /^(en|th)-/.test(f) && !f.startsWith(`${measured.language}-core-`),
      ),
    ).toEqual([]);
  });

  it('asks for the entry in at most six files', () => {
    // Lighthouse's simulated phone runs at most ten requests at once: the entry and its static
    // imports, the style sheet, two font faces and a package's early read already fill them, and
    // one chunk more put a package page's largest paint ~0.15 s later (docs/decisions/0015,
    // twenty-seventh session: a module the entry shared with a lazy chunk was split off twice).
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const entry = html.match(/<script type="module"[^>]*src="[^"]+"/g) ?? [];
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(entry).toHaveLength(1);
    expect(preloads.length).toBeLessThanOrEqual(5);
  });

  it("opens the API's connection beside the entry script", () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const api = new URL(readConfig(process.env as Parameters<typeof readConfig>[0]).apiBaseUrl)
      .origin;
    const preconnect = html.match(/<link rel="preconnect" href="([^"]+)" crossorigin[^>]*>/);
    expect(preconnect?.[1]).toBe(api);
    // Before the entry script, so the connection starts as early as the script's own download.
    expect(html.indexOf(preconnect![0])).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("preloads a lazy page's imports beside the page's own chunk", () => {
    // Vite's preload helper fetches the files a dynamic import lists in `__vite__mapDeps` in
    // parallel with it. Without them the browser finds a page's imports one level at a time as it
    // parses each chunk: Lighthouse's simulated phone scored that higher, but a real Chromium on a
    // 150 ms round trip painted the pages 0.1–0.5 s later (docs/decisions/0015, tenth session).
    const preloadedScripts = [...chunks.values()].flatMap((code) =>
      preloadList(code).filter((dep) => dep.endsWith('.js"')),
    );
    expect(preloadedScripts.some((dep) => dep.includes('HomePage-'))).toBe(true);
    expect(new Set(preloadedScripts).size).toBeGreaterThan(20);
  });

  it("asks for the live stream's, the bell's and the toasts' code without preloading its imports", () => {
    // Background work (apps/web/vite.config.ts `BACKGROUND_CHUNK`): its import() appends no
    // `modulepreload` link in the default layout's first commit; the browser finds its imports.
    for (const name of ['liveStream', 'NotificationBell', 'sonner']) {
      const sites = [...chunks].flatMap(([f, code]) => {
        const files = preloadList(code);
        return [
          ...code.matchAll(new RegExp(`import\\([\`"']\\./${name}-[\\w-]+\\.js[\`"']\\)`, 'g')),
        ].map((m) => {
          // The helper's list follows the import() it wraps: `__vite__mapDeps([i, …])` or `[]`.
          const list = code.slice(m.index).match(/__vite__mapDeps\(\[([\d,]*)\]\)|,\[\]\)/);
          const indexes = list?.[1]?.split(',').filter(Boolean).map(Number) ?? [];
          return {
            in: f,
            preloads: indexes.map((i) => files[i]).filter((d) => d?.endsWith('.js"')),
          };
        });
      });
      expect(sites.length, `${name} is imported on demand`).toBeGreaterThan(0);
      for (const site of sites)
        expect(site, `${name} imported from ${site.in}`).toMatchObject({ preloads: [] });
    }
  });

  it("appends a page's preload links a few per task, through the paced helper", () => {
    // apps/web/vite.config.ts `pacePreloads` has Vite's preload helper append through
    // src/app/pacedPreloads.ts (docs/decisions/0015, twenty-fourth session); without it the helper
    // appends every link of a first page in one task and that module is not in the build at all.
    const helper = [...chunks.values()].filter(
      (code) => code.includes('`modulepreload`') || code.includes("'modulepreload'"),
    );
    expect(helper).toHaveLength(1);
    expect(helper[0]).toContain('user-blocking');
  });

  it('paints the loading spinner from the HTML alone, as React will render it first', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<\/body>/)?.[1] ?? '';
    expect(root).toContain('role="status" aria-label="Loading…"');
    // The same markup as the app's first render (the root's fallback), so nothing moves.
    expect(root).toBe(renderRootFallback());
  });

  it("paints a remembered customer's home page and directory from the HTML on a phone, in their language", () => {
    const customer = { role: 'Customer', name: 'Somchai' };
    const shown = (address: string, given: Partial<BootVisit> = {}) => {
      const visit = { user: customer, languages: ['en-US'], width: 390, ...given };
      // The file the server sends for the cookie this user's app set (app/firstPaintVariant.ts);
      // served even to a desktop here, so the boot script's own check is what is tested.
      const variant = visit.user && {
        role: visit.user.role,
        language: preferredLanguage(visit.languages),
      };
      return bootFirstPaint(servedHtml(dir, address, variant), address, visit);
    };

    expect(shown('/', { languages: ['th-TH', 'en'] })).toEqual({
      heading: 'ยินดีต้อนรับกลับ Somchai',
      lang: 'th',
      beforeRoot: true,
      studio: false,
    });
    expect(shown('/')).toMatchObject({ heading: 'Welcome back, Somchai', lang: 'en' });
    expect(shown('/photographers')).toMatchObject({ heading: 'Photographers', beforeRoot: true });
    // A photographer's home has their studio card; the directory is the customers'.
    const photographer = { role: 'Photographer', name: 'Nok', bankAccount: { bank: 'KBANK' } };
    expect(shown('/', { user: photographer })).toEqual({
      heading: 'Welcome back, Nok',
      lang: 'en',
      beforeRoot: true,
      studio: true,
    });
    expect(shown('/photographers', { user: photographer, languages: ['th'] })).toMatchObject({
      heading: 'ช่างภาพ',
      studio: false,
    });
    // Nobody remembered (the guard sends them to sign in), a desktop, a filtered directory, a
    // page without a first paint: the root's spinner, as before. Nor where the route guard would
    // send the user elsewhere (SPEC.md §2 steps 2–4): no name, a Guest, no bank account.
    expect(shown('/', { user: null })).toBeNull();
    expect(shown('/', { width: 1280 })).toBeNull();
    expect(shown('/photographers?category=Wedding')).toBeNull();
    expect(shown('/appointment')).toBeNull();
    expect(shown('/', { user: { role: 'Customer', name: ' ' } })).toBeNull();
    expect(shown('/', { user: { role: 'Guest', name: 'Somchai' } })).toBeNull();
    expect(shown('/', { user: { role: 'Photographer', name: 'Nok' } })).toBeNull();
  });

  it("paints a package's page and a profile from the HTML with the lead photo once the early reads name it", async () => {
    const packageId = '3f0c2a9e-8d41-4c55-9b7a-0e6f1d2c3b4a';
    const lead = {
      src: 'https://api.shootbook.test/media/lead/960.jpg',
      sources: [
        { type: 'image/avif', srcSet: 'https://api.shootbook.test/media/lead/640.avif 640w' },
      ],
      width: 1200,
      height: 900,
      placeholder: null,
    };
    const visit = { user: { role: 'Customer', name: 'Somchai' }, languages: ['th'], width: 390 };
    const paint = async (address: string, given: Partial<BootVisit> = {}) => {
      const html = servedHtml(dir, address, { role: 'Customer', language: 'th' });
      const window = bootPage(html, address, { ...visit, ...given }, { photos: [lead] });
      // The early read's answer, then the photo drawn into the copy.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const copy = window.document.getElementById('first-paint');
      const box = copy?.querySelector('[data-slot="loading-state-lead"]');
      return copy
        ? {
            lang: window.document.documentElement.lang,
            beforeRoot: copy.nextElementSibling?.id === 'root',
            box: Boolean(box),
            photo: box?.querySelector('img')?.getAttribute('src') ?? null,
            preloaded: window.document.head
              .querySelector('link[rel="preload"][imagesrcset]')
              ?.getAttribute('imagesrcset'),
          }
        : null;
    };
    // The package page's skeleton in the visitor's language, its lead photo drawn in — the one the
    // early reads preloaded.
    expect(await paint(`/package/${packageId}`)).toEqual({
      lang: 'th',
      beforeRoot: true,
      box: true,
      photo: lead.src,
      preloaded: lead.sources[0]!.srcSet,
    });
    expect(await paint(`/Package/${packageId.toUpperCase()}/`)).toMatchObject({ photo: lead.src });
    // A profile too: its portfolio's first photo (every read of the stand-in API lists the one).
    expect(await paint('/profile/uid-2')).toMatchObject({ box: true, photo: lead.src });
    expect(await paint('/profile/edit')).toBeNull();
    // Not on a desktop, nor for a visitor nobody is signed in as, nor at another route.
    expect(await paint(`/package/${packageId}`, { width: 1280 })).toBeNull();
    expect(await paint(`/package/${packageId}`, { user: null })).toBeNull();
    expect(await paint(`/package/${packageId}/schedule`)).toBeNull();
  });

  it("keeps each first paint's markup to its own address, role and language", () => {
    const index = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(index).not.toContain(`id="${FIRST_PAINTS_ID}"`);
    const written = readdirSync(join(dir, FIRST_PAINT_DIR), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort();
    const expected = ['/', '/photographers', '/package/:id', '/profile/:id'].flatMap((address) =>
      ['Customer', 'Photographer'].flatMap((role) =>
        supportedLanguages.map((language) =>
          firstPaintFile(address, { role, language }).slice(FIRST_PAINT_DIR.length + 1),
        ),
      ),
    );
    expect(written).toEqual(expected.sort());
    for (const [address, role, language] of [
      ['/', 'Customer', 'th'],
      ['/photographers', 'Photographer', 'en'],
    ] as const) {
      const html = readFileSync(join(dir, firstPaintFile(address, { role, language })), 'utf8');
      const json = html.match(
        /<script type="application\/json" id="first-paints">(.*?)<\/script>/,
      )?.[1];
      // One page: this address's, for this role and language, in a copy of index.html.
      expect(Object.keys(JSON.parse(json ?? '{}') as Record<string, string>)).toEqual([
        `${address} ${role} ${language}`,
      ]);
      const withoutFirstPaint = html
        .replace(/\s*<style>[^<]*<\/style>(\s*<\/head>)/, '$1')
        .replace(
          /<script type="application\/json" id="first-paints">.*?<\/script><script>.*?<\/script>/,
          '',
        );
      expect(withoutFirstPaint).toBe(index);
    }
  });

  it('sets the stored theme by an inline script in <head>, ahead of the style sheet and the entry script', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("asks for a remembered session's profile or package data from <head>, before the style sheet and any bundle", () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const api = readConfig(
      process.env as Parameters<typeof readConfig>[0],
      'https://shootbook.test',
    ).apiBaseUrl;
    const packageId = '3f0c2a9e-8d41-4c55-9b7a-0e6f1d2c3b4a';
    expect(bootEarlyReads(html, `/package/${packageId}`, true)).toEqual([
      { url: `${api}/package/${packageId}`, authorization: 'Bearer token' },
    ]);
    // A profile asks for the portfolio, which names its lead photo, first; its other four reads
    // follow the photo (app/earlyReads.ts).
    expect(bootEarlyReads(html, '/profile/uid-2', true)).toEqual([
      { url: `${api}/photo?photographerId=uid-2`, authorization: 'Bearer token' },
    ]);
    // No remembered session (SPEC.md §2 sends the visitor to sign in), or another page: nothing.
    expect(bootEarlyReads(html, `/package/${packageId}`, false)).toEqual([]);
    expect(bootEarlyReads(html, '/', true)).toEqual([]);
    expect(bootEarlyReads(html, `/package/${packageId}/schedule`, true)).toEqual([]);
    // Its script runs before the style sheet could hold it back, and before the entry.
    const script = html.indexOf('<script>', html.indexOf('</title>'));
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("shows a stored theme choice before the first paint, else the device's, without storing anything", () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(bootTheme(html, 'dark', false)).toEqual({ dark: true, colorScheme: 'dark', stored: [] });
    expect(bootTheme(html, 'light', true)).toEqual({
      dark: false,
      colorScheme: 'light',
      stored: [],
    });
    expect(bootTheme(html, 'system', true)).toMatchObject({ dark: true, colorScheme: 'dark' });
    expect(bootTheme(html, null, true)).toMatchObject({ dark: true });
    expect(bootTheme(html, null, false)).toMatchObject({ dark: false, colorScheme: 'light' });
    expect(bootTheme(html, 'purple', true)).toMatchObject({ dark: true });
  });
});

/** The JavaScript chunks of the build in `dir`: file name (in `assets/`) → code. */
function readChunks(dir: string): Map<string, string> {
  const assets = join(dir, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(join(assets, f), 'utf8')]),
  );
}

/**
 * The files a built chunk's `__vite__mapDeps` lists, each quoted as in the code (`"assets/x.js"`),
 * which Vite's preload helper fetches beside the chunk's dynamic imports by index; none when the
 * chunk has no such import.
 */
function preloadList(code: string): string[] {
  return code.match(/const __vite__mapDeps=.*?m\.f=\[([^\]]*)\]/)?.[1]?.split(',') ?? [];
}

/**
 * The built `index.html`'s inline theme boot script (apps/web/vite.config.ts `inlineThemeBoot`),
 * run against a stored preference and the device's colour scheme: whether `<html>` is dark.
 */
function bootTheme(html: string, stored: string | null, deviceDark: boolean) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('no inline script in index.html');
  const classes = new Set<string>();
  const root = {
    classList: {
      toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
    },
    style: { colorScheme: '' },
  };
  const stores: string[] = [];
  runInNewContext(script, {
    document: { documentElement: root },
    localStorage: {
      getItem: (key: string) => (key === 'shootbook.theme' ? stored : null),
      setItem: (key: string) => void stores.push(key),
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && deviceDark,
    }),
  });
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme, stored: stores };
}

/** Stores a remembered session (auth/sessionHint.ts) of `user` (uid `uid-1`, token `token`) in `storage`. */
function remember(storage: Storage, user: object) {
  storage.setItem(
    SESSION_HINT_KEY,
    JSON.stringify({
      uid: 'uid-1',
      email: null,
      displayName: null,
      idToken: 'token',
      expiresAt: Date.now() + 3_600_000,
      profile: { id: 'uid-1', ...user },
    }),
  );
}

/**
 * Parses the built `html` at `address` in jsdom, running its inline scripts (not the bundles)
 * with or without a remembered session (auth/sessionHint.ts, token `token`): the requests the
 * early reads' boot script (apps/web/src/app/earlyReadsBoot.ts) sent, in order.
 */
function bootEarlyReads(html: string, address: string, remembered: boolean) {
  const sent: { url: string; authorization: string | null }[] = [];
  new JSDOM(html, {
    url: `https://shootbook.test${address}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      window.matchMedia = () => ({ matches: false }) as MediaQueryList;
      Object.assign(window, {
        fetch: (url: string, init: { headers: Record<string, string> }) => {
          sent.push({ url, authorization: init.headers.Authorization ?? null });
          return new Promise(() => {});
        },
      });
      if (remembered) remember(window.localStorage, { name: 'Somchai', role: 'Customer' });
    },
  });
  return sent;
}

/**
 * The HTML the web server answers `address` with (deploy/nginx/web.conf, the preview server's
 * middleware) for a browser whose first-paint cookie names `variant`: the build's file for its
 * path and that variant if there is one, else `index.html`.
 */
function servedHtml(
  dist: string,
  address: string,
  variant: { role: string; language: string } | null,
): string {
  const path = new URL(address, 'https://shootbook.test').pathname;
  const file = variant && join(dist, firstPaintFile(path, variant));
  return readFileSync(file && existsSync(file) ? file : join(dist, 'index.html'), 'utf8');
}

/** A visit {@link bootFirstPaint} simulates. */
interface BootVisit {
  user: { role: string; name: string; bankAccount?: object } | null;
  languages: string[];
  width: number;
}

/**
 * Parses the built `html` (the address's file: {@link servedHtml}) at `address` in jsdom, running
 * its inline scripts (not the bundles) for a browser `width` px wide with `languages` and, if
 * `user`, a remembered session (auth/sessionHint.ts). The API answers each early read with
 * `answer` (status 200), or never.
 */
function bootPage(
  html: string,
  address: string,
  { user, languages, width }: BootVisit,
  answer?: unknown,
) {
  const { window } = new JSDOM(html, {
    url: `https://shootbook.test${address}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      window.matchMedia = (query: string) =>
        ({
          matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
        }) as MediaQueryList;
      Object.defineProperty(window.navigator, 'languages', { value: languages });
      Object.assign(window, {
        fetch: () =>
          answer === undefined
            ? new Promise(() => {})
            : Promise.resolve({ ok: true, clone: () => ({ json: async () => answer }) }),
      });
      if (user) remember(window.localStorage, user);
    },
  });
  return window;
}

/**
 * {@link bootPage}: the first paint's heading, `<html lang>` and whether it stands right before
 * `#root`, or null when none was painted.
 */
function bootFirstPaint(html: string, address: string, visit: BootVisit) {
  const window = bootPage(html, address, visit);
  const paint = window.document.getElementById('first-paint');
  if (!paint) return null;
  return {
    heading: paint.querySelector('main h1')?.textContent,
    lang: window.document.documentElement.lang,
    beforeRoot: paint.nextElementSibling?.id === 'root',
    /** Whether the home page's studio card (a photographer's) is painted. */
    studio: paint.querySelector('#home-studio') !== null,
  };
}
