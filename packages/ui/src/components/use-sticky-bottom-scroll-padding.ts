import * as React from 'react';

/** Room left between the sticky element and what is scrolled above it (a 3 px focus ring and air), px. */
const CLEARANCE = 8;

/**
 * Keeps what the browser scrolls to — the control that takes keyboard focus, an anchor — clear of
 * an element stuck to the bottom of the viewport (WCAG 2.2 2.4.11 Focus Not Obscured): while the
 * element is displayed, the document's `scroll-padding-bottom` is its height plus its `bottom`
 * offset and bottom margin plus {@link CLEARANCE}; removed while it is hidden (`display: none`,
 * e.g. `lg:hidden`) and when it unmounts. Follows its size (ResizeObserver). One such element
 * per page.
 */
export function useStickyBottomScrollPadding(ref: React.RefObject<HTMLElement | null>): void {
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const height = element.offsetHeight;
      if (!height) {
        root.style.removeProperty('scroll-padding-bottom');
        return;
      }
      const style = getComputedStyle(element);
      const offset = (parseFloat(style.bottom) || 0) + (parseFloat(style.marginBottom) || 0);
      root.style.setProperty('scroll-padding-bottom', `${height + offset + CLEARANCE}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}
