import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RegistrationActor, SessionSnapshot, SessionSource } from './sessionStore';

/**
 * What pages read about the signed-in user: `useSession()` gives
 * `{ status, user, profile, error, refreshProfile, signOut, settledFor }`.
 * `profile` is the `GET /user/profile` answer; call `refreshProfile()` after a `PATCH /user/profile`
 * so the route guard (docs/product.md §2) moves the user on.
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

/**
 * The registration actor (docs/product.md §4) of the session: the registration pages send it their steps
 * (CREATE_USER, SELECT_ROLE, CREATE_PHOTOGRAPHER, RETRY) and read it with @xstate/react's
 * `useSelector`. Throws outside {@link AuthProvider} or before the session's code is in — the
 * root route's loader waits for the session (app/routes.tsx), so a page under the router never
 * sees that.
 */
export function useRegistration(): RegistrationActor {
  const source = use(SessionContext);
  const actor = source?.registration;
  if (!actor) throw new Error('useRegistration() needs a loaded session inside <AuthProvider>');
  return actor;
}
