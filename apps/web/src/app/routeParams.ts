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
