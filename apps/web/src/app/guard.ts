import { resolveRouteGuard, type RegistrationSession } from '@shootbook/machines';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { SessionSnapshot, SessionSource } from '../auth/sessionStore';

/**
 * The route guard's view of the session (SPEC.md §2 "Route guard"); the rule itself lives in
 * `@shootbook/machines` (`resolveRouteGuard`), shared with anything else that needs it.
 */
export function guardSessionOf(snapshot: SessionSnapshot): RegistrationSession {
  if (!snapshot.user || !snapshot.profile) return null;
  const { name, role, bankAccount } = snapshot.profile;
  return { name, role, bankAccount };
}

/**
 * Where the guard sends a visitor of `path`, or null when `path` may be shown.
 * No decision while the session is loading or its profile failed to load (the root route shows
 * a retry for that).
 */
export function guardRedirect(path: string, snapshot: SessionSnapshot): string | null {
  return guardDecision(path, snapshot)?.to ?? null;
}

/** {@link guardRedirect} with the guard's reason (`wrong_role`: step 6). */
export function guardDecision(
  path: string,
  snapshot: SessionSnapshot,
): { to: string; reason?: 'wrong_role' } | null {
  if (snapshot.status === 'loading' || snapshot.status === 'profileError') return null;
  const result = resolveRouteGuard(path, guardSessionOf(snapshot));
  if (result.action !== 'redirect' || result.to === path) return null;
  return result.reason ? { to: result.to, reason: result.reason } : { to: result.to };
}

/**
 * Root loader: waits until Firebase has reported the auth state and `GET /user/profile` has
 * answered, then redirects (replacing the history entry) where the guard says. Runs on every
 * navigation (`shouldRevalidate: () => true` on the root route).
 */
export function guardLoader(session: SessionSource, onWrongRole: () => void = () => {}) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const snapshot = await session.settled();
    const url = new URL(request.url);
    const decision = guardDecision(url.pathname + url.search, snapshot);
    if (!decision) return null;
    if (decision.reason === 'wrong_role') onWrongRole();
    throw replace(decision.to);
  };
}
