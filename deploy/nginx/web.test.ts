/**
 * The shipped web server block (deploy/nginx/web.conf), run by Debian's nginx over a small stand-in
 * build: which HTML each address gets and how it may be cached. CI installs nginx (.ci/run); a
 * machine without it skips these tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIRST_PAINT_COOKIE, firstPaintFile } from '../../apps/web/src/app/firstPaint.ts';
import {
  apiUnderWebLocation,
  placedWebConf,
  scratchNginxConf,
  startScratchNginx,
  type ScratchNginx,
} from './scratch.ts';

const nginxInstalled =
  spawnSync('nginx', ['-v'], { env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` } })
    .status === 0;

/**
 * A free TCP port on 127.0.0.1 (apps/api/test/helpers/process.ts has the same, but the API's
 * project references this one, so it cannot be imported from here).
 */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

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

  // Each HTML file names itself, so a response says which one nginx chose.
  const customerTh = { role: 'Customer', language: 'th' };
  const photographerEn = { role: 'Photographer', language: 'en' };
  const files: Record<string, string> = {
    'index.html': 'index',
    [firstPaintFile('/', customerTh)]: 'first paint of / for a Thai customer',
    [firstPaintFile('/', photographerEn)]: 'first paint of / for a photographer in English',
    [firstPaintFile('/photographers', customerTh)]:
      'first paint of /photographers for a Thai customer',
    [firstPaintFile('/package/:id', customerTh)]:
      "first paint of a package's page for a Thai customer",
    [firstPaintFile('/profile/:id', customerTh)]: 'first paint of a profile for a Thai customer',
    'assets/index-abc123.js': 'console.log(1)',
    // What a cookie with a slash would reach, were it let through: a path of its choosing.
    'first-paint/index.x/y.html': 'a file a cookie picked',
  };
  const variant = (value: string) => ({ cookie: `other=1; ${FIRST_PAINT_COOKIE}=${value}` });
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
    ['/', 'Customer.th', 'first paint of / for a Thai customer'],
    ['/', 'Photographer.en', 'first paint of / for a photographer in English'],
    ['/photographers', 'Customer.th', 'first paint of /photographers for a Thai customer'],
    // A query picks no first paint in the browser (firstPaint.ts), but the file is still the address's.
    [
      '/photographers?category=Wedding',
      'Customer.th',
      'first paint of /photographers for a Thai customer',
    ],
    // Every package's page shares one (firstPaint.ts FIRST_PAINT_ROUTES), matched as the router does.
    [`/package/${packageId}`, 'Customer.th', "first paint of a package's page for a Thai customer"],
    [
      `/Package/${packageId.toUpperCase()}/`,
      'Customer.th',
      "first paint of a package's page for a Thai customer",
    ],
    // No such variant, no such page, or not a variant at all: index.html.
    [`/package/${packageId}`, 'Photographer.en', 'index'],
    [`/package/${packageId}/schedule`, 'Customer.th', 'index'],
    ['/package/not-a-uuid', 'Customer.th', 'index'],
    ['/package/create', 'Customer.th', 'index'],
    ['/profile/uid_42-A', 'Customer.th', 'first paint of a profile for a Thai customer'],
    ['/PROFILE/uid_42-A/', 'Customer.th', 'first paint of a profile for a Thai customer'],
    // The fixed pages beside it, which the router ranks first, and the profile's sub-pages.
    ['/profile/edit', 'Customer.th', 'index'],
    ['/profile/Schedule/', 'Customer.th', 'index'],
    ['/profile/createBusyTime', 'Customer.th', 'index'],
    ['/profile/editor', 'Customer.th', 'first paint of a profile for a Thai customer'],
    ['/profile/uid_42-A/allreview', 'Customer.th', 'index'],
    ['/profile', 'Customer.th', 'index'],
    ['/', 'Customer.en', 'index'],
    ['/photographers', 'Photographer.en', 'index'],
    ['/photographers/', 'Customer.th', 'index'],
    ['/photographers/abc', 'Customer.th', 'index'],
    ['/appointment', 'Customer.th', 'index'],
    ['/index.html', 'Customer.th', 'index'],
    ['/no/such/page', 'Customer.th', 'index'],
    ['/', '', 'index'],
    ['/', 'Customer.th.x', 'index'],
    ['/', 'x/y', 'index'],
  ])('answers %s with cookie %j with %s, never cached', async (address, value, body) => {
    const answer = await fetch(`${base}${address}`, { headers: variant(value) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(body);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers every address with index.html to a browser without the cookie', async () => {
    for (const address of ['/', '/photographers', '/appointment']) {
      const answer = await fetch(`${base}${address}`);
      expect(await answer.text(), address).toBe('index');
    }
  });

  it('marks the HTML of a prerendered address as varying with the cookie, for caches in between', async () => {
    const answer = await fetch(`${base}/`, { headers: variant('Customer.th') });
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('cookie');
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
