import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

// Addresses: docs/decisions/0001 "Ports and addresses". The API base and the Firebase
// emulator come from VITE_* variables read in src/app/config.ts.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
