import { readSessionHint } from '../auth/sessionHint';
import { createLazySession, type SessionSource } from '../auth/sessionStore';
import { queryClient } from './queryClient';

/**
 * The app's session: Firebase auth state + `GET /user/profile` (which creates a Guest profile
 * with an empty name on first sign-in; docs/decisions/0001 "Identity and registration"), run by
 * the registration actor, whose steps the registration pages save (`PATCH /user/profile`).
 * Signing out drops every cached query of the previous user. The ID token is refreshed ahead of
 * expiry by the session machine (see tokenRefresh.ts). Firebase, both machines and xstate
 * download on demand, as the app starts (app/firebaseSession.ts): until they are in the session
 * is `loading` and the route table's loaders wait — unless this browser remembers a signed-in user
 * (auth/sessionHint.ts, docs/decisions/0020): then the guard and the page go ahead as that user
 * with the remembered token, and Firebase confirms (or corrects) it when it is in; a correction
 * drops every query read meanwhile.
 */
export function createAppSession(): SessionSource {
  return createLazySession(async () => (await import('./firebaseSession')).startFirebaseSession(), {
    hint: readSessionHint(),
    onHintRefuted: () => queryClient.clear(),
  });
}
