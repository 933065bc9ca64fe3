import { measureStickyScrollPaddings } from '@shootbook/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The sessionStorage key under which {@link useScrollRestoration} keeps the scroll positions
 * across a reload: a JSON object from history entry key to `window.scrollY` in pixels.
 */
export const SCROLL_POSITIONS_STORAGE_KEY = 'shootbook-scroll-positions';

/** How many history entries' positions are remembered (the most recently scrolled ones). */
const MAX_POSITIONS = 100;

/**
 * History state meaning "don't reset the scroll": the declarative router drops `navigate`'s
 * `preventScrollReset` option, so a caller passes this as the state instead, e.g.
 * `navigate(to, { replace: true, state: KEEP_SCROLL })` or
 * `setSearchParams(next, { replace: true, state: KEEP_SCROLL })`.
 */
export const KEEP_SCROLL = { preventScrollReset: true } as const;

/** Whether a location's history state asks to keep the scroll position ({@link KEEP_SCROLL}). */
export function isKeepScrollState(state: unknown): state is typeof KEEP_SCROLL {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { preventScrollReset?: unknown }).preventScrollReset === true
  );
}

/** The positions a previous page load of this tab stored (pagehide); garbage or none: empty. */
function readStoredPositions(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(
      sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}',
    );
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    const entries = Object.entries(parsed).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    );
    return new Map(entries.slice(-MAX_POSITIONS));
  } catch {
    return new Map();
  }
}

/**
 * Scroll restoration for the declarative router (`<BrowserRouter>` + `useRoutes`), in place of
 * react-router's `<ScrollRestoration />`, which needs the data router (docs/decisions/0015, "what
 * leaving the data router takes"). Call it once, in the root route's element, inside the router.
 *
 * While mounted, `history.scrollRestoration` is `'manual'`. The window's vertical scroll position
 * (`window.scrollY`, pixels) is recorded per history entry (`useLocation().key`) from `scroll`
 * events, for the last 100 entries, and saved to sessionStorage under
 * {@link SCROLL_POSITIONS_STORAGE_KEY} on `pagehide` (which also hands scroll restoration back to the
 * browser, `'auto'`, until a `pageshow`), so a reload restores it. When a location
 * commits (the first one included): on Back/Forward (a POP) the entry's saved position; else, with
 * {@link KEEP_SCROLL} state, the scroll stays; else the hash's target element is scrolled into
 * view; else the page starts at the top.
 */
export function useScrollRestoration(): void {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readStoredPositions();
  // The entry the scroll events belong to: set in the commit, before the new page's own events.
  const currentKey = useRef(key);

  useEffect(() => {
    const remember = () => {
      const map = positions.current!;
      map.delete(currentKey.current);
      map.set(currentKey.current, window.scrollY);
      for (const oldest of map.keys()) {
        if (map.size <= MAX_POSITIONS) break;
        map.delete(oldest);
      }
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(
          SCROLL_POSITIONS_STORAGE_KEY,
          JSON.stringify(Object.fromEntries(positions.current!)),
        );
      } catch {
        // No sessionStorage (private mode, quota): a reload starts at the top.
      }
      // As react-router does: the browser's own restoration for the document's reload meanwhile.
      window.history.scrollRestoration = 'auto';
    };
    // Back in the page from the back/forward cache: manual again.
    const manual = () => void (window.history.scrollRestoration = 'manual');
    manual();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', manual);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = positions.current!.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (isKeepScrollState(state)) return;
    let target: HTMLElement | null = null;
    try {
      target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      // Not a decodable element id: no target.
    }
    if (target) {
      // The sticky header mounted in this commit is measured once the browser lays the page out;
      // the scroll below happens before, and must keep the target clear of it.
      measureStickyScrollPaddings();
      target.scrollIntoView();
    } else window.scrollTo(0, 0);
  }, [key, hash, state, navigationType]);
}
