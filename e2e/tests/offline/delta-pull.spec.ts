import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { catalogCards, createListingViaApi, registerUser } from '../listings/listings.helpers';
import { openControlledApp, rowsOnDevice } from './offline.helpers';

const partIds = async (page: Page) => (await rowsOnDevice<{ id: number }>(page, 'parts')).map((row) => row.id);

/**
 * A listing deleted while the device was offline leaves the device after the
 * reconnect — through a delta pull from the cursor the catalogue answer started, not a refetch.
 */
test.describe('delta pulls @desktop', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a listing deleted by its seller while offline disappears from the device after reconnecting', async ({
    page,
    context,
    browser,
  }) => {
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await registerUser(seller);
    const title = `Delta pull winch ${Date.now().toString(36)}`;
    const part = await createListingViaApi(seller, title);
    const other = await createListingViaApi(seller, `${title} spare`);

    await openControlledApp(page, '/boat-parts?sort=newest');
    await expect(catalogCards(page).filter({ hasText: title }).first()).toBeVisible();
    await expect.poll(() => partIds(page), { timeout: 15_000 }).toEqual(expect.arrayContaining([part.id, other.id]));
    // The catalogue answer started the catalogue's cursor (and its seenUpTo bound).
    await expect
      .poll(async () =>
        (await rowsOnDevice<{ key: string; seenUpTo?: string }>(page, 'syncCursors')).find((c) => c.key === 'catalog:public'),
      )
      .toMatchObject({ seenUpTo: expect.any(String) });

    await context.setOffline(true);
    expect((await seller.request.delete(`/api/boat-parts/${part.id}`)).status()).toBe(200);

    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
    });
    await context.setOffline(false);
    await expect.poll(() => partIds(page), { timeout: 20_000 }).not.toContain(part.id);
    expect(await partIds(page)).toContain(other.id);

    const pulls = requests.filter((path) => path.includes('updatedSince='));
    expect(pulls).toContainEqual(
      expect.stringMatching(/^\/api\/boat-parts\?updatedSince=[A-Za-z0-9_-]+&limit=500&seenUpTo=[A-Za-z0-9_-]+$/),
    );
    // Pulls start from the cursor, never from the beginning.
    expect(pulls.filter((path) => /updatedSince=0(&|$)/.test(path))).toEqual([]);

    // Offline again: the removed listing is not browsable any more; the other one still is.
    await context.setOffline(true);
    await page.reload();
    await expect(catalogCards(page).filter({ hasText: other.title })).toBeVisible();
    await expect(catalogCards(page).filter({ hasText: title }).filter({ hasNotText: 'spare' })).toHaveCount(0);
    await context.setOffline(false);
    await sellerContext.close();
  });
});
