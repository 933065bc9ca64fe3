/**
 * A PostgreSQL server and a Redis server of a test's own, in a temporary directory on free ports,
 * for the fault tests (apps/api/test/replicas/faults.spec-replicas.ts) that stop and start them:
 * the shared servers other tests use (127.0.0.1:5432, :6379) are never touched.
 *
 * PostgreSQL is Debian's (`/usr/lib/postgresql/<version>/bin`, or `PG_BIN`): `initdb` with trust
 * authentication, then `pg_ctl start/stop`. PostgreSQL refuses to run as root, so under root the
 * server's processes run as the `postgres` system user and the directory is theirs. Redis is
 * `redis-server --port N --save ''` (nothing written to disk).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from './process.ts';

/** Where Debian keeps the PostgreSQL server binaries: `PG_BIN`, else the newest installed version. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Why the scratch servers cannot run here (missing binaries), or undefined when they can. */
export function scratchServersMissing(): string | undefined {
  if (!postgresBin()) return 'PostgreSQL server binaries (Debian: postgresql)';
  if (spawnSync('redis-server', ['--version']).error) return 'redis-server (Debian: redis-server)';
  return undefined;
}

/** The uid and gid of the `postgres` user when running as root (PostgreSQL refuses root). */
function postgresIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A running PostgreSQL server of the test's own. */
export interface ScratchPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the admin database. */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: open connections are ended, new ones refused. */
  stop(): Promise<void>;
  /** `pg_ctl start` again on the same directory and port; resolves once it takes connections. */
  start(): Promise<void>;
  /** Stops the server (if running) and removes its directory. */
  remove(): Promise<void>;
  /** The server's log so far (for failure messages). */
  log(): string;
}

/** Runs a PostgreSQL binary (as `postgres` under root); resolves with its output, rejects on failure. */
function runPg(
  bin: string,
  tool: string,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(bin, tool), args, {
      ...(ids ?? {}),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', LANG: 'C.UTF-8' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${tool} exited with ${code}: ${output}`)),
    );
  });
}

/**
 * Creates and starts a PostgreSQL server in a new temporary directory on a free port of
 * 127.0.0.1 (fsync off: nothing here needs to survive a power cut).
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries (set PG_BIN)');
  const ids = postgresIds();
  const dir = mkdtempSync(path.join(tmpdir(), 'shootbook-pg-'));
  chmodSync(dir, 0o700);
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  await runPg(
    bin,
    'initdb',
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
    ids,
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const server: ScratchPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await runPg(bin, 'pg_ctl', ['start', '-w', '-D', data, '-l', logFile, '-o', options], ids);
      running = true;
    },
    async stop() {
      await runPg(bin, 'pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data], ids);
      running = false;
    },
    async remove() {
      if (running) await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    log() {
      return existsSync(logFile)
        ? execFileSync('tail', ['-n', '40', logFile]).toString()
        : '(no log)';
    },
  };
  await server.start();
  return server;
}

/** A running Redis server of the test's own. */
export interface ScratchRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Ends the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved); resolves once it answers. */
  start(): Promise<void>;
}

/** True when a Redis server on `port` answers PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Starts `redis-server` on a free port of 127.0.0.1, saving nothing to disk. */
export async function startScratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: ScratchRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      let output = '';
      started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 15_000;
      while (!(await answersPing(port))) {
        if (started.exitCode !== null || Date.now() > deadline)
          throw new Error(`redis-server on port ${port} did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
