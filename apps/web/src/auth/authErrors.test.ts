import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { AUTH_ERROR_KEYS, authErrorMessage } from './authErrors';

const t = i18n.getFixedT('en');

/** The authentication errors of docs/product.md §8 as Firebase codes. */
const SPEC_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/email-already-in-use',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/network-request-failed',
  'auth/password-does-not-meet-requirements',
  'auth/unauthorized-domain',
  'auth/invalid-continue-uri',
  'auth/user-mismatch',
  'auth/internal-error',
  'auth/multi-factor-auth-required',
  'auth/web-storage-unsupported',
];

describe('auth error messages (docs/product.md §8)', () => {
  it.each(SPEC_CODES)('%s has its own English message', (code) => {
    const message = authErrorMessage({ code, message: `Firebase: Error (${code}).` }, t);
    expect(message).not.toBe(t('auth:errors.unknown'));
    expect(message).not.toMatch(/^errors\./); // a missing key would show the key itself
  });

  it('every mapped key exists in en/auth.json', () => {
    for (const key of Object.values(AUTH_ERROR_KEYS))
      expect(i18n.exists(`auth:${key}`), key).toBe(true);
  });

  it('names the unmet password requirements Firebase lists', () => {
    const error = Object.assign(
      new Error(
        'Firebase: Missing password requirements: [Password must contain at least 8 characters] (auth/password-does-not-meet-requirements).',
      ),
      { code: 'auth/password-does-not-meet-requirements' },
    );
    expect(authErrorMessage(error, t)).toContain('Password must contain at least 8 characters');
  });

  it('unknown codes and non-Firebase errors get the generic message', () => {
    expect(authErrorMessage({ code: 'auth/something-new' }, t)).toBe(t('auth:errors.unknown'));
    expect(authErrorMessage(new Error('boom'), t)).toBe(t('auth:errors.unknown'));
  });
});
