/**
 * The shipped web server block (deploy/nginx/web.conf), run by Debian's nginx over a small stand-in
 * build: which HTML each address gets and how it may be cached. CI installs nginx (.ci/run); a
 * machine without it skips these tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIRST_PAINT_COOKIE, firstPaintFile } from '../../apps/web/src/app/firstPaint.ts';
import {
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
    'assets/index-abc123.js': 'console.log(1)',
    // What a cookie with a slash would reach, were it let through: a path of its choosing.
    'first-paint/index.x/y.html': 'a file a cookie picked',
  };
  const variant = (value: string) => ({ cookie: `other=1; ${FIRST_PAINT_COOKIE}=${value}` });

  beforeAll(async () => {
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), body);
    }
    const port = await freePort();
    const dir = join(scratch, 'nginx');
    mkdirSync(dir);
    nginx = startScratchNginx(
      dir,
      scratchNginxConf(dir, placedWebConf(`listen 127.0.0.1:${port};`, dist)),
    );
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exited()) throw new Error(`nginx exited: ${nginx.output()}`);
      const answer = await fetch(`${base}/index.html`).catch(() => null);
      if (answer?.ok) break;
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer on ${base}: ${nginx.output()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
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
    // No such variant, no such page, or not a variant at all: index.html.
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
