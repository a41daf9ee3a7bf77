/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { FLUSH_OUTBOX_MESSAGE, OUTBOX_SYNC_TAG } from './lib/background-sync';
import { IMAGES_CACHE, PINNED_IMAGES_CACHE } from './lib/image-cache';
import { imageBaseUrl, isStorageUpload } from './lib/image-origin';
import { handlePush, notificationPath, openAppPath } from './sw/alert-push';
import { corsImageRequest, imageRoute } from './sw/image-routes';
import { renewPushSubscription } from './sw/push-renewal';
import { addStaticRoutes, assetRoutes } from './sw/static-routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync's event (Chromium only; not in TypeScript's webworker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The app shell and its hashed assets, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
// Where the browser can, the hashed assets come straight from the precache without waking this script.
self.addEventListener('install', (event) => addStaticRoutes(event, assetRoutes(self.registration.scope, cacheNames.precache)));
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
// expires. Cache-first suits them: upload URLs are never reused for other content. With uploads in S3
// (docs/architecture.md §6.2) the photos on the storage's origin are fetched with CORS, so what is kept is a readable
// response; the storage's URL comes from the API (src/lib/image-origin.ts), read when the worker starts.
const seenImages = new CacheFirst({
  cacheName: IMAGES_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

let storageBaseUrl: string | null | undefined;
void imageBaseUrl().then((baseUrl) => {
  storageBaseUrl = baseUrl;
});

registerRoute(
  ({ url, request }) => imageRoute(url, request.method, self.location.origin, storageBaseUrl) ?? false,
  async (options: RouteHandlerCallbackOptions) => {
    const pinned = await caches
      .open(PINNED_IMAGES_CACHE)
      .then((cache) => cache.match(options.request, { ignoreVary: true }))
      .catch(() => undefined);
    if (pinned) return pinned;
    if (options.url.origin === self.location.origin) return seenImages.handle(options);
    // 'maybe-storage' (the worker just woke up) is checked here, once the storage's URL is read.
    if (!isStorageUpload(options.request.url, await imageBaseUrl())) return fetch(options.request);
    return storagePhoto(options);
  },
);

let corsRefusedLogged = false;

/** A storage photo through the expiring cache with CORS; without a CORS rule on the bucket, the network as before. */
async function storagePhoto(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await seenImages.handle({ event: options.event, request: corsImageRequest(options.request) });
  } catch (error) {
    const response = await fetch(options.request);
    // Offline both fail; online the plain request working means the bucket has no CORS rule for us.
    if (!corsRefusedLogged) {
      corsRefusedLogged = true;
      console.warn(
        'Photos from the image storage are not kept offline: its CORS rule does not allow this site (docs/operations.md §4a)',
        error,
      );
    }
    return response;
  }
}

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

// Alerts (docs/decisions.md "Saved searches and alerts"): a Web Push message is an alert; show it (every push must show something), and a
// click opens its listing in the app (src/sw/alert-push.ts).
self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(self, event.data));
});

// The push service replaced this device's subscription: subscribe again where needed and tell the API.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    renewPushSubscription(self, change.oldSubscription, change.newSubscription).catch((error: unknown) =>
      console.warn('Renewing the push subscription failed', error),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAppPath(self, notificationPath(event.notification.data, self.location.origin)));
});
