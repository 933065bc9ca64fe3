import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, use, useState, type ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { Toaster } from '@shootbook/ui';
import { toast } from 'sonner';
import { createQueryClient } from '../app/queryClient';
import { guardRedirect } from '../app/guard';
import { AuthProvider, useSession } from '../auth/AuthProvider';
import type { SessionSnapshot } from '../auth/sessionStore';
import { i18n } from '../i18n';
import '../i18n/eager';
import { signedIn, testSession } from '../test/session';
import { serveApiFixtures, type ApiFixtures } from './api-fixtures';
import { serveIdentityFixtures, type IdentityFixtures } from './identity-fixtures';

/**
 * `parameters.page` of a page story: where the page is, who looks at it, what the API (and Firebase
 * Authentication) answers.
 * Storybook merges a story's `page` into the meta's key by key (plain objects deeply), so a story
 * states only what differs, e.g. `{ page: { api: { 'GET /payment/{id}': apiError(404, …) } } }`.
 */
export interface PageParameters {
  /** The route pattern of docs/product.md §2 as react-router writes it, e.g. `/package/:id`. */
  route: string;
  /** The address the story opens, matching `route`, e.g. `/package/3f0c…`. Defaults to `route`. */
  url?: string;
  /** The session the page sees (`signedIn(...)` of src/test/session.ts); default: a signed-in Customer. */
  session?: SessionSnapshot;
  /**
   * The API's answers for this story (see api-fixtures.ts); a function is called at each mount,
   * for fixtures with state (an accepted request is listed as Accepted afterwards).
   */
  api?: ApiFixtures | (() => ApiFixtures);
  /**
   * The layout of docs/product.md §2 the page sits in. `background` pages (sign-in, reset, registration)
   * frame themselves in ui AuthLayout, which holds the page's `<main>`; `default` ones (the
   * default) are framed here by a `<main>`, as the app shell does.
   */
  layout?: 'default' | 'background';
  /** What Firebase Authentication answers (identity-fixtures.ts), for the sign-in, registration and reset pages. */
  identity?: IdentityFixtures;
  /**
   * Apply the route guard (docs/product.md §2) as the app's root route does when the session changes:
   * where it sends the user shows as `Next page: …` (e.g. a registration step saved → the next step).
   */
  guard?: boolean;
}

const StorySlot = createContext<ReactNode>(null);

function PageSlot() {
  return use(StorySlot);
}

/** {@link PageSlot} behind the route guard, re-applied on every session change (RootRoute's way). */
function GuardedPageSlot() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const story = use(StorySlot);
  const target = guardRedirect(pathname + search, session);
  return target ? <Navigate to={target} replace /> : story;
}

/** Where the page sent the user: a stand-in page with its own `h1`, so the story can assert it. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return <h1>{`Next page: ${pathname}${search}`}</h1>;
}

/**
 * What {@link withPage} wraps a story in, for a story that shows several screens in turn (the
 * machine stories: one harness per state, keyed so each state gets a fresh one): `children` as
 * the page at `page.route`, with its session, fixtures, query cache and toasts.
 */
export function PageHarness({ page, children }: { page: PageParameters; children: ReactNode }) {
  const [queryClient] = useState(() => {
    serveApiFixtures(typeof page.api === 'function' ? page.api() : (page.api ?? {}));
    serveIdentityFixtures(page.identity ?? {});
    // sonner keeps its toasts in a module store: drop the previous story's.
    toast.dismiss();
    const client = createQueryClient();
    // The app retries 5xx twice with a back-off; a story shows the failure at once.
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    return client;
  });
  const [session] = useState(() => testSession(page.session ?? signedIn()));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: page.route,
          Component: page.guard ? GuardedPageSlot : PageSlot,
        },
        { path: '*', Component: NavigatedAway },
      ],
      { initialEntries: [page.url ?? page.route] },
    ),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider source={session}>
          <StorySlot value={children}>
            {page.layout === 'background' ? (
              <RouterProvider router={router} />
            ) : (
              <main className="mx-auto max-w-6xl">
                <RouterProvider router={router} />
              </main>
            )}
          </StorySlot>
          {/* As in App.tsx. */}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Renders a page module's `Component` as the app would (i18n, TanStack Query, the session, a
 * router at the page's route, toasts), configured by `parameters.page` ({@link PageParameters}).
 * Every story gets a fresh query cache and session; the API answers from the story's fixtures,
 * so pages run unchanged. Queries are not retried (the app retries 5xx twice).
 *
 * @example
 * const meta = {
 *   component: Component,
 *   decorators: [withPage],
 *   parameters: { layout: 'fullscreen', page: { route: '/payment/topay', api: { 'GET /appointment/detail': { details: [], total: 0 } } } },
 * } satisfies Meta<typeof Component>;
 */
export const withPage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page)
    throw new Error(
      `${context.title}: withPage needs parameters.page ({ route, url?, session?, api? })`,
    );
  return (
    <PageHarness key={context.id} page={page}>
      <Story />
    </PageHarness>
  );
};

/** Waits until the toast saying `text` has slid in (sonner animates it), and returns it. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/** What shared steps use of a `play` function's `userEvent`. */
export interface StoryUser {
  click(element: Element): Promise<void>;
  type(element: Element, text: string): Promise<void>;
}

/**
 * A failed read (`QueryError`): asserts the alert says `title`, then presses its "Try again".
 * Pair it with `failingFirst`, so the retry answers.
 */
export async function tryAgainAfter(title: string, user: Pick<StoryUser, 'click'>): Promise<void> {
  const alert = await screen.findByRole('alert');
  await expect(alert).toHaveTextContent(title);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
}
