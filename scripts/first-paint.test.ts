import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('is installable: one manifest named in Thai and English with its icons, and a service worker that shows pushes and never serves stale code (docs/decisions/0036)', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<script[^>]+src="\/registerSW\.js"/);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'ShootBook',
      start_url: '/',
      display: 'standalone',
      theme_color: '#9a3f1c',
    });
    expect(manifest.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(manifest.name).toContain('Book a photographer');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons)
      expect(readFileSync(join(dir, icon.src)).length, icon.src).toBeGreaterThan(0);
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain('skipWaiting');
    expect(worker).toContain('notificationclick');
    expect(worker).toContain('showNotification');
    // The precache lists the build's entry script.
    const entry = /<script type="module"[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    expect(worker).toContain(entry);
  });

  it('stays within the budget', () => {
    expect(measured.total).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES as number);
  });

  it('leaves Firebase, xstate, zod, toasts, dialogs, the bell and the other language out of the first paint', () => {
    const firstPaint = new Set(measured.files.map((f) => f.file));
    // A string each library's built code carries; each must be in the build, but not in what the first paint loads.
    const markers: Record<string, string> = {
      Firebase: 'identitytoolkit',
      xstate: 'xstate.init',
      zod: 'Invalid input',
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

  it('sets the stored theme by an inline script in <head>, ahead of the style sheet and the entry script', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
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
