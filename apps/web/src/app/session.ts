import { readSessionHint } from '../auth/sessionHint';
import { createLazySession, type SessionSource } from '../auth/sessionStore';
import { queryClient } from './queryClient';

/**
 * The app's session: Firebase auth state + `GET /user/profile` (which creates a Guest profile
 * with an empty name on first sign-in; docs/decisions/0001 "Identity and registration"), run by
 * the registration actor, whose steps the registration pages save (`PATCH /user/profile`).
 * Signing out drops every cached query of the previous user. The ID token is refreshed ahead of
 * expiry by the session machine (see tokenRefresh.ts). Firebase, both machines and xstate
 * download on demand (app/firebaseSession.ts): until they are in the session is `loading` and the
 * route table's loaders wait — unless this browser remembers a signed-in user
 * (auth/sessionHint.ts, docs/decisions/0020): then the guard and the page go ahead as that user
 * with the remembered token, and Firebase confirms (or corrects) it when it is in; a correction
 * drops every query read meanwhile. With a remembered user nothing waits for Firebase, so its
 * code (about 50 kB gzip with xstate) starts downloading only once `later` resolves (main.tsx:
 * the first page is on screen and loaded, app/firstPage.ts), rather than competing with the first page's
 * code and data on a phone's link (docs/decisions/0015); without one it starts at once.
 */
export function createAppSession({ later }: { later?: Promise<void> } = {}): SessionSource {
  const hint = readSessionHint();
  return createLazySession(
    async () => {
      if (hint && later) await later;
      return (await import('./firebaseSession')).startFirebaseSession();
    },
    { hint, onHintRefuted: () => queryClient.clear() },
  );
}
