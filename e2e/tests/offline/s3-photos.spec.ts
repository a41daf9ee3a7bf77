import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type AppServer, freePort, startAppServer } from '../app-server';
import { expect, test, waitForAppAfterLoads } from '../fixtures';
import { type ApiPart, createListingViaApi, registerUser } from '../listings/listings.helpers';
import { type PageGlobals, imageShown, openControlledApp } from './offline.helpers';

/** s3rver ships no type declarations: the part of it used here. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(__filename)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'dockside-e2e-images';
/** The bucket's CORS rule of docs/operations.md §4a: the app's origin may GET/HEAD, no credentials. */
const corsRule = (appOrigin: string) =>
  `<CORSConfiguration><CORSRule><AllowedOrigin>${appOrigin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod>` +
  '<AllowedMethod>HEAD</AllowedMethod><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>';

/** What a cache holds for `url`: whether the response is readable (CORS) rather than opaque. */
function cachedCopy(page: Page, cacheName: string, url: string): Promise<{ type: string; status: number } | null> {
  return page.evaluate(
    async ({ name, target }) => {
      const response = await (globalThis as unknown as PageGlobals).caches.match(target, { cacheName: name });
      return response ? { type: response.type, status: response.status } : null;
    },
    { name: cacheName, target: url },
  );
}

/** An s3rver bucket (with the CORS rule of §4a, or none) and an app server storing its uploads there. */
class S3Stack {
  s3Url = '';
  app: AppServer | undefined;
  private s3rver: S3rverInstance | undefined;
  private s3Dir = '';
  private readonly contexts: BrowserContext[] = [];

  constructor(private readonly cors: boolean) {}

  async start(): Promise<void> {
    const appPort = await freePort();
    this.s3Dir = mkdtempSync(path.join(tmpdir(), 'dockside-e2e-s3rver-'));
    this.s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.s3Dir,
      configureBuckets: [{ name: BUCKET, configs: this.cors ? [corsRule(`http://localhost:${appPort}`)] : [] }],
    });
    const { port } = await this.s3rver.run();
    this.s3Url = `http://127.0.0.1:${port}`;
    this.app = await startAppServer(
      {
        SEED_DEMO_DATA: 'false',
        S3_ENDPOINT: this.s3Url,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        // s3rver checks request signatures against this fixed key pair.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      appPort,
    );
  }

  /** The URL prefix of the photos uploaded to the bucket. */
  get photoPrefix(): string {
    return `${this.s3Url}/${BUCKET}/u/`;
  }

  /**
   * A page of a new browser context on this stack's app. Without the shared fixture's X-Forwarded-For (a
   * new context inherits it): Playwright adds it to the worker's CORS requests too, which then need a
   * preflight that the bucket's rule does not allow. This server is ours alone: its per-IP limits are not
   * shared with other tests.
   */
  async newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: this.app!.url, extraHTTPHeaders: {} });
    waitForAppAfterLoads(context);
    this.contexts.push(context);
    return context.newPage();
  }

  /** A seller's listing with one photo uploaded to the bucket. */
  async listingWithPhoto(browser: Browser, title: string): Promise<ApiPart & { imageUrls: string[] }> {
    const seller = await this.newPage(browser);
    await registerUser(seller);
    const part = (await createListingViaApi(seller, title)) as ApiPart & { imageUrls: string[] };
    expect(part.imageUrls[0].startsWith(this.photoPrefix), part.imageUrls[0]).toBe(true);
    return part;
  }

  async stop(): Promise<void> {
    for (const context of this.contexts) await context.close();
    await this.app?.stop();
    await this.s3rver?.close();
    if (this.s3Dir) rmSync(this.s3Dir, { recursive: true, force: true });
  }
}

/** Starts the stack before the tests of the describe block and stops it after them. */
function useS3Stack(cors: boolean): S3Stack {
  const stack = new S3Stack(cors);
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await stack.start();
  });
  test.afterAll(() => stack.stop());
  return stack;
}

/** The URL the catalogue card with this alt text shows, once decoded. */
async function shownPhoto(page: Page, alt: string): Promise<string> {
  await imageShown(page, alt);
  return page
    .getByRole('img', { name: alt })
    .first()
    .evaluate((element) => (element as unknown as { currentSrc: string }).currentSrc);
}

/**
 * With uploads in S3 the photos live on another origin (the bucket's), and saved parts keep
 * them offline all the same. Its own s3rver (with the CORS rule) and its own app server with S3 settings.
 */
test.describe('photos in S3 offline @desktop', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const stack = useS3Stack(true);

  test("a saved part's photo from the bucket shows with the network cut; the catalogue keeps a CORS copy", async ({ browser }) => {
    const title = `S3 bilge pump ${Date.now().toString(36)}`;
    const part = await stack.listingWithPhoto(browser, title);
    const photo = part.imageUrls[0];

    const page = await stack.newPage(browser);
    await registerUser(page);
    // The catalogue, online, through the worker: its photo is kept in the expiring cache, readable (CORS).
    await openControlledApp(page, '/boat-parts');
    const shown = await shownPhoto(page, title);
    expect(shown.startsWith(stack.photoPrefix), shown).toBe(true);
    await expect.poll(() => cachedCopy(page, 'dockside-images', shown)).toEqual({ type: 'cors', status: 200 });

    // Saved: every width of its photo is pinned (the list of saved parts pins on load).
    await page.goto(`/boat-parts/${part.id}`);
    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.goto('/account?tab=saved');
    const saved = page.getByRole('listitem').filter({ hasText: title });
    await expect(saved).toBeVisible();
    for (const width of [320, 640, 1280]) {
      const variant = photo.replace(/-1280\.webp$/, `-${width}.webp`);
      await expect.poll(() => cachedCopy(page, 'dockside-pinned-images', variant)).toEqual({ type: 'cors', status: 200 });
    }

    // Only the worker's caches can answer now: no HTTP cache, no network (the bucket's origin included).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.context().setOffline(true);
    await page.reload();
    await expect(saved).toBeVisible();
    await imageShown(page, title);
    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const gallery = page.getByRole('main').locator(`img[src^="${stack.s3Url}/"]`).first();
    await expect
      .poll(() => gallery.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await page.context().setOffline(false);
  });
});

test.describe('photos in S3 without a CORS rule on the bucket @desktop', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const stack = useS3Stack(false);

  test('still show online (the plain request), are not kept, and the worker says why once', async ({ browser }) => {
    const title = `S3 no-CORS winch ${Date.now().toString(36)}`;
    await stack.listingWithPhoto(browser, title);
    const page = await stack.newPage(browser);
    const warnings: string[] = [];
    page.context().on('console', (message) => {
      if (message.text().includes('Photos from the image storage are not kept offline')) warnings.push(message.text());
    });
    await openControlledApp(page, '/boat-parts');
    const shown = await shownPhoto(page, title);
    expect(shown.startsWith(stack.photoPrefix), shown).toBe(true);
    await expect.poll(() => warnings.length).toBe(1);
    expect(await cachedCopy(page, 'dockside-images', shown)).toBeNull();
  });
});
