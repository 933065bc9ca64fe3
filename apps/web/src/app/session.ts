import { unwrap } from '@shootbook/api-client';
import type { UserProfile } from '../auth/profile';
import { createLazySession, type SessionSource } from '../auth/sessionStore';
import { api, queryClient } from './api';

/**
 * The app's session: Firebase auth state + `GET /user/profile` (which creates a Guest profile
 * with an empty name on first sign-in; docs/decisions/0001 "Identity and registration").
 * Signing out drops every cached query of the previous user. The ID token is refreshed ahead of
 * expiry by the session machine (see tokenRefresh.ts). Firebase, the session machine and xstate
 * download after the first paint, in parallel with the page's code (docs/decisions/0015): until
 * then the session is `loading` and the root route shows the app's frame.
 */
export function createAppSession(): SessionSource {
  return createLazySession(async () => {
    const [{ firebaseAuth }, { startTokenRefresh }, { createFirebaseSession }] = await Promise.all([
      import('../auth/firebase'),
      import('../auth/tokenRefresh'),
      import('../auth/session'),
    ]);
    const auth = firebaseAuth();
    startTokenRefresh(auth);
    return createFirebaseSession({
      auth,
      fetchProfile: async (): Promise<UserProfile> => {
        const profile = await unwrap(api.GET('/user/profile'));
        if (!profile) throw new Error('GET /user/profile answered without a body');
        return profile;
      },
      onSignedOut: () => queryClient.clear(),
    });
  });
}
