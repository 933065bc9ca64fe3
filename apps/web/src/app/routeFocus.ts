import { useLayoutEffect, useRef } from 'react';

/**
 * After a navigation inside the app — not on the first load — moves focus to the new page's
 * heading (`main h1`, else the first `h1`; made focusable with `tabindex="-1"`), one animation
 * frame after the page commits, so a screen reader announces where the user landed and the next
 * Tab starts from the page, not from the old link (WCAG 2.4.3 Focus Order).
 *
 * Focus the user has already moved on before that frame — a quick Tab into the new page — stays
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
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused !== focusedAtNavigation) return;
      const heading =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
