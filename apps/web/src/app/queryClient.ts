import { isApiError } from '@shootbook/api-client/errors';
import { QueryClient } from '@tanstack/react-query';

/**
 * The longest `Retry-After` wait (ms) a read waits out by itself before showing its failure: a
 * longer one is shown at once, with its retry (docs/product.md §8).
 */
export const RATE_LIMIT_RETRY_MAX_MS = 60_000;

/**
 * Retries a failed query at most twice, and never for a 4xx answer (the same call would fail
 * again) — except a 429 whose `Retry-After` asks for at most {@link RATE_LIMIT_RETRY_MAX_MS}:
 * after that wait the same call may succeed.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (isApiError(error)) {
    if (error.kind === 'aborted') return false;
    if (error.status === 429)
      return error.retryAfterMs !== undefined && error.retryAfterMs <= RATE_LIMIT_RETRY_MAX_MS;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

/**
 * The wait (ms) before retry number `failureCount` (0-based, as TanStack Query counts): what the
 * server's `Retry-After` asked for, else TanStack Query's default back-off (1 s, 2 s, 4 s … at most 30 s).
 */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A QueryClient with the app's defaults (30 s fresh data, no retry of 4xx but a 429's
 * `Retry-After`, mutations never retried).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one QueryClient: provided to every page (app/App.tsx), filled by the route table's
 * loaders (app/routes.tsx), cleared when the user signs out (app/session.ts).
 */
export const queryClient = createQueryClient();
