/**
 * The server's VAPID identity for Web Push (docs/decisions/0036): `VAPID_PUBLIC_KEY`,
 * `VAPID_PRIVATE_KEY` and `VAPID_SUBJECT` when set (production requires them with push on,
 * config.ts `productionProblems`); otherwise a key pair generated once per installation and kept
 * in `DATA_DIR/vapid-keys.json` (mode 0600), so development browsers stay subscribed across
 * restarts and no key published in this repository signs anything.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import webpush from 'web-push';

import type { Config } from '../config.ts';

/** The keys (base64url) and contact pushes are signed with. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Name of the generated keys' file inside the data directory. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID identity of `config`, or undefined when push is off (`PUSH_ENABLED=false`).
 * @throws Error when the generated keys' file exists but cannot be read (delete it to get new ones).
 */
export function resolveVapid(config: Pick<Config, 'push' | 'dataDir'>): Vapid | undefined {
  const { push } = config;
  if (!push.enabled) return undefined;
  if (push.vapidPublicKey && push.vapidPrivateKey)
    return {
      publicKey: push.vapidPublicKey,
      privateKey: push.vapidPrivateKey,
      subject: push.vapidSubject,
    };
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const generated = webpush.generateVAPIDKeys();
  try {
    // Exclusive: two processes starting at once end up with the same keys.
    writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
    return { ...generated, subject: push.vapidSubject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Vapid>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID keys; delete it and restart to generate new ones`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: push.vapidSubject };
}
