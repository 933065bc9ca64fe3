import * as React from 'react';

/** A {@link lazyComponent}: a `React.lazy` component and what else its download offers. */
export type LazyComponent<P> = React.LazyExoticComponent<React.ComponentType<P>> & {
  /**
   * Starts the download (once; every later call returns the same promise) and resolves with the
   * component when it is in. Call it on intent — the pointer or focus reaching the control that
   * will show it — so a click finds the code there. A failed download stays failed until the page
   * reloads, as with `React.lazy`, and reaches the nearest error boundary when rendered.
   */
  preload: () => Promise<React.ComponentType<P>>;
  /** The component once its download has finished, else `undefined` (render it without Suspense). */
  loaded: () => React.ComponentType<P> | undefined;
};

/**
 * A component whose code `load` (a dynamic `import()`) fetches on first render or on
 * `preload()`, whichever comes first: a `React.lazy` that shares one download with `preload()`.
 * For the phone menu's sheet (Radix Dialog) of `AppShell`, which every page's frame renders: the
 * first paint stays without Radix Dialog (docs/decisions/0015; scripts/first-paint.test.ts checks
 * it). Primitives that render only inside pages, which load after the first paint, are imported
 * statically.
 *
 * @example
 * const Sheet = lazyComponent(async () => (await import('./sheet.tsx')).Sheet);
 * <button onPointerEnter={() => void Sheet.preload()} onClick={open}>…</button>
 * {used ? <React.Suspense fallback={null}><Sheet … /></React.Suspense> : null}
 */
export function lazyComponent<P>(load: () => Promise<React.ComponentType<P>>): LazyComponent<P> {
  let loaded: React.ComponentType<P> | undefined;
  let loading: Promise<React.ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A preload on intent (`void X.preload()`) that fails offline is not an unhandled rejection;
      // the render that needs the component still receives the failure.
      loading.catch(() => undefined);
    }
    return loading;
  };
  const Lazy = React.lazy(async () => ({ default: await preload() }));
  return Object.assign(Lazy, { preload, loaded: () => loaded });
}
