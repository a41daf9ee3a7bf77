import { expect, test } from '../fixtures';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './spec-routes';

/* Spec §2 route table: every path renders its screen (or its placeholder), never a blank page. */

test.describe('every route of spec §2', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} renders a titled screen inside the header and footer`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/.test(msg.text())) errors.push(msg.text());
      });
      await page.goto(route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      expect((await heading.innerText()).trim().length).toBeGreaterThan(2);
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page).toHaveTitle(/Dockside/);
      expect(errors).toEqual([]);
    });
  }

  for (const route of PROTECTED_ROUTES) {
    test(`${route} sends a signed-out visitor to /auth`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
