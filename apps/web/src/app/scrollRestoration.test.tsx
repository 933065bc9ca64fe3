// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useNavigate,
  type InitialEntry,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KEEP_SCROLL,
  SCROLL_POSITIONS_STORAGE_KEY,
  useScrollRestoration,
} from './scrollRestoration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let navigate: NavigateFunction;
let root: Root | null = null;
let container: HTMLElement;
/** The elements `scrollIntoView` was called on, by id. */
let scrolledIntoView: string[];
const originalScrollTo = window.scrollTo;

/** The app's root route: the hook, and `navigate` handed to the test. */
function AppRoot() {
  useScrollRestoration();
  navigate = useNavigate();
  return <Outlet />;
}

function mount(initialEntries: InitialEntry[] = ['/a']): void {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route element={<AppRoot />}>
            <Route path="/a" element={<p>Page A</p>} />
            <Route
              path="/b"
              element={
                <section>
                  <h2 id="photos">Photos</h2>
                  <h2 id="café">Café</h2>
                </section>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );
}

function unmount(): void {
  act(() => root?.unmount());
  root = null;
  container.remove();
}

/** A navigation, as a link (a path) or Back/Forward (a delta) would make it. */
function go(to: To | number, options?: NavigateOptions): void {
  act(() => void (typeof to === 'number' ? navigate(to) : navigate(to, options)));
}

/** jsdom's `window.scrollY`, writable here (beforeEach), in pixels. */
function setScrollY(y: number): void {
  (window as { scrollY: number }).scrollY = y;
}

/** The user scrolls the window to `y` pixels (jsdom has no layout: set scrollY, fire the event). */
function userScrollsTo(y: number): void {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  window.scrollTo = vi.fn((_x: number, y: number) => {
    // Moves the window; the scroll event a browser would fire after it, a test fires itself.
    setScrollY(y);
  }) as unknown as typeof window.scrollTo;
  scrolledIntoView = [];
  // jsdom has no scrollIntoView: record which element it is called on.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledIntoView.push(this.id);
  });
});

afterEach(() => {
  if (root) unmount();
  window.scrollTo = originalScrollTo;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.restoreAllMocks();
});

describe('useScrollRestoration', () => {
  it("sets history.scrollRestoration to 'manual' while mounted and shown, 'auto' otherwise", () => {
    mount();
    expect(window.history.scrollRestoration).toBe('manual');
    // Leaving the document hands it back to the browser; coming back from the bfcache takes it again.
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    window.dispatchEvent(new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('starts a new page (PUSH) at the top', () => {
    mount();
    userScrollsTo(500);
    go('/b');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('returns to the position the user had scrolled to on Back, and on Forward', () => {
    mount();
    userScrollsTo(500);
    go('/b');
    // The scroll event the reset to the top fires belongs to the new entry, not to /a.
    window.dispatchEvent(new Event('scroll'));
    userScrollsTo(1200);
    go(-1);
    expect(window.scrollY).toBe(500);
    userScrollsTo(520);
    go(1);
    expect(window.scrollY).toBe(1200);
    go(-1);
    expect(window.scrollY).toBe(520);
  });

  it("scrolls a link's hash target into view instead of the top, decoding the id", () => {
    mount();
    userScrollsTo(500);
    vi.mocked(window.scrollTo).mockClear();
    go('/b#photos');
    expect(scrolledIntoView).toEqual(['photos']);
    expect(window.scrollTo).not.toHaveBeenCalled();
    go('/b#caf%C3%A9');
    expect(scrolledIntoView).toEqual(['photos', 'café']);
  });

  it('goes to the top for a hash naming no element, or one that does not decode', () => {
    mount();
    userScrollsTo(500);
    go('/b#nothing');
    expect(window.scrollY).toBe(0);
    userScrollsTo(300);
    expect(() => go('/b#%E0%A4%A')).not.toThrow();
    expect(window.scrollY).toBe(0);
    expect(scrolledIntoView).toEqual([]);
  });

  it('keeps the position for a navigation with KEEP_SCROLL state, and only then', () => {
    mount();
    userScrollsTo(300);
    vi.mocked(window.scrollTo).mockClear();
    go('/a?sort=new', { replace: true, state: KEEP_SCROLL });
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(300);
    go('/a?sort=old', { replace: true });
    expect(window.scrollY).toBe(0);
  });

  it('restores the position after a reload (pagehide → sessionStorage → new mount)', () => {
    mount([{ pathname: '/a', key: 'k1' }]);
    userScrollsTo(640);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY)!)).toMatchObject({
      k1: 640,
    });

    setScrollY(0);
    mount([{ pathname: '/a', key: 'k1' }]);
    expect(window.scrollY).toBe(640);
    unmount();

    // Another entry (a new tab's first page, say) starts at the top.
    mount([{ pathname: '/a', key: 'k2' }]);
    expect(window.scrollY).toBe(0);
  });

  it.each(['{not json', '[1, 2]', 'null', '{"k1": "lots"}', '{"k1": null}'])(
    'ignores garbage in sessionStorage (%s): the page starts at the top',
    (stored) => {
      sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, stored);
      setScrollY(250);
      expect(() => mount([{ pathname: '/a', key: 'k1' }])).not.toThrow();
      expect(window.scrollTo).toHaveBeenCalledTimes(1);
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    },
  );

  it('works without sessionStorage (reading and writing throw)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => mount()).not.toThrow();
    userScrollsTo(400);
    go('/b');
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    go(-1);
    expect(window.scrollY).toBe(400);
  });

  it('remembers the last 100 entries', () => {
    mount([{ pathname: '/a', key: 'first' }]);
    userScrollsTo(10);
    for (let i = 0; i < 120; i++) {
      go(`/b?page=${i}`);
      userScrollsTo(i + 1);
    }
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY)!) as Record<
      string,
      number
    >;
    expect(Object.keys(stored)).toHaveLength(100);
    expect(Object.values(stored)).not.toContain(10);
    expect(Object.values(stored)).toContain(120);
  });
});
