import { firebaseAuth } from '../auth/firebase';
import { fetchOwnProfile, saveOwnProfile } from '../auth/profileApi';
import { createFirebaseSession } from '../auth/session';
import { writeSessionHint } from '../auth/sessionHint';
import type { SessionSource } from '../auth/sessionStore';
import { startTokenRefresh } from '../auth/tokenRefresh';
import { keepFirstPaintVariant, rememberFirstPaintVariant } from './firstPaintVariant';
import { clearQueries } from './queryClientRef';

/**
 * The app's real session source, loaded after the first paint (app/session.ts
 * `createAppSession`): Firebase Auth, the ID token's refresh ahead of expiry (tokenRefresh.ts)
 * and the registration actor over `GET`/`PATCH /user/profile`. Signing out drops every cached
 * query; each change of the remembered session (auth/sessionHint.ts) also updates the
 * first-paint cookie (app/firstPaintVariant.ts), which from here on follows the UI language too.
 */
export function startFirebaseSession(): SessionSource {
  const auth = firebaseAuth();
  startTokenRefresh(auth);
  keepFirstPaintVariant();
  return createFirebaseSession({
    auth,
    loadProfile: fetchOwnProfile,
    saveProfile: saveOwnProfile,
    onSignedOut: clearQueries,
    rememberSession: (remembered) => {
      writeSessionHint(remembered);
      rememberFirstPaintVariant();
    },
  });
}
