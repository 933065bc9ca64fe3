/**
 * What the end-to-end test reads and does behind the browser: ID tokens from the Auth emulator's
 * REST API, product records from the API (docs/decisions/0001 wire format), and the test clock.
 */
import { API_URL, AUTH_EMULATOR_HOST } from './stack.ts';

/** Signs in through the emulator's Identity Toolkit endpoint; returns `{ uid, idToken }`. */
export async function signIn(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
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
    throw new Error(`emulator sign-in of ${email} failed: ${body.error?.message ?? res.status}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** GET from the API as the signed-in user; throws on a non-2xx answer with the Error body. */
export async function apiGet<T>(path: string, idToken: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${idToken}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Moves the API's clock forward (`SHOOTBOOK_TEST_CLOCK=1` only); minutes. Returns the API's new "now". */
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

/** Shapes the test relies on (docs/product.md entities; satang amounts). */
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

/** Polls `read` until `done` holds (webhooks and queries land asynchronously); 20 s by default. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `timed out waiting for ${what}; last value ${JSON.stringify(last)}${lastError ? `; last error ${String(lastError)}` : ''}`,
  );
}
