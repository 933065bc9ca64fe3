import { describe, expect, it } from 'vitest';
import { isSameOriginApi, readConfig } from './readConfig';

const env = (values: Partial<ImportMetaEnv>) => values as ImportMetaEnv;

describe('readConfig apiBaseUrl (VITE_API_BASE_URL)', () => {
  it('keeps an absolute API address, without a trailing slash, whatever the page', () => {
    expect(
      readConfig(env({ VITE_API_BASE_URL: 'https://api.shootbook.example/' }), 'https://web')
        .apiBaseUrl,
    ).toBe('https://api.shootbook.example');
  });

  it('resolves a path against the page’s origin: the API proxied under the web’s own origin', () => {
    expect(
      readConfig(env({ VITE_API_BASE_URL: '/api/' }), 'https://shootbook.example').apiBaseUrl,
    ).toBe('https://shootbook.example/api');
  });

  it('leaves a path as it is without an origin (the build), which is then same-origin', () => {
    const { apiBaseUrl } = readConfig(env({ VITE_API_BASE_URL: '/api' }), undefined);
    expect(apiBaseUrl).toBe('/api');
    expect(isSameOriginApi(apiBaseUrl)).toBe(true);
    expect(isSameOriginApi(readConfig(env({}), undefined).apiBaseUrl)).toBe(false);
  });
});
