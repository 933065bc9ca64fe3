import type { QueryClient } from '@tanstack/react-query';

let created: QueryClient | undefined;

/**
 * The app's one QueryClient (`app/queryClient.ts`), downloaded with the root route rather than
 * before the first paint (docs/decisions/0015): TanStack Query is ~8.5 kB gzip that no first
 * paint uses — nothing reads data until the root route's element, whose module imports it, has
 * rendered. Resolves to the same client every time; rejects only when the chunk cannot be
 * downloaded.
 */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./queryClient').then((module) => module.queryClient);
}

/** Called once by `app/queryClient.ts` as it creates the client, so {@link clearQueries} can reach it. */
export function queryClientCreated(client: QueryClient): void {
  created = client;
}

/**
 * Drops every cached query of the previous user (signing out; a remembered session that
 * Firebase refutes), at once. Before the client exists nothing has been read, so there is
 * nothing to drop.
 */
export function clearQueries(): void {
  created?.clear();
}
