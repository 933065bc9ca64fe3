import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  FacebookAuthProvider,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth';

/** Identity providers offered as popups (docs/product.md §1 "a Google or Facebook popup"). */
export type PopupProvider = 'google' | 'facebook';

/** docs/product.md §9 "Password reset return address: site origin plus /user/login/reset/success". */
export const RESET_SUCCESS_PATH = '/user/login/reset/success';

/** The continue address of the reset e-mail for a site at `origin` (e.g. `http://127.0.0.1:5173`). */
export function resetContinueUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${RESET_SUCCESS_PATH}`;
}

/** E-mail and password sign-in. Rejects with a Firebase `auth/*` error (see authErrors.ts). */
export function signInWithEmail(
  auth: Auth,
  email: string,
  password: string,
): Promise<UserCredential> {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/** Creates an e-mail/password account and signs it in. Rejects with a Firebase `auth/*` error. */
export function registerWithEmail(
  auth: Auth,
  email: string,
  password: string,
): Promise<UserCredential> {
  return createUserWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Signs in through the provider's popup. Firebase opens it at 500×600 px and reports a closed
 * popup after its own 8000 ms wait (the values of docs/product.md §9); `auth/popup-blocked`,
 * `auth/popup-closed-by-user` and `auth/cancelled-popup-request` are the usual failures. The
 * popup resolver is passed here, not at start (auth/firebase.ts), so its code and its iframe load
 * with a popup sign-in only.
 */
export function signInWithProvider(auth: Auth, provider: PopupProvider): Promise<UserCredential> {
  const authProvider =
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  if (provider === 'google')
    (authProvider as GoogleAuthProvider).setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(auth, authProvider, browserPopupRedirectResolver);
}

/**
 * Sends the password-reset e-mail whose link returns to {@link resetContinueUrl} (docs/product.md §5, §9).
 * An empty e-mail sends nothing and resolves `false`; an invalid continue address is rejected by
 * Firebase (`auth/invalid-continue-uri`).
 */
export async function sendPasswordReset(
  auth: Auth,
  email: string,
  origin: string,
): Promise<boolean> {
  const address = email.trim();
  if (!address) return false;
  await sendPasswordResetEmail(auth, address, { url: resetContinueUrl(origin) });
  return true;
}
