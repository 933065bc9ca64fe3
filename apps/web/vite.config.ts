import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
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

// Addresses: docs/decisions/0001 "Ports and addresses". The API base and the Firebase
// emulator come from VITE_* variables read in src/app/config.ts.
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeBoot(),
    preconnectApi(
      readConfig(loadEnv(mode, import.meta.dirname, 'VITE_') as ImportMetaEnv).apiBaseUrl,
    ),
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
