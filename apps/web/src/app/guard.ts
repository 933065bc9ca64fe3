import { resolveRouteGuard, type RegistrationSession } from '@shootbook/machines';
import type { SessionSnapshot } from '../auth/sessionStore';

/**
 * The route guard's view of the session (docs/product.md §2 "Route guard"; the `operator` claim of
 * docs/decisions/0033 for the console's pages); the rule itself lives in
 * `@shootbook/machines` (`resolveRouteGuard`), shared with anything else that needs it.
 */
export function guardSessionOf(snapshot: SessionSnapshot): RegistrationSession {
  if (!snapshot.user || !snapshot.profile) return null;
  const { name, role, bankAccount } = snapshot.profile;
  return { name, role, bankAccount, operator: snapshot.operator === true };
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
