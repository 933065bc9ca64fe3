/**
 * `npm start` keeps the Auth emulator's accounts across restarts (scripts/local-stack.mjs
 * `authEmulatorArgs`): an account registered in one run signs in in the next, as its profile and
 * bookings in `.data/pglite` would expect. Runs the emulator exactly as start.mjs does, in a
 * scratch data directory, on free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain .mjs script without type declarations
import {
  authEmulatorArgs,
  exportingEmulatorEnv,
  PROJECT_ID,
  testEmulatorArgs,
} from './local-stack.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'shootbook-auth-emulator-'));
/** Every emulator started here, so a failed test leaves none running. */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** How long an emulator may take to answer: a loaded 2-core machine has needed over a minute. */
const START_TIMEOUT_MS = 150_000;

/** What firebase-tools prints once every emulator of the run has started. */
const READY_LINE = 'All emulators ready';

/** Starts the emulator with `dataDir`; resolves once firebase-tools says it is ready. */
async function startEmulator(dataDir: string) {
  const { port, args } = (await testEmulatorArgs()) as { port: number; args: string[] };
  const child = spawn('./node_modules/.bin/firebase', authEmulatorArgs(dataDir, args), {
    env: exportingEmulatorEnv({ ...process.env, CI: 'true' }, join(scratch, 'tmp')),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const base = `http://127.0.0.1:${port}`;
  // Ready is firebase-tools' own "All emulators ready" line, not the first answer on the port: the
  // Auth port answers while the rest of the suite (hub, export on exit) is still starting, and a
  // SIGTERM then ends the run without the export.
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`the emulator exited early:\n${output}`);
        return output.includes(READY_LINE);
      },
      { timeout: START_TIMEOUT_MS, interval: 250 },
    )
    .toBe(true);
  expect((await fetch(`${base}/`)).status).toBe(200);
  return {
    /** Calls the emulator's Identity Toolkit endpoint `method` (accounts:signUp, …). */
    async identity(method: string, body: object) {
      const response = await fetch(
        `${base}/identitytoolkit.googleapis.com/v1/${method}?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** One SIGTERM, as start.mjs sends; resolves with the exit code once the export is written. */
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      return { code, output };
    },
  };
}

describe("npm start's Auth emulator", () => {
  it(
    'keeps an account registered in one run for the next run',
    { timeout: 3 * START_TIMEOUT_MS },
    async () => {
      const dataDir = join(scratch, 'auth-emulator');
      const account = {
        email: 'kept@example.com',
        password: 'kept-password-1',
        returnSecureToken: true,
      };

      // First run: nothing to import yet (the directory does not exist).
      expect(existsSync(dataDir)).toBe(false);
      const first = await startEmulator(dataDir);
      const signedUp = await first.identity('accounts:signUp', account);
      expect(signedUp.status).toBe(200);
      const stopped = await first.stop();
      expect(stopped.code, stopped.output).toBe(0);
      expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);

      // Second run: the same account signs in with its password and keeps its id.
      const second = await startEmulator(dataDir);
      try {
        const signedIn = await second.identity('accounts:signInWithPassword', account);
        expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
        expect(signedIn.body.localId).toBe(signedUp.body.localId);
        expect(PROJECT_ID).toBe('demo-shootbook');
      } finally {
        expect((await second.stop()).code).toBe(0);
      }
    },
  );
});
