/**
 * The shipped web server block (deploy/nginx/web.conf), run by Debian's nginx over a small stand-in
 * build: which HTML each address gets and how it may be cached. CI installs nginx (.ci/run); a
 * machine without it skips these tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstPaintFile } from '../../apps/web/src/app/firstPaint.ts';
import { placedWebConf, scratchNginxConf } from './scratch.ts';

const nginxInstalled =
  spawnSync('nginx', ['-v'], { env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` } })
    .status === 0;

/** A free TCP port on 127.0.0.1. */
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
  let nginx: ChildProcess | undefined;
  let base = '';

  // Each HTML file names itself, so a response says which one nginx chose.
  const files: Record<string, string> = {
    'index.html': 'index',
    [firstPaintFile('/')]: 'first paint of /',
    [firstPaintFile('/photographers')]: 'first paint of /photographers',
    'assets/index-abc123.js': 'console.log(1)',
  };

  beforeAll(async () => {
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), body);
    }
    const port = await freePort();
    const dir = join(scratch, 'nginx');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'nginx.conf'),
      scratchNginxConf(dir, placedWebConf(`listen 127.0.0.1:${port};`, dist)),
    );
    let output = '';
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
      const answer = await fetch(`${base}/index.html`).catch(() => null);
      if (answer?.ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}: ${output}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }, 20_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGQUIT');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    ['/', 'first paint of /'],
    ['/photographers', 'first paint of /photographers'],
    // A query picks no first paint in the browser (firstPaint.ts), but the file is still the address's.
    ['/photographers?category=Wedding', 'first paint of /photographers'],
    ['/photographers/', 'index'],
    ['/photographers/abc', 'index'],
    ['/appointment', 'index'],
    ['/package/abc', 'index'],
    ['/index.html', 'index'],
    ['/no/such/page', 'index'],
  ])('answers %s with %s, never cached', async (address, body) => {
    const answer = await fetch(`${base}${address}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(body);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets immutable for a year and a missing one as 404, not as a page', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/index-gone.js`)).status).toBe(404);
  });
});
