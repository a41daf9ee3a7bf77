import { CORS_IMAGE_INIT, imageBaseUrl, isStorageUpload } from './image-origin';
import { imageVariantUrls } from '@dockside/shared/listings';

/**
 * Cache Storage names shared with the service worker (src/sw.ts): listing images seen while browsing
 * (expire after 30 days / 400 entries), and the images of saved parts and own listings, which never expire
 * and are looked up first.
 */
export const IMAGES_CACHE = 'dockside-images';
export const PINNED_IMAGES_CACHE = 'dockside-pinned-images';

/** Parallel downloads while pinning: enough to be quick, few enough not to starve the page. */
const PARALLEL = 4;
const MATCH = { ignoreVary: true } as const;

/**
 * Keeps the images of these listings (their `imageUrls` as the API returns them) on the device for good,
 * every size the page may ask for. Copies what the browser already has, fetches the rest. Never throws:
 * without Cache Storage, offline or with the quota full it logs and resolves.
 */
export function pinImages(imageUrls: readonly string[]): Promise<void> {
  return serialized(async () => {
    const cache = await openPinnedCache();
    if (cache) await pinAll(cache, pinnableUrls(imageUrls, await storageBaseUrl(imageUrls)));
  });
}

/** Makes exactly these images pinned: pins the missing ones and unpins every other pinned image. */
export function setPinnedImages(imageUrls: readonly string[]): Promise<void> {
  return serialized(async () => {
    const cache = await openPinnedCache();
    if (!cache) return;
    const wanted = pinnableUrls(imageUrls, await storageBaseUrl(imageUrls));
    const keep = new Set(wanted);
    try {
      const stale = (await cache.keys()).filter((request) => !keep.has(request.url));
      await Promise.all(stale.map((request) => cache.delete(request, MATCH)));
    } catch (error) {
      console.warn('Could not unpin images', error);
    }
    await pinAll(cache, wanted);
  });
}

/**
 * Absolute URLs of every variant that the service worker serves: ours (same origin) and, with uploads
 * in S3, those under the image storage's `baseUrl` (src/lib/image-origin.ts). Other origins are left out.
 */
export function pinnableUrls(imageUrls: readonly string[], baseUrl?: string | null): string[] {
  const urls = new Set<string>();
  for (const imageUrl of imageUrls) {
    for (const variant of imageVariantUrls(imageUrl)) {
      const url = absolute(variant);
      if (url && (url.origin === location.origin || isStorageUpload(url.href, baseUrl))) urls.add(url.href);
    }
  }
  return [...urls];
}

function absolute(url: string): URL | null {
  try {
    return new URL(url, location.origin);
  } catch {
    return null;
  }
}

/** The image storage's URL, asked only when some image is on another origin (never with uploads on disk). */
async function storageBaseUrl(imageUrls: readonly string[]): Promise<string | null | undefined> {
  const elsewhere = imageUrls.some((url) => {
    const parsed = absolute(url);
    return parsed !== null && parsed.origin !== location.origin;
  });
  return elsewhere ? imageBaseUrl() : null;
}

// One operation at a time: an unpin running beside a pin could delete what the pin just stored.
let queue: Promise<void> = Promise.resolve();
function serialized(operation: () => Promise<void>): Promise<void> {
  const run = queue.then(operation).catch((error: unknown) => console.warn('Image pinning failed', error));
  queue = run;
  return run;
}

async function openPinnedCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') {
    console.warn('Cache Storage is not available: images are not kept offline');
    return null;
  }
  try {
    return await caches.open(PINNED_IMAGES_CACHE);
  } catch (error) {
    console.warn('Cache Storage could not be opened: images are not kept offline', error);
    return null;
  }
}

async function pinAll(cache: Cache, urls: string[]): Promise<void> {
  let quotaFull = false;
  for (let start = 0; start < urls.length && !quotaFull; start += PARALLEL) {
    await Promise.all(
      urls.slice(start, start + PARALLEL).map(async (url) => {
        if (quotaFull) return;
        try {
          await pinOne(cache, url);
        } catch (error) {
          if (isQuotaError(error)) quotaFull = true;
          console.warn(`Could not keep ${url} offline`, error);
        }
      }),
    );
  }
}

async function pinOne(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url, MATCH)) return;
  // A copy seen while browsing: no download, and it works offline.
  const seen = await caches.match(url, { ...MATCH, cacheName: IMAGES_CACHE });
  if (seen?.ok) {
    await cache.put(url, seen);
    return;
  }
  // The storage's photos with CORS and no cookies: a readable response (an opaque one cannot be checked).
  const response = await fetch(url, new URL(url).origin === location.origin ? { credentials: 'same-origin' } : CORS_IMAGE_INIT);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  await cache.put(url, response);
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}
