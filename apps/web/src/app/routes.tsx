import { useRef, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { ErrorPage, type ErrorFrame } from '../pages/error/ErrorPage';
import { BackgroundLayout } from './layouts/BackgroundLayout';
import { lazyComponent, pageRoute, type PageHandle, type PageRoute } from './pages';
import { RootFallback } from './RootFallback';
import { NotFoundError, paramShapes, paramsFit } from './routeParams';

const { uuid, userId, resetStep } = paramShapes;

/**
 * `handle` of the app's routes: the page module a page route shows (`page`, for the document
 * title and the tests), and `start`, which starts what the route needs before it can render — its
 * code, a page's reads — as soon as an address matches it ({@link startRoutes}).
 */
export interface RouteHandle extends Partial<PageHandle> {
  /** Starts the route's code and reads; returns the code's download (a page's with its strings). */
  start?(match: { params: Params; url: URL }): Promise<unknown> | undefined;
}

/**
 * A page route's element: the page, once its code is in, when the path parameters fit their
 * `shapes`; otherwise the not-found view of SPEC.md §5 ("Route validation failure yields a
 * not-found error") in the route's `frame`.
 */
function PageElement({
  route,
  shapes,
  frame,
}: {
  route: PageRoute;
  shapes?: Record<string, RegExp>;
  frame: ErrorFrame;
}) {
  const params = useParams();
  if (shapes && !paramsFit(params, shapes))
    return <ErrorPage frame={frame} error={new NotFoundError()} />;
  return <route.Page />;
}

// One lazy component per page module, whichever of its routes shows it (the reset page has three).
const pageRoutes = new Map<string, PageRoute>();

/**
 * A page route: `path` shows `src/pages/{file}.tsx`, downloaded on demand; `params` are validated
 * first (not-found otherwise); when the route matches, the page's code and its data module's reads
 * start in parallel (`handle.start`, {@link pageRoute}).
 */
function page(
  path: string,
  file: string,
  params?: Record<string, RegExp>,
  frame: ErrorFrame = 'inline',
): RouteObject {
  const route = pageRoutes.get(file) ?? pageRoute(file);
  pageRoutes.set(file, route);
  const handle: RouteHandle = {
    page: file,
    start: ({ params: values, url }) => {
      if (params && !paramsFit(values, params)) return undefined;
      route.prefetch?.({ params: values, url });
      return route.load();
    },
  };
  return { path, handle, element: <PageElement route={route} shapes={params} frame={frame} /> };
}

/** A page route of the background layout: its not-found view sits in the sign-in card frame. */
const backgroundPage = (path: string, file: string, params?: Record<string, RegExp>) =>
  page(path, file, params, 'background');

/**
 * Routes of SPEC.md §2 with the background layout (sign-in, reset, registration).
 * `/user/login/reset/1` and `/2` are listed by the spec next to `/user/login/reset/{id}`; all three
 * load the reset page, which reads the step from the path.
 */
export const backgroundRoutes: RouteObject[] = [
  backgroundPage('/user/login', 'user/LoginPage'),
  backgroundPage('/user/login/reset/1', 'user/ResetPage'),
  backgroundPage('/user/login/reset/2', 'user/ResetPage'),
  backgroundPage('/user/login/reset/success', 'user/ResetSuccessPage'),
  backgroundPage('/user/login/reset/:id', 'user/ResetPage', { id: resetStep }),
  backgroundPage('/user/register', 'user/RegisterPage'),
  backgroundPage('/user/register/selectRole', 'user/SelectRolePage'),
  backgroundPage('/user/register/createUser', 'user/CreateUserPage'),
  backgroundPage('/user/register/createPhotographer', 'user/CreatePhotographerPage'),
];

/** Routes of SPEC.md §2 with the default layout, plus the catch-all 404. */
export const defaultRoutes: RouteObject[] = [
  page('/', 'home/HomePage'),
  page('/photographers', 'photographers/PhotographersPage'),
  page('/profile', 'profile/ProfilePage'),
  page('/profile/edit', 'profile/EditProfilePage'),
  page('/profile/schedule', 'profile/SchedulePage'),
  page('/profile/createBusyTime', 'profile/CreateBusyTimePage'),
  page('/profile/:id', 'profile/UserProfilePage', { id: userId }),
  page('/profile/:id/allreview', 'profile/AllReviewsPage', { id: userId }),
  page('/profile/:id/createreview', 'profile/CreateReviewPage', { id: userId }),
  page('/profile/:id/editreview/:ratingid', 'profile/EditReviewPage', {
    id: userId,
    ratingid: uuid,
  }),
  page('/package/allpackage', 'package/AllPackagesPage'),
  page('/package/create', 'package/CreatePackagePage'),
  page('/package/showcase', 'package/ShowcasePage'),
  page('/package/edit/:id', 'package/EditPackagePage', { id: uuid }),
  page('/package/:id', 'package/PackagePage', { id: uuid }),
  page('/package/:id/allpackage', 'package/OwnerPackagesPage', { id: uuid }),
  page('/package/:id/schedule', 'package/PackageSchedulePage', { id: uuid }),
  page('/package/:id/subpackage/create', 'package/CreateSubpackagePage', { id: uuid }),
  page('/package/:id/subpackage/edit/:subpackageid', 'package/EditSubpackagePage', {
    id: uuid,
    subpackageid: uuid,
  }),
  page('/package/:id/subpackage/schedule/:subpackageid', 'package/SubpackageSchedulePage', {
    id: uuid,
    subpackageid: uuid,
  }),
  page('/package/:id/subpackage/appointment/create/:subpackageid', 'package/BookAppointmentPage', {
    id: uuid,
    subpackageid: uuid,
  }),
  page('/appointment/list', 'appointment/AppointmentListPage'),
  page('/appointment/confirm', 'appointment/ConfirmAppointmentsPage'),
  page('/appointment/complete', 'appointment/CompleteAppointmentsPage'),
  // Beyond SPEC.md §2 (docs/decisions/0011): one page per booking, for either party.
  page('/appointment/:id', 'appointment/AppointmentPage', { id: uuid }),
  page('/payment/order/:oid', 'payment/OrderPage', { oid: uuid }),
  page('/payment/topay', 'payment/ToPayPage'),
  page('/payment/transaction', 'payment/TransactionsPage'),
  page('/payment/success', 'payment/PaymentSuccessPage'),
  // Anything else: the not-found view of SPEC.md §2 "Error page", at the requested address.
  { path: '*', element: <ErrorPage frame="inline" error={new NotFoundError()} /> },
];

/**
 * Where a route's render fails (a bug, a page's code that could not be downloaded): the error page
 * of SPEC.md §2 in `frame`, in place of what failed, at the same address. A new address clears it.
 */
function RouteErrorBoundary({ frame, children }: { frame: ErrorFrame; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error }) => <ErrorPage frame={frame} error={error} />}
    >
      {children}
    </ErrorBoundary>
  );
}

