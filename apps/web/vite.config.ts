import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type AppConfig, isSameOriginApi, readConfig } from './src/app/readConfig.ts';

/**
 * react-router 7 ships a development and a production build, but its package.json `exports`
 * name only `dist/development` for every condition, so a production bundle carries its
 * development warnings and the "Hey developer" default error element (a known upstream
 * limitation). The two builds differ in nothing else (`ENABLE_DEV_WARNINGS`), so a production
 * build of the app takes `dist/production` (docs/decisions/0015); dev server and tests keep the
 * warnings.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * Preloads the UI font's faces whose file names match `faces` (built `.woff2` assets): a browser
 * asks for a web font only once text in it is laid out, after all the JavaScript of the first
 * page, so the largest paint waited for the font too. The Latin regular and semibold faces (body
 * text and headings of the English UI) are asked for beside the entry script instead
 * (docs/decisions/0015).
 */
function preloadFonts(faces: RegExp[]): Plugin {
  return {
    name: 'shootbook:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter(
          (file) => file.endsWith('.woff2') && faces.some((face) => face.test(file)),
        );
        if (files.length !== faces.length)
          throw new Error(
            `preloadFonts: expected ${faces.length} font files, found ${files.length}`,
          );
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Opens the connection to the API's origin (`apiBaseUrl` of src/app/readConfig.ts, from
 * `VITE_API_BASE_URL`) while the entry script downloads: the first page's reads otherwise pay
 * for DNS, TCP and TLS only once all its JavaScript has run — on a phone, several round trips
 * before its data (docs/decisions/0015). `crossorigin`: the API is called with CORS and no
 * credentials (a bearer token), which uses the anonymous connection pool. Nothing when the API is
 * under the web's own origin (`VITE_API_BASE_URL=/api`, decision 0022): its connection is open.
 */
function preconnectApi(apiBaseUrl: string): Plugin {
  return {
    name: 'shootbook:preconnect-api',
    transformIndexHtml: () =>
      isSameOriginApi(apiBaseUrl)
        ? []
        : [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' },
              injectTo: 'head-prepend' as const,
            },
          ],
  };
}

/**
 * Bundles `entry` (a module of src/app with no exports) into a minified IIFE, for a script
 * `index.html` carries inline: it runs before any bundle has downloaded.
 * @throws Error (failing the build or the dev server's start) when the bundle has no code.
 */
async function bundleInlineScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'shootbookBoot' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const code = output.output[0]?.code.trim() ?? '';
  if (!code) throw new Error(`bundleInlineScript: ${entry} bundled to nothing`);
  return code;
}

/**
 * Puts the theme's boot script (src/app/themeBoot.ts: `applyTheme(storedThemePreference())` of
 * @shootbook/ui, bundled into a ~0.5 kB IIFE) inline at the top of `<head>` (after the charset), so the stored light,
 * dark or system preference is on `<html>` before the style sheet paints anything: a dark-theme
 * visitor otherwise saw the light page until the JavaScript had run (docs/decisions/0015).
 * Bundled from the same functions the theme toggle calls, so the two cannot drift apart.
 * @throws Error (failing the build or the dev server's start) when the bundle has no code or
 *   `index.html` has no `<meta charset="UTF-8" />`.
 */
function inlineThemeBoot(): Plugin {
  let code = '';
  return {
    name: 'shootbook:inline-theme-boot',
    async buildStart() {
      code = await bundleInlineScript('src/app/themeBoot.ts');
    },
    // Right after the charset (which must come first), ahead of the style sheet and the scripts.
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`inlineThemeBoot: no ${charset} in index.html`);
      return html.replace(charset, `${charset}\n    <script>${code}</script>`);
    },
  };
}

/** The build's response headers as JSON, in its output folder, which `vite preview` sends. */
const SECURITY_HEADERS_JSON = 'security-headers.json';
/** The same headers as nginx `add_header` lines (deploy/nginx/web.conf includes them), with HSTS. */
const SECURITY_HEADERS_NGINX = 'security-headers.conf';

/**
 * The web app's security response headers (docs/decisions/0004 "Web security headers"): a
 * Content-Security-Policy that runs only same-origin scripts and the inline scripts whose
 * `sha256-…` hashes are `inlineScriptHashes` (the theme boot), talks only to the page's origin,
 * the API (`config.apiBaseUrl` when on another origin), Firebase Auth (or its emulator) and
 * shows images from those and `mediaOrigin` (photos on another origin); and no framing at all.
 * Styles may be inline: React, Radix and sonner set `style` attributes at run time.
 * `data:` images and fonts: inlined small assets and photo previews; they cannot run code.
 * `https://apis.google.com` and the Auth domain's frame: Firebase's popup sign-in loads Google's
 * gapi script into the page and talks to the popup through an iframe on the Auth domain.
 */
