import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { catalogCards, field, registerUser, type ApiPart } from '../listings/listings.helpers';
import { rowsOnDevice } from './offline.helpers';

/** The cap's test knob (pwa/src/lib/db/part-eviction.ts): read at each eviction. */
const CAP_KEY = 'dockside:part-cache-cap';
const CAP = 10;

const partIds = async (page: Page) => (await rowsOnDevice<{ id: number }>(page, 'parts')).map((row) => row.id);
const draftCount = async (page: Page) => (await rowsOnDevice(page, 'drafts')).length;

/** Opens a catalogue order; resolves with the ids of its first two pages (the grid may load the second). */
async function catalogPage(page: Page, sort: string): Promise<number[]> {
  const response = await page.request.get(`/api/boat-parts?limit=48&sort=${sort}`);
  expect(response.ok()).toBe(true);
  const parts = (await response.json()) as ApiPart[];
  await page.goto(`/boat-parts?sort=${sort}`);
  await expect(catalogCards(page).filter({ hasText: parts[0].title })).toBeVisible();
  return parts.map((part) => part.id);
}

/**
 * Past the cap, the catalogue parts seen longest ago leave the device, never a
 * saved one; 'Clear offline data' keeps what the user wrote.
 */
test.describe('offline cache bounds @desktop', () => {
  test.describe.configure({ timeout: 60_000 });

  test('past the cap, the parts seen longest ago are evicted and a saved part stays', async ({ page }) => {
    await page.addInitScript(([key, cap]) => localStorage.setItem(key, cap), [CAP_KEY, String(CAP)]);
    await registerUser(page);
    const first = await page.request.get('/api/boat-parts?limit=1&sort=price-desc');
    const [saved] = (await first.json()) as ApiPart[];
    expect((await page.request.put(`/api/saved-parts/${saved.id}`)).status()).toBe(204);
    // The Saved Parts tab puts the saved part on the device.
    await page.goto('/account?tab=saved');
    await expect(page.getByRole('listitem').filter({ hasText: saved.title })).toBeVisible({ timeout: 30_000 });

    // Seen first: the most expensive parts, the saved one among them. Already past the cap.
    const seenFirst = await catalogPage(page, 'price-desc');
    expect(seenFirst).toContain(saved.id);
    await expect.poll(async () => (await partIds(page)).length, { timeout: 15_000 }).toBe(CAP);
    expect(await partIds(page)).toContain(saved.id);

    // Seen next: the cheapest. Every part seen only first leaves the device, except the saved one.
    const seenNext = await catalogPage(page, 'price-asc');
    await expect.poll(async () => (await partIds(page)).filter((id) => seenFirst.includes(id)), { timeout: 15_000 }).toEqual([saved.id]);
    const left = await partIds(page);
    expect(left).toHaveLength(CAP);
    expect(left.every((id) => id === saved.id || seenNext.includes(id))).toBe(true);
  });

  test("'Clear offline data' empties the catalogue on the device and keeps a listing draft", async ({ page }) => {
    await registerUser(page);
    const title = `Draft kept ${Date.now().toString(36)}`;
    await page.goto('/boat-parts/create');
    await field(page, 'Title').fill(title);
    await expect.poll(() => draftCount(page), { timeout: 10_000 }).toBe(1);
    await catalogPage(page, 'newest');
    await expect.poll(async () => (await partIds(page)).length).toBeGreaterThan(0);

    await page.goto('/account?tab=settings');
    const section = page.getByRole('region', { name: 'Offline data' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    const count = (label: string) => section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(count('Listing drafts')).toHaveText('1');
    await expect(count('Catalogue parts')).not.toHaveText('0');

    await section.getByRole('button', { name: 'Clear offline data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear offline data?' });
    await dialog.getByRole('button', { name: 'Clear offline data' }).click();
    await expect(section.getByRole('status')).toHaveText('Offline data cleared.');
    await expect(count('Catalogue parts')).toHaveText('0');
    await expect(count('Listing drafts')).toHaveText('1');
    expect(await partIds(page)).toEqual([]);

    // The form opens with what was typed.
    await page.goto('/boat-parts/create');
    await expect(field(page, 'Title')).toHaveValue(title);
  });
});
