import type { Params } from 'react-router-dom';

/**
 * Shapes of path parameters (docs/decisions/0001 "Wire format": ids are UUIDs, user ids are
 * Firebase uids). A parameter that does not fit is a not-found page (SPEC.md §5 "Route validation
 * failure yields a not-found error").
 */
export const paramShapes = {
  /** Package, sub-package, rating and payment (order) ids. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** Firebase uid: 1–128 characters, letters, digits, `_` and `-`. */
  userId: /^[A-Za-z0-9_-]{1,128}$/,
  /**
   * A user id at `/profile/:id` as the router gives it to that route: a {@link paramShapes.userId}
   * that is not one of the fixed pages beside it (`/profile/edit`, `/profile/schedule`,
   * `/profile/createBusyTime`: app/routes.tsx), which the router ranks first, in any case. For
   * scripts that match addresses before the router does (app/earlyReads.ts, app/firstPaint.ts).
   */
  profileId: /^(?!(?:edit|schedule|createBusyTime)$)[A-Za-z0-9_-]{1,128}$/i,
  /** `/user/login/reset/{id}`: the two reset steps. */
  resetStep: /^[12]$/,
} as const;

/**
 * The route error of SPEC.md §8 "Not found" (`status` 404): an address no route knows, or a
 * known route whose parameters do not fit their shapes. The error page shows "Page Not Found"
 * with the path.
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly status = 404;
  constructor() {
    super('Not Found');
  }
}

/**
 * Whether each parameter named in `shapes` is present, non-empty and fits its shape
 * ({@link paramShapes}); a route whose parameters do not fit shows {@link NotFoundError}.
 */
export function paramsFit(params: Params, shapes: Record<string, RegExp>): boolean {
  return Object.entries(shapes).every(([name, shape]) => {
    const value = params[name];
    return Boolean(value) && shape.test(value!);
  });
}

/**
 * The `:id` of `route` (a path of app/routes.tsx with one `:id` part, e.g. `/package/:id`) at the
 * address `pathname`, or undefined when it does not match or the id does not fit `idShape`
 * ({@link paramShapes}). Matched as the app's router matches it: the route's fixed parts in any
 * case, trailing slashes ignored (`/Package/{id}/` is the package page too); an id is taken as
 * written, so one the router would percent-decode first (`%33f0c…`) does not match. For scripts
 * that run before the router (app/earlyReads.ts, app/firstPaint.ts).
 */
export function idAtRoute(pathname: string, route: string, idShape: RegExp): string | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const pattern = route.split('/');
  const params: { id?: string } = {};
  const matches =
    pattern.length === segments.length &&
    pattern.every((part, index) => {
      if (part === ':id') params.id = segments[index];
      else if (part.toLowerCase() !== segments[index]!.toLowerCase()) return false;
      return true;
    });
  // The id's shape as the route itself checks it (a page route's `paramsFit`, app/routes.tsx).
  return matches && paramsFit(params, { id: idShape }) ? params.id : undefined;
}
