/**
 * The built web app served as production serves it, for the page benchmarks (bench/web.ts): Debian's
 * nginx running the server block of `deploy/nginx/web.conf` (gzip, hashed assets immutable for a
 * year, `index.html` never cached, every route falling back to it) over HTTPS with HTTP/2, as the
 * load balancer or CDN in front of it speaks to browsers. `vite preview` (the end-to-end test's
 * server) answers over HTTP/1.1 without compression or cache headers, so Lighthouse's simulation
 * would queue its ~70 module requests six at a time per connection limit and revalidate each one.
 *
 * With `api` (the API's address), the server also answers `/api/…` from it as the load balancer
 * does (deploy/nginx/load-balancer.conf's block, `apiUnderWebLocation`), for a build made with
 * `VITE_API_BASE_URL=/api` (decision 0022).
 *
 * The certificate is a throwaway self-signed one (openssl); the browser must run with
 * `--ignore-certificate-errors`. Needs `nginx` and `openssl` on the PATH (`apt-get install -y nginx`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  apiOwnOriginServer,
  apiUnderWebLocation,
  placedWebConf,
  scratchNginxConf,
  startScratchNginx,
} from '../deploy/nginx/scratch.ts';

/** A running nginx: its origin (`https://127.0.0.1:<port>`) and how to stop it. */
export interface PublishedWeb {
  url: string;
  stop(): Promise<void>;
}

/**
 * The nginx configuration: the shipped server block with its `listen` made HTTPS + HTTP/2 on
 * `port` and its `root` made `dist` — and, with `api`, the load balancer's two ways to the API
 * proxying to it: the `/api/` block in the web's server, and the API's own server on `port + 1`
 * (HTTPS + HTTP/2 too, as a load balancer in front would speak) — inside a main context whose
 * files all live in `dir`.
 * @throws Error when `deploy/nginx/web.conf` no longer has the lines it replaces.
 */
export function publishedWebConf(dir: string, dist: string, port: number, api?: string): string {
  const tls = (on: number) =>
    `listen 127.0.0.1:${on} ssl http2;\n  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;`;
  if (!api) return scratchNginxConf(dir, placedWebConf(tls(port), dist));
  return scratchNginxConf(
    dir,
    [
      placedWebConf(tls(port), dist, apiUnderWebLocation(`${api}/`)),
      apiOwnOriginServer(tls(port + 1), api),
    ].join('\n'),
  );
}

/**
 * Starts nginx serving `dist` on `https://127.0.0.1:<port>` (and, given `api`, the API from
 * `/api/…` there and from `https://127.0.0.1:<port + 1>`) and waits until it answers.
 * @throws Error when openssl or nginx fail, with nginx's own output.
 */
export async function publishWeb(dist: string, port: number, api?: string): Promise<PublishedWeb> {
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
  const nginx = startScratchNginx(dir, publishedWebConf(dir, dist, port, api));
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

/**
 * How the page benchmarks' browser reaches the API, set for the end-to-end stack's web build and
 * API (`E2E_WEB_API_BASE_URL`, `E2E_API_PUBLIC_URL`) before `startStack()`: through
 * {@link publishWeb}'s nginx, over HTTPS and HTTP/2 as in production — at the API's own origin
 * (`https://127.0.0.1:<httpsPort + 1>`), or with `BENCH_API_UNDER_WEB=1` under the web's origin
 * (`VITE_API_BASE_URL=/api`, photo links `https://127.0.0.1:<httpsPort>/api`; decision 0022).
 * Says whether the API is under the web's origin.
 */
export function browserApiFromEnv(httpsPort: number): boolean {
  const underWeb = process.env.BENCH_API_UNDER_WEB === '1';
  const own = `https://127.0.0.1:${httpsPort + 1}`;
  process.env.E2E_WEB_API_BASE_URL = underWeb ? '/api' : own;
  process.env.E2E_API_PUBLIC_URL = underWeb ? `https://127.0.0.1:${httpsPort}/api` : own;
  return underWeb;
}
