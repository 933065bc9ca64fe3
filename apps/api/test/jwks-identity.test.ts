/**
 * ID tokens verified against a JWKS (`AUTH_JWKS_URL`, development and benchmarks only;
 * identity/auth.ts `jwksAuthVerifier`): Firebase's rules — RS256, its issuer and audience for the
 * project, a subject, not expired — with the keys the set serves.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Unauthenticated } from '../src/errors.ts';
import { authVerifierOf, jwksAuthVerifier } from '../src/identity/auth.ts';

const project = 'demo-shootbook';
let server: Server;
let jwksUrl: string;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }],
  });
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A token as Firebase would sign it for `uid`, with `change`s to its claims or key. */
function token(
  uid: string,
  change: { issuer?: string; audience?: string; expires?: string; signWith?: CryptoKey } = {},
) {
  return new SignJWT({ email: `${uid}@example.test` })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(change.issuer ?? `https://securetoken.google.com/${project}`)
    .setAudience(change.audience ?? project)
    .setSubject(uid)
    .setIssuedAt()
    .setExpirationTime(change.expires ?? '1h')
    .sign(change.signWith ?? key);
}

describe('ID tokens verified against a JWKS', () => {
  it('accepts a token signed with a key of the set, as its subject and e-mail', async () => {
    const verifier = jwksAuthVerifier(project, jwksUrl);
    const user = await verifier.verify(await token('u1'));
    expect(user).toMatchObject({ uid: 'u1', email: 'u1@example.test' });
    expect(user.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('is what the configuration asks for when AUTH_JWKS_URL is set', async () => {
    const verifier = authVerifierOf({
      firebaseProjectId: project,
      authJwksUrl: jwksUrl,
      production: false,
    });
    await expect(verifier.verify(await token('u2'))).resolves.toMatchObject({ uid: 'u2' });
  });

  it.each([
    ['another key', () => token('u3', { signWith: otherKey })],
    ['another project', () => token('u3', { audience: 'demo-other' })],
    ['another issuer', () => token('u3', { issuer: 'https://securetoken.google.com/demo-other' })],
    ['an expired token', () => token('u3', { expires: '-1m' })],
  ])('refuses %s with 401', async (_name, signed) => {
    const verifier = jwksAuthVerifier(project, jwksUrl);
    await expect(verifier.verify(await signed())).rejects.toBeInstanceOf(Unauthenticated);
  });

  it('refuses what is not a JWT', async () => {
    await expect(jwksAuthVerifier(project, jwksUrl).verify('bench:c1')).rejects.toBeInstanceOf(
      Unauthenticated,
    );
  });
});
