import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { parseCookie } from 'cookie';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import {
  FIRST_PAINT_COOKIE,
  FIRST_PAINT_STYLE,
  firstPaintFile,
  firstPaintsElement,
  firstPaintVariantOf,
  type FirstPaint,
} from './src/app/firstPaint.ts';
import { isSameOriginApi, readConfig } from './src/app/readConfig.ts';

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
 * Puts the root's fallback (a spinner: src/app/prerender.tsx) inside `index.html`'s `#root`, so
 * the first paint needs only the HTML and the style sheet rather than all of the frame's
 * JavaScript — on a throttled phone about 1.5 s sooner (docs/decisions/0015). And writes, beside
 * it, a copy per prerendered address, role and language (src/app/firstPaint.ts `firstPaintFile`,
 * e.g. `first-paint/photographers.Customer.th.html`) carrying that one first paint in front of
 * `#root`: the page's markup in a `<script type="application/json">`, the inline boot script
 * that shows it for the remembered user on a phone (src/app/firstPaintBoot.ts), and the inline
 * style that hides `#root` meanwhile. The web server sends a copy only to a browser whose cookie
 * names its variant; everyone else gets `index.html`, which carries none of it. Rendered with
 * React's server renderer through a throwaway Vite server (`ssrLoadModule`), from the same
 * components the app renders, so the two cannot drift apart.
 * @throws Error (failing the build) when `index.html` has no empty `<div id="root"></div>` or no
 *   `</head>`.
 */
function prerender(): Plugin {
  const root = '<div id="root">';
  let markup = '';
  const style = `<style>${FIRST_PAINT_STYLE}</style>`;
  let files: { fileName: string; beforeRoot: string }[] = [];
  return {
    name: 'shootbook:prerender',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderRootFallback(): string;
          renderFirstPaints(): Promise<FirstPaint[]>;
        };
        markup = module.renderRootFallback();
        const boot = await bundleInlineScript('src/app/firstPaintBoot.ts');
        const paints = await module.renderFirstPaints();
        files = paints.map((paint) => ({
          fileName: firstPaintFile(paint.address, paint),
          beforeRoot: `${firstPaintsElement([paint])}<script>${boot}</script>`,
        }));
      } finally {
        await server.close();
      }
    },
    transformIndexHtml(html) {
      if (!html.includes(`${root}</div>`) || !html.includes('</head>'))
        throw new Error(`prerender: no ${root}</div> or </head> in index.html`);
      return html.replace(`${root}</div>`, `${root}${markup}</div>`);
    },
    // After Vite has written index.html into the bundle: its copies, one per address, role and language.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string')
          throw new Error('prerender: no index.html in the bundle');
        for (const file of files)
          this.emitFile({
            type: 'asset',
            fileName: file.fileName,
            source: index.source
              .replace('</head>', `  ${style}\n  </head>`)
              .replace(root, `${file.beforeRoot}${root}`),
          });
      },
    },
  };
}

/**
 * The preview server (`vite preview`: the end-to-end test and `npm start`) answers an address as
 * production's nginx does (deploy/nginx/web.conf): with the build's first-paint file for the
 * path and the variant the request's `shootbook_first_paint` cookie names (src/app/firstPaint.ts
 * `firstPaintFile`, `firstPaintVariantOf`) when the build has that file; anything else goes on to
 * Vite's own static files and `index.html` fallback.
 */
