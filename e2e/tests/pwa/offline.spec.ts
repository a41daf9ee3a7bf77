import { expect, test } from '../fixtures';
import { registerViaApi } from '../accounts/accounts.helpers';
import { openControlledApp } from '../offline/offline.helpers';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../shell/spec-routes';
import { imageLoads, pageFetch, type PageGlobals, type PageImage, serviceWorkerRegistration, waitForServiceWorker } from './pwa.helpers';

/** Spec §2 route table, the sign-in-only routes too, and a path that is none of them (the not-found screen). */
const APP_ROUTES = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, '/no/such/page'];

interface ApiPart {
  id: number;
  imageUrls: string[];
}

test.describe('offline (service worker)', () => {
  test('after one online visit, every app route of spec §2 opens with the network cut', async ({ page, context }) => {
    // 30 offline navigations: quick alone, slower on a loaded CI machine.
    test.setTimeout(180_000);
    // Signed in, so the sign-in-only screens render (from the user stored on the device) instead of /auth.
    const user = await registerViaApi(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible();

    await context.setOffline(true);
    for (const route of APP_ROUTES) {
      // A failed navigation (Chromium's offline page) would throw here.
      const response = await page.goto(route);
      expect(response?.fromServiceWorker(), `${route} comes from the service worker`).toBe(true);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await expect(heading, `${route} renders its screen offline`).toBeVisible();
      expect((await heading.innerText()).trim().length).toBeGreaterThan(2);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    // Still inside the app: a sign-in-only screen was not sent to /auth.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the app's scripts and styles come straight from the precache, without the worker's fetch handler", async ({ page, context }) => {
    await page.goto('/boat-parts');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sources = new Map<string, string | undefined>();
    cdp.on('Network.responseReceived', ({ response }) => {
      if (new URL(response.url).pathname.startsWith('/assets/'))
        sources.set(response.url, response.serviceWorkerRouterInfo?.actualSourceType);
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The entry, its imports, the route's chunks and the stylesheet: every one answered by the static route.
    expect(sources.size).toBeGreaterThan(10);
    expect([...sources].filter(([, source]) => source !== 'cache')).toEqual([]);
  });

  test('offline, the catalogue opens with its cards: no loading state or empty page painted before them', async ({ page, context }) => {
    await openControlledApp(page, '/boat-parts');
    await expect(page.getByRole('main').locator('article a[href^="/boat-parts/"]').first()).toBeVisible();
    // What the page shows in its app root, from its first change on: before the cards, anything shown would
    // have been painted first (a spinner, or the screen without its parts).
    await page.addInitScript(() => {
      const g = globalThis as unknown as {
        document: { getElementById(id: string): { textContent: string | null; querySelector(s: string): unknown } | null };
        MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
        __firstScreen?: { loading: boolean; cards: boolean };
      };
      const observer = new g.MutationObserver(() => {
        const root = g.document.getElementById('root');
        if (!root || g.__firstScreen || !root.querySelector('main')) return;
        g.__firstScreen = {
          loading: /Loading…/.test(root.textContent ?? ''),
          cards: Boolean(root.querySelector('main article a[href^="/boat-parts/"]')),
        };
      });
      observer.observe(g.document, { childList: true, subtree: true });
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').locator('article a[href^="/boat-parts/"]').first()).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { __firstScreen?: unknown }).__firstScreen)).toEqual({
      loading: false,
      cards: true,
    });
  });

  test('offline, /api requests are network errors, never the HTML shell', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const path of ['/api/boat-parts', '/api/user', '/api/no-such-endpoint']) {
      const result = await pageFetch(page, path);
      expect(result, path).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    }
    // Typed into the address bar: Chromium's network error, not the app shell.
    await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    // Online the same path answers JSON through the worker-controlled page.
    await page.goto('/');
    expect(await pageFetch(page, '/api/no-such-endpoint')).toEqual({
      status: 404,
      contentType: expect.stringContaining('application/json'),
    });
  });

  test('a listing image seen online renders offline; one never seen does not', async ({ page, context }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/uploads/')) requested.add(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    // Now the worker controls the page: the catalogue's photos go through it.
    await page.goto('/boat-parts');
    const photo = page.getByRole('main').locator('img[src*="/uploads/"]').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() =>
        photo.evaluate((element) => {
          const img = element as unknown as PageImage;
          return img.complete ? img.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(0);
    const seen = await photo.evaluate((element) => (element as unknown as PageImage).currentSrc);
    const inImageCache = (url: string) =>
      page.evaluate(
        async (target) => Boolean(await (globalThis as unknown as PageGlobals).caches.match(target, { cacheName: 'dockside-images' })),
        url,
      );
    await expect.poll(() => inImageCache(seen)).toBe(true);

    const parts = (await (await page.request.get('/api/boat-parts?limit=100')).json()) as ApiPart[];
    // Not displayed in any size (uploads come in -320/-640/-1280 variants).
    const stem = (url: string) => new URL(url, page.url()).pathname.replace(/-(320|640|1280)\.webp$/, '');
    const unseen = parts.flatMap((part) => part.imageUrls).find((url) => ![...requested].some((path) => stem(path) === stem(url)));
    expect(unseen, 'a listing photo this test never displayed').toBeDefined();

    // Only the service worker's caches can answer now: no HTTP cache, no network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    expect(await imageLoads(page, seen)).toMatchObject({ loaded: true });
    expect(await imageLoads(page, unseen!)).toMatchObject({ loaded: false });
  });

  test('pinned images (saved parts, own listings) are served first and do not depend on the expiring cache', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const parts = (await (await page.request.get('/api/boat-parts?limit=100')).json()) as ApiPart[];
    const photo = parts.flatMap((part) => part.imageUrls).at(-1);
    expect(photo).toBeDefined();

    // The pinned cache holds a 7 × 5 marker under the photo's URL: whichever copy the worker answers with shows.
    await page.evaluate(async (url) => {
      const marker = '<svg xmlns="http://www.w3.org/2000/svg" width="7" height="5"><rect width="7" height="5"/></svg>';
      const { caches } = globalThis as unknown as PageGlobals;
      const pinned = await caches.open('dockside-pinned-images');
      await pinned.put(url, new Response(marker, { headers: { 'content-type': 'image/svg+xml' } }));
      // The expiring cache does not have it (never seen, or expired and evicted).
      await (await caches.open('dockside-images')).delete(url);
    }, photo!);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    expect(await imageLoads(page, photo!)).toEqual({ loaded: true, width: 7, height: 5 });
    await context.setOffline(true);
    expect(await imageLoads(page, photo!)).toEqual({ loaded: true, width: 7, height: 5 });
  });

  test("Background Sync: the worker's 'dockside-outbox' sync asks every open window to flush the outbox", async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      const page = globalThis as unknown as PageGlobals;
      const messages: unknown[] = [];
      page.swMessages = messages;
      page.navigator.serviceWorker.addEventListener('message', (event) => messages.push(event.data));
    });
    const { cdp, id } = await serviceWorkerRegistration(context, page);
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: id,
      tag: 'dockside-outbox',
      lastChance: false,
    });
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageGlobals).swMessages))
      .toContainEqual({ type: 'FLUSH_OUTBOX' });
  });
});
