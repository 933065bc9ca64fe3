/**
 * Operators in tests (docs/decisions/0033): the `operator` custom claim set with Firebase Admin on
 * an emulator account, as `scripts/operator.mjs grant` does, then a fresh sign-in so the ID token
 * carries it.
 */
import { getAuth } from 'firebase-admin/auth';

import { firebaseApp } from '../../src/identity/auth.ts';
import type { TestApp, TestUser } from './app.ts';
import { PROJECT_ID, signInEmulatorAccount } from './identity.ts';

/** `user` with the operator claim and a token that carries it. */
export async function withOperatorClaim(user: TestUser): Promise<TestUser> {
  await getAuth(firebaseApp(PROJECT_ID)).setCustomUserClaims(user.uid, { operator: true });
  const signedIn = await signInEmulatorAccount(user.email);
  return { ...user, token: signedIn.idToken };
}

/** A new account with the operator claim and no profile in ShootBook (the claim is outside its roles). */
export async function signUpOperator(t: TestApp): Promise<TestUser> {
  return withOperatorClaim(await t.signUpUser('none'));
}
