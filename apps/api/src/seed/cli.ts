/**
 * `npm run seed -w @shootbook/api`: seeds the configured database and the Auth emulator, then
 * prints the demo accounts. Safe to re-run. Development only: refused with `NODE_ENV=production`
 * (demo data never goes into a production database) and with a `NODE_ENV` that names no mode
 * ({@link nodeEnvProblem}).
 */
import { loadConfig, nodeEnvProblem } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { demoAccounts, seedAuthAccounts, seedDatabase } from './seed.ts';

const modeProblem = nodeEnvProblem(process.env);
if (modeProblem || process.env.NODE_ENV === 'production') {
  console.error(
    modeProblem
      ? `Refusing to seed: ${modeProblem}`
      : 'Refusing to seed (NODE_ENV=production): demo data and demo accounts are for development only',
  );
  process.exit(1);
}
// This command only ever talks to the Auth emulator (seedAuthAccounts refuses anything else).
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { now: new Date(), platformFeeBps: config.platformFeeBps });
  const created = await seedAuthAccounts(config.firebaseProjectId);
  console.log(
    `Seeded the database and ${created} new Auth emulator account(s) (${process.env.FIREBASE_AUTH_EMULATOR_HOST}).`,
  );
  for (const account of demoAccounts())
    console.log(`  ${account.role.padEnd(12)} ${account.email}  /  ${DEMO_PASSWORD}`);
} finally {
  await handle.close();
}
