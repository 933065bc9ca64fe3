/**
 * Compressed answers (src/server.ts): what a phone on a slow connection downloads for a browse
 * page, and that a compressed request body is refused rather than inflated past its size limit.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers/app.ts';

describe('compression', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${(await t.signUpUser('Customer')).token}` };
    const photographer = await t.signUpUser('Photographer');
    for (let i = 0; i < 12; i += 1) {
      const created = await t.request({
        method: 'POST',
        url: '/package',
        token: photographer.token,
        body: {
          title: `Wedding story ${i}`,
          description: 'A full day, from the preparations to the first dance. '.repeat(4),
          category: 'WEDDING_BLISS',
          location: 'Chiang Mai',
        },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a large JSON answer Brotli- or gzip-compressed when the client accepts it, with the same content', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/package?limit=1000', headers: auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2000);

    const br = await t.app.inject({
      method: 'GET',
      url: '/package?limit=1000',
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(
      JSON.parse(plain.body),
    );

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/package?limit=1000',
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(
      JSON.parse(plain.body),
    );
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a gzip-encoded request body with a 4xx in the Error shape instead of inflating it', async () => {
    const user = await t.signUpUser('Customer');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/user/profile',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ name: 'Zipped' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    const profile = await t.request<{ name: string }>({
      method: 'GET',
      url: '/user/profile',
      token: user.token,
    });
    expect(profile.body.name).not.toBe('Zipped');
  });
});
