#!/usr/bin/env node
// The web app's first-paint JavaScript budget (docs/decisions/0015): what a browser must
// download and run before the first route can paint — the entry script, every chunk it imports
// statically (the `modulepreload`s), and the frame's strings of one language (`{lng}-core`) with
// their imports — gzip-compressed, in bytes. Page code, Firebase, xstate, forms, the bell, toasts,
// the phone menu and the pages' strings load after or in parallel and are not counted.
//
//   node scripts/first-paint.mjs            builds apps/web into a temporary directory and prints the table
//   node scripts/first-paint.mjs DIST       measures an existing build
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget, gzip bytes: the figure reached (docs/decisions/0015; 123.5 kB since `cn` uses
 * tailwind-merge's default configuration), so a regression fails the tests.
 */
export const FIRST_PAINT_BUDGET_BYTES = 124 * 1024;

/** Relative imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), as file names. */
function staticImports(code) {
  return [
    ...code.matchAll(/(?:import|export)\s*(?:[^'"`;()]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);
}

/** `files` and everything they import statically, transitively. */
function closure(dir, files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(dir, file), 'utf8')));
  }
  return seen;
}

/**
 * Measures a Vite build of apps/web in `distDir`: `{ files: [{ file, gzip }], total, language }`,
 * sizes in gzip bytes, for the language whose frame strings weigh more.
 */
export function measureFirstPaint(distDir) {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  if (entry.length !== 1)
    throw new Error(`expected one entry script in ${distDir}/index.html, found ${entry.length}`);
  const gzip = (file) => gzipSync(readFileSync(join(assets, file))).length;
  const frame = closure(assets, entry);
  let worst = null;
  for (const language of ['en', 'th']) {
    const core = readdirSync(assets).filter(
      (f) => f.startsWith(`${language}-core-`) && f.endsWith('.js'),
    );
    if (core.length !== 1)
      throw new Error(`expected one ${language}-core chunk in ${assets}, found ${core.length}`);
    const files = [...new Set([...frame, ...closure(assets, core)])].map((file) => ({
      file,
      gzip: gzip(file),
    }));
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    if (!worst || total > worst.total)
      worst = { files: files.sort((a, b) => b.gzip - a.gzip), total, language };
  }
  return worst;
}

/** Builds apps/web with Vite into a new temporary directory; returns its path (the caller removes it). */
export async function buildWeb() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'shootbook-web-'));
  // A production build even inside a test runner (NODE_ENV=test would bundle React's development build).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: 'apps/web',
      configFile: 'apps/web/vite.config.ts',
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return outDir;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  const dir = given ?? (await buildWeb());
  try {
    const { files, total, language } = measureFirstPaint(dir);
    for (const f of files) console.log(`${kB(f.gzip).padStart(10)}  ${f.file}`);
    console.log(
      `${kB(total).padStart(10)}  first paint, gzip (${language}); budget ${kB(FIRST_PAINT_BUDGET_BYTES)}`,
    );
    if (total > FIRST_PAINT_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    if (!given) rmSync(dir, { recursive: true, force: true });
  }
}
