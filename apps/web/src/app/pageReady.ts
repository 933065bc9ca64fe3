import type { QueryClient } from '@tanstack/react-query';

/** The longest the first page's reads are waited for (ms) before background work starts anyway. */
export const PAGE_READY_TIMEOUT_MS = 3_000;

/** The parts of a data router {@link whenFirstPageReady} watches. */
export interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Resolves once the first page has what it needs: the router has loaded the first route and the
 * page's reads have answered (no query fetching), or after `timeoutMs` at most, then one more
 * frame so the page is painted. Code that can wait — Firebase and the session's code for a
 * remembered session (docs/decisions/0020) — starts then, so its downloads do not compete with
 * the page's own on a slow phone connection.
 */
export function whenFirstPageReady(
  router: RouterLike,
  queryClient: QueryClient,
  timeoutMs: number = PAGE_READY_TIMEOUT_MS,
): Promise<void> {
  const routed = new Promise<void>((resolve) => {
    const done = (state: RouterLike['state']) =>
      state.initialized && state.navigation.state === 'idle';
    if (done(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!done(state)) return;
      unsubscribe();
      resolve();
    });
  });
  const settled = routed.then(
    () =>
      new Promise<void>((resolve) => {
        // The page's queries start in its first render, a task after the route is in.
        setTimeout(() => {
          if (queryClient.isFetching() === 0) return resolve();
          const unsubscribe = queryClient.getQueryCache().subscribe(() => {
            if (queryClient.isFetching() > 0) return;
            unsubscribe();
            resolve();
          });
        }, 0);
      }),
  );
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  return Promise.race([settled, deadline]).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestAnimationFrame === 'undefined') return resolve();
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
