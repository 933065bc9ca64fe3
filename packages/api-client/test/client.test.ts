import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiError, createApiClient, isApiError, retryAfterMs, unwrap } from '../src/index';

/** A real local HTTP server, so the client is tested over the wire, not against a mock fetch. */
let server: http.Server;
let baseUrl: string;
const seenAuth: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    if (req.url?.startsWith('/package/slow')) {
      setTimeout(() => res.end('{}'), 2_000).unref();
      return;
    }
    if (req.url?.startsWith('/package/missing')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'not_found',
          message: 'No package missing',
          params: { reason: 'package_gone' },
        }),
      );
      return;
    }
    if (req.url?.startsWith('/package/busy')) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end(JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }));
      return;
    }
    if (req.url?.startsWith('/package/html')) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ packages: [], total: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends the signed-in user ID token as a bearer token, and none when signed out', async () => {
    seenAuth.length = 0;
    let token: string | null = 'id-token-1';
    const api = createApiClient({ baseUrl, getToken: async () => token });
    await unwrap(api.GET('/package'));
    token = null;
    await unwrap(api.GET('/package'));
    expect(seenAuth).toEqual(['Bearer id-token-1', undefined]);
  });

  it('returns the data of a successful call', async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null });
    await expect(
      unwrap(api.GET('/package', { params: { query: { limit: 1000 } } })),
    ).resolves.toEqual({
      packages: [],
      total: 0,
    });
  });

  it("turns the API's Error body into an ApiError with its code, params and message", async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null });
    const error = await unwrap(
      api.GET('/package/{id}', { params: { path: { id: 'missing' } } }),
    ).catch((e) => e);
    expect(isApiError(error, 'not_found')).toBe(true);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'No package missing',
      params: { reason: 'package_gone' },
    });
  });

  it("keeps a 429's Retry-After as the wait it asks for", async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null });
    const error = await unwrap(
      api.GET('/package/{id}', { params: { path: { id: 'busy' } } }),
    ).catch((e) => e);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 7_000 });
  });

  it('names a non-JSON failure by its status', async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null });
    const error = await unwrap(
      api.GET('/package/{id}', { params: { path: { id: 'html' } } }),
    ).catch((e) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'http_502' });
  });

  it('gives up after the time-out with a timeout error (docs/product.md §8)', async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null, timeoutMs: 100 });
    const error = await api
      .GET('/package/{id}', { params: { path: { id: 'slow' } } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', code: 'timeout' });
  });

  it('reports an aborted call as aborted, not as a time-out', async () => {
    const api = createApiClient({ baseUrl, getToken: async () => null });
    const controller = new AbortController();
    const call = api.GET('/package/{id}', {
      params: { path: { id: 'slow' } },
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted', code: 'aborted' });
  });

  it('reports an unreachable API as a network error', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: async () => null });
    await expect(api.GET('/package')).rejects.toMatchObject({
      kind: 'network',
      code: 'network_error',
    });
  });
});

describe('uploadPhoto', () => {
  let upload: http.Server;
  let uploadUrl: string;
  const received: { contentType?: string; auth?: string; bytes: number }[] = [];

  beforeAll(async () => {
    upload = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      req.on('end', () => {
        received.push({
          contentType: req.headers['content-type'],
          auth: req.headers.authorization,
          bytes,
        });
        if (bytes > 100_000) {
          res.writeHead(413, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              code: 'quota_exceeded',
              message: 'Over your quota',
              params: { quotaMb: 1024 },
              details: { quotaBytes: 1 },
            }),
          );
          return;
        }
        res.writeHead(202, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'photo-1', status: 'processing' }));
      });
    });
    await new Promise<void>((resolve) => upload.listen(0, '127.0.0.1', resolve));
    uploadUrl = `http://127.0.0.1:${(upload.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upload.close(() => resolve())));

  it('sends the file and fields as multipart with the bearer token and answers the stored photo', async () => {
    const { uploadPhoto } = await import('../src/index');
    const progress: number[] = [];
    const photo = await uploadPhoto({
      baseUrl: uploadUrl,
      getToken: async () => 'token-1',
      fields: { purpose: 'portfolio', caption: 'Sunset' },
      file: new File([new Uint8Array(5_000)], 'sunset.jpg', { type: 'image/jpeg' }),
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(photo).toMatchObject({ id: 'photo-1', status: 'processing' });
    const last = received.at(-1)!;
    expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.auth).toBe('Bearer token-1');
    expect(last.bytes).toBeGreaterThan(5_000);
  });

  it("turns the API's Error body into an ApiError with its code and params", async () => {
    const { uploadPhoto } = await import('../src/index');
    const failure = uploadPhoto({
      baseUrl: uploadUrl,
      getToken: async () => null,
      fields: { purpose: 'avatar' },
      file: new File([new Uint8Array(200_000)], 'big.jpg'),
    });
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      code: 'quota_exceeded',
      params: { quotaMb: 1024 },
      details: { quotaBytes: 1 },
    });
  });

  it('cancels with an aborted ApiError', async () => {
    const { uploadPhoto } = await import('../src/index');
    const controller = new AbortController();
    controller.abort();
    const failure = uploadPhoto({
      baseUrl: uploadUrl,
      getToken: async () => null,
      fields: { purpose: 'avatar' },
      file: new File(['x'], 'x.jpg'),
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ kind: 'aborted', code: 'aborted' });
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-12-07T06:00:00Z');
  it('reads delay seconds and HTTP dates, a past date as no wait', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Mon, 07 Dec 2026 06:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 07 Dec 2026 05:00:00 GMT', now)).toBe(0);
  });
  it('has no wait for a missing or malformed header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});
