/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { FLUSH_OUTBOX_MESSAGE, OUTBOX_SYNC_TAG } from './lib/background-sync';
import { IMAGES_CACHE, PINNED_IMAGES_CACHE } from './lib/image-cache';
import { handlePush, notificationPath, openAppPath } from './sw/alert-push';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync's event (Chromium only; not in TypeScript's webworker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The app shell and its hashed assets, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is taken over at once, so it works offline without a reload. An update still
// waits for the user (registerType 'prompt'): claiming only matters while no worker controls the page.
clientsClaim();

// Navigations get the cached shell so every screen opens offline; server paths are never answered with HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/socket\.io(\/|$)/, /^\/dev\//],
  }),
);

// Listing photos: the pinned copies (saved parts, own listings) first, then a cache of what was seen that
// expires. Cache-first suits them: upload URLs are never reused for other content.
const seenImages = new CacheFirst({
  cacheName: IMAGES_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  async (options: RouteHandlerCallbackOptions) => {
    const pinned = await caches
      .open(PINNED_IMAGES_CACHE)
      .then((cache) => cache.match(options.request, { ignoreVary: true }))
      .catch(() => undefined);
    return pinned ?? seenImages.handle(options);
  },
);

// registerType 'prompt': the page asks the waiting worker to take over when the user accepts the update.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the connection is back. The outbox lives in the page's Dexie database and the
// sync engine runs in the page, so wake every open window; with none open, the app flushes when it starts.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage(FLUSH_OUTBOX_MESSAGE);
    }),
  );
});

// Alerts (issue #16): a Web Push message is an alert; show it (every push must show something), and a
// click opens its listing in the app (src/sw/alert-push.ts).
self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAppPath(self, notificationPath(event.notification.data, self.location.origin)));
});
