import * as React from 'react';

/** Room left between the sticky element and what is scrolled beside it (a 3 px focus ring and air), px. */
const CLEARANCE = 8;

/**
 * Keeps what the browser scrolls to — the control that takes keyboard focus, an anchor — clear of
 * an element stuck to the `edge` of the viewport (WCAG 2.2 2.4.11 Focus Not Obscured): while the
 * element is displayed, the document's `scroll-padding-top` (or `-bottom`) is its height plus its
 * `top` (`bottom`) offset and that margin plus {@link CLEARANCE}, in px; removed while it is
 * hidden (`display: none`, e.g. `lg:hidden`) and when it unmounts. Follows its size
 * (ResizeObserver). One such element per page and edge: the app's header at the top, the
 * booking's summary bar at the bottom.
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
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, edge]);
}
