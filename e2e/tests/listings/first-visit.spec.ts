import { rowsOnDevice } from '../offline/offline.helpers';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstPart } from './listings.helpers';

test.describe('a first visit to a shared part link (the first read comes with the page)', () => {
  test('shows the part without asking the API for it again, and keeps it on the device as if fetched', async ({ page }) => {
    const part = await firstPart(page);
    const detailPath = `/api/boat-parts/${part.id}`;
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === detailPath) asked.push(url.pathname);
    });

    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await expect(page.getByText(`Item #${part.id}`)).toBeVisible();
    expect(asked).toEqual([]);
    // The screen paints from the page's copy at once; the device database has it a moment later.
    await expect
      .poll(
        async () =>
          (await rowsOnDevice<{ key: string; data: { id: number } }>(page, 'queries')).find((row) => row.key === detailPath)?.data.id,
      )
      .toBe(part.id);

    // The next part opened in the app is fetched as usual.
    const other = await firstPart(page, '&sort=price-asc');
    await page.evaluate((id) => {
      history.pushState(null, '', `/boat-parts/${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, other.id);
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  });

  test('the first photo is asked for with the page, before any script or API call, and loaded once', async ({ page }) => {
    const part = await firstPart(page);
    const { imageUrls } = (await (await page.request.get(`/api/boat-parts/${part.id}`)).json()) as { imageUrls: string[] };
    const asked = requestsOf(page, imageUrls[0]);

    await page.goto(`/boat-parts/${part.id}`);
    // The preload in the first HTML names what the gallery's <img> picks: one file of the photo, first in line.
    await expectLoadedFirstAndOnce(page.locator('img[fetchpriority="high"]'), asked);
  });

  test("the home page's first featured photo (its largest paint on a phone) is asked for before any script, once", async ({ page }) => {
    const [featured] = (await (await page.request.get('/api/boat-parts/featured')).json()) as Array<{ title: string; imageUrls: string[] }>;
    const asked = requestsOf(page, featured.imageUrls[0]);

    await page.goto('/');
    const first = page.getByRole('region', { name: 'Featured Parts' }).getByRole('img', { name: featured.title, exact: true });
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expectLoadedFirstAndOnce(first, asked);
  });
});

/** The kinds of the page's requests in order: the photo (any width of `photoUrl`), an API call or a script. */
function requestsOf(page: Page, photoUrl: string): string[] {
  const photo = photoUrl.replace(/-1280\.webp$/, '');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(photo)) asked.push('photo');
    else if (url.pathname.startsWith('/api/')) asked.push('api');
    else if (request.resourceType() === 'script') asked.push('script');
  });
  return asked;
}

async function expectLoadedFirstAndOnce(image: Locator, asked: string[]) {
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(asked.filter((kind) => kind === 'photo')).toEqual(['photo']);
  expect(asked[0]).toBe('photo');
}
