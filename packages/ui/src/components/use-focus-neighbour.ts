import * as React from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The first element of `root` a keyboard user could Tab to, or null. */
function firstTabbable(root: Element): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (el.closest('[inert],[hidden],[aria-hidden="true"]')) continue;
    if (el.getClientRects().length === 0) continue; // display: none or detached
    return el;
  }
  return null;
}

const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

/**
 * Keeps keyboard and screen-reader users in place when the row they acted on disappears: an
 * appointment accepted out of the "To confirm" list, a busy time deleted, a request withdrawn from
 * a confirm dialog whose trigger went with its row. Without it the browser drops focus to
 * `<body>` and the next Tab starts again at the top of the page (WCAG 2.4.3 focus order).
 *
 * Attach the returned ref callback to the element whose direct children are the rows (a `<ul>`,
 * a `<section>` of cards). The hook remembers which row last held focus; when that element leaves
 * the document and focus was lost with it (now on `<body>`), it moves focus to the first
 * tabbable element of the row now at the same position, else the nearest earlier row, else — the
 * list became empty — the page's heading (`main h1`). Focus the user moved elsewhere on purpose
 * is never taken back: nothing happens while something other than `<body>` has focus.
 *
 * Runs after the DOM settles (a macrotask, then an animation frame), so a dialog's own focus
 * return (Radix restores focus to its trigger on close, or to `<body>` when the trigger is gone)
 * has happened first.
 *
 * @returns a ref callback for the rows' container.
 */
export function useFocusNeighbour<T extends HTMLElement>(): React.RefCallback<T> {
  return React.useCallback((container: T | null) => {
    if (!container) return;

    let lastFocused: Element | null = null;
    let lastIndex = -1;
    let pending = 0;

    const rowOf = (node: Node | null): Element | null => {
      let el = node instanceof Element ? node : (node?.parentElement ?? null);
      while (el && el.parentElement !== container) el = el.parentElement;
      return el;
    };
    const onFocusIn = (event: FocusEvent) => {
      const row = rowOf(event.target as Node);
      if (!row) return;
      lastFocused = event.target as Element;
      lastIndex = Array.prototype.indexOf.call(container.children, row);
    };
    const headingOfPage = (): HTMLElement | null => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      return heading;
    };
    const rescue = () => {
      if (!lastFocused || lastFocused.isConnected || !focusLost()) return;
      const rows = container.isConnected ? Array.from(container.children) : [];
      const start = Math.min(lastIndex, rows.length - 1);
      let target: HTMLElement | null = null;
      for (let i = start; i >= 0 && !target; i--) target = firstTabbable(rows[i]!);
      for (let i = start + 1; i < rows.length && !target; i++) target = firstTabbable(rows[i]!);
      lastFocused = null;
      (target ?? headingOfPage())?.focus();
    };
    const schedule = () => {
      if (!lastFocused || pending) return;
      pending = window.setTimeout(() => {
        requestAnimationFrame(() => {
          pending = 0;
          rescue();
        });
      }, 0);
    };
    // A row unmounted, or a confirm dialog (portalled outside the list) closed with its trigger gone.
    const observer = new MutationObserver(schedule);
    observer.observe(container, { childList: true, subtree: true });
    const bodyObserver = new MutationObserver(schedule);
    bodyObserver.observe(document.body, { childList: true });
    container.addEventListener('focusin', onFocusIn);
    // React 19 ref cleanup: the list itself went (its last row left and an empty state took its
    // place) — the page's heading is then the neighbour.
    return () => {
      observer.disconnect();
      bodyObserver.disconnect();
      container.removeEventListener('focusin', onFocusIn);
      window.clearTimeout(pending);
      pending = 0;
      if (lastFocused) setTimeout(() => requestAnimationFrame(rescue), 0);
    };
  }, []);
}
