import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { config, type AppConfig } from '../app/config';

let cached: { app: FirebaseApp; auth: Auth } | undefined;

/**
 * The one Firebase Auth instance of the web app (PRODUCT.md "Identity").
 *
 * Created on first use so importing this module has no side effect (node tests import pages).
 * Without a real API key it connects to the Auth emulator (`config.firebase.emulatorUrl`,
 * default `http://127.0.0.1:9099`, project `demo-shootbook`, key `fake-api-key`; STACK-NOTES.md "Identity").
 */
export function firebaseAuth(appConfig: AppConfig = config): Auth {
  if (cached) return cached.auth;
  const { emulatorUrl, ...options } = appConfig.firebase;
  const app = initializeApp(options);
  const auth = getAuth(app);
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  cached = { app, auth };
  return auth;
}
