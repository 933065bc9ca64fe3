/**
 * Real ID tokens for the benchmarks: an RS256 key pair made for the run (jose), its public half
 * served as a JWKS by bench/api-servers.ts (`BENCH_JWKS`), and tokens signed with the private half
 * as Firebase signs its ID tokens (issuer `https://securetoken.google.com/<project>`, audience the
 * project, subject the uid, an hour long). The API verifies them with `AUTH_JWKS_URL`
 * (apps/api/src/identity/auth.ts `jwksAuthVerifier`): what production pays per request for a
 * signature check is in the figures.
 */
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** The project the benchmark tokens are for: the API's default (config.ts `FIREBASE_PROJECT_ID`). */
export const BENCH_PROJECT_ID = 'demo-shootbook';

/** A run's key: `jwks` (JSON text of the public key set) and `token(uid)`, signed once per uid. */
export async function benchIdentity(): Promise<{
  jwks: string;
  token: (uid: string) => Promise<string>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const kid = 'bench';
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
  });
  const signed = new Map<string, Promise<string>>();
  const token = (uid: string) => {
    let jwt = signed.get(uid);
    if (!jwt) {
      jwt = new SignJWT({ email: `${uid}@bench.test` })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(`https://securetoken.google.com/${BENCH_PROJECT_ID}`)
        .setAudience(BENCH_PROJECT_ID)
        .setSubject(uid)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      signed.set(uid, jwt);
    }
    return jwt;
  };
  return { jwks, token };
}
