import type { RegistrationMachine } from '@shootbook/machines';
import type { User } from 'firebase/auth';
import type { ActorRefFrom } from 'xstate';
import type { UserProfile } from './profile';
import type { SessionHint } from './sessionHint';

/**
 * The registration actor (`registrationMachine` of @shootbook/machines, docs/product.md §4): the
 * registration pages send it their steps and read its state with @xstate/react.
 */
export type RegistrationActor = ActorRefFrom<RegistrationMachine>;

/**
 * Where the signed-in user stands (docs/product.md §4 "Registration progression" needs both the identity
 * and the product profile):
 * - `loading`: Firebase has not reported the auth state yet, or the profile is being fetched;
 * - `signedOut`: no Firebase user;
 * - `signedIn`: a Firebase user and its `GET /user/profile` answer;
 * - `profileError`: a Firebase user whose profile could not be fetched (`error` says why).
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'profileError';

/**
 * Who is signed in, as the frame and the guard need it: Firebase's `User`, or the same fields
 * remembered by a {@link SessionHint} until Firebase has loaded.
 */
export type SessionUser = Pick<User, 'uid' | 'email' | 'displayName'>;

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  profile: UserProfile | null;
  error: unknown;
  /**
   * Whether the sign-in's ID token carries the `operator` claim (Firebase
   * `getIdTokenResult().claims.operator`, docs/decisions/0033): the operators' console is open to
   * it. Absent: no. The API checks the claim again on every call.
   */
  operator?: boolean;
}

/**
 * The session as an external store, readable outside React and inside
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
  /**
   * The registration actor whose state this session's snapshot is derived from; undefined until
   * the session's code is in (the route guard waits for that before any page renders).
   */
  readonly registration?: RegistrationActor;
}

export const LOADING: SessionSnapshot = {
  status: 'loading',
  user: null,
  profile: null,
  error: null,
};

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

/**
 * Whether two snapshots show the app the same session: status, the user's uid, e-mail and display
 * name, and the profile's every field (compared as JSON, the form `GET /user/profile` answers in).
 */
function showsTheSame(a: SessionSnapshot, b: SessionSnapshot): boolean {
  const user = (s: SessionSnapshot) =>
    s.user && { uid: s.user.uid, email: s.user.email, displayName: s.user.displayName };
  return (
    a.status === b.status &&
    a.error === b.error &&
    (a.operator ?? false) === (b.operator ?? false) &&
    JSON.stringify(user(a)) === JSON.stringify(user(b)) &&
    JSON.stringify(a.profile) === JSON.stringify(b.profile)
  );
}

/** Options of {@link createLazySession}. */
export interface LazySessionOptions {
  /**
   * The remembered session (sessionHint.ts): until the real source has settled, the session is
   * `signedIn` as the hint says, so the guard and the page need not wait for Firebase (the API
   * calls take the hint's token: `currentIdToken` in app/api.ts; docs/decisions/0020).
   */
  hint?: SessionHint | null;
  /** Called when the real source settles as someone else than the hint (or nobody). */
  onHintRefuted?: () => void;
}

/**
 * A {@link SessionSource} that is `loading` until `load` resolves with the real source (the
 * Firebase one, whose code downloads on demand), then mirrors it. Methods called
 * before then wait for it. With a `hint` it is `signedIn` as the hint says from the start and
 * mirrors the real source only once that has settled (its own `loading` is not shown); a real
 * session of another user or none calls `onHintRefuted` (e.g. to drop what was read with the
 * hint's token). A failed `load` (its chunk could not be downloaded) leaves the session
 * in `profileError` with that error, so the root route offers "Try again": `refreshProfile()` then
 * runs `load` again and, as the interface promises, resolves (with the settled snapshot) rather
 * than rejects. `signOut()` rejects while the real source is missing; `registration` is the real
 * source's actor once it is in. The session hands out no token: every API call takes it from
 * `currentIdToken` (app/api.ts), the web's one token path.
 */
export function createLazySession(
  load: () => Promise<SessionSource>,
  { hint = null, onHintRefuted }: LazySessionOptions = {},
): SessionSource {
  const store = new SessionStore();
  // The hint stands until the real source first settles.
  let hinted = hint;
  if (hint)
    store.set({
      status: 'signedIn',
      user: { uid: hint.uid, email: hint.email, displayName: hint.displayName },
      profile: hint.profile,
      error: null,
      ...(hint.operator && { operator: true }),
    });
  let loaded: SessionSource | undefined;
  const start = () => {
    const pending = load().then(
      (real) => {
        loaded = real;
        const mirror = () => {
          const next = real.getSnapshot();
          if (hinted) {
            if (next.status === 'loading') return;
            if (next.user?.uid !== hinted.uid) onHintRefuted?.();
            const confirmed = showsTheSame(store.getSnapshot(), next);
            hinted = null;
            // Firebase confirmed the hint as it stands: every reader of the session would
            // re-render the whole page for nothing (a long task on a phone, docs/decisions/0020).
            if (confirmed) return;
          }
          store.set(next);
        };
        real.subscribe(mirror);
        mirror();
        return real;
      },
      (error: unknown) => {
        hinted = null;
        store.set({ status: 'profileError', user: null, profile: null, error });
        throw error;
      },
    );
    // Only the methods below report a failed load to their callers.
    pending.catch(() => undefined);
    return pending;
  };
  let source = start();
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    settled: store.settled,
    settledFor: store.settledFor,
    async refreshProfile() {
      const real = await source.catch(() => null);
      if (real) return real.refreshProfile();
      store.set({ ...LOADING });
      source = start();
      await source.catch(() => undefined);
      return store.settled();
    },
    signOut: async () => (await source).signOut(),
    get registration() {
      return loaded?.registration;
    },
  };
}
