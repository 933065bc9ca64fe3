import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { i18n } from '../i18n';
import type { SessionSource } from '../auth/sessionStore';
import { ErrorPage } from '../pages/error/ErrorPage';
import { guardLoader } from './guardLoader';
import { BackgroundLayout } from './layouts/BackgroundLayout';
import { loadChunk, pageRoute } from './pages';
import { RootFallback } from './RootFallback';
import { toast } from './toast';
import { notFound, paramShapes, validateParams } from './routeParams';

const { uuid, userId, resetStep } = paramShapes;

/**
 * A page route: `path` loads `src/pages/{page}.tsx` lazily; `params` are validated first (404
 * otherwise), then the page's data module, if it has one, starts its reads (`pageRoute`).
 */
function page(path: string, file: string, params?: Record<string, RegExp>): RouteObject {
  const { loader: prefetch, ...route } = pageRoute(file);
  const validate = params ? validateParams(params) : undefined;
  if (!validate && !prefetch) return { path, ...route };
  const loader = (args: LoaderFunctionArgs): null => {
    validate?.(args);
    return prefetch?.(args) ?? null;
  };
  return { path, ...route, loader };
}

/**
 * Routes of SPEC.md §2 with the background layout (sign-in, reset, registration).
 * `/user/login/reset/1` and `/2` are listed by the spec next to `/user/login/reset/{id}`; all three
 * load the reset page, which reads the step from the path.
 */
export const backgroundRoutes: RouteObject[] = [
  page('/user/login', 'user/LoginPage'),
  page('/user/login/reset/1', 'user/ResetPage'),
  page('/user/login/reset/2', 'user/ResetPage'),
  page('/user/login/reset/success', 'user/ResetSuccessPage'),
  page('/user/login/reset/:id', 'user/ResetPage', { id: resetStep }),
  page('/user/register', 'user/RegisterPage'),
  page('/user/register/selectRole', 'user/SelectRolePage'),
  page('/user/register/createUser', 'user/CreateUserPage'),
  page('/user/register/createPhotographer', 'user/CreatePhotographerPage'),
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
  { path: '*', loader: () => notFound(), Component: () => null },
];

/**
 * The whole route table. The root route waits for the session and applies the route guard of
 * SPEC.md §2 (see `guardLoader`) on every navigation; the layouts keep their frame around the
 * error page, which is the error element of every route (SPEC.md §2 "Error page").
 */
export function createRoutes(session: SessionSource): RouteObject[] {
  return [
    {
      id: 'root',
      // A wrong-role visit (guard step 6) is told why it landed on the home page. The text is
      // looked up when the toast shows, not when the guard decides: with a remembered session the
      // guard can decide before the frame's strings are in (main.tsx loads them beside the
      // router), and the toast would read "session.wrongRole".
      loader: guardLoader(session, () => toast.info(() => i18n.t('session.wrongRole'))),
      // The guard depends on the session, not on params: run it on every navigation.
      shouldRevalidate: () => true,
      // Like the guard's rules, the root element first renders once the loader has the session:
      // it downloads beside Firebase, and the first paint is the fallback (docs/decisions/0015).
      lazy: async () => {
        const { RootRoute } = await loadChunk('app/RootRoute', () => import('./RootRoute'));
        return { Component: RootRoute };
      },
      HydrateFallback: RootFallback,
      errorElement: <ErrorPage frame="standalone" />,
      children: [
        {
          Component: BackgroundLayout,
          children: [
            { errorElement: <ErrorPage frame="background" />, children: backgroundRoutes },
          ],
        },
        {
          // The default layout (app shell, navigation, user menu) first renders once the root
          // loader has the session, so its code downloads beside Firebase and the page rather
          // than before the first paint (docs/decisions/0015). A failed download is a route error
          // (react-router loads a matched route's `lazy` like a loader): the root's chunk error.
          lazy: async () => {
            const { DefaultLayout } = await loadChunk(
              'layouts/DefaultLayout',
              () => import('./layouts/DefaultLayout'),
            );
            return { Component: DefaultLayout };
          },
          children: [{ errorElement: <ErrorPage frame="inline" />, children: defaultRoutes }],
        },
      ],
    },
  ];
}
