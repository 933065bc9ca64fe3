import { validatePassword, type Auth } from 'firebase/auth';

/** docs/product.md §5: minimum password length when the server's password policy supplies none. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/**
 * The minimum password length of the project's password policy (docs/product.md §5), or
 * {@link DEFAULT_MIN_PASSWORD_LENGTH} when the server has no policy or cannot be asked
 * (the Auth emulator has none). Never throws.
 */
export async function fetchMinPasswordLength(auth: Auth): Promise<number> {
  try {
    const status = await validatePassword(auth, '');
    return (
      status.passwordPolicy.customStrengthOptions.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH
    );
  } catch {
    return DEFAULT_MIN_PASSWORD_LENGTH;
  }
}

/** TanStack Query key of the cached policy; invalidated on `auth/password-does-not-meet-requirements`. */
export const passwordPolicyQueryKey = ['auth', 'passwordPolicy'] as const;
