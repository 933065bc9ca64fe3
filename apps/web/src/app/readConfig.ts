/**
 * Runtime configuration read from Vite's `import.meta.env` (docs/decisions/0001 "Ports and addresses").
 *
 * - `apiBaseUrl`: `VITE_API_BASE_URL`, default `http://127.0.0.1:3000`.
 * - `firebase`: a real project when `VITE_FIREBASE_API_KEY` is set; otherwise the Auth emulator
 *   (`VITE_FIREBASE_AUTH_EMULATOR_URL`, default `http://127.0.0.1:9099`) with project
 *   `VITE_FIREBASE_PROJECT_ID` (default `demo-shootbook`) and the emulator's `fake-api-key`.
 */
export interface AppConfig {
  apiBaseUrl: string;
  firebase: {
    apiKey: string;
    projectId: string;
    authDomain: string;
    appId?: string;
    /** Set when the app must connect to the Auth emulator instead of Google's servers. */
    emulatorUrl?: string;
  };
}

/** Builds the config from an env record (the app's `import.meta.env`; vite.config.ts's `loadEnv`). */
export function readConfig(env: ImportMetaEnv): AppConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-shootbook';
  const realKey = env.VITE_FIREBASE_API_KEY;
  const emulatorUrl =
    env.VITE_FIREBASE_AUTH_EMULATOR_URL || (realKey ? undefined : 'http://127.0.0.1:9099');
  return {
    apiBaseUrl: (env.VITE_API_BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    firebase: {
      apiKey: realKey || 'fake-api-key',
      projectId,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
      ...(emulatorUrl ? { emulatorUrl } : {}),
    },
  };
}
