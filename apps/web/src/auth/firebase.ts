import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { config, type AppConfig } from '../app/config';

let cached: { app: FirebaseApp; auth: Auth } | undefined;

/**
 * The one Firebase Auth instance of the web app (docs/product.md §10.2).
 *
 * Created on first use so importing this module has no side effect (node tests import pages).
 * Without a real API key it connects to the Auth emulator (`config.firebase.emulatorUrl`,
 * default `http://127.0.0.1:9099`, project `demo-shootbook`, key `fake-api-key`; STACK-NOTES.md "Identity").
 *
 * Initialised with `initializeAuth` rather than `getAuth`: the session kept in IndexedDB (local
 * storage as a fallback), and no popup/redirect resolver. `getAuth` installs Firebase's browser
 * resolver, which on a phone or Safari loads Firebase's auth iframe and waits for it before it
 * reports who is signed in — a round trip and a frame on the path to every page's first data.
 * The resolver now comes only with a popup sign-in (`signInWithProvider` in auth/identity.ts);
 * the app never signs in by redirect, so there is no redirect result to look for at start.
 */
export function firebaseAuth(appConfig: AppConfig = config): Auth {
  if (cached) return cached.auth;
  const { emulatorUrl, ...options } = appConfig.firebase;
  const app = initializeApp(options);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  cached = { app, auth };
  return auth;
}
