/**
 * A call's outcome without the HTTP client: {@link ApiError}, {@link isApiError} and
 * {@link unwrap}. Code that must not download openapi-fetch — the web app's first paint
 * (docs/decisions/0015) — imports these from `@shootbook/api-client/errors`; the package's main
 * entry re-exports them.
 *
 * @packageDocumentation
 */
import type { components } from './schema';

type ApiErrorBody = components['schemas']['Error'];

/** The `Error` body's `params`: `reason`, a finer code to word, and the values its text names. */
export type ApiErrorParams = NonNullable<ApiErrorBody['params']>;

/**
 * What went wrong with a call. `http` carries the API's `Error` body; the other kinds are the
 * HTTP client errors of docs/product.md §8 (network error, timeout, aborted).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/**
 * A failed API call. `code` is the API's machine-readable code (docs/decisions/0001:
 * `validation_failed`, `unauthenticated`, `forbidden`, `not_found`, `invalid_transition`,
 * `slot_unavailable`, `conflict`, `unprocessable`, `rate_limited`, `internal`) for `http`
 * errors, and `network_error` / `timeout` / `aborted` otherwise; `params` the body's `params`
 * (`reason` and its values). `message` is English for developers: clients word the failure from
 * `code` and `params`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly params?: ApiErrorParams,
    /**
     * How long the server asked the caller to wait before trying again (its `Retry-After`
     * header, docs/product.md §8), in milliseconds; set on a 429 or 503 that sent one.
     */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * The wait an HTTP `Retry-After` header asks for, in milliseconds (RFC 9110 §10.2.3: delay
 * seconds, or an HTTP date compared with `now`, epoch ms); `undefined` when the header is
 * missing or malformed. A date in the past is no wait (0).
 */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month ("Mon, 07 Dec 2026 06:00:30 GMT"); Date.parse alone
  // would read "-5" as a year.
  const at = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** True when `error` is an {@link ApiError}, optionally with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The result shape of every openapi-fetch call: `{ data, error, response }`, one of the two set. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data of a successful call of `R` (never `undefined`; a 204 call resolves to `undefined` at run time). */
export type SuccessData<R extends FetchResult> = Exclude<R['data'], undefined>;

/**
 * The {@link ApiError} of kind `http` for a failed answer with `status` and `body`: the API's
 * `Error` body (`{ code, message, params?, details? }`) with its code and params; a body that is
 * not the `Error` schema (a proxy's HTML page) becomes code `http_<status>`. `retryAfter` is the
 * answer's `Retry-After` header, kept as {@link ApiError.retryAfterMs}.
 */
export function httpApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const wait = retryAfterMs(retryAfter);
  const error = body as Partial<ApiErrorBody> | null | undefined;
  if (
    error &&
    typeof error === 'object' &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  ) {
    const params =
      typeof error.params === 'object' && error.params !== null ? error.params : undefined;
    return new ApiError('http', status, error.code, error.message, error.details, params, wait);
  }
  return new ApiError(
    'http',
    status,
    `http_${status}`,
    `Request failed with status ${status}`,
    undefined,
    undefined,
    wait,
  );
}

/**
 * Returns `data` of a successful call, or throws the {@link httpApiError} of its answer.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R> | R): Promise<SuccessData<R>> {
  const result = await call;
  if (result.error === undefined && result.response.ok) return result.data as SuccessData<R>;
  throw httpApiError(
    result.response.status,
    result.error,
    result.response.headers.get('retry-after'),
  );
}
