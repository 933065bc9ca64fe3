import { ROUTE_PARAM_SHAPES } from '@shootbook/machines';
import type { Params } from 'react-router-dom';

/**
 * Shapes of path parameters, from the route table (`ROUTE_PARAM_SHAPES` of `@shootbook/machines`):
 * a parameter that does not fit is a not-found page (docs/product.md §5 "Route validation failure yields
 * a not-found error").
 */
export const paramShapes = ROUTE_PARAM_SHAPES;

/**
 * The route error of docs/product.md §8 "Not found" (`status` 404): an address no route knows, or a
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
