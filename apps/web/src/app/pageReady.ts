import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { atMost, nextFrame, revealApp, shownFirstPaint } from './firstPaint';

/** The longest the first page's reads are waited for (ms) before background work starts anyway. */
export const PAGE_READY_TIMEOUT_MS = 3_000;

let markCommitted!: () => void;
const firstCommit = new Promise<void>((resolve) => (markCommitted = resolve));

/**
 * Called by the root route's element once React has committed it (app/RootRoute.tsx, an
 * effect): the first page is on screen and its queries have started (a child's effects run
 * before its parent's), so the first paint of the HTML, if any, gives way to it. Later calls do
 * nothing.
 */
export function markFirstPageCommitted(): void {
  // The page is in #root: the first paint standing in for it (app/firstPaint.ts) gives way.
  revealApp();
  markCommitted();
}

/**
 * Resolves once the first page has what it needs: React has committed the page (`committed`, by
 * default {@link markFirstPageCommitted}'s signal — on a slow phone the page's render can finish
 * long after its code is in, and its reads start only then), the page's reads have answered (none of `loadQueryClient`'s queries fetching — the app's
 * client, `app/queryClientRef.ts`) and the images they put on screen
 * have loaded (often the largest paint); or after `timeoutMs` at most; then one more frame so
 * the page is painted. Code that can wait — Firebase and the session's
 * code for a remembered session (docs/decisions/0020), the frame's extras
 * ({@link deferFrameExtras}) — starts then, so its downloads and its work do not compete with the
 * page's own on a slow phone.
 */
export function whenFirstPageReady(
  loadQueryClient: () => Promise<QueryClient>,
  timeoutMs: number = PAGE_READY_TIMEOUT_MS,
  committed: Promise<void> = firstCommit,
): Promise<void> {
  const settled = committed.then(async () => {
    // The root route's module, which has just rendered, imported the client: in at once. Should
    // it fail to download, nothing is fetching.
    const queryClient = await loadQueryClient().catch(() => undefined);
    // The page's queries have started by the time its parent's effect runs; one task more.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (queryClient) await noneFetching(queryClient);
  });
  // Once the data is in, the page renders it: its photos on screen are often the largest paint.
  const painted = settled.then(nextFrame).then(imagesOnScreenLoaded);
  return atMost(painted, timeoutMs).then(nextFrame);
}

/**
 * The longest the first render waits for the first page's reads in flight (ms) when a first
 * paint stands in for the page ({@link whenFirstReadsIn}).
 */
export const FIRST_READS_WAIT_MS = 1_000;

/**
 * Resolves once the reads the first page has started (its data module's, app/routes.tsx
 * `startFirstRoutes`; any query of `loadQueryClient`'s client) have answered, or after `maxMs` —
 * but at once unless a first paint from the HTML is on screen (`shown`, app/firstPaint.ts). main.tsx
 * renders after it: behind the copy, the app's own skeleton would be drawn unseen and replaced
 * as the data came in, in a second, synchronous render (a query's answer arriving between React's
 * sliced first render and its subscription makes `useSyncExternalStore` render again at once) —
 * on home and the directory a 45–65 ms task in Lighthouse's trace, ×4 on its phone. With the data
 * in, the first render draws the page once, in slices (docs/decisions/0015, twenty-seventh
 * session). Without a copy (a desktop, a first visit) the skeleton is what the visitor sees, so
 * nothing waits. Never rejects.
 */
export function whenFirstReadsIn(
  loadQueryClient: () => Promise<QueryClient>,
  shown: boolean = shownFirstPaint() !== null,
  maxMs: number = FIRST_READS_WAIT_MS,
): Promise<void> {
  if (!shown) return Promise.resolve();
  return atMost(
    loadQueryClient().then(noneFetching, () => undefined),
    maxMs,
  );
}

/** Resolves once none of `queryClient`'s queries is fetching (at once when none is). */
function noneFetching(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once every image inside the viewport has loaded or failed (none: at once). */
function imagesOnScreenLoaded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const pending = [...document.images].filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

let extrasReady = true;
const extrasListeners = new Set<() => void>();
/** The user's first touch or key press releases the extras at once. */
const FIRST_INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Holds back the frame's extras until `ready` resolves or the user first presses a key or
 * touches the screen, whichever is first: the toast region (sonner), the notification bell and
 * the live-updates stream render only then ({@link useFrameExtras}), so their code and their
 * requests do not compete with the first page's on a slow phone (docs/decisions/0015). A toast
 * raised before the region mounts shows once it does (sonner replays the toasts still active).
 * Without a call (tests, stories) the extras render at once.
 */
export function deferFrameExtras(ready: Promise<void>): void {
  extrasReady = false;
  const release = () => {
    if (extrasReady) return;
    extrasReady = true;
    for (const event of FIRST_INPUTS) window.removeEventListener(event, release, true);
    for (const listener of [...extrasListeners]) listener();
  };
  for (const event of FIRST_INPUTS) window.addEventListener(event, release, true);
  void ready.then(release, release);
}

function subscribeExtras(listener: () => void): () => void {
  extrasListeners.add(listener);
  return () => extrasListeners.delete(listener);
}

/** Whether the frame's extras may render now ({@link deferFrameExtras}). */
export function frameExtrasReady(): boolean {
  return extrasReady;
}

/**
 * {@link frameExtrasReady} as a hook: re-renders once the extras may render. Its update is
 * synchronous (`useSyncExternalStore`), so call it in a small component of its own
 * ({@link WhenFrameExtras}), not in one whose re-render redraws the page.
 */
export function useFrameExtras(): boolean {
  return useSyncExternalStore(subscribeExtras, frameExtrasReady, frameExtrasReady);
}

/**
 * `children` once the frame's extras may render ({@link deferFrameExtras}), else nothing. Only
 * this component re-renders when they are released: called in the app's root or its layout
 * themselves, the release redrew the whole page with them, synchronously — with the frame's
 * extras mounting, a 40–80 ms task in Lighthouse's trace of home (docs/decisions/0015,
 * twenty-seventh session).
 */
export function WhenFrameExtras({ children }: { children: ReactNode }): ReactNode {
  return useFrameExtras() ? children : null;
}
