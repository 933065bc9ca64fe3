import { isChunkFailure } from '../../app/pages';

/** docs/product.md §9 "Default error status 500". */
export const DEFAULT_ERROR_STATUS = 500;

/**
 * What the error page shows for a route error (docs/product.md §2 "Error page", §8):
 * - `notFound`: status 404 → "Page Not Found", message "Page Not Found: {path}";
 * - `chunk`: a page's code failed to download → a retry message (docs/product.md §8 "Chunk error");
 * - `server`: anything else → "Internal Server Error" with its status (default 500).
 */
export type RouteErrorView =
  | { kind: 'notFound'; status: 404; path: string }
  | { kind: 'chunk'; status: number }
  | { kind: 'server'; status: number };

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return DEFAULT_ERROR_STATUS;
}

/**
 * Classifies `error` — what a route's error boundary caught, or a route's `NotFoundError` (app/routeParams.ts) —
 * thrown while showing `path`. An error carrying an HTTP error `status` (400–599) keeps it.
 */
export function describeRouteError(error: unknown, path: string): RouteErrorView {
  if (isChunkFailure(error)) return { kind: 'chunk', status: DEFAULT_ERROR_STATUS };
  const status = statusOf(error);
  if (status === 404) return { kind: 'notFound', status, path };
  return { kind: 'server', status };
}
