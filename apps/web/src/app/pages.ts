import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { loadLanguage } from '../i18n';

/** What a page module under `src/pages/` exports. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * What a page's data module (`src/pages/{page}.loader.ts`, beside the page) exports: `loader`
 * fills `client` with the page's reads — `ensureQueryData` with the same query options the page's
 * hooks use, so the page finds them in the cache — from the route's `params` and the address
 * (`url`: its search parameters are a browse page's filters). It resolves once the reads have
 * answered; a failed read rejects, and is left to the page to show (app/routes.tsx).
 */
export interface PageDataModule {
  loader(route: { params: Params; url: URL }, client: QueryClient): Promise<unknown>;
}

/** `handle` of a page route: the page module it shows, e.g. `user/LoginPage` (the document title's key). */
export interface PageHandle {
  page: string;
}

/**
 * A page's code (or the default layout's) could not be downloaded (docs/product.md §8 "Chunk error"),
 * typically after a deploy replaced the hashed file names or when the network dropped. The error
 * page offers a reload. `module` names it, e.g. `user/LoginPage`.
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
type DataLoaders = Record<string, () => Promise<PageDataModule>>;

// Every page file is its own chunk, loaded on demand (docs/product.md §2 "All pages are loaded on demand").
const pageModules: PageLoaders = import.meta.glob<PageModule>([
  '../pages/**/*Page.tsx',
  // The error page is the routes' error element, bundled with the shell.
  '!../pages/error/**',
]);

// The data modules of the pages that have one: small chunks (query options and the API client).
const dataModules: DataLoaders = import.meta.glob<PageDataModule>('../pages/**/*Page.loader.ts');

/**
 * The route `lazy` of `src/pages/{page}.tsx`, e.g. `pageComponent('user/LoginPage')`: downloads
 * the page's code with every string of the UI language and resolves to its `Component`; a failed
 * download rejects with a {@link ChunkLoadError}. Throws at once when no such file exists, so a
 * typo fails the route-table test rather than a user.
 */
export function pageComponent(
  page: string,
  modules: PageLoaders = pageModules,
): () => Promise<ComponentType> {
  const load = modules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module at src/pages/${page}.tsx`);
  return () =>
    loadChunk(page, async () => {
      const [module] = await Promise.all([load(), loadLanguage()]);
      return module.Component;
    });
}

/** The download of `src/pages/{page}.loader.ts` ({@link PageDataModule}), when the page has one. */
export function pageData(
  page: string,
  modules: DataLoaders = dataModules,
): (() => Promise<PageDataModule>) | undefined {
  return modules[`../pages/${page}.loader.ts`];
}
