import * as React from 'react';

/** Room left between the sticky element and what is scrolled beside it (a 3 px focus ring and air), px. */
const CLEARANCE = 8;

/**
 * Keeps what the browser scrolls to — the control that takes keyboard focus, an anchor — clear of
 * an element stuck to the `edge` of the viewport (WCAG 2.2 2.4.11 Focus Not Obscured): while the
 * element is displayed, the document's `scroll-padding-top` (or `-bottom`) is its height plus its
 * `top` (`bottom`) offset and that margin plus {@link CLEARANCE}, in px; removed while it is
 * hidden (`display: none`, e.g. `lg:hidden`) and when it unmounts. One such element per page and
 * edge: the app's header at the top, the booking's summary bar at the bottom.
 *
 * Measured by a ResizeObserver, whose first report comes after the browser's next layout and
 * before it paints, and which follows the element's size from then on — not in React's commit,
 * where reading the height made the browser lay out the whole new page inside the commit's task
 * (a third of the first page's longest task on a throttled phone: docs/decisions/0015). So
 * between the commit that mounts the element and the browser's next frame the padding is not yet
 * set: nobody can focus anything before that paint, but a script that scrolls in that moment
 * (the app's `#hash` target, in the commit's own layout effects) calls
 * {@link measureStickyScrollPaddings} first.
 */
export function useStickyScrollPadding(
  ref: React.RefObject<HTMLElement | null>,
  edge: 'top' | 'bottom',
): void {
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const property = `scroll-padding-${edge}`;
    const update = () => {
      unmeasured.delete(update);
      const height = element.offsetHeight;
      if (!height) {
        root.style.removeProperty(property);
        return;
      }
      const style = getComputedStyle(element);
      const offset =
        edge === 'top'
          ? (parseFloat(style.top) || 0) + (parseFloat(style.marginTop) || 0)
          : (parseFloat(style.bottom) || 0) + (parseFloat(style.marginBottom) || 0);
      root.style.setProperty(property, `${height + offset + CLEARANCE}px`);
    };
    unmeasured.add(update);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      unmeasured.delete(update);
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, edge]);
}

/** The sticky elements mounted but not yet measured ({@link useStickyScrollPadding}). */
const unmeasured = new Set<() => void>();

/**
 * Measures now every sticky element of {@link useStickyScrollPadding} not yet measured, so that a
 * scroll made before the browser's next frame (a `scrollIntoView` in the same commit that mounted
 * the header: an address's `#hash` target) keeps its target clear of it. Reads the layout only
 * when there is such an element.
 */
export function measureStickyScrollPaddings(): void {
  for (const measure of [...unmeasured]) measure();
}
