/**
 * LINE's webhook signature (docs/decisions/0030): `x-line-signature` is the base64 HMAC-SHA256
 * of the raw request body under the channel secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The `x-line-signature` of `body` under `channelSecret`. */
export function lineSignature(body: Buffer | string, channelSecret: string): string {
  return createHmac('sha256', channelSecret).update(body).digest('base64');
}

/** True when `signature` is {@link lineSignature} of `body`; constant time, false when missing. */
export function verifyLineSignature(
  body: Buffer,
  signature: string | undefined,
  channelSecret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(lineSignature(body, channelSecret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
