/**
 * Identity: verifies Firebase ID tokens (PRODUCT.md "Identity") and puts the caller on the
 * request. Locally and in tests the Firebase Auth emulator issues the tokens
 * (`FIREBASE_AUTH_EMULATOR_HOST`, project `demo-shootbook`).
 */
import type { FastifyRequest } from 'fastify';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import { Unauthenticated } from '../errors.ts';

/** The signed-in caller: the Firebase uid and the token's e-mail (null for e.g. phone sign-in). */
export interface AuthUser {
  uid: string;
  email: string | null;
}

/** Verifies a bearer ID token. Throws {@link Unauthenticated} when it is missing, malformed or expired. */
export interface AuthVerifier {
  verify(idToken: string): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `bearerAuth` security handler on every spec operation. */
    user?: AuthUser;
  }
}

/** The Firebase Admin app for `projectId`, created once. */
export function firebaseApp(projectId: string): App {
  const existing = getApps().find((app) => app.name === `shootbook-${projectId}`);
  return existing ?? initializeApp({ projectId }, `shootbook-${projectId}`);
}

/**
 * Verifies ID tokens with firebase-admin. With `FIREBASE_AUTH_EMULATOR_HOST` set, tokens of the
 * emulator are accepted (they are unsigned); without it, real Google-signed tokens.
 */
export function firebaseAuthVerifier(projectId: string): AuthVerifier {
  const auth = getAuth(firebaseApp(projectId));
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return { uid: decoded.uid, email: decoded.email ?? null };
      } catch {
        throw new Unauthenticated('The ID token is invalid or expired');
      }
    },
  };
}

/** Extracts the token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The `bearerAuth` security handler of openapi.yaml: verifies the token and sets `request.user`.
 * Throws {@link Unauthenticated} (401).
 */
export function bearerAuthHandler(verifier: AuthVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new Unauthenticated('Missing bearer ID token');
    request.user = await verifier.verify(token);
  };
}

/** The caller of an authenticated operation; throws {@link Unauthenticated} when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthenticated();
  return request.user;
}
