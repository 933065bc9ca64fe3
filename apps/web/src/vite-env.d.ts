/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product API base, e.g. `http://127.0.0.1:3000` (docs/decisions/0001). */
  readonly VITE_API_BASE_URL?: string;
  /** Firebase Auth emulator address, e.g. `http://127.0.0.1:9099`. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** A real Web API key; when absent the app talks to the Auth emulator. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
