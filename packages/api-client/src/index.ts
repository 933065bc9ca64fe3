/**
 * The ShootBook API client: types generated from `openapi.yaml` by openapi-typescript
 * (`src/schema.d.ts`, never edited by hand) and an openapi-fetch client that adds the
 * signed-in user's Firebase ID token, a time-out, and typed errors.
 *
 * @packageDocumentation
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, httpApiError } from './errors';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export * from './errors';

/** Every schema of `openapi.yaml` by name, e.g. `Schemas['Appointment']`. */
export type Schemas = components['schemas'];
export type ApiErrorBody = Schemas['Error'];
export type AppointmentStatus = Schemas['AppointmentStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type ShootCategory = Schemas['ShootCategory'];
export type Bank = Schemas['Bank'];
export type UserRole = Schemas['UserRole'];
export type Weekday = Schemas['Weekday'];

/** The openapi-fetch client typed by the contract. */
export type ApiClient = Client<paths>;

/** Network time-out on desktop, milliseconds (docs/product.md §9). */
export const NETWORK_TIMEOUT_MS = 30_000;
/** Network time-out on mobile, milliseconds (docs/product.md §9). */
export const MOBILE_NETWORK_TIMEOUT_MS = 60_000;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API origin, e.g. `http://127.0.0.1:3000` (no trailing slash needed). */
  baseUrl: string;
  /** The signed-in user's Firebase ID token, or null when signed out (no header is sent). */
  getToken: () => Promise<string | null>;
  /** Mobile devices get the 60 s time-out instead of 30 s (docs/product.md §9). */
  isMobile?: boolean;
  /** Override the time-out in milliseconds (tests). */
  timeoutMs?: number;
  /** The fetch implementation (defaults to the global fetch). */
  fetch?: typeof fetch;
}

/**
 * A fetch that aborts after `timeoutMs` and turns transport failures into {@link ApiError}s
 * of kind `timeout`, `aborted` or `network` (docs/product.md §8 "HTTP client network error, timeout and aborted").
 */
export function fetchWithTimeout(baseFetch: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    try {
      return await baseFetch(new Request(request, { signal }));
    } catch (error) {
      if (timeout.aborted) {
        throw new ApiError('timeout', 0, 'timeout', `No answer within ${timeoutMs / 1000} s`);
      }
      if (request.signal.aborted) {
        throw new ApiError('aborted', 0, 'aborted', 'The request was aborted');
      }
      throw new ApiError(
        'network',
        0,
        'network_error',
        error instanceof Error ? error.message : 'Network error',
      );
    }
  };
}

/** Middleware adding `Authorization: Bearer <ID token>` when a user is signed in. */
export function bearerTokenMiddleware(getToken: () => Promise<string | null>): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * Creates the typed client. Calls return openapi-fetch's `{ data, error, response }`;
 * use {@link unwrap} to get the data or throw an {@link ApiError}. Transport failures
 * throw an {@link ApiError} directly.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs =
    options.timeoutMs ?? (options.isMobile ? MOBILE_NETWORK_TIMEOUT_MS : NETWORK_TIMEOUT_MS);
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: fetchWithTimeout(options.fetch ?? globalThis.fetch.bind(globalThis), timeoutMs),
  });
  client.use(bearerTokenMiddleware(options.getToken));
  return client;
}

/** The text parts of a photo upload (`PhotoUpload` of openapi.yaml, without the file). */
export type PhotoUploadFields = Omit<Schemas['PhotoUpload'], 'file'>;

/** Options of {@link uploadPhoto}. */
export interface PhotoUploadOptions {
  /** API origin, as for {@link createApiClient}. */
  baseUrl: string;
  getToken: () => Promise<string | null>;
  fields: PhotoUploadFields;
  /** The image; its name travels as the part's file name. */
  file: Blob & { name?: string };
  /** Called as bytes leave: the fraction sent, 0–1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload (an {@link ApiError} of kind `aborted`). */
  signal?: AbortSignal;
  /** Time-out in milliseconds; default the mobile one (60 s): a photo is the largest thing sent. */
  timeoutMs?: number;
}

/**
 * `POST /photo` (docs/decisions/0010) as `multipart/form-data`, reporting upload progress — which
 * `fetch` cannot — through axios (XMLHttpRequest in browsers).
 * @returns the stored `Photo` (202: `processing` until its variants are rendered).
 * @throws ApiError — `http` with the API's code (413 `payload_too_large` / `quota_exceeded`, 415
 *   `unsupported_media_type`, 422 `unprocessable`, …), or `network`, `timeout`, `aborted`.
 */
export async function uploadPhoto(options: PhotoUploadOptions): Promise<Schemas['Photo']> {
  const { default: axios } = await import('axios');
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields))
    if (value !== undefined) form.append(name, String(value));
  form.append('file', options.file, options.file.name ?? 'photo');
  const token = await options.getToken();
  try {
    const response = await axios.post<Schemas['Photo']>(
      `${options.baseUrl.replace(/\/$/, '')}/photo`,
      form,
      {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        timeout: options.timeoutMs ?? MOBILE_NETWORK_TIMEOUT_MS,
        ...(options.signal ? { signal: options.signal } : {}),
        onUploadProgress: (event) => {
          if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
        },
      },
    );
    return response.data;
  } catch (error) {
    if (axios.isCancel(error))
      throw new ApiError('aborted', 0, 'aborted', 'The upload was canceled');
    if (axios.isAxiosError(error)) {
      if (error.response)
        throw httpApiError(
          error.response.status,
          error.response.data,
          error.response.headers['retry-after'] as string | undefined,
        );
      if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
        throw new ApiError('timeout', 0, 'timeout', 'The upload took too long');
      throw new ApiError('network', 0, 'network_error', error.message || 'The network failed');
    }
    throw error;
  }
}
