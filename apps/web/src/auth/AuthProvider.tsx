import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionSnapshot, SessionSource } from './sessionStore';

/**
 * What pages read about the signed-in user: `useSession()` gives
 * `{ status, user, profile, error, refreshProfile, signOut, getIdToken, settledFor }`.
 * `profile` is the `GET /user/profile` answer; call `refreshProfile()` after a `PATCH /user/profile`
 * so the route guard (SPEC.md §2) moves the user on.
 */
export interface Session extends SessionSnapshot {
  refreshProfile: SessionSource['refreshProfile'];
  signOut: SessionSource['signOut'];
  getIdToken: SessionSource['getIdToken'];
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
      getIdToken: source.getIdToken,
      settledFor: source.settledFor,
    }),
    [snapshot, source],
  );
}
