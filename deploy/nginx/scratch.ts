import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** Whether Debian's nginx is on this machine (the PATH or /usr/sbin); tests without it skip. */
export const nginxInstalled =
  spawnSync('nginx', ['-v'], { env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` } })
    .status === 0;

/**
 * A free TCP port on 127.0.0.1 (apps/api/test/helpers/process.ts has the same, but the API's
 * project references this one, so it cannot be imported from here).
 */
export function freePort(): Promise<number> {
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
 * Runs a shipped nginx server block on this machine rather than in its container: the main
 * context Debian's nginx needs around it, with every file nginx writes (pid, logs, temporary
 * bodies) inside the scratch directory `dir`, so it runs unprivileged and leaves nothing behind.
 * Used by the multi-replica test (deploy/nginx/load-balancer.conf) and the page benchmarks
 * (deploy/nginx/web.conf).
 *
 * @param dir an empty directory the caller creates and removes
 * @param serverBlocks the `http` context's contents: upstreams and `server` blocks
 * @returns the whole `nginx.conf`, for `nginx -p dir -c dir/nginx.conf -g 'daemon off;'`
 */
export function scratchNginxConf(dir: string, serverBlocks: string): string {
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'worker_processes 1;',
    // As root, nginx would switch its workers to `nobody`, who cannot read the scratch directory.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
    ),
    serverBlocks,
    '}',
    '',
  ].join('\n');
}

/** Where the image installs the build's `security-headers.conf` (deploy/web.Dockerfile). */
const SHIPPED_SECURITY_HEADERS = '/etc/nginx/shootbook/security-headers.conf';

/**
 * The shipped web server block (deploy/nginx/web.conf) placed on this machine: its
 * `listen 8080;` line replaced by `listen` (e.g. `listen 127.0.0.1:8443 ssl http2; ssl_certificate …;`)
 * and its `root` by the directory `root` (a build of apps/web, whose `security-headers.conf` it
 * includes instead of the image's copy), with `more` (e.g. the load
 * balancer's `/api/` block, {@link apiUnderWebLocation}) added at the end of its server block.
 * For {@link scratchNginxConf}.
 * @throws Error when web.conf no longer has one of those lines, naming it.
 */
export function placedWebConf(listen: string, root: string, more = ''): string {
  const shipped = readFileSync(resolve(import.meta.dirname, 'web.conf'), 'utf8');
  for (const line of ['listen 8080;', 'root /usr/share/nginx/html;', SHIPPED_SECURITY_HEADERS])
    if (!shipped.includes(line))
      throw new Error(`deploy/nginx/web.conf changed shape: no "${line}" to replace`);
  const placed = shipped
    .replace('listen 8080;', listen)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .replaceAll(SHIPPED_SECURITY_HEADERS, join(root, 'security-headers.conf'));
  if (!more) return placed;
  const end = placed.lastIndexOf('}');
  return `${placed.slice(0, end)}\n${more}\n${placed.slice(end)}`;
}

/** The upstream of the tus upload requests in deploy/nginx/load-balancer.conf. */
const UPLOADS_UPSTREAM = 'http://shootbook_api_uploads';

/**
 * The shipped load balancer's `location /api/ { … }` block (deploy/nginx/load-balancer.conf: the
 * API under the web's origin, decision 0022) with its upstream `http://shootbook_api/` replaced
 * by `upstream` (e.g. `http://127.0.0.1:3910/`; the trailing slash strips the prefix), and that of
 * its upload requests, `http://shootbook_api_uploads`, by `uploads` (default: `upstream` without
 * the slash; `http://shootbook_api_uploads` itself with {@link uploadsUpstream}), to put in a
 * server block of {@link placedWebConf}'s.
 * @throws Error when load-balancer.conf no longer has that block or those upstreams.
 */
export function apiUnderWebLocation(
  upstream: string,
  uploads = upstream.replace(/\/$/, ''),
): string {
  return loadBalancerBlock(
    /^ {2}location \/api\/ \{\n[\s\S]*?^ {2}\}$/m,
    'proxy_pass http://shootbook_api/;',
    upstream,
    '"location /api/"',
    uploads,
  );
}

/**
 * The shipped load balancer's API server block (deploy/nginx/load-balancer.conf, `listen 8081;`:
 * the API at its own origin) with its `listen` line replaced by `listen`, its upstream
 * `http://shootbook_api` by `upstream` (e.g. `http://127.0.0.1:3910`) and that of its upload
 * requests by `uploads` (as {@link apiUnderWebLocation}; default `upstream`).
 * @throws Error when load-balancer.conf no longer has that block or those upstreams.
 */
export function apiOwnOriginServer(listen: string, upstream: string, uploads = upstream): string {
  return loadBalancerBlock(
    /^server \{\n {2}listen 8081;\n[\s\S]*?^\}$/m,
    'proxy_pass http://shootbook_api;',
    upstream,
    'API server block',
    uploads,
  ).replace('listen 8081;', listen);
}

/**
 * The shipped load balancer's `upstream shootbook_api_uploads { … }` (the replica of each tus
 * upload, by its id) with its `server` lines replaced by `servers` (e.g. `127.0.0.1:3910`), for
 * the blocks of {@link apiOwnOriginServer} and {@link apiUnderWebLocation} given
 * `uploads = 'http://shootbook_api_uploads'`.
 * @throws Error when load-balancer.conf no longer has that upstream.
 */
export function uploadsUpstream(servers: readonly string[]): string {
  const shipped = readFileSync(resolve(import.meta.dirname, 'load-balancer.conf'), 'utf8');
  const block = /^upstream shootbook_api_uploads \{\n[\s\S]*?^\}$/m.exec(shipped)?.[0];
  if (!block?.includes('hash $tus_upload_id consistent;'))
    throw new Error('deploy/nginx/load-balancer.conf changed shape: no uploads upstream to copy');
  const kept = block.split('\n').filter((line) => !/^\s*server /.test(line));
  return [
    ...kept.slice(0, -1),
    ...servers.map((server) => `  server ${server};`),
    kept.at(-1)!,
  ].join('\n');
}

/**
 * The first block of deploy/nginx/load-balancer.conf that `pattern` matches, with its
 * `proxyPass` line (which it must contain) pointed at `upstream` instead, and its upload
 * requests' `proxy_pass http://shootbook_api_uploads…` at `uploads`.
 * @throws Error naming `what` when the file no longer has such a block.
 */
function loadBalancerBlock(
  pattern: RegExp,
  proxyPass: string,
  upstream: string,
  what: string,
  uploads: string,
): string {
  const shipped = readFileSync(resolve(import.meta.dirname, 'load-balancer.conf'), 'utf8');
  const block = pattern.exec(shipped)?.[0];
  if (!block || !block.includes(proxyPass) || !block.includes(`proxy_pass ${UPLOADS_UPSTREAM}`))
    throw new Error(`deploy/nginx/load-balancer.conf changed shape: no ${what} to copy`);
  return block
    .replace(proxyPass, `proxy_pass ${upstream};`)
    .replaceAll(`proxy_pass ${UPLOADS_UPSTREAM}`, `proxy_pass ${uploads}`);
}

/** An nginx started by {@link startScratchNginx}. */
export interface ScratchNginx {
  /** What nginx has written to stdout and stderr so far (and a failure to start it), for errors. */
  output(): string;
  /** Whether the process has ended (failed to start, or stopped). */
  exited(): boolean;
  /** Stops nginx gracefully (SIGQUIT) and waits for it; does nothing once it has ended. */
  stop(): Promise<void>;
}

/**
 * Writes `conf` (a whole `nginx.conf`, e.g. from {@link scratchNginxConf}) to `dir/nginx.conf`
 * and starts Debian's nginx on it in the foreground (`-p dir -g 'daemon off;'`), `nginx` from the
 * PATH or /usr/sbin. Does not wait for it to answer: each caller probes its own address.
 */
export function startScratchNginx(dir: string, conf: string): ScratchNginx {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  let output = '';
  const nginx = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.once('error', (error) => (output += String(error)));
  const exited = () => nginx.exitCode !== null || nginx.signalCode !== null;
  return {
    output: () => output,
    exited,
    async stop() {
      if (exited()) return;
      const done = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await done;
    },
  };
}
