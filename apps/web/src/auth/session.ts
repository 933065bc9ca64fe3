import { onAuthStateChanged, signOut as firebaseSignOut, type Auth, type User } from 'firebase/auth';
import type { UserProfile } from './profile';

/**
 * Where the signed-in user stands (SPEC.md §4 "Registration progression" needs both the identity
 * and the product profile):
 * - `loading`: Firebase has not reported the auth state yet, or the profile is being fetched;
 * - `signedOut`: no Firebase user;
 * - `signedIn`: a Firebase user and its `GET /user/profile` answer;
 * - `profileError`: a Firebase user whose profile could not be fetched (`error` says why).
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'profileError';

export interface SessionSnapshot {
  status: SessionStatus;
  user: User | null;
  profile: UserProfile | null;
  error: unknown;
}

/**
 * The session as an external store, readable outside React (route loaders) and inside
 * (`useSyncExternalStore` in AuthProvider).
 */
export interface SessionSource {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Resolves with the first snapshot whose status is not `loading`. */
  settled(): Promise<SessionSnapshot>;
  /**
   * Resolves once the session holds user `uid` with its profile loaded (or failed), e.g. right
   * after a sign-in, before navigating on (Firebase reports the new user asynchronously).
   */
  settledFor(uid: string): Promise<SessionSnapshot>;
  /** Re-fetches `GET /user/profile`; resolves once the snapshot holds the answer (never rejects). */
  refreshProfile(): Promise<SessionSnapshot>;
  signOut(): Promise<void>;
  /** A current Firebase ID token (refreshed by Firebase when it is about to expire), or null when signed out. */
  getIdToken(): Promise<string | null>;
}

export const LOADING: SessionSnapshot = { status: 'loading', user: null, profile: null, error: null };

/** A store whose snapshot changes only through `set`; the base of both the Firebase source and test doubles. */
export class SessionStore {
  private snapshot: SessionSnapshot = LOADING;
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves with the first snapshot (the current one included) that satisfies `done`. */
  when = (done: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> => {
    if (done(this.snapshot)) return Promise.resolve(this.snapshot);
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (!done(this.snapshot)) return;
        unsubscribe();
        resolve(this.snapshot);
      });
    });
  };

  settled = (): Promise<SessionSnapshot> => this.when((s) => s.status !== 'loading');

  settledFor = (uid: string): Promise<SessionSnapshot> =>
    this.when((s) => s.status !== 'loading' && s.user?.uid === uid);

  set(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

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
export function createFirebaseSession({ auth, fetchProfile, onSignedOut }: FirebaseSessionOptions): SessionSource {
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
