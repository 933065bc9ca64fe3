/**
 * Firebase Auth emulator accounts for tests (REST API of the emulator; STACK-NOTES "Identity").
 * Needs the emulator: `CI=true ./node_modules/.bin/firebase emulators:exec --only auth
 * --project demo-shootbook "npx vitest run --project api"`.
 */
import { randomBytes } from 'node:crypto';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-shootbook';

/** An emulator account and its ID token. */
export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** Creates an e-mail/password account in the emulator (random e-mail unless given). */
export async function createEmulatorAccount(email?: string): Promise<EmulatorAccount> {
  const address = email ?? `user-${randomBytes(5).toString('hex')}@test.shootbook.test`;
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: 'test-password', returnSecureToken: true }),
    },
  );
  if (!response.ok) {
    throw new Error(`Auth emulator sign-up failed (${response.status}): ${await response.text()}. Is the emulator running?`);
  }
  const body = (await response.json()) as { localId: string; idToken: string; email: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

/** Deletes every account of the emulator project. */
export async function wipeEmulatorAccounts(): Promise<void> {
  await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** `{ authorization: 'Bearer <token>' }`. */
export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
