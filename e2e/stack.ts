/**
 * Starts and stops the processes the end-to-end test needs: a fresh API on a temporary PGlite data
 * directory (test clock on) and the built web app under `vite preview`. The Firebase Auth emulator
 * is expected to be running already (`firebase emulators:exec`, see scripts/test.mjs).
 *
 * Ports differ from `npm start`'s (3000/5173) so the test never meets a developer's running stack:
 * API `E2E_API_PORT`, web `E2E_WEB_PORT`; unset, 3910 and 5910 or, when another run holds them,
 * the next free ones ({@link runPort}). Every child runs in its own process group and is killed as
 * a group, so `npm`/`tsx` wrappers never leave orphans behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher, type MailCatcher } from '../apps/api/test/helpers/mail-catcher.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const RESULTS_DIR = join(ROOT, 'test-results', 'e2e');
/**
 * The first of `preferred`, `preferred + 1`, … `preferred + 19` that nothing listens on at
 * 127.0.0.1 and that is not `taken`, else any free port the system hands out. Synchronous (a
 * short child process), because the ports are known when this module loads: the Playwright
 * config reads {@link WEB_URL}.
 */
function freePortFrom(preferred: number, taken: number[] = []): number {
  const script = `
    const net = require('node:net');
    const candidates = [...Array.from({ length: 20 }, (_, i) => ${preferred} + i).filter((p) => !${JSON.stringify(taken)}.includes(p)), 0];
    const next = () => {
      const server = net.createServer();
      server.once('error', next);
      server.listen(candidates.shift(), '127.0.0.1', () => {
        process.stdout.write(String(server.address().port));
        server.close();
      });
    };
    next();`;
  const port = Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout);
  if (!Number.isInteger(port) || port <= 0) throw new Error('e2e: found no free port');
  return port;
}

/**
 * The run's port named by the environment variable `name`: its value when set, else
 * {@link freePortFrom} `preferred`, so two runs at once (another checkout's) do not fail on a taken
 * port. The choice is written back to the environment: Playwright's workers start with the
 * runner's environment and load this module again, and must reach the same stack.
 */
function runPort(name: string, preferred: number, taken: number[] = []): number {
  const set = process.env[name];
  if (set) return Number(set);
  const port = freePortFrom(preferred, taken);
  process.env[name] = String(port);
  return port;
}

export const API_PORT = runPort('E2E_API_PORT', 3910);
export const WEB_PORT = runPort('E2E_WEB_PORT', 5910, [API_PORT]);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const PROJECT_ID = 'demo-shootbook';
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/**
 * The web build used by the test lives apart from apps/web/dist, which `npm start` builds for port
 * 3000, and apart from other runs' builds for other ports (the API address is built in), so runs on
 * different ports at the same time never rebuild a folder another run is serving.
 */
export const WEB_DIST = join(ROOT, 'node_modules', `.e2e-web-dist-${API_PORT}`);

/**
 * The Chromium the browser tests and the page benchmarks drive: `CHROMIUM_PATH` when set, else
 * Debian's binary (`/usr/lib/chromium/chromium`, whose `/usr/bin/chromium` wrapper is the
 * fallback). Nothing is downloaded (README "Troubleshooting").
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/lib/chromium/chromium')
    ? '/usr/lib/chromium/chromium'
    : '/usr/bin/chromium';
}

/** A child process group whose output goes to test-results/e2e/<name>.log. */
export interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Last lines of output, for failure messages. */
  tail(): string;
  exited: Promise<number | null>;
}

function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Service {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = join(RESULTS_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const service: Service = { name, child, logFile, exited, tail: () => lines.join('\n') };
  running.add(service);
  void exited.then(() => running.delete(service));
  return service;
}

/** Every service started and not yet stopped, so a signal handler can stop them mid-start. */
const running = new Set<Service>();

/** Stops every service this process started (Ctrl-C while starting, SIGTERM from emulators:exec). */
export async function stopAllServices(): Promise<void> {
  await Promise.all([...running].map(stopService));
}

/** SIGTERM to the whole process group, SIGKILL after 5 s. Never throws. */
export async function stopService(service: Service | undefined): Promise<void> {
  if (!service?.child.pid || service.child.exitCode !== null) return;
  const group = -service.child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  const stopped = await Promise.race([
    service.exited.then(() => true),
    sleep(5000).then(() => false),
  ]);
  if (!stopped) {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.once('listening', () => server.close(() => done(true)));
    server.listen(port, '127.0.0.1');
  });
}

