import type { ImageBaseUrl } from '@dockside/shared/listings';

/**
 * Where uploads are served from when they live in S3 on another origin (S3_PUBLIC_URL), as the API says.
 * The service worker and the image pinning keep only `<baseUrl>/u/…` of the other origins: never an
 * arbitrary cross-origin URL.
 */
export const IMAGE_BASE_URL_PATH = '/api/upload-image/base-url';
/** The last answer, kept in Cache Storage so the worker and the page know it offline (one entry). */
export const IMAGE_SETTINGS_CACHE = 'dockside-image-settings';

/**
 * How the worker and the page ask for a storage photo: CORS without cookies, so the response is readable
 * (not opaque) and can be checked and kept. Past the HTTP cache: a copy an `<img>` loaded before the worker
 * took over has no Access-Control-Allow-Origin (S3 sends it only to requests with an Origin, without
 * `Vary: Origin`), and reusing it would fail the CORS check.
 */
export const CORS_IMAGE_INIT: RequestInit = { mode: 'cors', credentials: 'omit', cache: 'reload' };

/** Whether `url` (absolute) is an upload in the image storage at `baseUrl` (null: none, undefined: not known). */
export function isStorageUpload(url: string, baseUrl: string | null | undefined): boolean {
  if (!baseUrl) return false;
  try {
    // Both parsed: `..` segments are resolved and the host lower-cased before comparing.
    return new URL(url).href.startsWith(new URL(`${baseUrl.replace(/\/+$/, '')}/u/`).href);
  } catch {
    return false;
  }
}

let known: Promise<string | null | undefined> | undefined;

/**
 * The image storage's base URL: the copy kept on the device when there is one (offline too), else the
 * API's answer; the API is asked once per page load or worker start and its answer kept for the next one.
 * undefined when never learnt (the first start offline). Never throws.
 */
export function imageBaseUrl(): Promise<string | null | undefined> {
  known ??= (async () => {
    const kept = await readKept();
    const fresh = refresh();
    return kept === undefined ? await fresh : kept;
  })();
  return known;
}

const settingsKey = () => new URL(IMAGE_BASE_URL_PATH, location.origin).href;

async function readKept(): Promise<string | null | undefined> {
  try {
    const response = await (await caches.open(IMAGE_SETTINGS_CACHE)).match(settingsKey());
    return response ? parse(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

async function refresh(): Promise<string | null | undefined> {
  try {
    const response = await fetch(IMAGE_BASE_URL_PATH, { credentials: 'omit' });
    const baseUrl = response.ok ? parse(await response.json()) : undefined;
    if (baseUrl !== undefined) {
      const body: ImageBaseUrl = { baseUrl };
      const kept = new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      await (await caches.open(IMAGE_SETTINGS_CACHE)).put(settingsKey(), kept);
    }
    return baseUrl;
  } catch {
    return undefined;
  }
}

/** An http(s) URL or null; anything else is not an answer. */
function parse(body: unknown): string | null | undefined {
  const baseUrl = (body as Partial<ImageBaseUrl> | null)?.baseUrl;
  if (baseUrl === null) return null;
  return typeof baseUrl === 'string' && /^https?:\/\//.test(baseUrl) ? baseUrl : undefined;
}
