/**
 * Firebase Auth emulator accounts for tests (REST API of the emulator; STACK-NOTES "Identity").
 * Needs the emulator: `CI=true ./node_modules/.bin/firebase emulators:exec --only auth
 * --project demo-shootbook "npx vitest run --project api"`.
 */
import { randomBytes } from 'node:crypto';
import { Agent, fetch } from 'undici';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-shootbook';

/** An emulator account and its ID token. */
export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * The connections of the calls below: a new one per request (`pipelining: 0` sends
 * `connection: close`), never one kept alive from an earlier call or test file, which the emulator
 * may have closed already (see helpers/connections.ts). undici's own `fetch` with its `Agent`,
 * rather than Node's, so the pair matches on every Node version.
 */
const emulatorConnections = new Agent({ pipelining: 0 });

/** POSTs `body` to the emulator's Identity Toolkit `method` (`accounts:signUp`, …) and returns the JSON answer. */
async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${method}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      dispatcher: emulatorConnections,
    },
  );
  if (!response.ok) {
    throw new Error(
      `Auth emulator ${method} failed (${response.status}): ${await response.text()}. Is the emulator running?`,
    );
  }
  return (await response.json()) as T;
}

/**
 * Creates an e-mail/password account in the emulator (random e-mail unless given) and signs it in.
 *
 * The ID token is the sign-in's, not the sign-up's. The emulator stamps a sign-up's token with
 * `auth_time` = the second the sign-up began, but the account's `validSince` (before which its
 * tokens count as revoked) with the second a moment later, when it stores the password. When a
 * second boundary falls between the two, the token is older than the account's `validSince`, and
 * firebase-admin, which against the emulator always checks revocation, refuses it: the API answers
 * 401 to a user made a moment ago (and to every later token of that sign-in, which keep its
 * `auth_time`). A sign-in begins after the sign-up has ended, so its `auth_time` is never before
 * `validSince`.
 */
export async function createEmulatorAccount(email?: string): Promise<EmulatorAccount> {
  const address = email ?? `user-${randomBytes(5).toString('hex')}@test.shootbook.test`;
  const credentials = { email: address, password: 'test-password', returnSecureToken: true };
  const created = await identityToolkit<{ localId: string }>('accounts:signUp', credentials);
  const signedIn = await identityToolkit<{ localId: string; idToken: string; email: string }>(
    'accounts:signInWithPassword',
    credentials,
  );
  return { uid: created.localId, email: signedIn.email, idToken: signedIn.idToken };
}

/** Signs `email` in with the test password; rejects when the emulator refuses (e.g. no such account). */
export async function signInEmulatorAccount(email: string): Promise<EmulatorAccount> {
  const signedIn = await identityToolkit<{ localId: string; idToken: string; email: string }>(
    'accounts:signInWithPassword',
    { email, password: 'test-password', returnSecureToken: true },
  );
  return { uid: signedIn.localId, email: signedIn.email, idToken: signedIn.idToken };
}

/** Deletes every account of the emulator project. */
export async function wipeEmulatorAccounts(): Promise<void> {
  await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
    dispatcher: emulatorConnections,
  });
}

/** `{ authorization: 'Bearer <token>' }`. */
export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
