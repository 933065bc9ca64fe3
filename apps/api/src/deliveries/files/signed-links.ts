/**
 * Short-lived signed links to delivered files (docs/decisions/0026): a token names one file
 * (`/delivery-files/<token>`) or one delivery's archive of finals (`/delivery-archive/<token>`)
 * and the instant it stops working, signed with HMAC-SHA-256 under `DELIVERY_LINK_SECRET`.
 * Only the API mints tokens, and only for a party of the booking; whoever holds one may fetch
 * that file until it expires (a browser's `<img>` or download cannot send a bearer token).
 * Time is input: the caller passes the clock's `now`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a token grants: one delivery file's reduced image (`preview`) or full download (`file`),
 * or the ZIP of one delivery's finals (`archive`, `id` the delivery's).
 */
export interface LinkSubject {
  kind: 'preview' | 'file' | 'archive';
  id: string;
}

/** Default lifetime of a link: ten minutes (a gallery refetches its list for fresh links). */
export const LINK_TTL_MS = 10 * 60_000;

/** Ids inside tokens: UUIDs or other plain ids, nothing that could split the payload. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

const KIND_CODES = { preview: 'p', file: 'f', archive: 'a' } as const;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * A token for `subject` valid until `now + ttlMs` (whole seconds): `<kind>.<id>.<expiry s>.<mac>`,
 * URL-safe.
 * @throws Error for an id that is not a plain id (a bug, never user input).
 */
export function mintLinkToken(
  secret: string,
  subject: LinkSubject,
  now: Date,
  ttlMs: number = LINK_TTL_MS,
): { token: string; expiresAt: Date } {
  if (!ID.test(subject.id)) throw new Error(`Not a plain id: ${subject.id}`);
  const expires = Math.ceil((now.getTime() + ttlMs) / 1000);
  const payload = `${KIND_CODES[subject.kind]}.${subject.id}.${expires}`;
  return {
    token: `${payload}.${sign(secret, payload).toString('base64url')}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** Why a token is refused: not one of ours (tampered, another kind, malformed), or out of date. */
export type LinkRefusal = 'invalid' | 'expired';

/**
 * The subject of `token` when its signature holds, it is of one of `kinds` and `now` is before
 * its expiry; otherwise why not. Comparison is constant-time; nothing is thrown.
 */
export function verifyLinkToken(
  secret: string,
  token: string,
  kinds: readonly LinkSubject['kind'][],
  now: Date,
): { subject: LinkSubject } | { refused: LinkRefusal } {
  const parts = token.split('.');
  if (parts.length !== 4) return { refused: 'invalid' };
  const [code, id, expires, mac] = parts as [string, string, string, string];
  const kind = kinds.find((candidate) => KIND_CODES[candidate] === code);
  if (!kind || !ID.test(id) || !/^\d{1,12}$/.test(expires)) return { refused: 'invalid' };
  // Compared as text: a base64url string has one canonical form, so a MAC whose last character
  // differs only in its unused bits is refused too.
  const expected = Buffer.from(sign(secret, `${code}.${id}.${expires}`).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { refused: 'invalid' };
  if (now.getTime() >= Number(expires) * 1000) return { refused: 'expired' };
  return { subject: { kind, id } };
}
