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

const { uuid, userId, resetStep } = paramShapes;

/** What the route table's loaders read with: the app's one QueryClient and its session. */
export interface RouteContext {
  queryClient: QueryClient;
  session: SessionSource;
}

/** A route's error element: the error page of SPEC.md §2 in `frame`, for what the route threw. */
function RouteError({ frame }: { frame: ErrorFrame }) {
  return <ErrorPage frame={frame} error={useRouteError()} />;
}

/**
 * The loader of a page route, or undefined when it has nothing to do:
 * - path parameters that do not fit their `shapes` throw {@link NotFoundError}, the not-found view
 *   of SPEC.md §5 ("Route validation failure yields a not-found error");
 * - with a data module (`src/pages/{page}.loader.ts`, app/pages.ts `PageDataModule`), the page's
 *   reads go into the cache while its code downloads, and the navigation waits for them, so the
 *   page first renders with its data. Only once the session is known (`session.settled()`: Firebase
 *   has answered, or a remembered session stands in for it, docs/decisions/0020) and only when the
 *   route guard of SPEC.md §2 lets a signed-in user through: a visitor the guard sends elsewhere
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
 * The page routes of SPEC.md §2: `[path, page module (src/pages/{page}.tsx), parameter shapes]`,
 * each page's code downloaded on demand (route `lazy`) in parallel with its loader.
 */
type PageRouteSpec = [path: string, page: string, shapes?: Record<string, RegExp>];

/**
 * Routes of SPEC.md §2 with the background layout (sign-in, reset, registration).
 * `/user/login/reset/1` and `/2` are listed by the spec next to `/user/login/reset/{id}`; all three
 * load the reset page, which reads the step from the path.
 */
const backgroundPages: PageRouteSpec[] = [
  ['/user/login', 'user/LoginPage'],
  ['/user/login/reset/1', 'user/ResetPage'],
  ['/user/login/reset/2', 'user/ResetPage'],
  ['/user/login/reset/success', 'user/ResetSuccessPage'],
  ['/user/login/reset/:id', 'user/ResetPage', { id: resetStep }],
  ['/user/register', 'user/RegisterPage'],
  ['/user/register/selectRole', 'user/SelectRolePage'],
  ['/user/register/createUser', 'user/CreateUserPage'],
  ['/user/register/createPhotographer', 'user/CreatePhotographerPage'],
];

/** Routes of SPEC.md §2 with the default layout. */
const defaultPages: PageRouteSpec[] = [
  ['/', 'home/HomePage'],
  ['/photographers', 'photographers/PhotographersPage'],
  ['/profile', 'profile/ProfilePage'],
  ['/profile/edit', 'profile/EditProfilePage'],
  ['/profile/schedule', 'profile/SchedulePage'],
  ['/profile/createBusyTime', 'profile/CreateBusyTimePage'],
  ['/profile/:id', 'profile/UserProfilePage', { id: userId }],
  ['/profile/:id/allreview', 'profile/AllReviewsPage', { id: userId }],
  ['/profile/:id/createreview', 'profile/CreateReviewPage', { id: userId }],
  ['/profile/:id/editreview/:ratingid', 'profile/EditReviewPage', { id: userId, ratingid: uuid }],
  ['/package/allpackage', 'package/AllPackagesPage'],
  ['/package/create', 'package/CreatePackagePage'],
  ['/package/showcase', 'package/ShowcasePage'],
  ['/package/edit/:id', 'package/EditPackagePage', { id: uuid }],
  ['/package/:id', 'package/PackagePage', { id: uuid }],
  ['/package/:id/allpackage', 'package/OwnerPackagesPage', { id: uuid }],
  ['/package/:id/schedule', 'package/PackageSchedulePage', { id: uuid }],
  ['/package/:id/subpackage/create', 'package/CreateSubpackagePage', { id: uuid }],
  [
    '/package/:id/subpackage/edit/:subpackageid',
    'package/EditSubpackagePage',
    { id: uuid, subpackageid: uuid },
  ],
  [
    '/package/:id/subpackage/schedule/:subpackageid',
    'package/SubpackageSchedulePage',
    { id: uuid, subpackageid: uuid },
  ],
  [
    '/package/:id/subpackage/appointment/create/:subpackageid',
    'package/BookAppointmentPage',
    { id: uuid, subpackageid: uuid },
  ],
  ['/appointment/list', 'appointment/AppointmentListPage'],
  ['/appointment/confirm', 'appointment/ConfirmAppointmentsPage'],
  ['/appointment/complete', 'appointment/CompleteAppointmentsPage'],
  // Beyond SPEC.md §2 (docs/decisions/0011): one page per booking, for either party.
  ['/appointment/:id', 'appointment/AppointmentPage', { id: uuid }],
  ['/payment/order/:oid', 'payment/OrderPage', { oid: uuid }],
  ['/payment/topay', 'payment/ToPayPage'],
  ['/payment/transaction', 'payment/TransactionsPage'],
  ['/payment/success', 'payment/PaymentSuccessPage'],
];

function pageRoutes(specs: PageRouteSpec[], context: RouteContext): RouteObject[] {
  return specs.map(([path, file, shapes]) => ({
    path,
    handle: { page: file } satisfies PageHandle,
    loader: pageLoader(file, shapes, context),
    lazy: { Component: pageComponent(file) },
  }));
}

/**
 * The whole route table, for `createBrowserRouter`. The root route's loader waits for the session
 * on the first load (the spinner, `RootFallback`, shows meanwhile); its element applies the route
 * guard of SPEC.md §2 on every navigation and session change (app/RootRoute.tsx). Each layout
 * keeps its frame around the error page, which takes the place of a page that fails or whose
 * parameters do not fit (SPEC.md §2 "Error page"); a failure of the root element or of the default
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
              children: pageRoutes(backgroundPages, context),
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
                ...pageRoutes(defaultPages, context),
                { path: '*', element: <ErrorPage frame="inline" error={new NotFoundError()} /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
