import {
  onAuthStateChanged,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { UserProfile } from './profile';
import { LOADING, SessionStore, type SessionSnapshot, type SessionSource } from './sessionStore';

// The session's types and store live in sessionStore.ts, which loads without Firebase.
export {
  LOADING,
  SessionStore,
  type SessionSnapshot,
  type SessionSource,
  type SessionStatus,
} from './sessionStore';

export interface FirebaseSessionOptions {
  auth: Auth;
  /** `GET /user/profile` with the user's token; rejects on a failed call. */
  fetchProfile: (user: User) => Promise<UserProfile>;
  /** Called after sign-out, e.g. to clear cached queries of the previous user. */
  onSignedOut?: () => void;
}

/**
 * A {@link SessionSource} fed by Firebase's `onAuthStateChanged` and `GET /user/profile`.
 *
 * Token refresh: `getIdToken()` delegates to Firebase, which refreshes a token that expires
 * within 30 s before returning it; the proactive policy of SPEC.md §9 runs beside it
 * (`startTokenRefresh` in tokenRefresh.ts).
 */
export function createFirebaseSession({
  auth,
  fetchProfile,
  onSignedOut,
}: FirebaseSessionOptions): SessionSource {
  const store = new SessionStore();
  // Answers for a user that is no longer current are dropped.
  let generation = 0;

  async function loadProfile(user: User): Promise<SessionSnapshot> {
    const mine = ++generation;
    try {
      const profile = await fetchProfile(user);
      if (mine === generation) store.set({ status: 'signedIn', user, profile, error: null });
    } catch (error) {
      if (mine === generation) store.set({ status: 'profileError', user, profile: null, error });
    }
    return store.getSnapshot();
  }

  onAuthStateChanged(auth, (user) => {
    if (!user) {
      generation++;
      store.set({ status: 'signedOut', user: null, profile: null, error: null });
      return;
    }
    const previous = store.getSnapshot();
    // Same user again (e.g. token refresh on another tab): keep showing the current profile.
    if (previous.user?.uid !== user.uid) store.set({ ...LOADING });
    void loadProfile(user);
  });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    settled: store.settled,
    settledFor: store.settledFor,
    async refreshProfile() {
      const user = auth.currentUser;
      if (!user) return store.getSnapshot();
      return loadProfile(user);
    },
    async signOut() {
      await firebaseSignOut(auth);
      onSignedOut?.();
    },
    async getIdToken() {
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  };
}
