/**
 * One Web Push message to one browser (docs/decisions/0036): `web-push` encrypts the payload to
 * the subscription's keys (RFC 8291) and signs the VAPID header (RFC 8292); the POST itself goes
 * through `fetch`, so the same code reaches a push service over https and the local stand-in
 * (stand-in.ts) over http.
 */
import webpush from 'web-push';

import type { Vapid } from './vapid.ts';

/** A browser's subscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push showed the user: the service worker's notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a click opens (the booking's page, or the conversation's). */
  url: string;
  /** Notifications with the same tag replace each other (a thread's messages). */
  tag: string;
}

/** How long a push service keeps an undelivered message, seconds (a day). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one POST may take, milliseconds. */
const PUSH_TIMEOUT_MS = 10_000;

/** The push service answered with a status other than success or gone. */
export class PushFailed extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
  }
}

/**
 * Sends `payload` to `target`, signed with `vapid`.
 * @returns `sent`, or `gone` when the push service answered 404 or 410 (the subscription ended:
 *   forget it).
 * @throws PushFailed for any other answer; a network error or timeout as thrown by `fetch`.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: Vapid,
): Promise<'sent' | 'gone'> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushFailed(response.status);
  return 'sent';
}
