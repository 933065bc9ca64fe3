import type { AppointmentStatus } from '../appointment/appointment-machine.ts';

/**
 * Shapes of path parameters (docs/decisions/0001 "Wire format": ids are UUIDs, user ids are
 * Firebase uids). A parameter that does not fit is a not-found page (docs/product.md §5 "Route
 * validation failure yields a not-found error").
 */
export const ROUTE_PARAM_SHAPES = {
  /** Package, sub-package, rating, appointment and payment (order) ids. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** Firebase uid: 1–128 characters, letters, digits, `_` and `-`. */
  userId: /^[A-Za-z0-9_-]{1,128}$/,
  /** `/user/login/reset/{id}`: the two reset steps. */
  resetStep: /^[12]$/,
} as const;

/** Name of a path parameter's shape ({@link ROUTE_PARAM_SHAPES}). */
export type RouteParamShape = keyof typeof ROUTE_PARAM_SHAPES;

/** A role that has pages of its own (docs/product.md §1, §6). */
export type RouteRole = 'Customer' | 'Photographer';

/**
 * Who a page is for, as the route guard of docs/product.md §2 decides:
 * - `signedOut`: signing in, starting to register and resetting a password, open to a signed-out
 *   visitor (guard step 1); a registered user is sent on (step 5);
 * - `registration`: the registration steps, each open at its step (guard steps 2–4); a signed-out
 *   visitor goes to sign in (step 1), a registered user is sent on (step 5);
 * - `both`: every registered user;
 * - `Customer` / `Photographer`: only that role; the other one is sent to its home with the
 *   wrong-role notice (step 6).
 */
export type RouteAccess = 'signedOut' | 'registration' | 'both' | RouteRole;

/**
 * A page's place in the main navigation: `labelKey` is a key of the web's `common` namespace,
 * `order` its position among the links (ascending), `countOf` shows how many of the user's
 * appointments have that status. Links show for the roles the page's {@link RouteAccess} lets in;
 * `withoutRole` ones also before a role is chosen.
 */
export interface RouteNav {
  labelKey: string;
  order: number;
  countOf?: AppointmentStatus;
  /** A count the link shows besides appointment statuses: `unreadMessages` (docs/decisions/0028). */
  badge?: 'unreadMessages';
  withoutRole?: true;
}

/** One page route of docs/product.md §2. */
export interface RouteRow {
  /** React Router syntax: static segments and `:name` parameters, e.g. `/package/:id/schedule`. */
  path: string;
  /** The web's page module under `src/pages/` (also the key of its document title). */
  page: string;
  /** `background` (sign-in, reset, registration) or `default` (the app's frame with navigation). */
  frame: 'background' | 'default';
  access: RouteAccess;
  /** Shape of each `:name` parameter of `path`. */
  params?: Readonly<Record<string, RouteParamShape>>;
  nav?: RouteNav;
  /**
   * The operators' console (docs/product.md §12, docs/decisions/0033): beside `access`, the page
   * also needs the `operator` claim of the sign-in; without it the guard sends the user to their
   * home with the wrong-role notice (step 7).
   */
  operator?: true;
}

/** A row of the background frame (sign-in, reset, registration). */
const background = (path: string, page: string, access: RouteAccess, params?: RouteRow['params']) =>
  ({ path, page, frame: 'background', access, ...(params && { params }) }) satisfies RouteRow;

/** A row of the default frame; `extra`: its parameters' shapes and its navigation link. */
const inApp = (
  path: string,
  page: string,
  access: RouteAccess,
  extra?: Pick<RouteRow, 'params' | 'nav' | 'operator'>,
) => ({ path, page, frame: 'default', access, ...extra }) satisfies RouteRow;

/** A page of the operators' console: every registered user's access, plus the `operator` claim. */
const operatorPage = (path: string, page: string, extra?: Pick<RouteRow, 'params' | 'nav'>) =>
  inApp(path, page, 'both', { ...extra, operator: true });

/**
 * The web's page routes (docs/product.md §2), the one source for its router, its route guard's
 * role rule (step 6), its navigation and its parameter checks. `/user/login/reset/1` and `/2` are
 * listed by docs/product.md §2 next to `/user/login/reset/{id}`; all three load the reset page,
 * which reads the step from the path. Order matters only among rows React Router ranks equally.
 */
