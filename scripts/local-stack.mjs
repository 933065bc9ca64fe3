// Addresses and environment of the local stack (docs/decisions/0001 "Ports and addresses"),
// shared by scripts/start.mjs and scripts/test.mjs so both start things the same way.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';

export const PROJECT_ID = 'demo-shootbook';
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const API_PORT = Number(process.env.PORT ?? 3000);
export const WEB_PORT = 5173;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}`;
/** MailDev, the local SMTP catcher of `npm start`: SMTP for the API, a web inbox for people. */
export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;
export const MAIL_INBOX_URL = `http://127.0.0.1:${MAIL_WEB_PORT}`;

/**
 * Where `npm start`'s Auth emulator keeps its accounts between runs: `DATA_DIR/auth-emulator`
 * (default `.data/auth-emulator`), next to the PGlite data that holds the same users' profiles and
 * bookings, so an account registered in one run can still sign in in the next. The tests' own
 * emulator keeps nothing.
 */
export const AUTH_EMULATOR_DATA_DIR = join(
  resolve(process.env.DATA_DIR || '.data'),
  'auth-emulator',
);

/**
 * Environment of an Auth emulator that exports its accounts (`npm start`'s, the restart test's):
 * `base` with `TMPDIR` set to a directory of its own (created), where firebase-tools writes the hub
 * locator file (`hub-<project>.json`) through which the export on exit finds its hub. In the shared
 * temporary directory another emulator of the same project (a test run's) would overwrite that
 * file, and the export would save that emulator's accounts instead.
 */
export function exportingEmulatorEnv(
  base,
  tmpDir = join(resolve(process.env.DATA_DIR || '.data'), 'auth-emulator-tmp'),
) {
  mkdirSync(tmpDir, { recursive: true });
  return { ...base, TMPDIR: tmpDir };
}

/**
 * firebase-tools arguments of `npm start`'s Auth emulator: project `PROJECT_ID`, accounts imported
 * from `dataDir` at start (when it holds an export; on the first run it does not exist yet and
 * firebase-tools skips the import) and exported there again on a clean exit, firebase-tools'
 * documented `--import <dir> --export-on-exit <dir>`. The export runs on the first SIGINT or
 * SIGTERM; a second signal makes firebase-tools exit at once without it, so the emulator must get
 * exactly one (scripts/start.mjs). `extra` (e.g. `--config` of a test) comes last.
 */
export function authEmulatorArgs(dataDir = AUTH_EMULATOR_DATA_DIR, extra = []) {
  return [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--import',
    dataDir,
    '--export-on-exit',
    dataDir,
    ...extra,
  ];
}

/**
 * Environment every child gets: no telemetry, no update checks, no browser downloads, and the
 * Firebase Auth emulator + demo project for both firebase-admin (API) and the web build.
 */
export function stackEnv(extra = {}) {
  return {
    ...process.env,
    CI: 'true',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    WEB_ORIGIN: WEB_URL,
    VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? API_URL,
    VITE_FIREBASE_AUTH_EMULATOR_URL:
      process.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? AUTH_EMULATOR_URL,
    VITE_FIREBASE_PROJECT_ID: process.env.VITE_FIREBASE_PROJECT_ID ?? PROJECT_ID,
    ...extra,
  };
}

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

/** Formats milliseconds as `12.3 s`. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Any free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * firebase-tools arguments for a test run's own Auth emulator: the ports of firebase.json (auth
 * 9099, and the hub 4400 and logging 4500 that every emulator run also opens) when they are free,
 * otherwise free ports through a generated copy of firebase.json (`--config`), so `npm test` does
 * not fail because another emulator (a running `npm start`, a colleague's test) holds one of them.
 * `emulators:exec` passes the chosen address to the tests as FIREBASE_AUTH_EMULATOR_HOST.
 */
export async function testEmulatorArgs() {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const wanted = {
    auth: config.emulators.auth?.port ?? 9099,
    hub: config.emulators.hub?.port ?? 4400,
    logging: config.emulators.logging?.port ?? 4500,
  };
  const busy = [];
  for (const [name, port] of Object.entries(wanted)) if (!(await portIsFree(port))) busy.push(name);
  if (busy.length === 0) return { port: wanted.auth, args: [] };
  for (const name of busy)
    config.emulators[name] = {
      ...config.emulators[name],
      port: await freePort(),
      host: '127.0.0.1',
    };
  const port = config.emulators.auth.port;
  const dir = join('node_modules', '.cache', 'shootbook');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `firebase.auth-${port}-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(config));
  return { port, args: ['--config', file] };
}
