#!/usr/bin/env node
// Writes packages/ui/src/tw-merge-config.ts: tailwind-merge's default configuration cut down to
// the class groups of the utilities ShootBook's style sheet generates (docs/decisions/0015,
// eleventh addendum). The full configuration describes every utility Tailwind has — about 6 kB
// gzip of the first paint and a class map built on the first `cn` call — while `cn` only ever
// sees the few hundred utilities written in packages/ui and apps/web. `scripts/tw-merge.test.ts`
// checks that the cut-down merge keeps exactly what the full one keeps for every pair of them.
//
//   node scripts/tw-merge-config.mjs     after adding a kind of utility (the test says when)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { format, resolveConfig } from 'prettier';
import { getDefaultConfig, validators } from 'tailwind-merge';
// Only this script reads a utility's class group (tailwind-merge has no public way to ask); the
// test compares merges through the public API alone.
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

const STYLE_SHEET = resolve('packages/ui/src/styles.css');
const OUTPUT = resolve('packages/ui/src/tw-merge-config.ts');

/** CSS-unescapes a class selector's name (`hover\:bg-primary\/90` → `hover:bg-primary/90`). */
function unescapeClass(name) {
  return name
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

/**
 * The utilities the design system's style sheet generates: every class candidate Tailwind finds
 * in the sources it scans (`@source` of packages/ui/src/styles.css) that became a class selector
 * of the built CSS, sorted. Variants included (`md:text-sm`, `data-[state=open]:animate-in`).
 */
export async function collectUtilities() {
  const base = resolve('packages/ui/src');
  const compiler = await compile(readFileSync(STYLE_SHEET, 'utf8'), { base, onDependency() {} });
  const sources = [
    ...(compiler.root === 'none'
      ? []
      : [{ ...(compiler.root ?? { base, pattern: '**/*' }), negated: false }]),
    ...compiler.sources,
  ];
  const candidates = new Scanner({ sources }).scan();
  const css = compiler.build(candidates);
  const selectors = new Set(
    [...css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescapeClass(m[1])),
  );
  return candidates.filter((candidate) => selectors.has(candidate)).sort();
}

/** The class groups (ids of tailwind-merge's default configuration) `utilities` belong to. */
function usedClassGroups(config, utilities) {
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  const used = new Set();
  for (const utility of utilities) {
    const { baseClassName, maybePostfixModifierPosition } = parse(utility);
    // `cn` looks a class up without its postfix modifier (`text-sm/6`) first, then with it.
    for (const name of [
      maybePostfixModifierPosition === undefined
        ? undefined
        : baseClassName.substring(0, maybePostfixModifierPosition),
      baseClassName,
    ]) {
      const id = name === undefined ? undefined : getClassGroupId(name);
      if (id !== undefined && !id.startsWith('arbitrary..')) used.add(id);
    }
  }
  return used;
}

/** `value` of the default configuration as TypeScript source; functions by their exported names. */
function source(value, validatorNames) {
  const of = (v) => source(v, validatorNames);
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(of).join(', ')}]`;
  if (typeof value === 'function') {
    if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(`tw-merge-config: a class group uses an unexported function ${value.name}`);
    return name;
  }
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${of(v)}`)
      .join(', ')} }`;
  throw new Error(`tw-merge-config: cannot write ${typeof value}`);
}

/**
 * The scales the default configuration repeats (its helpers make a new array for every group
 * that uses one): each array of 40 or more characters of source that stands twice or more in
 * `value`: `shared` (source → name) and `scales` (`[name, source]`, each defined before any
 * scale that holds it).
 */
function sharedScales(value, validatorNames) {
  const counts = new Map();
  const walk = (v) => {
    if (Array.isArray(v)) {
      const text = source(v, validatorNames);
      counts.set(text, (counts.get(text) ?? 0) + 1);
      v.forEach(walk);
    } else if (v && typeof v === 'object' && typeof v !== 'function')
      Object.values(v).forEach(walk);
  };
  walk(value);
  const shared = new Map();
  const scales = [];
  for (const [text] of [...counts]
    .filter(([text, count]) => count >= 2 && text.length >= 40)
    .sort(([a], [b]) => a.length - b.length)) {
    // Written with the shorter scales it holds already named.
    const definition = rewrite(text, shared);
    const name = `scale${scales.length + 1}`;
    scales.push([name, definition]);
    shared.set(text, name);
  }
  return { shared, scales };
}

/** `text` with every shared scale it holds replaced by its name (longest first). */
function rewrite(text, shared) {
  let out = text;
  for (const [scale, name] of [...shared].sort(([a], [b]) => b.length - a.length))
    out = out.split(scale).join(name);
  return out;
}

/** Theme keys the theme getters inside `value` read. */
function themeKeys(value, keys = new Set()) {
  if (typeof value === 'function' && value.isThemeGetter) keys.add(value.themeKey);
  else if (Array.isArray(value)) value.forEach((v) => themeKeys(v, keys));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => themeKeys(v, keys));
  return keys;
}

/** Keeps the entries of a conflicts map whose key and values are both in `used`. */
function keepConflicts(conflicts, used) {
  return Object.fromEntries(
    Object.entries(conflicts)
      .filter(([id]) => used.has(id))
      .map(([id, others]) => [id, others.filter((other) => used.has(other))])
      .filter(([, others]) => others.length > 0),
  );
}

/** The TypeScript module of the cut-down configuration for `utilities`, formatted. */
export async function configModule(utilities) {
  const full = getDefaultConfig();
  const used = usedClassGroups(full, utilities);
  // In the default configuration's order: a class matches the first group whose rule accepts it.
  const classGroups = Object.fromEntries(
    Object.entries(full.classGroups).filter(([id]) => used.has(id)),
  );
  const keys = themeKeys([classGroups, full.theme]);
  const theme = Object.fromEntries(Object.entries(full.theme).filter(([key]) => keys.has(key)));
  // Every other part of the configuration as it is, limited to the groups kept; a part this
  // script does not know (a newer tailwind-merge) stops it rather than being dropped.
  const parts = {
    cacheSize: (value) => value,
    theme: () => theme,
    classGroups: () => classGroups,
    conflictingClassGroups: (value) => keepConflicts(value, used),
    conflictingClassGroupModifiers: (value) => keepConflicts(value, used),
    postfixLookupClassGroups: (value) => value.filter((id) => used.has(id)),
    orderSensitiveModifiers: (value) => value,
  };
  const config = Object.fromEntries(
    Object.entries(full).map(([key, value]) => {
      if (!parts[key]) throw new Error(`tw-merge-config: unknown configuration part ${key}`);
      return [key, parts[key](value)];
    }),
  );
  const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const { shared, scales } = sharedScales(config, validatorNames);
  const configSource = source(config, validatorNames);
  const names = [...validatorNames.values()].filter((name) =>
    new RegExp(`\\b${name}\\b`).test(configSource),
  );
  const text = `// Generated by scripts/tw-merge-config.mjs from tailwind-merge ${
    JSON.parse(readFileSync(resolve('node_modules/tailwind-merge/package.json'), 'utf8')).version
  } and the utilities of packages/ui/src/styles.css — do not edit; run \`node scripts/tw-merge-config.mjs\`.
import { fromTheme, validators, type Config } from 'tailwind-merge';

const { ${names.join(', ')} } = validators;

/** A class group's or a theme scale's rules. */
type Scale = Config<string, string>['classGroups'][string];

${scales.map(([name, definition]) => `const ${name}: Scale = ${definition};`).join('\n')}

/**
 * tailwind-merge's default configuration cut down to the ${used.size} class groups (of ${
   Object.keys(full.classGroups).length
 }) that ShootBook's utilities belong to, for \`cn\`: the same merges on those utilities
 * (scripts/tw-merge.test.ts) for a smaller first paint (docs/decisions/0015).
 */
export const twMergeConfig = (): Config<string, string> => ({
  ${Object.entries(config)
    .map(([key, value]) => `${key}: ${rewrite(source(value, validatorNames), shared)}`)
    .join(',\n  ')},
});
`;
  return format(text, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const utilities = await collectUtilities();
  writeFileSync(OUTPUT, await configModule(utilities));
  console.log(`${OUTPUT}: ${utilities.length} utilities`);
}
