import { routeNeedsOperator, routeRoleOf } from '../routes/route-table.ts';
import { registrationStep, type RegistrationSession } from './registration-step.ts';

/** Web routes the guard knows by name (docs/product.md §2). */
export const AuthRoute = {
  home: '/',
  login: '/user/login',
  register: '/user/register',
  createUser: '/user/register/createUser',
  selectRole: '/user/register/selectRole',
  createPhotographer: '/user/register/createPhotographer',
  resetPrefix: '/user/login/reset/',
} as const;

/**
 * Result of {@link resolveRouteGuard}. `to` is an app-internal path; `reason` is `wrong_role`
 * when step 6 sent the user away from a page of the other role (the web says so in a toast).
 */
export type RouteGuardResult =
  { action: 'allow' } | { action: 'redirect'; to: string; reason?: 'wrong_role' };

const ALLOW: RouteGuardResult = { action: 'allow' };
const redirect = (to: string): RouteGuardResult => ({ action: 'redirect', to });

/** Where each role starts (route guard step 6 sends a wrong-role visit there). */
export const ROLE_HOME = { Customer: '/', Photographer: '/appointment/confirm' } as const;

/**
 * `value` when it is a path of this app (starts with one `/`, no scheme, host or backslash
 * tricks), else `/`: where to return after sign-in (`/user/login?next=…`), never another site.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    /[\\\s]/.test(value) ||
    /^\/[^/]*:/.test(value)
  )
    return '/';
  return value;
}

/**
 * `to` with the page to return to as its `?next=` (left off when that page is `/`), so sign-in
 * and every registration step keep it: `withReturnPath('/user/register', '/package/7')` is
 * `/user/register?next=%2Fpackage%2F7`. `next` is made safe first ({@link safeReturnPath}).
 */
export function withReturnPath(to: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  return safe === '/' ? to : `${to}?next=${encodeURIComponent(safe)}`;
}

/** The `next` query parameter of `path`, if any. */
function nextOf(path: string): string | null {
  const query = path.split('#', 1)[0]!.split('?')[1];
  return query ? new URLSearchParams(query).get('next') : null;
}

/** Drops query string and hash, and trailing slashes except on `/`. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `/user/login/reset/1`, `/user/login/reset/2`, `/user/login/reset/{id}`, `/user/login/reset/success`. */
function isResetRoute(path: string): boolean {
  return path.startsWith(AuthRoute.resetPrefix) && path.length > AuthRoute.resetPrefix.length;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The web route guard of docs/product.md §2 "Route guard", its five steps applied in order:
 * 1. signed out (`session === null`): only login, register and the reset routes
 *    (`/user/login/reset/*`: 1, 2, {id}, success); else → `/user/login`;
 * 2. empty profile name: only createUser, register, login; else → `/user/register/createUser`;
 * 3. role Guest: only selectRole, register, login; else → `/user/register/selectRole`;
 * 4. Photographer without bankAccount: only createPhotographer, register, login;
 *    else → `/user/register/createPhotographer`;
 * 5. otherwise anything under `/user/register` or `/user/login` (the pages themselves, their
 *    sub-pages and the reset routes) → `/`, or back to the page of a `?next=` on the login
 *    page ({@link safeReturnPath}); everything else is allowed, except:
 * 6. (ShootBook's, after docs/product.md's five) a page only the other role serves
 *    (`access` of its row in the route table, {@link routeRoleOf}) → the role's home ({@link ROLE_HOME}), `reason: 'wrong_role'`;
 * 7. (ShootBook's, docs/decisions/0033) a page of the operators' console (`operator` of its row,
 *    {@link routeNeedsOperator}) without the sign-in's `operator` claim (`session.operator`) → the
 *    role's home, `reason: 'wrong_role'`, as step 6.
 *
 * Step 1 keeps the requested page: a signed-out visit of any page but `/` goes to
 * `/user/login?next=<the page>`, so sign-in returns there. Registration keeps it too: a `?next=`
 * on `/user/register` or a registration step travels with the redirects of steps 2–4, and step 5
 * sends a finished registration there instead of `/`. A page asked for with the registration
 * unfinished becomes that `?next=` itself.
 *
 * "login" and "register" mean exactly `/user/login` and `/user/register`, not their sub-paths
 * (so in step 3 `/user/register/createUser` redirects to selectRole). Query string, hash and
 * trailing slashes are ignored; paths are case-sensitive.
 *
 * @param path the requested path, e.g. `location.pathname + location.search`.
 * @param session `null` when signed out, else the profile's name, role and bankAccount, and
 *   `operator`: whether the sign-in carries the `operator` claim.
 */
export function resolveRouteGuard(path: string, session: RegistrationSession): RouteGuardResult {
  const p = normalizePath(path);
  const isEntry = p === AuthRoute.login || p === AuthRoute.register;
  // The page to return to once registered: a `?next=` on the login or registration pages, or the
  // page itself when an unfinished registration asks for another one; each step passes it on.
  const next = safeReturnPath(
    isUnder(p, AuthRoute.register) || p === AuthRoute.login
      ? nextOf(path)
      : isUnder(p, AuthRoute.login)
        ? null
        : path.split('#', 1)[0],
  );
  const step = (to: string) => redirect(withReturnPath(to, next));
  switch (registrationStep(session)) {
    case 'signedOut':
      if (isEntry || isResetRoute(p)) return ALLOW;
      return redirect(
        p === AuthRoute.home
          ? AuthRoute.login
          : `${AuthRoute.login}?next=${encodeURIComponent(path.split('#', 1)[0]!)}`,
      );
    case 'needsName':
      return isEntry || p === AuthRoute.createUser ? ALLOW : step(AuthRoute.createUser);
    case 'needsRole':
      return isEntry || p === AuthRoute.selectRole ? ALLOW : step(AuthRoute.selectRole);
    case 'needsBankAccount':
      return isEntry || p === AuthRoute.createPhotographer
        ? ALLOW
        : step(AuthRoute.createPhotographer);
    case 'complete': {
      if (p === AuthRoute.login) return redirect(safeReturnPath(nextOf(path)));
      if (isUnder(p, AuthRoute.register)) return redirect(next);
      if (isUnder(p, AuthRoute.login)) return redirect(AuthRoute.home);
      const only = routeRoleOf(p);
      const role = session?.role;
      if (only && (role === 'Customer' || role === 'Photographer') && only !== role) {
        return { action: 'redirect', to: ROLE_HOME[role], reason: 'wrong_role' };
      }
      if (session?.operator !== true && routeNeedsOperator(p)) {
        const home = role === 'Customer' || role === 'Photographer' ? ROLE_HOME[role] : '/';
        return { action: 'redirect', to: home, reason: 'wrong_role' };
      }
      return ALLOW;
    }
  }
}
