import { expect, test } from '../fixtures';
import { catalogCards, firstPart } from './listings.helpers';

test.describe('browsing the catalogue', () => {
  test('home → catalogue → filter by category → search → part detail', async ({ page }) => {
    const category = 'Electronics & Navigation';
    const target = await firstPart(page, `&category=${encodeURIComponent(category)}`);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'New & Used Boat Parts' })).toBeVisible();
    await expect(page.getByText('Always pay with PayPal Goods & Services.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Browse Boat Parts' }).click();

    await expect(page).toHaveURL(/\/boat-parts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Boat Parts' })).toBeVisible();
    await expect(catalogCards(page)).toHaveCount(24);

    // Phones start with the category list closed.
    const show = page.getByRole('button', { name: 'Show categories' });
    if (await show.isVisible()) await show.click();
    // The box follows the URL (the filters live there): it shows checked once the navigation has rendered.
    const box = page.getByRole('checkbox', { name: category });
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/category=Electronics\+%26\+Navigation/);
    await expect(page.getByLabel('1 category selected')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search parts' }).fill(target.title);
    await expect(page).toHaveURL(/[?&]q=/);
    const card = page.getByRole('link', { name: target.title, exact: true });
    await expect(card.first()).toBeVisible();
    await card.first().click();

    await expect(page).toHaveURL(new RegExp(`/boat-parts/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toContainText('Listed on');
    await page.getByRole('tab', { name: 'Shipping' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Shipping' })).toContainText('arranged directly between you and the seller');
    await expect(page.getByText(`Item #${target.id}`)).toBeVisible();
    await expect(page.getByText('Always pay with PayPal Goods & Services.')).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: target.title, offers: { '@type': 'Offer', priceCurrency: 'USD' } });

    // Images open full size in a new tab.
    const photo = page.getByRole('link', { name: /photo 1 of/ });
    await expect(photo).toHaveAttribute('target', '_blank');
    await expect(photo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a category tile on the home page opens the catalogue with that category selected', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Deck Equipment' }).click();
    await expect(page).toHaveURL(/\/boat-parts\?category=Deck(%20|\+)Equipment$/);
    // The catalogue must have rendered before asking whether the phone's 'Show categories' button is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Boat Parts' })).toBeVisible();
    const show = page.getByRole('button', { name: 'Show categories' });
    if (await show.isVisible()) await show.click();
    await expect(page.getByRole('checkbox', { name: 'Deck Equipment' })).toBeChecked();
    await expect(catalogCards(page).first()).toBeVisible();
  });

  test('an unknown category in the URL is not preselected; no results offer Clear Filters', async ({ page }) => {
    await page.goto('/boat-parts?category=Rocket%20Engines&q=zzqxv-no-such-part');
    await expect(page.getByRole('heading', { name: 'No Parts Found' })).toBeVisible();
    await expect(page.getByText('No parts match your search criteria.')).toBeVisible();
    await expect(page.getByLabel(/categor(y|ies) selected/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/boat-parts$/);
    await expect(catalogCards(page)).toHaveCount(24);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('');
  });

  test('more parts load as the visitor scrolls to the end of the list', async ({ page }) => {
    await page.goto('/boat-parts');
    await expect(catalogCards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    // The next page (24 more) arrives without a click; on a tall screen even more may follow.
    await expect.poll(() => catalogCards(page).count()).toBeGreaterThanOrEqual(48);
  });

  test('a part that does not exist shows Part Not Found', async ({ page }) => {
    await page.goto('/boat-parts/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Part Not Found' })).toBeVisible();
    await expect(page.getByText("The boat part you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Parts Catalog' }).click();
    await expect(page).toHaveURL(/\/boat-parts$/);
  });

  test('a visitor who contacts the seller is asked to sign in', async ({ page }) => {
    const part = await firstPart(page);
    await page.goto(`/boat-parts/${part.id}`);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page.getByText('Please log in to contact the seller')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
