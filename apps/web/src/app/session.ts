import { unwrap } from '@shootbook/api-client';
import { createFirebaseSession, type SessionSource } from '../auth/session';
import { firebaseAuth } from '../auth/firebase';
import { startTokenRefresh } from '../auth/tokenRefresh';
import type { UserProfile } from '../auth/profile';
import { api, queryClient } from './api';

/**
 * The app's session: Firebase auth state + `GET /user/profile` (which creates a Guest profile
 * with an empty name on first sign-in; docs/decisions/0001 "Identity and registration").
 * Signing out drops every cached query of the previous user. The ID token is refreshed ahead of
 * expiry by the session machine (see tokenRefresh.ts).
 */
export function createAppSession(): SessionSource {
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
}
