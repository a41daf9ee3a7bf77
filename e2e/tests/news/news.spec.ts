import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, waitForScreen } from '../a11y/a11y.helpers';
import { expect, test } from '../fixtures';

// No service worker: its precache would download every chunk of the app.
test.use({ serviceWorkers: 'block' });

async function openNews(page: Page) {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Yacht & Boat News' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest Articles' })).toBeVisible();
}
const cards = (page: Page) => page.getByRole('list', { name: 'Latest Articles' }).getByRole('article');
const hero = (page: Page) => page.locator('article[data-variant="hero"]');
const category = (page: Page) => page.getByRole('combobox', { name: 'Category' });

test.describe('news', () => {
  test('shows the featured hero, then 6 cards and 6 more per Load More while more exist', async ({ page }) => {
    // The e2e server seeds the demo feed (about two dozen items): one hero, the rest in the grid.
    const seeded = ((await (await page.request.get('/api/news?limit=100')).json()) as unknown[]).length;
    expect(seeded).toBeGreaterThan(13);
    await openNews(page);
    await expect(hero(page)).toHaveCount(1);
    const heroTitle = (await hero(page).getByRole('heading').textContent())!;
    await expect(cards(page)).toHaveCount(6);
    // The hero is not repeated in the grid.
    await expect(cards(page).getByRole('heading', { name: heroTitle, exact: true })).toHaveCount(0);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    for (let shown = 12; shown - 6 < seeded - 1; shown += 6) {
      await loadMore.click();
      await expect(cards(page)).toHaveCount(Math.min(shown, seeded - 1));
    }
    await expect(loadMore).toHaveCount(0);
    // Articles open their source in a new tab.
    const link = cards(page).first().getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await waitForScreen(page);
    await expectNoSeriousViolations(page, '/news');
  });

  test('the category dropdown filters, and Load More starts over', async ({ page }) => {
    await openNews(page);
    await category(page).selectOption('Yacht Refit');
    await expect(hero(page)).toContainText('Yacht Refit');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Yacht Refit');
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await category(page).selectOption('All News');
    await expect(cards(page)).toHaveCount(6);
  });

  test('an empty category offers View All Categories; a failed load offers Refresh Feed', async ({ page }) => {
    await page.route('**/api/news?*category=Superyachts*', (route) => route.fulfill({ json: [] }));
    await openNews(page);
    await category(page).selectOption('Superyachts');
    await expect(page.getByRole('heading', { name: 'No News Found' })).toBeVisible();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, '/news (empty)');
    await page.getByRole('button', { name: 'View All Categories' }).click();
    await expect(category(page)).toHaveValue('All News');
    await expect(cards(page)).toHaveCount(6);

    let failing = true;
    await page.route('**/api/news?*category=Charter*', (route) =>
      failing ? route.fulfill({ status: 503, json: { message: 'Service Unavailable', code: 'UNAVAILABLE' } }) : route.fallback(),
    );
    await category(page).selectOption('Charter News');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to Load News' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Refresh Feed' }).click();
    await expect(hero(page)).toContainText('Charter News');
  });

  test('the grid/list choice is remembered across a reload', async ({ page }) => {
    await openNews(page);
    const list = page.getByRole('button', { name: 'List view' });
    const grid = page.getByRole('button', { name: 'Grid view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toHaveAttribute('data-variant', 'list');
    await waitForScreen(page);
    await expectNoSeriousViolations(page, '/news (list)');

    await page.reload();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toHaveAttribute('data-variant', 'list');

    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.reload();
    await expect(cards(page).first()).toHaveAttribute('data-variant', 'grid');
  });
});
