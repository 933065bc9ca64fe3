/**
 * What the end-to-end tests read and do behind the browser: accounts and ID tokens from the Auth
 * emulator's REST API, product records from the API (docs/decisions/0001 wire format), and the
 * API's test clock.
 */
import { expect } from '@playwright/test';
import { API_URL, AUTH_EMULATOR_HOST } from './stack.ts';

/** An emulator account: `{ uid, idToken }`. */
export interface Auth {
  uid: string;
  idToken: string;
}

/** `accounts:<action>` of the emulator's Identity Toolkit endpoint with e-mail and password. */
async function emulatorAccount(
  action: 'signInWithPassword' | 'signUp',
  email: string,
  password: string,
): Promise<Auth> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as {
    localId?: string;
    idToken?: string;
    error?: { message: string };
  };
  if (!res.ok || !body.idToken || !body.localId)
    throw new Error(`emulator ${action} of ${email} failed: ${body.error?.message ?? res.status}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** Signs in through the emulator; returns `{ uid, idToken }`. */
export const signIn = (email: string, password: string) =>
  emulatorAccount('signInWithPassword', email, password);

/** Creates an e-mail and password account in the emulator (no profile yet); returns `{ uid, idToken }`. */
export const signUp = (email: string, password: string) =>
  emulatorAccount('signUp', email, password);

/**
 * `method` `path` on the API as the signed-in user with a JSON `body` (or a `FormData`); throws on
 * a non-2xx answer with the Error body. Returns the parsed answer.
 */
export async function apiSend<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  idToken: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** GET from the API as the signed-in user; throws on a non-2xx answer with the Error body. */
export const apiGet = <T>(path: string, idToken: string) => apiSend<T>('GET', path, idToken);

/**
 * Moves the API's clock (`SHOOTBOOK_TEST_CLOCK=1` only) by `minutes` (negative: back). Returns
 * the API's new "now". Tests move it through the `clock` fixture (e2e/fixtures.ts), which moves
 * it back at the test's end.
 */
export async function advanceClock(minutes: number): Promise<Date> {
  const res = await fetch(`${API_URL}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: Math.ceil(minutes) }),
  });
  if (!res.ok) throw new Error(`POST /__test/clock → ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { now: string };
  return new Date(body.now);
}

/**
 * Reads `read` until `done` holds (webhooks and pushed changes land asynchronously) with
 * Playwright's `expect.poll`; returns the value that held. Fails naming `what` after `timeout` ms.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeout = 20_000,
): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return done(last);
      },
      { message: `waiting for ${what}`, timeout },
    )
    .toBe(true);
  return last!;
}

/** Shapes the tests rely on (docs/product.md entities; satang amounts). */
export interface Appointment {
  id: string;
  status: string;
  start: string;
  end: string;
  customerId: string;
  photographerId: string;
  subpackageId: string;
  note: string;
  location: string;
  /** The pay-by deadline once accepted (ISO-8601 UTC), else null. */
  payBy: string | null;
}
/** openapi.yaml `Transaction`: an append-only ledger line. */
export interface Transaction {
  id: string;
  type: 'charge' | 'refund' | 'payout' | 'fee';
  amount: number;
  currency: string;
  paymentId: string;
  userId: string;
}
export interface Payment {
  id: string;
  appointmentId: string;
  status: string;
  amount: number;
  platformFee: number;
  currency: string;
}
/** openapi.yaml `Order` (GET /payment/{id}; oid = payment id): the payment with its ledger lines. */
export interface Order {
  payment: Payment;
  transactions: Transaction[];
}
export interface Package {
  id: string;
  title: string;
  photographerId: string;
}
export interface Subpackage {
  id: string;
  packageId: string;
  title: string;
  price: number;
  durationMinutes: number;
}
/** openapi.yaml `UserProfile`: the fields the tests read. */
export interface Profile {
  id: string;
  role: string;
  name: string;
  language: string;
  payoutsEnabled: boolean;
  bankAccount?: { bank: string; accountNumber: string };
  province: string | null;
  specialties: string[];
}
