import { registrationStep, type RegistrationSession } from './registration-step.ts';

/** Web routes the guard knows by name (SPEC.md §2). */
export const AuthRoute = {
  home: '/',
  login: '/user/login',
  register: '/user/register',
  createUser: '/user/register/createUser',
  selectRole: '/user/register/selectRole',
  createPhotographer: '/user/register/createPhotographer',
  resetPrefix: '/user/login/reset/',
} as const;

/** Result of {@link resolveRouteGuard}. `to` is an app-internal path. */
export type RouteGuardResult = { action: 'allow' } | { action: 'redirect'; to: string };

const ALLOW: RouteGuardResult = { action: 'allow' };
const redirect = (to: string): RouteGuardResult => ({ action: 'redirect', to });

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
 * The web route guard of SPEC.md §2 "Route guard", its five steps applied in order:
 * 1. signed out (`session === null`): only login, register and the reset routes
 *    (`/user/login/reset/*`: 1, 2, {id}, success); else → `/user/login`;
 * 2. empty profile name: only createUser, register, login; else → `/user/register/createUser`;
 * 3. role Guest: only selectRole, register, login; else → `/user/register/selectRole`;
 * 4. Photographer without bankAccount: only createPhotographer, register, login;
 *    else → `/user/register/createPhotographer`;
 * 5. otherwise anything under `/user/register` or `/user/login` (the pages themselves, their
 *    sub-pages and the reset routes) → `/`; everything else is allowed.
 *
 * "login" and "register" mean exactly `/user/login` and `/user/register`, not their sub-paths
 * (so in step 3 `/user/register/createUser` redirects to selectRole). Query string, hash and
 * trailing slashes are ignored; paths are case-sensitive.
 *
 * @param path the requested path, e.g. `location.pathname + location.search`.
 * @param session `null` when signed out, else the profile's name, role and bankAccount.
 */
export function resolveRouteGuard(path: string, session: RegistrationSession): RouteGuardResult {
  const p = normalizePath(path);
  const isEntry = p === AuthRoute.login || p === AuthRoute.register;
  switch (registrationStep(session)) {
    case 'signedOut':
      return isEntry || isResetRoute(p) ? ALLOW : redirect(AuthRoute.login);
    case 'needsName':
      return isEntry || p === AuthRoute.createUser ? ALLOW : redirect(AuthRoute.createUser);
    case 'needsRole':
      return isEntry || p === AuthRoute.selectRole ? ALLOW : redirect(AuthRoute.selectRole);
    case 'needsBankAccount':
      return isEntry || p === AuthRoute.createPhotographer ? ALLOW : redirect(AuthRoute.createPhotographer);
    case 'complete':
      return isUnder(p, AuthRoute.register) || isUnder(p, AuthRoute.login) ? redirect(AuthRoute.home) : ALLOW;
  }
}
