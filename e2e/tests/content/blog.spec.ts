import { expect, test } from '../fixtures';
import { openControlledApp } from '../offline/offline.helpers';
import { expectFitsAndAccessible, openPage } from './content.helpers';

// No service worker unless a test needs one: its precache would download every chunk of the app.
test.use({ serviceWorkers: 'block' });

const CHIPS = ['All', 'Maintenance', 'Buying Guide', 'Parts Guide', 'Technology', 'Selling Tips', 'DIY Projects'];

test.describe('blog', () => {
  test('shows the category chips, featured and latest articles; a chip filters and stays in the URL', async ({ page }) => {
    await openPage(page, '/blog', 'Dockside Blog');
    const chips = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
    await expect(chips).toHaveText(CHIPS);
    await expect(chips.first()).toHaveAttribute('aria-current', 'page');
    const featured = page.getByRole('region', { name: 'Featured Articles' }).getByRole('article');
    await expect(featured).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('region', { name: 'Newsletter' })).toBeVisible();
    await expectFitsAndAccessible(page, '/blog');

    await chips.filter({ hasText: 'Maintenance' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Maintenance$/);
    await expect(chips.filter({ hasText: 'Maintenance' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('article')).toHaveText([/Winterising an Outboard/, /Sacrificial Anodes/]);

    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

    await chips.filter({ hasText: 'Selling Tips' }).click();
    await expect(page.getByRole('heading', { name: 'No Articles Yet' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Categories' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/blog\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expectFitsAndAccessible(page, '/blog/all');
  });

  test('an article opens by id with its author, date, read time, category and previous / next links', async ({ page }) => {
    await openPage(page, '/blog?category=Parts+Guide', 'Dockside Blog');
    await page.getByRole('link', { name: 'How to Read the Identification Plate on Your Motor' }).click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(page).toHaveTitle('How to Read the Identification Plate on Your Motor | Dockside');
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByText('By Priya Nair')).toBeVisible();
    await expect(article.getByText('August 27, 2025')).toBeVisible();
    await expect(article.getByText('6 min read')).toBeVisible();
    await expect(article.getByRole('link', { name: 'Parts Guide', exact: true })).toHaveAttribute('href', '/blog?category=Parts+Guide');
    await expect(article.getByRole('heading', { level: 2, name: 'Where the plate is' })).toBeVisible();
    await expectFitsAndAccessible(page, '/blog/3');

    const pager = page.getByRole('navigation', { name: 'More articles' });
    await expect(pager.getByRole('link', { name: /Previous article.*Choosing a Bilge Pump/ })).toHaveAttribute('href', '/blog/4');
    await pager.getByRole('link', { name: /Next article.*Buying a Used Outboard/ }).click();
    await expect(page).toHaveURL(/\/blog\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buying a Used Outboard Without Buying Trouble' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Compression' })).toBeVisible();
  });

  test('an unknown article id shows the not-found page', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('blog offline', () => {
  test.use({ serviceWorkers: 'allow' });

  // The service worker is the same on both sizes: the desktop project runs it (@desktop).
  test('an article reads offline once the app is installed @desktop', async ({ page, context }) => {
    await openControlledApp(page, '/blog');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Repacking Boat Trailer Wheel Bearings in an Afternoon' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Packing the bearings' })).toBeVisible();
    await expect
      .poll(() => page.getByRole('img', { name: /trailer wheel hub/ }).evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });
});