export const ROUTE_TABLE: readonly RouteRow[] = [
  background('/user/login', 'user/LoginPage', 'signedOut'),
  background('/user/login/reset/1', 'user/ResetPage', 'signedOut'),
  background('/user/login/reset/2', 'user/ResetPage', 'signedOut'),
  background('/user/login/reset/success', 'user/ResetSuccessPage', 'signedOut'),
  background('/user/login/reset/:id', 'user/ResetPage', 'signedOut', { id: 'resetStep' }),
  background('/user/register', 'user/RegisterPage', 'signedOut'),
  background('/user/register/selectRole', 'user/SelectRolePage', 'registration'),
  background('/user/register/createUser', 'user/CreateUserPage', 'registration'),
  background('/user/register/createPhotographer', 'user/CreatePhotographerPage', 'registration'),
  inApp('/', 'home/HomePage', 'both', {
    nav: { labelKey: 'nav.home', order: 1, withoutRole: true },
  }),
  inApp('/photographers', 'photographers/PhotographersPage', 'both', {
    nav: { labelKey: 'nav.photographers', order: 2, withoutRole: true },
  }),
  inApp('/profile', 'profile/ProfilePage', 'both'),
  inApp('/profile/edit', 'profile/EditProfilePage', 'both'),
  inApp('/profile/schedule', 'profile/SchedulePage', 'Photographer', {
    nav: { labelKey: 'nav.schedule', order: 7 },
  }),
  inApp('/profile/createBusyTime', 'profile/CreateBusyTimePage', 'Photographer'),
  inApp('/profile/:id', 'profile/UserProfilePage', 'both', { params: { id: 'userId' } }),
  inApp('/profile/:id/allreview', 'profile/AllReviewsPage', 'both', { params: { id: 'userId' } }),
  inApp('/profile/:id/createreview', 'profile/CreateReviewPage', 'Customer', {
    params: { id: 'userId' },
  }),
  inApp('/profile/:id/editreview/:ratingid', 'profile/EditReviewPage', 'Customer', {
    params: { id: 'userId', ratingid: 'uuid' },
  }),
  inApp('/package/allpackage', 'package/AllPackagesPage', 'both', {
    nav: { labelKey: 'nav.packages', order: 3, withoutRole: true },
  }),
  inApp('/package/create', 'package/CreatePackagePage', 'Photographer'),
  inApp('/package/showcase', 'package/ShowcasePage', 'both'),
  inApp('/package/edit/:id', 'package/EditPackagePage', 'Photographer', { params: { id: 'uuid' } }),
  inApp('/package/:id', 'package/PackagePage', 'both', { params: { id: 'uuid' } }),
  inApp('/package/:id/allpackage', 'package/OwnerPackagesPage', 'both', { params: { id: 'uuid' } }),
  inApp('/package/:id/schedule', 'package/PackageSchedulePage', 'both', { params: { id: 'uuid' } }),
  inApp('/package/:id/subpackage/create', 'package/CreateSubpackagePage', 'Photographer', {
    params: { id: 'uuid' },
  }),
  inApp(
    '/package/:id/subpackage/edit/:subpackageid',
    'package/EditSubpackagePage',
    'Photographer',
    {
      params: { id: 'uuid', subpackageid: 'uuid' },
    },
  ),
  inApp(
    '/package/:id/subpackage/schedule/:subpackageid',
    'package/SubpackageSchedulePage',
    'both',
    {
      params: { id: 'uuid', subpackageid: 'uuid' },
    },
  ),
  inApp(
    '/package/:id/subpackage/appointment/create/:subpackageid',
    'package/BookAppointmentPage',
    'Customer',
    { params: { id: 'uuid', subpackageid: 'uuid' } },
  ),
  inApp('/appointment/list', 'appointment/AppointmentListPage', 'both', {
    nav: { labelKey: 'nav.appointments', order: 4 },
  }),
  inApp('/appointment/confirm', 'appointment/ConfirmAppointmentsPage', 'Photographer', {
    nav: { labelKey: 'nav.toConfirm', order: 5, countOf: 'Pending' },
  }),
  inApp('/appointment/complete', 'appointment/CompleteAppointmentsPage', 'Photographer', {
    nav: { labelKey: 'nav.toComplete', order: 6 },
  }),
  // Beyond docs/product.md §2 (§11, docs/decisions/0023): the photographer's To-deliver list.
  inApp('/appointment/deliver', 'delivery/ToDeliverPage', 'Photographer', {
    nav: { labelKey: 'nav.toDeliver', order: 6.5 },
  }),
  // Beyond docs/product.md §2 (docs/decisions/0011): one page per booking, for either party.
  inApp('/appointment/:id', 'appointment/AppointmentPage', 'both', { params: { id: 'uuid' } }),
  // Beyond docs/product.md §2 (§11, docs/decisions/0023): the gallery of a booking's delivery.
  inApp('/appointment/:id/delivery', 'delivery/DeliveryPage', 'both', { params: { id: 'uuid' } }),
  inApp('/payment/order/:oid', 'payment/OrderPage', 'both', { params: { oid: 'uuid' } }),
  inApp('/payment/topay', 'payment/ToPayPage', 'Customer', {
    nav: { labelKey: 'nav.toPay', order: 5 },
  }),
  // Beyond docs/product.md §2: the photographers a customer saved (openapi.yaml tag `saved`).
  inApp('/saved', 'saved/SavedPage', 'Customer', {
    nav: { labelKey: 'nav.saved', order: 5.5 },
  }),
  inApp('/payment/transaction', 'payment/TransactionsPage', 'both', {
    nav: { labelKey: 'nav.transactions', order: 8 },
  }),
  inApp('/payment/success', 'payment/PaymentSuccessPage', 'both'),
  // Beyond docs/product.md §2 (docs/decisions/0028): the user's conversations and one enquiry.
  inApp('/messages', 'thread/ThreadListPage', 'both', {
    nav: { labelKey: 'nav.messages', order: 9, badge: 'unreadMessages' },
  }),
  inApp('/messages/:id', 'thread/ThreadPage', 'both', { params: { id: 'uuid' } }),
  // Beyond docs/product.md §2 (§12, docs/decisions/0033): the operators' console.
  operatorPage('/operator', 'operator/DisputesPage', {
    nav: { labelKey: 'nav.operator', order: 10 },
  }),
  operatorPage('/operator/photographers', 'operator/OperatorPhotographersPage'),
  operatorPage('/operator/bookings/:id', 'operator/OperatorBookingPage', {
    params: { id: 'uuid' },
  }),
  operatorPage('/operator/audit', 'operator/AuditPage'),
  operatorPage('/operator/reports', 'operator/ReportsPage'),
];

