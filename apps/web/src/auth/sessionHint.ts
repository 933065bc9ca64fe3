import type { UserProfile } from './profile';

/**
 * What this browser remembers of its last signed-in session, so a returning user's page can be
 * guarded, drawn and its data asked for before Firebase has downloaded and restored the sign-in
 * (docs/decisions/0020). Written only for a user whose registration is complete (docs/product.md §4), kept
 * current on every ID-token change, removed on sign-out. The API still verifies every token;
 * the route guard decides on the hint and again once Firebase reports (RootRoute).
 *
 * The ID token is readable by the page's scripts here, as it already is in Firebase's own
 * IndexedDB store; it lives an hour at most.
 */
export interface SessionHint {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The latest Firebase ID token (a JWT). */
  idToken: string;
  /** When `idToken` expires, milliseconds since the epoch (UTC). */
  expiresAt: number;
  /** The user's `GET /user/profile` answer when the hint was written. */
  profile: UserProfile;
  /** Whether `idToken` carries the `operator` claim (docs/decisions/0033); absent: no. */
  operator?: boolean;
}

/** The localStorage key of the hint. */
export const SESSION_HINT_KEY = 'shootbook.session-hint';

/** A hint whose token expires sooner than this (ms) is not used: Firebase is asked instead. */
export const SESSION_HINT_MIN_LIFE_MS = 60_000;

/** Local storage, or undefined where there is none (tests in Node, storage disabled). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The remembered session, or null when there is none, it cannot be read, or its token expires
 * within {@link SESSION_HINT_MIN_LIFE_MS} of `now` (ms since the epoch).
 */
export function readSessionHint(now: number = Date.now()): SessionHint | null {
  let hint: Partial<SessionHint> | null;
  try {
    hint = JSON.parse(storage()?.getItem(SESSION_HINT_KEY) ?? 'null') as Partial<SessionHint>;
  } catch {
    return null;
  }
  if (
    !hint ||
    typeof hint.uid !== 'string' ||
    typeof hint.idToken !== 'string' ||
    typeof hint.expiresAt !== 'number' ||
    typeof hint.profile !== 'object' ||
    hint.profile === null ||
    hint.profile.id !== hint.uid
  )
    return null;
  if (hint.expiresAt - now < SESSION_HINT_MIN_LIFE_MS) return null;
  return {
    uid: hint.uid,
    email: hint.email ?? null,
    displayName: hint.displayName ?? null,
    idToken: hint.idToken,
    expiresAt: hint.expiresAt,
    profile: hint.profile,
    ...(hint.operator === true && { operator: true }),
  };
}

/** Remembers `hint`, or forgets the hint when given null. Storage failures are ignored (no hint). */
export function writeSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) storage()?.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
    else storage()?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Full or disabled storage: the next load simply waits for Firebase.
  }
}
