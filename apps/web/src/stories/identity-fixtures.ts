import { signOut } from 'firebase/auth';
import { firebaseAuth } from '../auth/firebase';

/*
 * Firebase Authentication as a page story sees it: the sign-in, registration and reset pages call
 * the real Firebase SDK, whose REST calls (the Auth emulator's or Google's identity toolkit) are
 * answered here instead of by a server, the way api-fixtures.ts answers the ShootBook API.
 */

/** An identity toolkit endpoint, e.g. `accounts:signInWithPassword`, `accounts:sendOobCode`, `passwordPolicy`. */
export type IdentityEndpoint =
  | 'accounts:signInWithPassword'
  | 'accounts:signUp'
  | 'accounts:lookup'
  | 'accounts:sendOobCode'
  | 'passwordPolicy';

/** One call the SDK made, for a `play` function to assert. */
export interface IdentityCall {
  endpoint: string;
  /** The parsed JSON body (POST), or undefined. */
  body: Record<string, unknown> | undefined;
}

/** The identity toolkit's error answer (400 `{ error: { message } }`): the SDK turns `message` into an `auth/…` code. */
export class IdentityError {
  constructor(readonly message: string) {}
}

/** A refused call, e.g. `identityError('INVALID_LOGIN_CREDENTIALS')` (→ `auth/invalid-credential`), `'EMAIL_EXISTS'`. */
export function identityError(message: string): IdentityError {
  return new IdentityError(message);
}

/** A call that fails like a dropped connection (→ `auth/network-request-failed`). */
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

/**
 * What an endpoint answers: a JSON body, an {@link IdentityError}, or a function of the call
 * returning (a promise of) either, or throwing; `never` of api-fixtures.ts keeps the call pending.
 */
export type IdentityFixture = object | ((call: IdentityCall) => object | Promise<object>);

/** The identity service of one story. Endpoints not listed answer `OPERATION_NOT_ALLOWED`. */
export type IdentityFixtures = Partial<Record<IdentityEndpoint, IdentityFixture>>;

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned ID token for `uid` valid for an hour: the SDK reads its expiry and claims, never its signature. */
function idToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-shootbook',
    aud: 'demo-shootbook',
    sub: uid,
    user_id: uid,
    email,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/**
 * The answers of a successful e-mail sign-in or sign-up as `uid` (the session's user, `uid-1` in
 * stories, so the page's wait for the session ends): the token answer and the account lookup
 * the SDK makes right after. Spread into a story's `identity`.
 */
export function signsInAs(
  uid: string,
  endpoint: 'accounts:signInWithPassword' | 'accounts:signUp' = 'accounts:signInWithPassword',
): IdentityFixtures {
  return {
    [endpoint]: (call: IdentityCall) => {
      const email = String(call.body?.email ?? '');
      return {
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: uid,
        email,
        idToken: idToken(uid, email),
        refreshToken: 'story-refresh-token',
        expiresIn: '3600',
        registered: true,
      };
    },
    'accounts:lookup': {
      users: [
        {
          localId: uid,
          email: 'somchai@example.com',
          emailVerified: false,
          providerUserInfo: [
            { providerId: 'password', email: 'somchai@example.com', rawId: 'somchai@example.com' },
          ],
          lastLoginAt: String(Date.now()),
          createdAt: String(Date.now()),
        },
      ],
    },
  };
}

/** A password policy (identity toolkit v2) asking for at least `minLength` characters. */
export function passwordPolicy(minLength: number): object {
  return {
    customStrengthOptions: { minPasswordLength: minLength },
    allowedNonAlphanumericCharacters: [],
    enforcementState: 'ENFORCE',
    forceUpgradeOnSignin: false,
    schemaVersion: 1,
  };
}

let current: IdentityFixtures = {};
/** Every identity call since the current story started, oldest first. */
export const identityCalls: IdentityCall[] = [];

const IDENTITY_URL =
  /(?:identitytoolkit|securetoken)\.googleapis\.com\/v\d\/([A-Za-z]+(?::[A-Za-z]+)?)/;

function json(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function answer(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  endpoint: string,
): Promise<Response> {
  const text =
    typeof init?.body === 'string'
      ? init.body
      : input instanceof Request
        ? await input.clone().text()
        : '';
  const call: IdentityCall = {
    endpoint,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
  identityCalls.push(call);
  const fixture = current[endpoint as IdentityEndpoint];
  if (!fixture) {
    console.warn(`[story identity] no fixture for ${endpoint}`);
    return json(400, { error: { code: 400, message: 'OPERATION_NOT_ALLOWED' } });
  }
  const value = await (typeof fixture === 'function' ? fixture(call) : fixture);
  if (value instanceof IdentityError)
    return json(400, {
      error: { code: 400, message: value.message, errors: [{ message: value.message }] },
    });
  return json(200, value);
}

let installed = false;

/**
 * Makes the page's Firebase SDK calls answer from `fixtures` (wrapping `window.fetch` once; every
 * other request passes through). Replaces the previous story's fixtures and clears {@link identityCalls}.
 */
export function serveIdentityFixtures(fixtures: IdentityFixtures): void {
  if (!installed) {
    installed = true;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const endpoint = IDENTITY_URL.exec(url)?.[1];
      return endpoint ? answer(input, init, endpoint) : fetch(input, init);
    };
  }
  current = fixtures;
  identityCalls.length = 0;
}

/**
 * A `beforeEach` for stories that sign in: the Firebase SDK keeps its user in IndexedDB, shared by
 * every story file of the run, so each story starts with none (an old one is not found, then signed out).
 */
export async function forgetFirebaseUser(): Promise<void> {
  serveIdentityFixtures({ 'accounts:lookup': identityError('USER_NOT_FOUND') });
  await signOut(firebaseAuth());
}