/**
 * Whether `pathname` (no query string or hash, no trailing slash except `/`) fits `pattern`
 * segment by segment, as React Router's `matchPath` with `end: true` does for the patterns of
 * {@link ROUTE_TABLE}: a static segment must be equal (case-sensitive), a `:name` segment matches
 * any one non-empty segment. Parameter shapes are not checked here (the route's loader does).
 */
export function routePathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/**
 * The only role that may see `pathname` (route guard step 6, docs/product.md §1, §6), or
 * undefined when it is not a page of one role: the access of the first {@link ROUTE_TABLE} row of
 * one role whose path matches ({@link routePathMatches}). A one-role page's static segments always
 * win over a page both roles share (e.g. `/package/create` over `/package/:id`), as in React
 * Router's ranking.
 */
export function routeRoleOf(pathname: string): RouteRole | undefined {
  for (const row of ROUTE_TABLE) {
    if (
      (row.access === 'Customer' || row.access === 'Photographer') &&
      routePathMatches(row.path, pathname)
    )
      return row.access;
  }
  return undefined;
}

/**
 * Whether `pathname` is a page of the operators' console (a {@link ROUTE_TABLE} row with
 * `operator`, {@link routePathMatches}): route guard step 7 lets only a sign-in with the
 * `operator` claim in (docs/decisions/0033).
 */
export function routeNeedsOperator(pathname: string): boolean {
  return ROUTE_TABLE.some((row) => row.operator === true && routePathMatches(row.path, pathname));
}

/**
 * The main navigation's rows for `role`, in order (docs/product.md §1, §6: customers book and
 * pay; photographers confirm and complete appointments and keep a schedule): each row with a
 * `nav` whose access lets the role in; without a Customer or Photographer role (a Guest, or no
 * profile), only the `withoutRole` ones. The console's rows (`operator`) only when `operator`
 * (the sign-in's claim, docs/decisions/0033).
 */
export function navRowsFor(
  role: string | undefined,
  operator = false,
): (RouteRow & { nav: RouteNav })[] {
  return ROUTE_TABLE.filter(
    (row): row is RouteRow & { nav: RouteNav } =>
      row.nav !== undefined &&
      (row.operator !== true || operator) &&
      (role === 'Customer' || role === 'Photographer'
        ? row.access === 'both' || row.access === role
        : row.nav.withoutRole === true),
  ).sort((a, b) => a.nav.order - b.nav.order);
}
