import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadLanguage } from '../i18n';

/** What a page module under `src/pages/` exports (react-router's `lazy` convention). */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** `handle` of every page route: the page module it loads, e.g. `user/LoginPage`. */
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

// Every page file is its own chunk, loaded on demand (SPEC.md §2 "All pages are loaded on demand").
const pageModules: PageLoaders = import.meta.glob<PageModule>([
  '../pages/**/*Page.tsx',
  // The error page is the router's error element, bundled with the shell.
  '!../pages/error/**',
]);

/**
 * Route props that load `src/pages/{page}.tsx` on demand, e.g. `pageRoute('user/LoginPage')`.
 * A download failure becomes a {@link ChunkLoadError}. Throws at once when no such file exists,
 * so a typo fails the route-table test rather than a user.
 */
export function pageRoute(
  page: string,
  modules: PageLoaders = pageModules,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module at src/pages/${page}.tsx`);
  const handle: PageHandle = { page };
  return {
    handle,
    lazy: async () => {
      // The page's strings (every namespace of the UI language) arrive with its code.
      const [module] = await loadChunk(page, () => Promise.all([load(), loadLanguage()]));
      return module.ErrorBoundary
        ? { Component: module.Component, ErrorBoundary: module.ErrorBoundary }
        : { Component: module.Component };
    },
  };
}
