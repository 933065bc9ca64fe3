import { ROUTE_TABLE, type RouteRow } from '@shootbook/machines';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteError, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { SessionSource } from '../auth/sessionStore';
import { ErrorPage, type ErrorFrame } from '../pages/error/ErrorPage';
import { guardDecision } from './guard';
import { BackgroundLayout } from './layouts/BackgroundLayout';
import { loadChunk, pageComponent, pageData, type PageHandle } from './pages';
import { RootFallback } from './RootFallback';
import { RootRoute } from './RootRoute';
import { NotFoundError, paramShapes, paramsFit } from './routeParams';

/** What the route table's loaders read with: the app's one QueryClient and its session. */
export interface RouteContext {
  queryClient: QueryClient;
  session: SessionSource;
}

/** A route's error element: the error page of docs/product.md §2 in `frame`, for what the route threw. */
function RouteError({ frame }: { frame: ErrorFrame }) {
  return <ErrorPage frame={frame} error={useRouteError()} />;
}

/**
 * The loader of a page route, or undefined when it has nothing to do:
 * - path parameters that do not fit their `shapes` throw {@link NotFoundError}, the not-found view
 *   of docs/product.md §5 ("Route validation failure yields a not-found error");
 * - with a data module (`src/pages/{page}.loader.ts`, app/pages.ts `PageDataModule`), the page's
 *   reads go into the cache while its code downloads, and the navigation waits for them, so the
 *   page first renders with its data. Only once the session is known (`session.settled()`: Firebase
 *   has answered, or a remembered session stands in for it, docs/decisions/0020) and only when the
 *   route guard of docs/product.md §2 lets a signed-in user through: a visitor the guard sends elsewhere
 *   asks nothing. A failed read (or data module download) does not fail the navigation: the page's
 *   own hooks ask again and show the failure with its retry.
 */
function pageLoader(
  file: string,
  shapes: Record<string, RegExp> | undefined,
  { queryClient, session }: RouteContext,
): LoaderFunction | undefined {
  const data = pageData(file);
  if (!shapes && !data) return undefined;
  return async ({ params, request }) => {
    if (shapes && !paramsFit(params, shapes)) throw new NotFoundError();
    if (!data) return null;
    const url = new URL(request.url);
    const snapshot = await session.settled();
    if (snapshot.status !== 'signedIn' || guardDecision(url.pathname + url.search, snapshot))
      return null;
    try {
      await (await data()).loader({ params, url }, queryClient);
    } catch {
      // The page reads, and shows the failure, itself.
    }
    return null;
  };
}

/**
 * The page routes of `frame` (docs/product.md §2), from the route table of `@shootbook/machines`
 * (`ROUTE_TABLE`): each loads its page module (src/pages/{page}.tsx) on demand (route `lazy`) in
 * parallel with its loader, which checks the parameters' shapes; `handle.page` names the page for
 * its document title.
 */
function pageRoutes(frame: RouteRow['frame'], context: RouteContext): RouteObject[] {
  return ROUTE_TABLE.filter((row) => row.frame === frame).map(({ path, page, params }) => ({
    path,
    handle: { page } satisfies PageHandle,
    loader: pageLoader(
      page,
      params &&
        Object.fromEntries(
          Object.entries(params).map(([name, shape]) => [name, paramShapes[shape]]),
        ),
      context,
    ),
    lazy: { Component: pageComponent(page) },
  }));
}

/**
 * The whole route table, for `createBrowserRouter`. The root route's loader waits for the session
 * on the first load (the spinner, `RootFallback`, shows meanwhile); its element applies the route
 * guard of docs/product.md §2 on every navigation and session change (app/RootRoute.tsx). Each layout
 * keeps its frame around the error page, which takes the place of a page that fails or whose
 * parameters do not fit (docs/product.md §2 "Error page"); a failure of the root element or of the default
 * layout's code shows it on its own (`standalone`). Anything else is the catch-all not-found view
 * at the requested address.
 */
export function appRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: RootFallback,
      errorElement: <RouteError frame="standalone" />,
      loader: () => context.session.settled().then(() => null),
      // Later session changes are the root element's to apply, not a reason to load again.
      shouldRevalidate: () => false,
      children: [
        {
          Component: BackgroundLayout,
          children: [
            {
              errorElement: <RouteError frame="background" />,
              children: pageRoutes('background', context),
            },
          ],
        },
        {
          // The default layout downloads beside the first page (docs/decisions/0015).
          lazy: {
            Component: () =>
              loadChunk(
                'layouts/DefaultLayout',
                async () => (await import('./layouts/DefaultLayout')).DefaultLayout,
              ),
          },
          children: [
            {
              errorElement: <RouteError frame="inline" />,
              children: [
                ...pageRoutes('default', context),
                { path: '*', element: <ErrorPage frame="inline" error={new NotFoundError()} /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
