/**
 * Helpers that read and drive pages of the app: a page that has settled, moving inside the
 * running app, width checks, axe-core, the appointment card, holding requests back.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

const requireFromHere = createRequire(import.meta.url);

/** The ui `AppointmentCard` (data-slot="appointment-card") that names `counterpart`. */
export function appointmentCard(page: Page, counterpart: string): Locator {
  return page.locator('[data-slot="appointment-card"]').filter({ hasText: counterpart });
}

/**
 * /appointment/complete: the photographer marks the shoot with `customerName` completed, and the
 * card shows it (optimistically, before the API has answered: callers check the record).
 */
export async function markCompleted(page: Page, customerName: string): Promise<void> {
  await page.goto('/appointment/complete');
  await page
    .getByRole('button', { name: `Mark as completed: the shoot with ${customerName}` })
    .click();
  await expect(
    appointmentCard(page, customerName).getByText('Completed', { exact: true }).first(),
  ).toBeVisible();
}

/**
 * Holds every request of `context` to `url` (a Playwright glob) until the returned `release` is
 * called; `release` lets them through and stops holding new ones.
 */
export async function holdRequests(
  context: BrowserContext,
  url: string,
): Promise<() => Promise<void>> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await context.route(url, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    open();
    await context.unroute(url);
  };
}

/**
 * Waits until `page` shows its main heading and has nothing loading: no `aria-busy` region and no
 * skeleton in the main landmark (the page's reads have answered).
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main [data-slot="skeleton"]')).toHaveCount(
    0,
    { timeout: 10_000 },
  );
}

/**
 * Opens `path` inside the running app, as the browser's Back and Forward do (a history entry and
 * a `popstate`, which the router follows), and waits until its page has replaced the one before
 * and settled. The headings on screen are marked first, so the new page shows as a heading
 * without the mark: consecutive paths must be different pages (React would keep the same page's
 * heading element, and the wait would time out).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === path) return pageSettled(page);
  const headings = 'main :is(h1, h2, h3, h4, h5, h6, [role="heading"])';
  // The requests of the move, named should it never end (a page left waiting on one).
  const inFlight = new Set<string>();
  const failed: string[] = [];
  const name = (request: Request) => new URL(request.url()).pathname;
  const onRequest = (request: Request) => inFlight.add(name(request));
  const onDone = (request: Request) => inFlight.delete(name(request));
  const onFailed = (request: Request) => {
    inFlight.delete(name(request));
    failed.push(`${name(request)} (${request.failure()?.errorText})`);
  };
  const logged: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  await page.evaluate(
    ([to, selector]) => {
      for (const heading of document.querySelectorAll(selector))
        heading.setAttribute('data-e2e-left', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    [path, headings] as const,
  );
  try {
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].some((h) => !h.hasAttribute('data-e2e-left')),
      headings,
    );
  } catch (error) {
    // A rare failure is read from CI's closing lines alone: say which page and what was on screen.
    const shown = await page
      .evaluate(
        (selector) => ({
          url: location.pathname + location.search,
          headings: [...document.querySelectorAll(selector)].map(
            (h) => `${h.hasAttribute('data-e2e-left') ? 'old' : 'new'} "${h.textContent}"`,
          ),
          busy: document.querySelectorAll('main [aria-busy="true"], main [data-slot="skeleton"]')
            .length,
          main: (document.querySelector('main')?.textContent ?? '(no main)').slice(0, 200),
        }),
        headings,
      )
      .catch((e: unknown) => String(e));
    throw new Error(
      // One line, the likeliest causes first: CI's closing list keeps the first 900 characters.
      `openInApp(${path}): no new heading; requests unanswered ${JSON.stringify([...inFlight])}, failed ${JSON.stringify(failed)}; console ${JSON.stringify(logged)}; on screen ${JSON.stringify(shown)}; ${(error as Error).message.split('\n')[0]}`,
    );
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onFailed);
    page.off('console', onConsole);
  }
  await pageSettled(page);
}

/** Asserts the document is no wider than the viewport (no horizontal scroll); `what` names the page. */
export async function expectFits(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what}: px wider than the window`).toBeLessThanOrEqual(0);
}

/**
 * axe-core's violations of WCAG 2.0/2.1 A and AA and its best practices on `page` as it stands,
 * each as "rule-id ×nodes: help (first target)". Toasts are left out: they slide in and out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page once it has settled: its data shown and no transition half-way (a button that
  // fades from disabled to enabled has, for a moment, too little contrast): ten frames in a row
  // without a running animation, within 5 s.
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          let calm = 0;
          const frame = () => {
            calm = document.getAnimations().some((a) => a.playState === 'running') ? 0 : calm + 1;
            if (calm >= 10) resolve(true);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Once per document: the pages of a sweep are opened inside the app (openInApp).
  // Evaluated through DevTools, as @axe-core/playwright does, rather than added as a <script>: the
  // app's Content-Security-Policy runs no inline script but its own (docs/decisions/0004).
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    const result = await axe.run(
      { exclude: [['[data-sonner-toaster]']] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    );
    return result.violations.map(
      (v) => `${v.id} ×${v.nodes.length}: ${v.help} (${JSON.stringify(v.nodes[0]?.target)})`,
    );
  });
}
