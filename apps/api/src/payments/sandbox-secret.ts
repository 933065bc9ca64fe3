/**
 * The sandbox provider's webhook signing secret, one per installation (docs/decisions/0004
 * "Sandbox secret"): generated on first start and kept in `DATA_DIR/sandbox-webhook-secret`
 * (mode 0600), so no value published in this repository can sign a sandbox webhook or open a
 * sandbox page. `SANDBOX_WEBHOOK_SECRET` overrides it (providers.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { webhookSecretProblem } from '../config.ts';

/** Name of the secret's file inside the data directory. */
export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

/** Where the secret of the installation whose data directory is `dataDir` lives. */
export function sandboxSecretPath(dataDir: string): string {
  return path.join(dataDir, SANDBOX_SECRET_FILE);
}

/** A new secret: `whsec_` and 32 random bytes as hex (Stripe's secrets have the same prefix). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * The installation's sandbox webhook secret: read from `DATA_DIR/sandbox-webhook-secret`, or
 * generated and written there (owner read/write only, 0600; the directory is created 0700 when
 * missing) when the file does not exist yet. Creation is exclusive, so two processes starting at
 * once end up with the same secret.
 * @throws Error when the file exists but does not hold a usable secret (delete it to get a new one).
 */
export function loadOrCreateSandboxSecret(dataDir: string): string {
  const file = sandboxSecretPath(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = generateWebhookSecret();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  const problem = webhookSecretProblem(stored);
  if (problem) throw new Error(`${file} ${problem}; delete it and restart to generate a new one`);
  return stored;
}
