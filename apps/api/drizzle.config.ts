import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @shootbook/api` writes SQL migrations from src/db/schema.ts (through
 * src/db/drizzle-kit.mjs, which lets the hoisted drizzle-kit find this app's drizzle-orm). Custom SQL:
 * `node src/db/drizzle-kit.mjs generate --custom --name NAME`. Apply with `migrateDatabase()`, not
 * `drizzle-kit migrate` (STACK-NOTES "Database").
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/drizzle',
});
