/**
 * A small ShootBook cluster on this machine, for the multi-replica test: two API processes
 * (`src/main.ts`) on one PostgreSQL database and one Redis, behind Debian's nginx running the
 * upstream and proxy settings of `deploy/nginx/load-balancer.conf` (the file the compose set-up
 * ships), with only the addresses changed, the web app's upstream replaced by an empty 204 answer
 * (its `/api/` prefix, the API under the web's origin, stays as shipped) and an `X-Upstream`
 * response header added so the test can tell which replica answered.
 *
 * Needs: `DATABASE_URL` (a PostgreSQL server; a fresh database is created and dropped), `REDIS_URL`,
 * `FIREBASE_AUTH_EMULATOR_HOST` (the Auth emulator) and `nginx` on the PATH (`apt-get install -y
 * nginx`).
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  scratchNginxConf,
  startScratchNginx,
  type ScratchNginx,
} from '../../../../deploy/nginx/scratch.ts';
import { createServerDatabase, type ServerDatabase } from '../helpers/database.ts';
import { freePort, startApi, type Started } from '../helpers/process.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOAD_BALANCER_CONF = path.resolve(HERE, '../../../../deploy/nginx/load-balancer.conf');

/** One API replica: its direct address, and a way to stop it. */
export interface Replica {
  name: string;
  port: number;
  base: string;
  process: Started;
}

/**
 * The running cluster. `base` is the load balancer's API address; `webBase` its web address, whose
 * `/api` prefix reaches the API (decision 0022) and whose other paths answer 204 here.
 */
export interface Cluster {
  base: string;
  webBase: string;
  replicas: [Replica, Replica];
  databaseUrl: string;
  /** Stops nginx and whatever replica still runs, drops the database, removes the scratch directory. */
  close(): Promise<void>;
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitFor200(
  url: string,
  timeoutMs = 60_000,
  describe = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The load balancer configuration for this machine: the shipped `load-balancer.conf` with the
 * replicas' and the listeners' addresses replaced (the API's on `listenPort`, the web's on
 * `webPort`) and the web app's upstream answered with 204, wrapped in a main context whose files
 * all live in `dir`.
 */
export function loadBalancerConf(
  dir: string,
  listenPort: number,
  apiPorts: [number, number],
  webPort: number,
): string {
  const shipped = readFileSync(LOAD_BALANCER_CONF, 'utf8');
  const replaced = shipped
    .replaceAll('server api-1:3000', `server 127.0.0.1:${apiPorts[0]}`)
    .replaceAll('server api-2:3000', `server 127.0.0.1:${apiPorts[1]}`)
    .replace('listen 8081;', `listen 127.0.0.1:${listenPort};`)
    .replace('listen 8080;', `listen 127.0.0.1:${webPort};`)
    .replace('proxy_pass http://web:8080;', 'return 204;')
    .replaceAll(
      'proxy_buffering off;',
      'proxy_buffering off;\n    add_header X-Upstream $upstream_addr always;',
    );
  for (const expected of [
    `127.0.0.1:${apiPorts[0]}`,
    `127.0.0.1:${apiPorts[1]}`,
    `127.0.0.1:${listenPort}`,
    `127.0.0.1:${webPort}`,
    'return 204;',
    'location /api/',
    'X-Upstream',
  ]) {
    if (!replaced.includes(expected))
      throw new Error(`deploy/nginx/load-balancer.conf changed shape: could not place ${expected}`);
  }
  return scratchNginxConf(dir, replaced);
}

/**
 * Starts the cluster: a fresh database, replica `a` (which migrates it), then replica `b`, then
 * nginx in front of both. `env` is added to both replicas' settings. `servers` replaces
 * `DATABASE_URL` (the server the fresh database is made on) and `REDIS_URL`, e.g. with servers
 * of a test's own (helpers/scratch-servers.ts).
 */
export async function startCluster(
  env: Record<string, string>,
  servers: { adminUrl?: string; redisUrl?: string } = {},
): Promise<Cluster> {
  const adminUrl = servers.adminUrl ?? process.env.DATABASE_URL;
  const redisUrl = servers.redisUrl ?? process.env.REDIS_URL;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!adminUrl || !redisUrl || !emulator)
    throw new Error(
      'the multi-replica test needs DATABASE_URL, REDIS_URL and FIREBASE_AUTH_EMULATOR_HOST',
    );
  const scratch = mkdtempSync(path.join(tmpdir(), 'shootbook-replicas-'));
  chmodSync(scratch, 0o755);
  const database: ServerDatabase = await createServerDatabase(adminUrl);
  const [portA, portB, lbPort, webPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const started: Replica[] = [];
  let nginx: ScratchNginx | undefined;

  const close = async () => {
    await nginx?.stop();
    for (const replica of started) {
      replica.process.stop('SIGTERM');
      await replica.process.exit;
    }
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const base = `http://127.0.0.1:${port}`;
      const replicaProcess = startApi({
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        FIREBASE_AUTH_EMULATOR_HOST: emulator,
        HOST: '127.0.0.1',
        PORT: String(port),
        API_BASE_URL: `http://127.0.0.1:${lbPort}`,
        DATA_DIR: path.join(scratch, `data-${name}`),
        SANDBOX_WEBHOOK_SECRET: 'whsec_replicas_' + 'x'.repeat(32),
        SEED: '0',
        TRUST_PROXY: '1',
        ...env,
      });
      const replica: Replica = { name, port, base, process: replicaProcess };
      started.push(replica);
      await waitFor200(
        `${base}/ready`,
        60_000,
        () => replicaProcess.stderr() + replicaProcess.stdout(),
      );
    }
    mkdirSync(path.join(scratch, 'nginx'));
    const nginxDir = path.join(scratch, 'nginx');
    nginx = startScratchNginx(
      nginxDir,
      loadBalancerConf(nginxDir, lbPort, [portA, portB], webPort),
    );
    const base = `http://127.0.0.1:${lbPort}`;
    const webBase = `http://127.0.0.1:${webPort}`;
    await waitFor200(`${base}/health`, 15_000, () => nginx!.output());
    return {
      base,
      webBase,
      replicas: started as [Replica, Replica],
      databaseUrl: database.url,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
