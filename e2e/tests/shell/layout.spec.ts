import { expect, test } from '../fixtures';

test.describe('header and footer', () => {
  test('the home page loads with the navigation of spec §2', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    const nav = page.getByRole('navigation', { name: (await menuButton.isVisible()) ? 'Mobile' : 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Browse Parts', '/boat-parts'],
      ['Sell Your Parts', '/sell-boat-parts/register'],
      ['Advertise', '/advertise'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Search boat parts' })).toHaveAttribute('href', '/boat-parts');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  test('the footer has the spec links and this year in the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/boat-parts?condition=New',
      '/boat-parts?condition=Good',
      '/boat-parts?featured=true',
      '/boat-parts/create',
      '/about-yachtrow',
      '/advertise',
      '/support',
      '/blog',
      '/privacy',
      '/terms',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.locator('a[href^="/boat-parts?category="]').first()).toBeAttached();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  // Tagged @phone: only the phone project runs it (see playwright.config.ts).
  test('on a phone the hamburger opens and closes the menu, and a link navigates @phone', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Advertise' }).click();
    await expect(page).toHaveURL(/\/advertise$/);
    await expect(mobileNav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logo falls back to the alternate file when the image fails', async ({ page }) => {
    await page.route('**/logo.svg', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('src', /logo-alt\.svg$/);
  });
});
