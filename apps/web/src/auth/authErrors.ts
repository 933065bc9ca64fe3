import type { TFunction } from 'i18next';

/**
 * Firebase Auth error codes of docs/product.md §8 and the `auth` namespace key that explains each one.
 * Codes not listed here fall back to `auth:errors.unknown`.
 */
export const AUTH_ERROR_KEYS = {
  'auth/wrong-password': 'errors.wrongPassword',
  'auth/invalid-credential': 'errors.invalidCredential',
  'auth/invalid-login-credentials': 'errors.invalidCredential',
  'auth/email-already-in-use': 'errors.emailAlreadyInUse',
  'auth/user-not-found': 'errors.userNotFound',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/popup-blocked': 'errors.popupBlocked',
  'auth/popup-closed-by-user': 'errors.popupClosedByUser',
  'auth/cancelled-popup-request': 'errors.cancelledPopupRequest',
  'auth/network-request-failed': 'errors.networkRequestFailed',
  'auth/password-does-not-meet-requirements': 'errors.passwordDoesNotMeetRequirements',
  'auth/weak-password': 'errors.weakPassword',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/missing-email': 'errors.missingEmail',
  'auth/unauthorized-domain': 'errors.unauthorizedDomain',
  'auth/invalid-continue-uri': 'errors.invalidContinueUri',
  'auth/missing-continue-uri': 'errors.invalidContinueUri',
  'auth/unauthorized-continue-uri': 'errors.invalidContinueUri',
  'auth/user-mismatch': 'errors.userMismatch',
  'auth/internal-error': 'errors.internalError',
  'auth/multi-factor-auth-required': 'errors.multiFactorAuthRequired',
  'auth/web-storage-unsupported': 'errors.webStorageUnsupported',
  'auth/account-exists-with-different-credential': 'errors.accountExistsWithDifferentCredential',
  'auth/user-disabled': 'errors.userDisabled',
} as const satisfies Record<string, string>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_KEYS;

/** The Firebase error code (`auth/...`) of an unknown thrown value, if it has one. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
  }
  return undefined;
}

/**
 * The requirements Firebase lists in a `auth/password-does-not-meet-requirements` message
 * ("Missing password requirements: [Password must contain at least 8 characters]"), or ''.
 */
export function unmetPasswordRequirements(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /\[([^\]]+)\]/.exec(message)?.[1] ?? '';
}

/** Whether the user closed or replaced the popup: not worth an error toast. */
export function isPopupDismissal(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/**
 * A translated, user-facing message for any error thrown by a Firebase Auth call
 * (docs/product.md §8 "Authentication errors"). Unknown codes and non-Firebase errors give a generic message.
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  const code = authErrorCode(error);
  const key =
    code && code in AUTH_ERROR_KEYS ? AUTH_ERROR_KEYS[code as AuthErrorCode] : 'errors.unknown';
  return t(key, { ns: 'auth', requirements: unmetPasswordRequirements(error) });
}
