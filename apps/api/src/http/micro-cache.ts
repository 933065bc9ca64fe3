/**
 * A micro-cache for read answers that are the same for every caller (the photographer directory):
 * an answer is kept `ttlMs` milliseconds and served again to whoever asks the same question
 * meanwhile, so a hot page (a category's first page, a province's) costs one database read per
 * TTL per API process instead of one a request. Concurrent misses of one key share one load.
 * Docs: docs/decisions/0019-directory-micro-cache.md.
 */
import { LRUCache } from 'lru-cache';

/** At most this many distinct questions are kept per process (least recently used go first). */
export const MICRO_CACHE_MAX_ENTRIES = 1000;

/**
 * `load` wrapped in a micro-cache keyed by {@link cacheKey} of its argument. With `ttlMs` ≤ 0 it
 * is `load` itself (no cache). A rejected load is not kept: the next call loads again, and every
 * caller waiting on it receives the same error (a DomainError keeps its status).
 * @param now the clock TTLs are measured on, milliseconds (the server's clock, so tests can move it).
 */
export function microCache<A extends object, V extends object>(
  ttlMs: number,
  load: (argument: A) => Promise<V>,
  now: () => number = () => performance.now(),
): (argument: A) => Promise<V> {
  if (ttlMs <= 0) return load;
  const cache = new LRUCache<string, V, A>({
    max: MICRO_CACHE_MAX_ENTRIES,
    ttl: ttlMs,
    // Checked on every read (not rounded to a timer tick), against `now`.
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (_key, _stale, { context }) => load(context),
  });
  // `forceFetch`: `load` always gives a value, so no `undefined` to allow for, as `fetch` must.
  // lru-cache types `context` through a conditional type a generic A cannot resolve.
  return (argument) => cache.forceFetch(cacheKey(argument), { context: argument } as never);
}

/**
 * A canonical key of a flat query object: its defined entries sorted by name, as JSON — the same
 * question asked with its parameters in another order is the same key.
 */
export function cacheKey(argument: object): string {
  return JSON.stringify(
    Object.entries(argument)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
