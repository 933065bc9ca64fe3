/** The longest wait (ms) for the first page's load after its first render. */
export const FIRST_PAGE_LOAD_WAIT_MS = 3000;

let loaded!: () => void;

/**
 * Resolves once the first page is on screen and loaded: the root route has committed
 * ({@link firstPageRendered}), the document's `load` event has fired and the page's photos in
 * the viewport (the largest paint of a profile or a package) have loaded — or
 * {@link FIRST_PAGE_LOAD_WAIT_MS} have passed — and the browser has painted a frame since. What
 * the first page does not show waits for it: Firebase with a remembered session (app/session.ts),
 * the notification bell, the live stream and the toast region. On a phone they would otherwise
 * share the link with the page's code and its lead photo and run before its paint
 * (docs/decisions/0015). Never rejects.
 */
export const firstPageLoaded: Promise<void> = new Promise((resolve) => (loaded = resolve));

/** Resolves when the document's `load` event has fired. */
function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves after the browser has painted the next frame (a `requestAnimationFrame`, then a task). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Whether `element` shows inside the viewport (a photo there loads at once, lazy or not). */
function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * Resolves when every photo in the viewport (a profile's or a package's largest paint) has loaded
 * or failed; photos below it (`loading="lazy"`) load on scrolling and are not waited for.
 */
function photosInViewLoaded(): Promise<unknown> {
  return Promise.all(
    [...document.images].filter(inViewport).map((img) =>
      Promise.resolve()
        .then(() => img.decode())
        .catch(() => undefined),
    ),
  );
}

/**
 * Tells {@link firstPageLoaded} that the root route has committed its first render (the first
 * page, or the guard's redirect); RootRoute calls it from an effect. The photos are looked for a
 * frame later, as a page may draw them in the commit after its first. Later calls change
 * nothing.
 */
export function firstPageRendered(): void {
  const cap = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_LOAD_WAIT_MS));
  const pageLoaded = nextPaint().then(() => Promise.all([documentLoaded(), photosInViewLoaded()]));
  void Promise.race([pageLoaded, cap])
    .then(nextPaint)
    .then(() => loaded());
}
