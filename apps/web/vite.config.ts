import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// Addresses: docs/decisions/0001 "Ports and addresses". The API base and the Firebase
// emulator come from VITE_* variables read in src/app/config.ts.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
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
