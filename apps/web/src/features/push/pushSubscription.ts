import { unwrap, type components } from '@shootbook/api-client';
import { api } from '../../app/api';

/** Where the booking page remembers that the user said "Not now" to push notifications. */
const DISMISSED_KEY = 'shootbook:get-notified-dismissed';

/**
 * Whether this browser can be offered push notifications (docs/decisions/0036): it has the Push
 * API, the app's service worker is registered (the built app; not the dev server or stories), the
 * user was never asked (`Notification.permission` is `default`) and did not say "Not now".
 */
export async function canOfferPush(): Promise<boolean> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (!('PushManager' in window) || !('Notification' in window)) return false;
  if (Notification.permission !== 'default') return false;
  if (window.localStorage.getItem(DISMISSED_KEY)) return false;
  return Boolean(await navigator.serviceWorker.getRegistration());
}

/** Remembers "Not now": the offer is not shown again in this browser. */
export function dismissPushOffer(): void {
  window.localStorage.setItem(DISMISSED_KEY, '1');
}

/**
 * Asks the browser's permission, subscribes with the server's VAPID key
 * (`GET /push/subscriptions`) and stores the subscription (`POST /push/subscriptions`).
 * @returns `subscribed`, `denied` (the user refused), or `unavailable` (push is off on the server).
 * @throws the API's error, or the browser's when subscribing fails.
 */
export async function subscribeToPush(): Promise<'subscribed' | 'denied' | 'unavailable'> {
  const { publicKey } = await unwrap(api.GET('/push/subscriptions'));
  if (!publicKey) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await unwrap(
    api.POST('/push/subscriptions', {
      body: subscription.toJSON() as components['schemas']['PushSubscription'],
    }),
  );
  return 'subscribed';
}
