import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router-dom';
import { readSessionHint } from '../auth/sessionHint';
import { loadLanguage } from '../i18n';
import { loadQueryClient } from './queryClientRef';

/** What a page module under `src/pages/` exports. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * What a page's data module (`src/pages/{page}.prefetch.ts`, beside the page) exports: `prefetch`
 * starts the page's reads into `client` — the same query options the page's hooks use, so the
 * page finds them in the cache — from the route's `params` and the address (`url`: its search
 * parameters are the filters of a browse page). It returns nothing and throws nothing; a failed
 * read is the page's to show, as if it had asked itself.
 */
export interface PagePrefetchModule {
  prefetch(route: { params: Params; url: URL }, client: QueryClient): void;
}

/** The page module a route shows, e.g. `user/LoginPage` (part of the route's `handle`). */
export interface PageHandle {
  page: string;
}

/**
 * A page's code (or the default layout's, `app/routes.tsx`) could not be downloaded (SPEC.md §8
 * "Chunk error"), typically after a deploy replaced the hashed file names or when the network
 * dropped. The error page offers a reload. `module` names it, e.g. `user/LoginPage`.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly module: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not load the module ${module}`, options);
  }
}

// Messages of a rejected dynamic import: Chromium, Firefox, Safari; Vite's CSS preload failure.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a failed download of a code chunk rather than a bug inside the module. */
export function isChunkFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Runs `load` (dynamic imports), turning a failed download into a {@link ChunkLoadError} naming
 * `module`; any other rejection (a bug inside the module) passes through as itself.
 */
export async function loadChunk<T>(module: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw isChunkFailure(cause) ? new ChunkLoadError(module, { cause }) : cause;
  }
}

type PageLoaders = Record<string, () => Promise<PageModule>>;
type PrefetchLoaders = Record<string, () => Promise<PagePrefetchModule>>;

// Every page file is its own chunk, loaded on demand (SPEC.md §2 "All pages are loaded on demand").
const pageModules: PageLoaders = import.meta.glob<PageModule>([
  '../pages/**/*Page.tsx',
  // The error page is the router's error element, bundled with the shell.
  '!../pages/error/**',
]);

// The data modules of the pages that have one: small chunks (query options and the API client).
const prefetchModules: PrefetchLoaders = import.meta.glob<PagePrefetchModule>(
  '../pages/**/*Page.prefetch.ts',
);

/**
 * A page route's parts (app/routes.tsx), from {@link pageRoute}: the page module it shows
 * (`page`, e.g. `user/LoginPage`), its component, rendered once the page's code and the UI
 * language's strings are in (`Page`, a `React.lazy` component), `load` to start that download
 * ahead of the render, and — when the page has a data module — `prefetch` to start its reads.
 */
export interface PageRoute {
  page: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Downloads the page's code and strings (once): the download `Page` waits for. */
  load(): Promise<ComponentType>;
  /**
   * Starts the page's reads for `route` (its path parameters and the address: the search
   * parameters are a browse page's filters), for a remembered signed-in user only. Returns at once
   * and never throws.
   */
  prefetch?(route: { params: Params; url: URL }): void;
}

/**
 * A component downloaded on demand: `load` runs once, on the first `load()` or render (a failed
 * download becomes a {@link ChunkLoadError} naming `module`, e.g. `app/RootRoute`; any other
 * rejection passes through as itself), and `Component` suspends until it is in — not at all when
 * it is in by its first render. A failed download stays failed: the error page offers a reload.
 */
export function lazyComponent<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): {
  Component: LazyExoticComponent<ComponentType<P>>;
  load(): Promise<ComponentType<P>>;
} {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (pending ??= loadChunk(module, load).then((component) => (loaded = component)));
  return {
    // Code already in renders at once: React.lazy calls only `then` of what the factory returns,
    // and one that answers synchronously keeps React from suspending (and from showing the
    // fallback, then holding the page back by its reveal throttle) for code it has.
    Component: lazy(() => {
      const component = loaded;
      if (!component) return start().then((c) => ({ default: c }));
      const ready = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) =>
          resolve({ default: component }),
      };
      return ready as unknown as Promise<{ default: ComponentType<P> }>;
    }),
    load: start,
  };
}

/**
 * The parts of the route that shows `src/pages/{page}.tsx`, e.g. `pageRoute('user/LoginPage')`
 * ({@link PageRoute}). Its code downloads on demand with the UI language's strings; a download
 * failure becomes a {@link ChunkLoadError}. Throws at once when no such file exists, so a typo
 * fails the route-table test rather than a user.
 *
 * When the page has a data module (`src/pages/{page}.prefetch.ts`, {@link PagePrefetchModule}),
 * `prefetch` starts the page's reads as soon as the route matches (app/routes.tsx
 * `startRoutes`), in parallel with the download of the page's code, rather than once the page has
 * rendered — on a phone, most of a second sooner (docs/decisions/0015). It asks only for a
 * remembered signed-in user (auth/sessionHint.ts: its registration is complete, so the route guard
 * lets every such page through and the API answers its token); anyone else's page reads as
 * before. Nothing waits for the reads, and nothing fails: should the data module (or `client`, the
 * app's QueryClient by default) not download, the page asks itself.
 */
export function pageRoute(
  page: string,
  modules: PageLoaders = pageModules,
  prefetches: PrefetchLoaders = prefetchModules,
  client: () => Promise<QueryClient> = loadQueryClient,
): PageRoute {
  const load = modules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module at src/pages/${page}.tsx`);
  const loadPrefetch = prefetches[`../pages/${page}.prefetch.ts`];
  // The page's strings (every namespace of the UI language) arrive with its code.
  const lazyPage = lazyComponent(page, async () => {
    const [module] = await Promise.all([load(), loadLanguage()]);
    return module.Component;
  });
  return {
    page,
    Page: lazyPage.Component,
    load: lazyPage.load,
    ...(loadPrefetch
      ? {
          prefetch: ({ params, url }: { params: Params; url: URL }): void => {
            if (!readSessionHint()) return;
            void Promise.all([loadPrefetch(), client()])
              .then(([{ prefetch }, queryClient]) => prefetch({ params, url }, queryClient))
              .catch(() => undefined);
          },
        }
      : {}),
  };
}
