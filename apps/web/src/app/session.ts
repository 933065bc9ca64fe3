import { readSessionHint } from '../auth/sessionHint';
import { createLazySession, type SessionSource } from '../auth/sessionStore';
import { clearQueries } from './queryClientRef';

/**
 * The app's session: Firebase auth state + `GET /user/profile` (which creates a Guest profile
 * with an empty name on first sign-in; docs/decisions/0001 "Identity and registration"), run by
 * the registration actor, whose steps the registration pages save (`PATCH /user/profile`).
 * Signing out drops every cached query of the previous user. The ID token is refreshed ahead of
 * expiry by the session machine (see tokenRefresh.ts). Firebase, both machines and xstate
 * download after the first paint, in parallel with the page's code (docs/decisions/0015): until
 * then the session is `loading` and the root route shows the app's frame — unless this browser
 * remembers a signed-in user (auth/sessionHint.ts, docs/decisions/0020): then the guard and the
 * page go ahead as that user with the remembered token, and Firebase confirms (or corrects) it
 * when it is in; a correction drops every query read meanwhile. With such a hint, Firebase's
 * code waits for `later` (main.tsx: the first page has painted and read its data), so it does
 * not compete with the page on a slow connection.
 */
export function createAppSession({ later }: { later?: Promise<void> } = {}): SessionSource {
  const hint = readSessionHint();
  const load = async () => {
    if (hint && later) await later;
    const { startFirebaseSession } = await import('./firebaseSession');
    return startFirebaseSession();
  };
  return createLazySession(load, {
    hint,
    onHintRefuted: clearQueries,
  });
}
