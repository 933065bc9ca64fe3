import { registrationStep } from '@shootbook/machines';
import {
  onAuthStateChanged,
  onIdTokenChanged,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { createRegistrationSession, type ProfileCalls } from './registrationSession';
import type { SessionHint } from './sessionHint';
import type { SessionSource } from './sessionStore';

// The session's types and store live in sessionStore.ts, which loads without Firebase.
export {
  LOADING,
  SessionStore,
  type SessionSnapshot,
  type SessionSource,
  type SessionStatus,
} from './sessionStore';

export interface FirebaseSessionOptions extends ProfileCalls {
  auth: Auth;
  /** Called after sign-out, e.g. to clear cached queries of the previous user. */
  onSignedOut?: () => void;
  /**
   * Keeps the remembered session (sessionHint.ts) current: called with the signed-in user's
   * latest ID token and profile once their registration is complete, on every token change, and
   * with null when nobody is signed in or the registration is not complete.
   */
  rememberSession?: (hint: SessionHint | null) => void;
}

/**
 * Whether `user`'s ID token carries the `operator` claim (docs/decisions/0033); false when the
 * token cannot be read.
 */
async function operatorClaimOf(user: User): Promise<boolean> {
  try {
    return (await user.getIdTokenResult()).claims['operator'] === true;
  } catch {
    return false;
  }
}

/**
 * A {@link SessionSource} fed by Firebase's `onAuthStateChanged` and run by the registration
 * actor (registrationSession.ts): Firebase's user is its SIGNED_IN / SIGNED_OUT, `GET
 * /user/profile` its profile read, the registration pages' `PATCH /user/profile` its saves.
 *
 * Token refresh: API calls take their token from Firebase (`currentIdToken` in app/api.ts), which
 * refreshes a token that expires within 30 s before returning it; the proactive policy of
 * docs/product.md §9 runs beside it (`startTokenRefresh` in tokenRefresh.ts).
 */
export function createFirebaseSession({
  auth,
  onSignedOut,
  rememberSession,
  ...calls
}: FirebaseSessionOptions): SessionSource {
  const session = createRegistrationSession({
    ...calls,
    // The `operator` claim (docs/decisions/0033) is read with the profile, so the session settles
    // with it and the guard of a console page decides on both.
    async loadProfile(user) {
      const current = auth.currentUser;
      const [profile, operator] = await Promise.all([
        calls.loadProfile(user),
        current?.uid === user.uid ? operatorClaimOf(current) : false,
      ]);
      // Signed out or switched meanwhile: the newer user's read decides.
      if (auth.currentUser === current) session.setOperator(operator);
      return profile;
    },
    async signOut() {
      rememberSession?.(null);
      await firebaseSignOut(auth);
      onSignedOut?.();
    },
  });
  onAuthStateChanged(auth, (user) => session.identify(user));
  // A later token (a refresh after the claim was granted or revoked) updates the claim.
  onIdTokenChanged(auth, (user) => {
    if (!user) return;
    void operatorClaimOf(user).then((operator) => {
      if (auth.currentUser === user) session.setOperator(operator);
    });
  });
  if (rememberSession) {
    const remember = async () => {
      const { status, profile } = session.getSnapshot();
      const user = auth.currentUser;
      // A failed profile read (offline, or the page unloading mid-request) says nothing about
      // who is signed in: the remembered session stays for the next load.
      if (status === 'loading' || status === 'profileError') return;
      if (
        status !== 'signedIn' ||
        !user ||
        !profile ||
        profile.id !== user.uid ||
        registrationStep(profile) !== 'complete'
      )
        return rememberSession(null);
      const token = await user.getIdTokenResult();
      // Signed out or switched while the token was read: the newer call decides.
      if (auth.currentUser !== user) return;
      rememberSession({
        uid: user.uid,
        email: user.email,
        displayName: user.displayName,
        idToken: token.token,
        expiresAt: Date.parse(token.expirationTime),
        profile,
        ...(token.claims['operator'] === true && { operator: true }),
      });
    };
    const rememberLater = () => void remember().catch(() => undefined);
    session.subscribe(rememberLater);
    onIdTokenChanged(auth, rememberLater);
  }
  return session;
}
