/**
 * The real API as a child process (`node --import tsx src/main.ts`), for tests of what only a
 * process shows: start-up refusals, signals, graceful shutdown.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, the working directory of the child. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A started API process. */
export interface Started {
  /** Settles once the process has ended and its output has all been read. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
  stdout: () => string;
  stop: (signal: NodeJS.Signals) => void;
  /** True once the process has ended. */
  exited: () => boolean;
}

/**
 * Starts `node --import tsx src/main.ts` with exactly `env` (plus PATH and HOME): nothing of the
 * test's own environment leaks in, e.g. the FIREBASE_AUTH_EMULATOR_HOST the tests run under.
 */
export function startApi(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return {
    // 'close', not 'exit': 'exit' can come before the last of stderr has been read, and a refused
    // start then looked silent (seen once in CI under load).
    exit: new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal }))),
    stderr: () => stderr,
    stdout: () => stdout,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: (signal) => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, signal);
    },
  };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
