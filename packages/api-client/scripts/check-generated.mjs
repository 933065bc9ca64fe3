#!/usr/bin/env node
// Fails when packages/api-client/src/schema.d.ts is not what openapi-typescript generates from
// openapi.yaml today, so the test command fails when the generated types are stale.
// Regenerates into a temporary file with the same CLI and flags as `npm run generate`, then
// compares byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const spec = resolve(pkgDir, '../../openapi.yaml');
const committed = join(pkgDir, 'src/schema.d.ts');

if (!existsSync(spec)) {
  console.error(`check-generated: ${spec} is missing`);
  process.exit(1);
}
if (!existsSync(committed)) {
  console.error(
    'check-generated: packages/api-client/src/schema.d.ts is missing — run npm run generate',
  );
  process.exit(1);
}

const require = createRequire(join(pkgDir, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'shootbook-schema-'));
const fresh = join(dir, 'schema.d.ts');
try {
  // Same relative input path and cwd as the package's "generate" script, so the output is identical.
  const run = spawnSync(process.execPath, [cli, '../../openapi.yaml', '-o', fresh], {
    cwd: pkgDir,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    console.error('check-generated: openapi-typescript failed on openapi.yaml');
    process.exit(1);
  }
  const want = readFileSync(fresh, 'utf8');
  const have = readFileSync(committed, 'utf8');
  if (want !== have) {
    const a = have.split('\n');
    const b = want.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    console.error(
      `check-generated: src/schema.d.ts is stale (first difference at line ${line + 1}):`,
    );
    console.error(`  committed: ${JSON.stringify(a[line] ?? '<end of file>')}`);
    console.error(`  generated: ${JSON.stringify(b[line] ?? '<end of file>')}`);
    console.error('check-generated: run npm run generate');
    process.exit(1);
  }
  console.log('check-generated: packages/api-client/src/schema.d.ts is up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