/** Polls `url` until `ready(status)` holds; fails early with the service's log tail if it exits. */
export async function waitForHttp(
  url: string,
  service: Service,
  ready: (status: number) => boolean,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service.child.exitCode !== null) {
      throw new Error(
        `${service.name} exited (code ${service.child.exitCode}) before ${url} answered:\n${service.tail()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (ready(res.status)) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${service.tail()}`);
    await sleep(500);
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * How a browser reaches the API: the web build's `VITE_API_BASE_URL` and the API's `API_BASE_URL`
 * (its photo and sandbox links). The API's own address unless `E2E_WEB_API_BASE_URL` and
 * `E2E_API_PUBLIC_URL` say otherwise — the page benchmarks' `BENCH_API_UNDER_WEB=1` sets `/api`
 * and `https://127.0.0.1:<port>/api`, the API under their nginx's origin (decision 0022).
 */
function browserApiUrls(): { web: string; api: string } {
  return {
    web: process.env.E2E_WEB_API_BASE_URL ?? API_URL,
    api: process.env.E2E_API_PUBLIC_URL ?? API_URL,
  };
}

/** Env of the web build: how it reaches the API; the Auth emulator the test runs inside. */
function webBuildEnv(): Record<string, string> {
  return {
    VITE_API_BASE_URL: browserApiUrls().web,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${AUTH_EMULATOR_HOST}`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  };
}

/**
 * Builds the web app into node_modules/.e2e-web-dist unless a build for the same env exists that is
 * newer than every source file of apps/web and the packages it imports.
 */
export function buildWebIfStale(): void {
  const sources = [
    'apps/web',
    'packages/ui/src',
    'packages/api-client/src',
    'packages/machines/src',
  ];
  const stamp = JSON.stringify({
    env: webBuildEnv(),
    newest: Math.max(...sources.map((s) => newestMtime(join(ROOT, s)))),
  });
  const stampFile = join(WEB_DIST, '.e2e-stamp.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log('e2e: web build is up to date');
    return;
  }
  console.log('e2e: building the web app for the test …');
  const t0 = Date.now();
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(ROOT, 'apps/web'),
      env: { ...process.env, ...webBuildEnv() },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the web build (vite build) failed');
  writeFileSync(stampFile, stamp);
  console.log(`e2e: web built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

export interface Stack {
  api: Service;
  web: Service;
  /** MailDev catching the API's booking e-mails (`SMTP_URL`). */
  mail: MailCatcher;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts API + web, waits until both answer. On failure everything started is stopped again. */
export async function startStack(): Promise<Stack> {
  for (const port of [API_PORT, WEB_PORT]) {
    if (!(await portIsFree(port)))
      throw new Error(`port ${port} is in use; set E2E_API_PORT / E2E_WEB_PORT`);
  }
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.warn(
      'e2e: FIREBASE_AUTH_EMULATOR_HOST is not set; expecting the Auth emulator at 127.0.0.1:9099 (run inside `firebase emulators:exec`)',
    );
  }
  buildWebIfStale();

  const dataDir = mkdtempSync(join(tmpdir(), 'shootbook-e2e-'));
  const started: Service[] = [];
  const mail = await startMailCatcher();
  const stop = async () => {
    await Promise.all(started.map(stopService));
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startService('api', join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: join(ROOT, 'apps/api'),
      env: {
        ...process.env,
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        // apps/api/src/config.ts names: a fresh embedded database, no demo data, the test clock;
        // the run's own data directory, so its sandbox secret is not the developer's.
        DATA_DIR: dataDir,
        PGLITE_DIR: join(dataDir, 'pglite'),
        DATABASE_URL: '',
        SEED: '0',
        SHOOTBOOK_TEST_CLOCK: '1',
        PAYMENTS_PROVIDER: 'sandbox',
        API_BASE_URL: browserApiUrls().api,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        GCLOUD_PROJECT: PROJECT_ID,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        WEB_ORIGIN: WEB_URL,
        SMTP_URL: mail.smtpUrl,
      },
    });
    started.push(api);
    const web = startService(
      'web',
      join(ROOT, 'node_modules/.bin/vite'),
      [
        'preview',
        '--outDir',
        WEB_DIST,
        '--port',
        String(WEB_PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      {
        cwd: join(ROOT, 'apps/web'),
        env: process.env,
      },
    );
    started.push(web);
    // /health once the API has it; until then any answer (404 included) means it is listening.
    await waitForHttp(`${API_URL}/health`, api, (s) => s < 500);
    await waitForHttp(`${WEB_URL}/`, web, (s) => s === 200);
    return { api, web, mail, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
