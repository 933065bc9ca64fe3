import { data, type LoaderFunctionArgs } from 'react-router-dom';

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

/** Throws the 404 route error of SPEC.md §8 "Not found" (the error page shows the path). */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * A loader that checks each named path parameter against its shape and throws {@link notFound}
 * when one is missing, empty or malformed; otherwise returns null.
 */
export function validateParams(shapes: Record<string, RegExp>) {
  return ({ params }: LoaderFunctionArgs): null => {
    for (const [name, shape] of Object.entries(shapes)) {
      const value = params[name];
      if (!value || !shape.test(value)) notFound();
    }
    return null;
  };
}
