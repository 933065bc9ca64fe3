import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * One Vitest run for the whole repo, split into projects: `npx vitest run --project NAME`.
 * Add each package's/app's project to `test.projects` below.
 */
export default defineConfig({
  test: {
    projects: [
      // Storybook stories as browser tests (render + play + axe): owned by packages/ui.
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Room for a play function's several waits (each up to 4 s, vitest.setup.ts) on a loaded machine.
          testTimeout: 30_000,
          // The story files run one after another in one page rather than each in a new one: the
          // page's set-up and imports were a third of the project's time (145 → 85–92 s, every
          // story passing in six file orders). What modules keep between files is reset in
          // .storybook/vitest.setup.ts.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
                args: [
                  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },

      // The typed API client, over a real local HTTP server.
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'node',
          include: ['packages/api-client/test/**/*.test.ts'],
        },
      },

      // XState machines and pure rules (route guard, slots): packages/machines/vitest.config.ts.
      'packages/machines',

      // apps/web: route table, route guard wiring, error page and form rules, in node (no DOM).
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'node',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/i18n/eager.ts'],
        },
      },

      // apps/api: the real server on PGlite (or PostgreSQL with DATABASE_URL) and the Firebase Auth
      // emulator: CI=true ./node_modules/.bin/firebase emulators:exec --only auth --project demo-shootbook "npx vitest run --project api"
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: each has its own server, database (a PGlite in memory, or a
          // database of its own on the server) and emulator accounts, and a file spends much of its
          // time waiting on the emulator and the database, so two overlap well even on two cores
          // (PGlite pass 8.4 → 5.8 min, PostgreSQL pass 6.0 → 5.0 min on the CI machine). Vitest's
          // own default there is one (the cores less one).
          maxWorkers: 2,
          // The files share their worker's modules rather than each importing the server afresh
          // (PGlite pass 354 → 159–194 s on a 2-core machine); each still builds its own server and
          // database. No connection is kept alive across files (helpers/connections.ts).
          isolate: false,
          setupFiles: ['apps/api/test/helpers/connections.ts'],
        },
      },

      // House rules the repository keeps by itself (scripts/house-rules.test.ts).
      {
        extends: true,
        test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },

      // The deployment files (Dockerfiles, compose, Kubernetes manifests), checked offline.
      {
        extends: true,
        test: { name: 'deploy', environment: 'node', include: ['deploy/**/*.test.ts'] },
      },
    ],
  },
});
