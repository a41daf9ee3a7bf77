import type { BrowserContext, Page } from '@playwright/test';

/**
 * The browser globals the page-side callbacks of these tests use. The e2e project is type-checked
 * without the DOM library (the callbacks run in the page, not in Node): they read `globalThis as
 * unknown as PageGlobals`.
 */
export interface PageGlobals {
  navigator: {
    serviceWorker: {
      controller: { state: string } | null;
      addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
    };
    storage: { estimate: () => Promise<{ usage?: number; quota?: number }> };
  };
  caches: {
    has(name: string): Promise<boolean>;
    open(name: string): Promise<{ put(url: string, response: Response): Promise<void>; delete(url: string): Promise<boolean> }>;
    match(url: string, options?: { cacheName?: string }): Promise<Response | undefined>;
  };
  Image: new () => PageImage;
  getComputedStyle(element: unknown): { backgroundColor: string };
  addEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  /** State the tests leave on the page. */
  installPrompts?: number;
  installOfferKept?: boolean;
  swMessages?: unknown[];
  beforeUpdate?: boolean;
}

export interface PageImage {
  src: string;
  currentSrc: string;
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/**
 * Waits until the service worker controls the page: it is installed (the shell precached) and active.
 * G14 of the offline research: ready within 10 s.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).navigator.serviceWorker?.controller?.state === 'activated',
    null,
    { timeout: 15_000 },
  );
}

/** Loads `src` in a fresh <img> and reports whether it decoded (width > 0) or failed. */
export function imageLoads(page: Page, src: string): Promise<{ loaded: boolean; width: number; height: number }> {
  return page.evaluate(
    (url) =>
      new Promise<{ loaded: boolean; width: number; height: number }>((resolve) => {
        const img = new (globalThis as unknown as PageGlobals).Image();
        img.onload = () => resolve({ loaded: img.naturalWidth > 0, width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => resolve({ loaded: false, width: 0, height: 0 });
        img.src = url;
      }),
    src,
  );
}

/** A page-side fetch: its status and content type, or the network error's message. */
export function pageFetch(page: Page, url: string): Promise<{ status?: number; contentType?: string | null; error?: string }> {
  return page.evaluate(async (target) => {
    try {
      const response = await fetch(target);
      return { status: response.status, contentType: response.headers.get('content-type') };
    } catch (error) {
      return { error: String(error) };
    }
  }, url);
}

/** A DevTools session on `page` and the id of the app's service worker registration (scope `/`), as the protocol names it. */
export async function serviceWorkerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await id };
}
