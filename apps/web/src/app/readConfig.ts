/**
 * Runtime configuration read from Vite's `import.meta.env` (docs/decisions/0001 "Ports and addresses").
 *
 * - `apiBaseUrl`: `VITE_API_BASE_URL`, default `http://127.0.0.1:3000`. A path (`/api`) names
 *   the API proxied under the web's own origin (deploy/nginx/load-balancer.conf; decision 0022):
 *   resolved against `origin` — the page's, in a browser — so every consumer gets an absolute
 *   URL; without an origin (the build) it stays a path.
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

/**
 * Builds the config from an env record (the app's `import.meta.env`; vite.config.ts's `loadEnv`)
 * and the page's origin (`location.origin` in a browser, none in the build), which a path in
 * `VITE_API_BASE_URL` is resolved against.
 */
export function readConfig(
  env: ImportMetaEnv,
  origin: string | undefined = globalThis.location?.origin,
): AppConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-shootbook';
  const realKey = env.VITE_FIREBASE_API_KEY;
  const emulatorUrl =
    env.VITE_FIREBASE_AUTH_EMULATOR_URL || (realKey ? undefined : 'http://127.0.0.1:9099');
  return {
    apiBaseUrl: apiBaseUrlOf(env.VITE_API_BASE_URL || 'http://127.0.0.1:3000', origin),
    firebase: {
      apiKey: realKey || 'fake-api-key',
      projectId,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
      ...(emulatorUrl ? { emulatorUrl } : {}),
    },
  };
}

/** `value` without trailing slashes; a path (`/api`) prefixed with `origin` when there is one. */
function apiBaseUrlOf(value: string, origin: string | undefined): string {
  const base = value.replace(/\/+$/, '');
  return base.startsWith('/') && origin ? `${origin}${base}` : base;
}

/** Whether `apiBaseUrl` names the web's own origin (a path, as the build reads it): nothing to preconnect to. */
export function isSameOriginApi(apiBaseUrl: string): boolean {
  return apiBaseUrl.startsWith('/');
}
