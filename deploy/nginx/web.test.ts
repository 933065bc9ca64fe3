/**
 * The shipped web server block (deploy/nginx/web.conf), run by Debian's nginx over a small stand-in
 * build — which HTML each address gets and how it may be cached — and over a real production build
 * of apps/web: the security headers every response carries. CI installs nginx (.ci/run); a machine
 * without it skips these tests.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  apiUnderWebLocation,
  freePort,
  nginxInstalled,
  placedWebConf,
  scratchNginxConf,
  startScratchNginx,
  type ScratchNginx,
} from './scratch.ts';

/**
 * Starts Debian's nginx in `scratch/nginx` with the shipped web server block (and `more` in it)
 * serving `dist` on a free port; resolves once it answers `/index.html`.
 */
async function startWebConf(
  scratch: string,
  dist: string,
  more = '',
): Promise<{ nginx: ScratchNginx; base: string }> {
  const port = await freePort();
  const dir = join(scratch, 'nginx');
  mkdirSync(dir);
  const nginx = startScratchNginx(
    dir,
    scratchNginxConf(dir, placedWebConf(`listen 127.0.0.1:${port};`, dist, more)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exited()) throw new Error(`nginx exited: ${nginx.output()}`);
    const answer = await fetch(`${base}/index.html`).catch(() => null);
    if (answer?.ok) return { nginx, base };
    if (Date.now() > deadline)
      throw new Error(`nginx did not answer on ${base}: ${nginx.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe.skipIf(!nginxInstalled)('deploy/nginx/web.conf', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shootbook-web-conf-'));
  const dist = join(scratch, 'dist');
  let nginx: ScratchNginx | undefined;
  let base = '';

  // Each file names itself, so a response says which one nginx chose.
  const files: Record<string, string> = {
    'index.html': 'index',
    'assets/index-abc123.js': 'console.log(1)',
    'favicon.svg': 'icon',
    // What a real build writes beside index.html (apps/web/vite.config.ts), tested further down.
    'security-headers.conf': '',
  };
  const packageId = '3f0c9a4e-5b1d-4c2e-9f7a-1b2c3d4e5f60';

  beforeAll(async () => {
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), body);
    }
    ({ nginx, base } = await startWebConf(scratch, dist));
  }, 20_000);

  afterAll(async () => {
    await nginx?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/index.html',
    '/photographers',
    '/photographers?category=Wedding',
    `/package/${packageId}`,
    '/profile/uid_42-A',
    '/no/such/page',
  ])('answers %s with index.html, never cached (the router renders the page)', async (address) => {
    const answer = await fetch(`${base}${address}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('index');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a file of the build with that file', async () => {
    expect(await (await fetch(`${base}/favicon.svg`)).text()).toBe('icon');
  });

  it('serves hashed assets immutable for a year and a missing one as 404, not as a page', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/index-gone.js`)).status).toBe(404);
  });
});

describe.skipIf(!nginxInstalled)(
  'the API under the web’s origin (load-balancer.conf `/api/`)',
  () => {
    const scratch = mkdtempSync(join(tmpdir(), 'shootbook-api-under-web-'));
    const dist = join(scratch, 'dist');
    let nginx: ScratchNginx | undefined;
    let api: Server | undefined;
    let base = '';

    beforeAll(async () => {
      mkdirSync(dist);
      writeFileSync(join(dist, 'index.html'), 'index');
      writeFileSync(join(dist, 'security-headers.conf'), '');
      // A stand-in API that answers with the path and query it was asked for.
      api = createHttpServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ url: request.url }));
      });
      const apiPort = await freePort();
      await new Promise<void>((done) => api!.listen(apiPort, '127.0.0.1', done));
      const location = apiUnderWebLocation(`http://127.0.0.1:${apiPort}/`);
      ({ nginx, base } = await startWebConf(scratch, dist, location));
    }, 20_000);

    afterAll(async () => {
      await nginx?.stop();
      await new Promise((done) => api?.close(done));
      rmSync(scratch, { recursive: true, force: true });
    });

    it('sends /api/… to the API without the prefix, query and all', async () => {
      const answer = await fetch(`${base}/api/package/abc?limit=20`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ url: '/package/abc?limit=20' });
    });

    it('leaves the same path without the prefix to the web app', async () => {
      const answer = await fetch(`${base}/package/abc`);
      expect(await answer.text()).toBe('index');
    });
  },
);

/**
 * A production build of apps/web into a new folder under `scratch`, configured as the image is
 * (decision 0022: the API under the web's origin; a real Firebase project): the env is the build's
 * only input besides the sources. `npm test` points every build at the Auth emulator
 * (`VITE_FIREBASE_AUTH_EMULATOR_URL`, scripts/local-stack.mjs); the image's build has no such
 * setting, so it is removed here.
 */
async function buildWeb(scratch: string): Promise<string> {
  const outDir = join(scratch, 'dist');
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    VITE_FIREBASE_AUTH_EMULATOR_URL: undefined,
    VITE_API_BASE_URL: '/api',
    VITE_FIREBASE_API_KEY: 'test-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'shootbook-test.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'shootbook-test',
  };
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  apply(env);
  try {
    const web = join(import.meta.dirname, '../../apps/web');
    await build({
      root: web,
      configFile: join(web, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    apply(previous);
  }
  return outDir;
}

describe.skipIf(!nginxInstalled)('deploy/nginx/web.conf security headers (a real build)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shootbook-web-headers-'));
  let nginx: ScratchNginx | undefined;
  let base = '';
  let dist = '';

  beforeAll(async () => {
    dist = await buildWeb(scratch);
    ({ nginx, base } = await startWebConf(scratch, dist));
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const expected = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };

  /** The CSP `answer` carries, directive → sources. */
  function policyOf(answer: Response): Map<string, string[]> {
    const header = answer.headers.get('content-security-policy') ?? '';
    return new Map(
      header.split(';').map((part) => {
        const [directive = '', ...sources] = part.trim().split(/\s+/);
        return [directive, sources];
      }),
    );
  }

  it.each([
    ['the start page', '/', 200],
    ['index.html', '/index.html', 200],
    ['a deep link', '/package/3f0c9a4e-5b1d-4c2e-9f7a-1b2c3d4e5f60', 200],
    ['a missing asset', '/assets/index-gone.js', 404],
  ])('answers %s with every security header', async (_what, address, status) => {
    const answer = await fetch(`${base}${address}`);
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(expected))
      expect(answer.headers.get(name), name).toBe(value);
    expect(policyOf(answer).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers a built asset with every security header', async () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const answer = await fetch(`${base}/assets/${assets[0]}`);
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(expected))
      expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('lets run only same-origin scripts and the inline theme script index.html holds', async () => {
    const answer = await fetch(`${base}/`);
    const html = await answer.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const policy = policyOf(answer);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
      'https://apis.google.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  });

  it('talks to the API under its own origin and to Firebase Auth, never to an emulator', async () => {
    const policy = policyOf(await fetch(`${base}/`));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-src')).toEqual(['https://shootbook-test.firebaseapp.com']);
    expect(readFileSync(join(dist, 'security-headers.conf'), 'utf8')).not.toMatch(/127\.0\.0\.1/);
  });
});