function serveFirstPaints(): Plugin {
  return {
    name: 'shootbook:serve-first-paints',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        if ((request.method === 'GET' || request.method === 'HEAD') && request.url) {
          const url = new URL(request.url, 'http://preview');
          const variant = firstPaintVariantOf(
            parseCookie(request.headers.cookie ?? '')[FIRST_PAINT_COOKIE],
          );
          const file = variant && firstPaintFile(url.pathname, variant);
          if (file && existsSync(join(outDir, file))) request.url = `/${file}${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * Bundles `entry` (a module of src/app with no exports) into a minified IIFE, for a script
 * `index.html` carries inline: it runs before any bundle has downloaded. `mode` picks the env
 * files its `import.meta.env` is read from (Vite's default, `production`, when not given).
 * @throws Error (failing the build or the dev server's start) when the bundle has no code.
 */
async function bundleInlineScript(entry: string, mode?: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: import.meta.dirname,
    ...(mode ? { mode } : {}),
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

/**
 * Puts the early reads' boot script (src/app/earlyReadsBoot.ts, bundled into an IIFE) inline at
 * the end of `<head>`'s own markup, before Vite adds the style sheet and the entry script: on a
 * profile or a package page a remembered session's data and lead photo are asked for as the HTML
 * arrives, not once the bundles have run (src/app/earlyReads.ts, docs/decisions/0015). Built in
 * the app's `mode`, so it calls the same API (`VITE_API_BASE_URL`) as the app. A build only: the
 * dev server has no remembered-session shortcut to gain from.
 * @throws Error (failing the build) when the bundle has no code or `index.html` has no `</title>`.
 */
function inlineEarlyReads(): Plugin {
  let code = '';
  let mode = 'production';
  return {
    name: 'shootbook:inline-early-reads',
    apply: 'build',
    configResolved(resolved) {
      mode = resolved.mode;
    },
    async buildStart() {
      code = await bundleInlineScript('src/app/earlyReadsBoot.ts', mode);
    },
    // After the title, before anything Vite injects (the style sheet would hold an inline script back).
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const title = '</title>';
        if (!html.includes(title)) throw new Error(`inlineEarlyReads: no ${title} in index.html`);
        return html.replace(title, `${title}\n    <script>${code}</script>`);
      },
    },
  };
}

/**
 * Has Vite's preload helper append its `modulepreload` links through `createPacedAppend`
 * (src/app/pacedPreloads.ts): a few per task instead of all 40–60 of a first page in the task that
 * starts it, the page's longest in Lighthouse's traced load (docs/decisions/0015, twenty-fourth
 * session). Fails the build if the helper no longer appends as it did (a Vite upgrade), rather than
 * ship it unpaced.
 */
function pacePreloads(): Plugin {
  const append = 'document.head.appendChild(link);';
  const module = resolve(import.meta.dirname, 'src/app/pacedPreloads.ts');
  return {
    name: 'shootbook:pace-preloads',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code) {
        if (code.split(append).length !== 2)
          throw new Error(`pacePreloads: Vite's preload helper has no single \`${append}\``);
        return (
          `import { createPacedAppend } from ${JSON.stringify(module)};\n` +
          `const appendPreload = createPacedAppend();\n` +
          code.replace(append, 'appendPreload(link);')
        );
      },
    },
  };
}

/**
 * The chunks of code that load after the page, for work nobody waits on — the live stream, the
 * notification bell, toasts — whose `import()` gets no `modulepreload` links for its imports.
 * Vite's preload helper appends one per listed import not yet loaded (26 listed for the stream,
 * 33 for the bell) in the default layout's first commit, the page's busiest moment. Their imports
 * load as the browser finds them instead, a few round trips later, off every critical path.
 * Firebase's session is not among them: the route guard waits for it when no session is
 * remembered (docs/decisions/0015, twenty-third session).
 */
const BACKGROUND_CHUNK = /(?:^|\/)(?:liveStream|NotificationBell|sonner)-[\w-]+\.js$/;

// Addresses: docs/decisions/0001 "Ports and addresses". The API base and the Firebase
// emulator come from VITE_* variables read in src/app/config.ts.
export default defineConfig(({ command, mode }) => ({
  build: {
    modulePreload: {
      resolveDependencies: (file, deps) => (BACKGROUND_CHUNK.test(file) ? [] : deps),
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeBoot(),
    inlineEarlyReads(),
    prerender(),
    serveFirstPaints(),
    preconnectApi(
      readConfig(loadEnv(mode, import.meta.dirname, 'VITE_') as ImportMetaEnv).apiBaseUrl,
    ),
    pacePreloads(),
    preloadFonts([/ibm-plex-sans-thai-latin-400-normal-/, /ibm-plex-sans-thai-latin-600-normal-/]),
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
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
