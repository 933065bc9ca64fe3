import { onAuthStateChanged, signOut as firebaseSignOut, type Auth } from 'firebase/auth';
import { createRegistrationSession, type ProfileCalls } from './registrationSession';
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
}

/**
 * A {@link SessionSource} fed by Firebase's `onAuthStateChanged` and run by the registration
 * actor (registrationSession.ts): Firebase's user is its SIGNED_IN / SIGNED_OUT, `GET
 * /user/profile` its profile read, the registration pages' `PATCH /user/profile` its saves.
 *
 * Token refresh: `getIdToken()` delegates to Firebase, which refreshes a token that expires
 * within 30 s before returning it; the proactive policy of SPEC.md §9 runs beside it
 * (`startTokenRefresh` in tokenRefresh.ts).
 */
export function createFirebaseSession({
  auth,
  onSignedOut,
  ...calls
}: FirebaseSessionOptions): SessionSource {
  const session = createRegistrationSession({
    ...calls,
    async signOut() {
      await firebaseSignOut(auth);
      onSignedOut?.();
    },
    async getIdToken() {
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  });
  onAuthStateChanged(auth, (user) => session.identify(user));
  return session;
}
