import { isApiError } from '@shootbook/api-client/errors';
import { QueryClient } from '@tanstack/react-query';

/** Retries a failed query at most twice, and never for a 4xx answer (the same call would fail again). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (isApiError(error)) {
    if (error.kind === 'aborted') return false;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

/** A QueryClient with the app's defaults (30 s fresh data, no retry of 4xx, mutations never retried). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one QueryClient: provided to every page (app/App.tsx), filled by the route table's
 * loaders (app/routes.tsx), cleared when the user signs out (app/session.ts).
 */
export const queryClient = createQueryClient();
