import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RegistrationActor, SessionSnapshot, SessionSource } from './sessionStore';

/**
 * What pages read about the signed-in user: `useSession()` gives
 * `{ status, user, profile, error, refreshProfile, signOut, settledFor }`.
 * `profile` is the `GET /user/profile` answer; call `refreshProfile()` after a `PATCH /user/profile`
 * so the route guard (SPEC.md §2) moves the user on.
 */
export interface Session extends SessionSnapshot {
  refreshProfile: SessionSource['refreshProfile'];
  signOut: SessionSource['signOut'];
  settledFor: SessionSource['settledFor'];
}

const SessionContext = createContext<SessionSource | null>(null);

/** Makes `source` available to {@link useSession}. */
export function AuthProvider({ source, children }: { source: SessionSource; children: ReactNode }) {
  return <SessionContext value={source}>{children}</SessionContext>;
}

/** The current session; re-renders on every change. Throws outside {@link AuthProvider}. */
export function useSession(): Session {
  const source = use(SessionContext);
  if (!source) throw new Error('useSession() must be used inside <AuthProvider>');
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      refreshProfile: source.refreshProfile,
      signOut: source.signOut,
      settledFor: source.settledFor,
    }),
    [snapshot, source],
  );
}

const settledOnce = new WeakSet<SessionSource>();
const firstSettles = new WeakMap<SessionSource, Promise<SessionSnapshot>>();

/**
 * Suspends the calling component (React `use`, so the nearest Suspense boundary's fallback shows)
 * until the session has first settled — Firebase has reported the auth state and
 * `GET /user/profile` has answered, or a remembered session stands in for them
 * (docs/decisions/0020) — and never again: a later reload of the session (a sign-in, a profile
 * refresh) keeps the page on screen. A session settled by the first render (a remembered one, or
 * main.tsx waited for it) suspends nothing. The route guard of SPEC.md §2 decides only after
 * this. Throws outside {@link AuthProvider}.
 */
export function useSessionSettledOnce(): void {
  const source = use(SessionContext);
  if (!source) throw new Error('useSessionSettledOnce() must be used inside <AuthProvider>');
  if (settledOnce.has(source)) return;
  if (source.getSnapshot().status !== 'loading') {
    settledOnce.add(source);
    return;
  }
  let settled = firstSettles.get(source);
  if (!settled) {
    settled = source.settled().then((snapshot) => {
      settledOnce.add(source);
      return snapshot;
    });
    firstSettles.set(source, settled);
  }
  use(settled);
}

/**
 * The registration actor (SPEC.md §4) of the session: the registration pages send it their steps
 * (CREATE_USER, SELECT_ROLE, CREATE_PHOTOGRAPHER, RETRY) and read it with @xstate/react's
 * `useSelector`. Throws outside {@link AuthProvider} or before the session's code is in — the
 * route guard waits for it, so a page under the router never sees that.
 */
export function useRegistration(): RegistrationActor {
  const source = use(SessionContext);
  const actor = source?.registration;
  if (!actor) throw new Error('useRegistration() needs a loaded session inside <AuthProvider>');
  return actor;
}
