/**
 * The built web app served as production serves it, for the page benchmarks (bench/web.ts): Debian's
 * nginx running the server block of `deploy/nginx/web.conf` (gzip, hashed assets immutable for a
 * year, `index.html` never cached, every route falling back to it) over HTTPS with HTTP/2, as the
 * load balancer or CDN in front of it speaks to browsers. `vite preview` (the end-to-end test's
 * server) answers over HTTP/1.1 without compression or cache headers, so Lighthouse's simulation
 * would queue its ~70 module requests six at a time per connection limit and revalidate each one.
 *
 * The certificate is a throwaway self-signed one (openssl); the browser must run with
 * `--ignore-certificate-errors`. Needs `nginx` and `openssl` on the PATH (`apt-get install -y nginx`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { placedWebConf, scratchNginxConf, startScratchNginx } from '../deploy/nginx/scratch.ts';

/** A running nginx: its origin (`https://127.0.0.1:<port>`) and how to stop it. */
export interface PublishedWeb {
  url: string;
  stop(): Promise<void>;
}

/**
 * The nginx configuration: the shipped server block with its `listen` made HTTPS + HTTP/2 on
 * `port` and its `root` made `dist`, inside a main context whose files all live in `dir`.
 * @throws Error when `deploy/nginx/web.conf` no longer has the lines it replaces.
 */
export function publishedWebConf(dir: string, dist: string, port: number): string {
  return scratchNginxConf(
    dir,
    placedWebConf(
      `listen 127.0.0.1:${port} ssl http2;\n  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;`,
      dist,
    ),
  );
}

/**
 * Starts nginx serving `dist` on `https://127.0.0.1:<port>` and waits until it answers.
 * @throws Error when openssl or nginx fail, with nginx's own output.
 */
export async function publishWeb(dist: string, port: number): Promise<PublishedWeb> {
  const dir = mkdtempSync(join(tmpdir(), 'shootbook-web-nginx-'));
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (cert.status !== 0) throw new Error(`openssl could not make a certificate: ${cert.stderr}`);
  const nginx = startScratchNginx(dir, publishedWebConf(dir, dist, port));
  const stop = async () => {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exited()) {
      await stop();
      throw new Error(`nginx exited: ${nginx.output()}`);
    }
    // The self-signed certificate: curl -k, as Node's fetch has no per-call opt-out.
    const probe = spawnSync('curl', ['-ks', '-o', '/dev/null', '-w', '%{http_code}', `${url}/`], {
      encoding: 'utf8',
    });
    if (probe.stdout === '200') return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}: ${nginx.output()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
