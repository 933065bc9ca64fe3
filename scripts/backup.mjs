#!/usr/bin/env node
// Logical backup and restore of the API's PostgreSQL database, with the flags of
// docs/decisions/0025-backups.md (apps/api/test/backup-restore.test.ts runs exactly these):
//
//   node scripts/backup.mjs dump <database-url> <file>      # pg_dump, custom format
//   node scripts/backup.mjs restore <file> <database-url>   # pg_restore into a fresh database
//
// Keep passwords out of the URL (they would show in `ps`): libpq reads PGPASSWORD or ~/.pgpass.
import { spawnSync } from 'node:child_process';

const commands = {
  // Custom format: compressed, and pg_restore can pick or reorder its parts. Ownership and grants
  // stay in the archive; the restore leaves them out.
  dump: (url, file) => ['pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]],
  // --clean --if-exists: also usable over a half-restored database. --no-owner --no-privileges:
  // the target's roles need not match production's. One transaction: all of it or nothing.
  restore: (file, url) => [
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ],
  ],
};

const [action, first, second] = process.argv.slice(2);
if (!Object.hasOwn(commands, action ?? '') || !first || !second) {
  console.error(
    'usage: node scripts/backup.mjs dump <database-url> <file>\n' +
      '       node scripts/backup.mjs restore <file> <database-url>',
  );
  process.exit(2);
}
const [tool, args] = commands[action](first, second);
const result = spawnSync(tool, args, { stdio: 'inherit' });
if (result.error) {
  console.error(
    `${tool} could not run (${result.error.message}); Debian: apt-get install postgresql-client`,
  );
  process.exit(127);
}
process.exit(result.status ?? 1);