function securityHeaders(
  config: AppConfig,
  inlineScriptHashes: string[],
  mediaOrigin?: string,
): Record<string, string> {
  const api = isSameOriginApi(config.apiBaseUrl) ? [] : [new URL(config.apiBaseUrl).origin];
  const { emulatorUrl, authDomain } = config.firebase;
  const auth = emulatorUrl
    ? [new URL(emulatorUrl).origin]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const authFrame = emulatorUrl ? new URL(emulatorUrl).origin : `https://${authDomain}`;
  const images = [...api, ...(mediaOrigin ? [new URL(mediaOrigin).origin] : [])];
  const policy = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      'https://apis.google.com',
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    // `data:`: the build inlines font faces under 4 kB (Vite's assetsInlineLimit) into the style sheet.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...auth],
    'frame-src': [authFrame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => [directive, ...new Set(sources)].join(' '))
      .join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The `sha256-…` CSP source of each inline `<script>` (no `src`) in `html`. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code!).digest('base64')}`,
  );
}

/**
 * Sends {@link securityHeaders} with every response of the built app. The build computes them
 * from the `index.html` it wrote (so the script hash is the one of the script it inlined) and its
 * own env, and writes them beside it: as JSON, which `vite preview` sends (the preview's env need
 * not be the build's), and as nginx `add_header` lines, with HSTS (never over the preview's plain
 * HTTP), which the production image installs (deploy/web.Dockerfile, deploy/nginx/web.conf). The
 * dev server sends none: its own inline module preamble would need `unsafe-inline`.
 * @throws Error (failing the build) when the build wrote no `index.html`, or (failing the preview's
 *   start) when the served folder has no headers file.
 */
function securityHeadersPlugin(config: AppConfig, mediaOrigin?: string): Plugin {
  return {
    name: 'shootbook:security-headers',
    writeBundle(options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('securityHeaders: the build wrote no index.html');
      const headers = securityHeaders(config, inlineScriptHashes(String(html.source)), mediaOrigin);
      const dir = options.dir!;
      writeFileSync(join(dir, SECURITY_HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
      const nginx = Object.entries({
        ...headers,
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      }).map(([name, value]) => `add_header ${name} "${value}" always;`);
      writeFileSync(join(dir, SECURITY_HEADERS_NGINX), `${nginx.join('\n')}\n`);
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, SECURITY_HEADERS_JSON);
      if (!existsSync(file))
        throw new Error(
          `securityHeaders: no ${file}; build the app (vite build) before previewing it`,
        );
      const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * Modules that keep a chunk of their own: the pages and their data modules (each page's route
 * `lazy`), the language bundles (one language is downloaded), and Firebase with xstate (the
 * session's code, downloaded after the first page for a remembered user, app/session.ts).
 */
const OWN_CHUNK =
  /[\\/]src[\\/]pages[\\/]|[\\/]i18n[\\/]bundles[\\/]|[\\/]node_modules[\\/](?:@?firebase|xstate|@xstate)[\\/]|[\\/]app[\\/]firebaseSession\.ts$/;

/**
 * How many of the build's entries (the page modules, their data modules and the other dynamic
 * imports) must use a module for it to go into the one `common` chunk (docs/decisions/0015).
 */
const COMMON_SHARE_COUNT = 10;

/**
 * Rolldown's code splitting (`output.codeSplitting`, Vite's `build.rolldownOptions`), two groups
 * over its automatic splitting (docs/decisions/0015):
 * - `frame`: every module the entry imports statically (`$initial`) in one chunk beside the entry,
 *   which `index.html` preloads — one request instead of five;
 * - `common`: the modules used by at least {@link COMMON_SHARE_COUNT} entries (the design system's
 *   primitives, TanStack Query's hooks, the API client, formatting) in one chunk, except those of
 *   {@link OWN_CHUNK}. Automatic splitting gave each set of pages sharing a module a chunk of its
 *   own: a catalogue page downloaded 45–60 files, most under 2 kB, and a phone paid a round trip
 *   per few of them; with `common` it downloads about 20.
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'frame', tags: ['$initial'], priority: 2 },
    {
      name: 'common',
      test: (id) => !OWN_CHUNK.test(id),
      minShareCount: COMMON_SHARE_COUNT,
      priority: 1,
    },
  ],
};

/**
 * The installable app (docs/decisions/0036): one web app manifest named in Thai and English, the
 * icons of public/, the theme's primary colour; and the service worker src/sw/sw.ts built with
 * `injectManifest` (it shows push notifications, so it is our own code around Workbox): the
 * precache list of the build's hashed files is injected, the worker takes over at once and
 * fetches pages network-first, so no deploy leaves stale app code running. Registered by a small
 * deferred script (`registerSW.js`), outside the first paint's JavaScript.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    injectManifest: { globPatterns: ['**/*.{js,css,woff2,png,svg}'] },
    manifest: {
      id: '/',
      name: 'ShootBook — จองช่างภาพ · Book a photographer',
      short_name: 'ShootBook',
      description: 'จองช่างภาพในประเทศไทย · Book photographers in Thailand',
      lang: 'th',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#9a3f1c',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
  });
}

// Addresses: docs/decisions/0001 "Ports and addresses". The API base and the Firebase
// emulator come from VITE_* variables read in src/app/config.ts.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const config = readConfig(env as ImportMetaEnv);
  return {
    plugins: [
      react(),
      tailwindcss(),
      inlineThemeBoot(),
      preconnectApi(config.apiBaseUrl),
      securityHeadersPlugin(config, env.VITE_MEDIA_ORIGIN),
      preloadFonts([
        /ibm-plex-sans-thai-latin-400-normal-/,
        /ibm-plex-sans-thai-latin-600-normal-/,
      ]),
      ...installableApp(),
    ],
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: join(reactRouterProduction, 'dom-export.mjs'),
              },
            ],
          }
        : {},
    build: { rolldownOptions: { output: { codeSplitting } } },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  };
});
