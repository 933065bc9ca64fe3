/**
 * Identity: verifies Firebase ID tokens (docs/product.md §10.2) and puts the caller on the
 * request. Locally and in tests the Firebase Auth emulator issues the tokens
 * (`FIREBASE_AUTH_EMULATOR_HOST`, project `demo-shootbook`).
 */
import type { FastifyRequest } from 'fastify';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';

import type { Config } from '../config.ts';

import { Forbidden, Unauthenticated } from '../errors.ts';

/** The signed-in caller: the Firebase uid and the token's e-mail (null for e.g. phone sign-in). */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** When the ID token stops being valid (its `exp`), if the verifier knows; long-lived streams end then. */
  expiresAt?: Date;
  /**
   * The token carries the custom claim `operator: true` (docs/decisions/0033): granted outside the
   * product by `scripts/operator.mjs`, never by the API; the product's roles know nothing of it.
   */
  operator?: boolean;
}

/** Verifies a bearer ID token. Throws {@link Unauthenticated} when it is missing, malformed or expired. */
export interface AuthVerifier {
  verify(idToken: string): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, set by {@link bearerAuthHooks} on every contract operation. */
    user?: AuthUser;
    /** Why the bearer token was refused (missing, invalid, expired, revoked); answered in preParsing. */
    authFailure?: Unauthenticated;
  }
}

/** The Firebase Admin app for `projectId`, created once. */
export function firebaseApp(projectId: string): App {
  const existing = getApps().find((app) => app.name === `shootbook-${projectId}`);
  return existing ?? initializeApp({ projectId }, `shootbook-${projectId}`);
}

/**
 * Verifies ID tokens with firebase-admin. With `FIREBASE_AUTH_EMULATOR_HOST` set, tokens of the
 * emulator are accepted (they are unsigned); without it, real Google-signed tokens only.
 * `checkRevoked` (production) also refuses tokens of disabled users and tokens issued before a
 * revocation (firebase-admin `verifyIdToken(token, true)`, one Auth lookup per request).
 */
export function firebaseAuthVerifier(
  projectId: string,
  options: { checkRevoked?: boolean } = {},
): AuthVerifier {
  const auth = getAuth(firebaseApp(projectId));
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, options.checkRevoked ?? false);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          expiresAt: new Date(decoded.exp * 1000),
          ...(decoded.operator === true ? { operator: true } : {}),
        };
      } catch {
        throw new Unauthenticated('The ID token is invalid, expired or revoked');
      }
    },
  };
}

/**
 * Verifies ID tokens as Firebase's are verified (an RS256 JWT, issuer
 * `https://securetoken.google.com/<projectId>`, audience `projectId`, a non-empty subject, not
 * expired) against the keys the JWKS at `jwksUrl` serves (jose, which fetches and caches them).
 * Development and benchmarks only (config.ts `AUTH_JWKS_URL`, refused in production): a benchmark
 * signs real tokens with a key of its own, so its figures include what verification costs.
 */
export function jwksAuthVerifier(projectId: string, jwksUrl: string): AuthVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  const issuer = `https://securetoken.google.com/${projectId}`;
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer,
          audience: projectId,
          requiredClaims: ['sub', 'exp'],
        });
        if (!payload.sub) throw new Error('empty subject');
        return {
          uid: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          expiresAt: new Date(payload.exp! * 1000),
        };
      } catch {
        throw new Unauthenticated('The ID token is invalid, expired or revoked');
      }
    },
  };
}

/**
 * The verifier `config` asks for: {@link jwksAuthVerifier} with `AUTH_JWKS_URL` (development and
 * benchmarks), else {@link firebaseAuthVerifier} — in production also refusing tokens of disabled
 * users and tokens issued before a revocation.
 */
export function authVerifierOf(
  config: Pick<Config, 'firebaseProjectId' | 'authJwksUrl' | 'production'>,
): AuthVerifier {
  return config.authJwksUrl
    ? jwksAuthVerifier(config.firebaseProjectId, config.authJwksUrl)
    : firebaseAuthVerifier(config.firebaseProjectId, { checkRevoked: config.production });
}

/**
 * Deletes the identity provider's account `uid` of project `projectId` (docs/product.md §14): its
 * refresh tokens are revoked first, so a signed-in device cannot renew its ID token, then the
 * account goes and nobody signs in as it again. An account that is gone already is not an error.
 * @throws firebase-admin's errors for anything else (the erasure sweep retries).
 */
export async function deleteIdentityAccount(projectId: string, uid: string): Promise<void> {
  const auth = getAuth(firebaseApp(projectId));
  try {
    await auth.revokeRefreshTokens(uid);
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/** Extracts the token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The two hooks of every contract operation (openapi.yaml `bearerAuth`):
 * - `identify` (onRequest) verifies the bearer token and sets `request.user`, or records why it
 *   failed; it never throws, so the rate limit that runs after it (also onRequest) can count the
 *   request under the caller's uid when there is one and under the client IP otherwise;
 * - `requireIdentity` (preParsing) answers 401 `unauthenticated` for a request without a valid
 *   token, before its body is parsed or validated (so 401 wins over 400).
 */
export function bearerAuthHooks(verifier: AuthVerifier) {
  return {
    async identify(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) {
        request.authFailure = new Unauthenticated('Missing bearer ID token');
        return;
      }
      try {
        request.user = await verifier.verify(token);
      } catch (error) {
        request.authFailure =
          error instanceof Unauthenticated
            ? error
            : new Unauthenticated('The ID token is invalid, expired or revoked');
      }
    },
    async requireIdentity(
      request: FastifyRequest,
      _reply: unknown,
      payload: unknown,
    ): Promise<unknown> {
      if (!request.user) throw request.authFailure ?? new Unauthenticated();
      return payload;
    },
  };
}

/** The caller of an authenticated operation; throws {@link Unauthenticated} when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthenticated();
  return request.user;
}

/**
 * The caller of an operator operation (docs/decisions/0033): their token must carry the
 * `operator` claim. @throws Unauthenticated (401) without a caller; Forbidden (403) without the claim.
 */
export function requireOperator(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.operator !== true) throw new Forbidden('Operators only');
  return user;
}
