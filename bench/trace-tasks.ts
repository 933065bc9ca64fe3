/**
 * What each long task of a page load ran (not a test): reads a Chrome trace written by
 * `BENCH_TRACE_DIR=dir bench/web.ts` (Lighthouse's trace with V8's CPU samples) and prints every
 * task of the page's main thread longer than `minMs` (default 15 ms, unthrottled: Lighthouse's
 * simulated phone counts it four times), with its start after navigation, its length, and the
 * functions its samples were in — by self time, and by inclusive time outside React's and the
 * bundler's internals. Function names are readable with an unminified build
 * (`build: { minify: false }` in apps/web/vite.config.ts for the run).
 *
 *   npx tsx bench/trace-tasks.ts /tmp/traces/mobile-cold-home-1.trace.json [minMs=15] [top=8]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      documentLoaderURL?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

const [file, minArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/trace-tasks.ts TRACE.json [minMs] [top]');
const minMs = Number(minArg ?? 15);
const top = Number(topArg ?? 8);
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

// The page's navigation (Lighthouse's tab loads an https URL) and the profile of that renderer.
const navigation = events.find(
  (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
);
if (!navigation) throw new Error(`${file}: no navigation of a page`);
const profile = events.find((e) => e.name === 'Profile' && e.pid === navigation.pid);
if (!profile)
  throw new Error(`${file}: no CPU samples (run bench/web.ts with BENCH_TRACE_DIR set)`);

const nodes = new Map<number, ProfileNode>();
const parents = new Map<number, number>();
const samples: [at: number, node: number][] = [];
let at = profile.args?.data?.startTime ?? 0;
for (const chunk of events) {
  if (chunk.name !== 'ProfileChunk' || chunk.pid !== profile.pid || chunk.id !== profile.id)
    continue;
  const data = chunk.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent !== undefined) parents.set(node.id, node.parent);
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
    at += data?.timeDeltas?.[i] ?? 0;
    samples.push([at, node]);
  });
}

/** `name file:line`; the browser's own functions (appendChild, fetch) have no file. */
const label = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  url
    ? `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
    : functionName || '(anonymous)';
// React's and the bundler's own frames say little about which of our code ran.
const internal = (text: string) =>
  /^\((root|program|idle)\)$| (index|react|react-dom|rolldown-runtime|jsx-runtime)-[\w-]+\.js:/.test(
    text,
  );
const ranked = (counts: Map<string, number>, total: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`)
    .join(' · ');

const tasks = events
  .filter(
    (e) =>
      e.name === 'RunTask' &&
      e.pid === profile.pid &&
      e.tid === profile.tid &&
      (e.dur ?? 0) >= minMs * 1000,
  )
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let count = 0;
  for (const [time, id] of samples) {
    if (time < task.ts || time > end) continue;
    count += 1;
    const leaf = nodes.get(id);
    if (!leaf) continue;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
    const seen = new Set<string>();
    for (
      let node: ProfileNode | undefined = leaf;
      node;
      node = nodes.get(parents.get(node.id) ?? -1)
    ) {
      const name = label(node);
      if (seen.has(name) || internal(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  console.log(
    `${((task.ts - navigation.ts) / 1000).toFixed(0).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${count} samples`,
  );
  if (count === 0) continue;
  console.log(`    self:      ${ranked(self, count)}`);
  console.log(`    inclusive: ${ranked(inclusive, count)}`);
}