// The root element and the default layout first render once the session is known (RootRoute
// waits for it), so their code downloads beside Firebase and the page rather than before the
// first paint (docs/decisions/0015).
const rootRoute = lazyComponent(
  'app/RootRoute',
  async () => (await import('./RootRoute')).RootRoute,
);
const defaultLayout = lazyComponent(
  'layouts/DefaultLayout',
  async () => (await import('./layouts/DefaultLayout')).DefaultLayout,
);

/**
 * The whole route table. The root element waits for the session and applies the route guard of
 * SPEC.md §2 on every navigation and session change (app/RootRoute.tsx); each layout keeps its
 * frame around the error page, which takes the place of a page that fails (SPEC.md §2 "Error
 * page"); a failure of the root element or of the default layout's code shows it on its own.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    handle: { start: rootRoute.load } satisfies RouteHandle,
    element: <rootRoute.Component />,
    children: [
      {
        element: <BackgroundLayout />,
        children: [
          {
            element: (
              <RouteErrorBoundary frame="background">
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: backgroundRoutes,
          },
        ],
      },
      {
        handle: { start: defaultLayout.load } satisfies RouteHandle,
        element: <defaultLayout.Component />,
        children: [
          {
            element: (
              <RouteErrorBoundary frame="inline">
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: defaultRoutes,
          },
        ],
      },
    ],
  },
];

/**
 * Starts what every route matching `location` needs before it can render — the root element's,
 * the layout's and the page's code, the page's reads — all at once, as soon as the address is
 * known (on the first load, before the session is; on a navigation, before the new page renders).
 * Nested routes would otherwise download one after another as each renders. A page's reads take
 * the address's path and search parameters (the origin in `url` is a placeholder). Resolves once
 * the routes' code is in or has failed (never rejects); nothing waits for the reads.
 */
export function startRoutes(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const url = new URL(location.pathname + location.search, 'https://shootbook.invalid');
  const downloads = (matchRoutes(appRoutes, location) ?? []).map((match) =>
    (match.route.handle as RouteHandle | undefined)?.start?.({ params: match.params, url }),
  );
  // A failed download is the error boundary's to show when the route renders.
  return Promise.allSettled(downloads).then(() => undefined);
}

let bootAddress: string | undefined;

/**
 * {@link startRoutes} for the address the app opens at (`window.location`), called by main.tsx as
 * the entry runs — before React renders, which waits for the frame's strings — so the first
 * route's code and reads download beside those strings rather than after them. {@link AppRoutes}
 * then does not start them again. Resolves as {@link startRoutes} does: main.tsx renders once the
 * code is in, so the first render suspends nowhere — a Suspense fallback, once shown, holds back
 * the content that replaces it by React's reveal throttle (up to 300 ms), which the data router's
 * first render, after its loaders, never paid.
 */
export function startFirstRoutes(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  bootAddress = location.pathname + location.search;
  return startRoutes(location);
}

/**
 * The app's routes ({@link appRoutes}) at the router's location, inside the root error boundary
 * (frame `standalone`) and the one Suspense boundary, whose fallback is the first load's spinner
 * (`RootFallback`, also painted by `index.html`). A navigation renders as a transition (React
 * Router's default), so the page stays on screen while the next one's code downloads. Each new
 * history entry starts its routes' downloads and reads ({@link startRoutes}) as it renders, the
 * first one's unless {@link startFirstRoutes} has.
 */
export function AppRoutes() {
  const location = useLocation();
  const started = useRef<string | undefined>(undefined);
  if (started.current !== location.key) {
    const first = started.current === undefined;
    started.current = location.key;
    // The first address's routes started as the entry ran (startFirstRoutes), unless it changed.
    if (!(first && bootAddress === location.pathname + location.search)) void startRoutes(location);
  }
  const element = useRoutes(appRoutes, location);
  return (
    <ErrorBoundary
      resetKeys={[location.pathname]}
      fallbackRender={({ error }) => <ErrorPage frame="standalone" error={error} />}
    >
      <Suspense fallback={<RootFallback />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
