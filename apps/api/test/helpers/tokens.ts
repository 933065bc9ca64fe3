/**
 * Forged ID tokens for authentication tests, made from a real token of the Auth emulator.
 *
 * The emulator issues unsigned JWTs (`alg: "none"`, empty signature). firebase-admin verifies
 * them in emulator mode (`FIREBASE_AUTH_EMULATOR_HOST` set) with the claim checks of production
 * (`aud` and `iss` = the project, `sub` present, `exp` in the future) but, instead of Google's
 * public keys, with `EmulatorSignatureVerifier`: jsonwebtoken's `verify(token, undefined,
 * { algorithms: ['none'] })`. So a payload changed under `alg: none` is NOT detected there (there
 * is no signature to break), while a token that CARRIES a signature is refused: with no key to
 * check it against, jsonwebtoken fails it ("secret or public key must be provided") and
 * firebase-admin reports "Firebase ID token has invalid signature". That is the one
 * signature-verification failure the emulator can produce, and the one {@link badSignatureToken} makes.
 */
import { randomBytes } from 'node:crypto';

type Claims = Record<string, unknown>;

const encode = (part: object): string => Buffer.from(JSON.stringify(part)).toString('base64url');

/** The header and claims of a JWT (no verification). */
export function decodeToken(token: string): { header: Claims; payload: Claims; signature: string } {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined)
    throw new Error('Not a JWT');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Claims,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims,
    signature,
  };
}

/**
 * The same unsigned token with `changes` applied to its claims, re-encoded. With no changes it is
 * the control: firebase-admin accepts it, so what refuses a forged token is only what was changed.
 */
export function reencodeToken(token: string, changes: Claims = {}): string {
  const { header, payload } = decodeToken(token);
  return `${encode(header)}.${encode({ ...payload, ...changes })}.`;
}

/** `token` with `exp` an hour in the past (issued two hours ago); otherwise valid. */
export function expiredToken(token: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const { payload } = decodeToken(token);
  const iat = nowSeconds - 2 * 3600;
  const authTime = typeof payload.auth_time === 'number' ? Math.min(payload.auth_time, iat) : iat;
  return reencodeToken(token, { iat, auth_time: authTime, exp: nowSeconds - 3600 });
}

/**
 * `token`'s claims (unchanged: right project, user, times) under an RS256 header with a key id and
 * 256 random bytes as its signature: a token that claims to be signed by Google but whose
 * signature does not verify. Refused by firebase-admin in emulator mode as "invalid signature"
 * (see the file comment), and in production because no Google key verifies the signature.
 */
export function badSignatureToken(token: string): string {
  const { header, payload } = decodeToken(token);
  const signed = { ...header, alg: 'RS256', kid: 'shootbook-test-forged-key', typ: 'JWT' };
  return `${encode(signed)}.${encode(payload)}.${randomBytes(256).toString('base64url')}`;
}
