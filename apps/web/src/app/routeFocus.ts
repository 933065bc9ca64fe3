import { useLayoutEffect, useRef } from 'react';

/**
 * How long after a navigation a page's heading may still take focus when it comes later than the
 * page (with the page's data, after a skeleton), in ms. Past it, focus stays where it is.
 */
export const LATE_HEADING_WAIT_MS = 10_000;

/**
 * After a navigation inside the app — not on the first load — moves focus to the new page's
 * heading (`main h1`, else the first `h1`; made focusable with `tabindex="-1"`), one animation
 * frame after the page commits, so a screen reader announces where the user landed and the next
 * Tab starts from the page, not from the old link (WCAG 2.4.3 Focus Order).
 *
 * A page that shows a skeleton until its data is in (a package, a profile) has no heading yet at
 * that frame: its heading takes focus when it appears, within {@link LATE_HEADING_WAIT_MS} and
 * before the next navigation.
 *
 * Focus the user has already moved on before then — a quick Tab into the new page — stays
 * where it is: the element focused as the page commits (usually the body, the old page's control
 * being gone, or the header's link that was followed) is remembered at commit time, and the
 * heading takes focus only from it or from the body.
 *
 * @param pathname the location's path (`useLocation().pathname`); a change is a navigation.
 */
export function useFocusHeadingOnNavigation(pathname: string): void {
  const firstPath = useRef(pathname);
  // A layout effect: it runs in the commit, before the browser can deliver another key press.
  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const focusedAtNavigation = document.activeElement;
    // Whether the focus question is settled: a heading took focus, or the user moved it on.
    const settle = (): boolean => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused !== focusedAtNavigation) return true;
      const heading =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // A hidden heading cannot take focus: wait for one that can.
      return document.activeElement === heading;
    };
    let observer: MutationObserver | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = () => {
      observer?.disconnect();
      clearTimeout(deadline);
    };
    const frame = requestAnimationFrame(() => {
      if (settle()) return;
      // No heading yet: the page shows its skeleton. Its heading comes with its data.
      observer = new MutationObserver(() => {
        if (settle()) stopWaiting();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      deadline = setTimeout(stopWaiting, LATE_HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [pathname]);
}
