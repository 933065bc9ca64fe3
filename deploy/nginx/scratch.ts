import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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

/**
 * The shipped web server block (deploy/nginx/web.conf) placed on this machine: its
 * `listen 8080;` line replaced by `listen` (e.g. `listen 127.0.0.1:8443 ssl http2; ssl_certificate …;`)
 * and its `root` by the directory `root` (a build of apps/web). For {@link scratchNginxConf}.
 * @throws Error when web.conf no longer has either line, naming it.
 */
export function placedWebConf(listen: string, root: string): string {
  const shipped = readFileSync(resolve(import.meta.dirname, 'web.conf'), 'utf8');
  for (const line of ['listen 8080;', 'root /usr/share/nginx/html;'])
    if (!shipped.includes(line))
      throw new Error(`deploy/nginx/web.conf changed shape: no "${line}" to replace`);
  return shipped
    .replace('listen 8080;', listen)
    .replace('root /usr/share/nginx/html;', `root ${root};`);
}
