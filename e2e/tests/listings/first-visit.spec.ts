import { rowsOnDevice } from '../offline/offline.helpers';
import { expect, test } from '../fixtures';
import { firstPart } from './listings.helpers';

test.describe('a first visit to a shared part link (issue #15: the first read comes with the page)', () => {
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
    const photo = imageUrls[0].replace(/-1280\.webp$/, '');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(photo)) asked.push('photo');
      else if (url.pathname.startsWith('/api/')) asked.push('api');
      else if (request.resourceType() === 'script') asked.push('script');
    });

    await page.goto(`/boat-parts/${part.id}`);
    const first = page.locator('img[fetchpriority="high"]');
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The preload in the first HTML names what the gallery's <img> picks: one file of the photo, first in line.
    expect(asked.filter((kind) => kind === 'photo')).toEqual(['photo']);
    expect(asked[0]).toBe('photo');
  });
});
