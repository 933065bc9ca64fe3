import { firebaseAuth } from '../auth/firebase';
import { fetchOwnProfile, saveOwnProfile } from '../auth/profileApi';
import { createFirebaseSession } from '../auth/session';
import { writeSessionHint } from '../auth/sessionHint';
import type { SessionSource } from '../auth/sessionStore';
import { startTokenRefresh } from '../auth/tokenRefresh';
import { queryClient } from './queryClient';

/**
 * The app's real session source, downloaded on demand (app/session.ts `createAppSession`):
 * Firebase Auth, the ID token's refresh ahead of expiry (tokenRefresh.ts) and the registration
 * actor over `GET`/`PATCH /user/profile`. Signing out drops every cached query; each change of
 * the session is remembered (auth/sessionHint.ts, docs/decisions/0020).
 */
export function startFirebaseSession(): SessionSource {
  const auth = firebaseAuth();
  startTokenRefresh(auth);
  return createFirebaseSession({
    auth,
    loadProfile: fetchOwnProfile,
    saveProfile: saveOwnProfile,
    onSignedOut: () => queryClient.clear(),
    rememberSession: writeSessionHint,
  });
}
