import { CORS_IMAGE_INIT, isStorageUpload } from '../lib/image-origin';

/**
 * Which listing photos the service worker answers (src/sw.ts): `own` — ours under /uploads/ (same
 * origin); `storage` — `<S3_PUBLIC_URL>/u/…` on the image storage's origin, fetched with CORS;
 * `maybe-storage` — an upload-like file on another origin while the worker has not yet read the storage's
 * URL (just woken up): the handler checks it once known. Anything else is not the worker's business.
 */
export type ImageRoute = 'own' | 'storage' | 'maybe-storage';

/** The file names uploads get: `<key>-<width>.webp` under `u/` (api/src/modules/uploads/upload-keys.ts). */
const UPLOAD_FILE = /\/u\/[A-Za-z0-9_-]+-\d+\.webp$/;

export function imageRoute(url: URL, method: string, ownOrigin: string, baseUrl: string | null | undefined): ImageRoute | null {
  if (method !== 'GET') return null;
  if (url.origin === ownOrigin) return url.pathname.startsWith('/uploads/') ? 'own' : null;
  if (baseUrl === undefined) return UPLOAD_FILE.test(url.pathname) ? 'maybe-storage' : null;
  return isStorageUpload(url.href, baseUrl) ? 'storage' : null;
}

/** The worker's request for a storage photo an `<img>` asked for (with mode 'no-cors'): see CORS_IMAGE_INIT. */
export function corsImageRequest(request: Request): Request {
  return new Request(request.url, { ...CORS_IMAGE_INIT, referrerPolicy: 'strict-origin-when-cross-origin' });
}
