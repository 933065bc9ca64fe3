/**
 * ShootBook's service worker (docs/decisions/0036), built by vite-plugin-pwa (`injectManifest`):
 *
 * - **Never stale app code**: a new worker takes over at once (`skipWaiting`, `clientsClaim`) and
 *   drops the caches of the old build (`cleanupOutdatedCaches`); pages (navigations) come from the
 *   network first, the cached shell only when offline, so a deploy is seen on the next load. The
 *   built, content-hashed scripts, styles and fonts are precached: a file name never changes
 *   content.
 * - **Push**: a Web Push message from the API (`{ title, body, url, tag }`, push/send.ts) is shown
 *   as a notification; a click focuses a ShootBook tab on its `url` (the booking's page) or opens one.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** The parts of the service worker's global scope used here (lib.webworker is not in the web's program). */
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification & { data: unknown };
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
}

declare const self: ServiceWorkerScope;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4 }), {
    // The API and media under the web's origin (docs/decisions/0022) are never the app's pages.
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

/** What the API pushes (apps/api/src/push/send.ts `PushPayload`). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function payloadOf(event: PushEventLike): PushPayload | undefined {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (typeof data?.title !== 'string' || typeof data.url !== 'string') return undefined;
    return { title: data.title, body: data.body ?? '', url: data.url, tag: data.tag ?? data.url };
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  // Only ShootBook's own pages open from a notification.
  const target = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      try {
        if (tab) {
          // Only a tab this worker controls can be navigated; any other gets a new window.
          await tab.navigate(url);
          await tab.focus();
          return;
        }
      } catch {
        // Fall through to a new window.
      }
      await self.clients.openWindow(url);
    })(),
  );
});
