import { readConfig, type AppConfig } from './readConfig';

export type { AppConfig };

/** The app's configuration (src/app/readConfig.ts), read once from Vite's `import.meta.env`. */
export const config: AppConfig = readConfig(import.meta.env);
