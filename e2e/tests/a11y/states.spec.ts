import type { Page } from '@playwright/test';
import { jpegPhoto } from '../listings/listings.helpers';
import { expect, expectNoSeriousViolations, settle, test, visit, waitForScreen } from './a11y.helpers';

/**
 * axe on the states a route scan does not see: open tabs, forms with their errors, dialogs, menus and
 * toasts, on the worker's signed-out or signed-in page. A test that opens a dialog or menu closes it with
 * Escape at the end (the page moves on to other routes).
 */

/** A visible toast with this title (Ark renders toasts in a portal, role status or alert). */
const toastTitled = (page: Page, title: string | RegExp) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

async function open(page: Page, path: string, signedIn: boolean): Promise<void> {
  await visit(page, path);
  await waitForScreen(page, { signedIn });
}

test.describe('axe on dynamic states, signed out', () => {
  test('part detail: Specifications and Shipping tabs, description expanded', async ({ visitorPage: page, seeded }) => {
    await open(page, `/boat-parts/${seeded.partId}`, false);
    await expect(page.getByRole('link', { name: /photo 1 of/ })).toBeVisible();
    const readMore = page.getByRole('button', { name: 'Read More' });
    if (await readMore.isVisible()) await readMore.click();
    await expectNoSeriousViolations(page, 'part detail, Details tab');
    for (const tab of ['Specifications', 'Shipping']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await settle(page);
      await expectNoSeriousViolations(page, `part detail, ${tab} tab`);
    }
  });

  test('question with answers, and its answer form with an error', async ({ visitorPage: page, seeded }) => {
    await open(page, `/expert-questions/${seeded.questionId}`, false);
    await expect(page.getByRole('heading', { name: /^\d+ Answers?$/ })).toBeVisible();
    await expect(page.getByRole('article').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, 'question with answers');
  });

  test('sign-up form with its validation errors', async ({ visitorPage: page }) => {
    await open(page, '/auth', false);
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'sign-up form with errors');
  });

  test('seller sign-up as a business, with its validation errors', async ({ visitorPage: page }) => {
    await open(page, '/sell-boat-parts/register', false);
    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(page.getByLabel(/^Business name/)).toBeVisible();
    await page.getByRole('button', { name: 'Create Seller Account' }).click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'seller sign-up (business) with errors');
  });

  test('catalogue with no results (No Parts Found)', async ({ visitorPage: page }) => {
    await open(page, '/boat-parts?q=zzqxjv-no-such-part', false);
    await expect(page.getByRole('heading', { name: 'No Parts Found' })).toBeVisible();
    await expectNoSeriousViolations(page, 'catalogue empty state');
  });

  test('a warning toast: Contact Seller while signed out', async ({ visitorPage: page, seeded }) => {
    await open(page, `/boat-parts/${seeded.partId}`, false);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toastTitled(page, 'Authentication Required')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/auth with a warning toast');
  });

  // Tagged @phone: the hamburger exists only in the phone layout (playwright.config.ts).
  test('the mobile menu open @phone', async ({ visitorPage: page }) => {
    await open(page, '/', false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'home with the mobile menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('axe on dynamic states, signed in', () => {
  test('create listing with its validation errors', async ({ memberPage: page }) => {
    await open(page, '/boat-parts/create', true);
    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    await expect(page.getByText('At least one image is required for your listing')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'create listing with errors');
  });

  test('create listing with a photo, and the upload toasts (success, error)', async ({ memberPage: page }) => {
    await open(page, '/boat-parts/create', true);
    await page.locator('input[type="file"]').setInputFiles(await jpegPhoto('a11y-photo.jpg', { r: 200, g: 120, b: 40 }));
    await expect(page.getByRole('img', { name: 'Listing image 1' })).toBeVisible();
    await expect(toastTitled(page, /uploaded/i)).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'create listing with a photo and a success toast');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.locator('[data-scope="toast"][data-part="root"][data-type="error"]')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'create listing with an error toast');
  });

  test('the delete confirmation dialog', async ({ memberPage: page, member }) => {
    await open(page, `/boat-parts/${member.partId}`, true);
    await page.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm Deletion' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'part detail with the delete dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('the user menu open', async ({ memberPage: page, member }) => {
    await open(page, '/', true);
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${member.username}` })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'home with the user menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  for (const [tab, name] of [
    ['listings', 'My Listings'],
    ['saved', 'Saved Parts'],
    ['settings', 'Account Settings'],
  ] as const) {
    test(`account dashboard: ${name} tab`, async ({ memberPage: page }) => {
      await open(page, `/account?tab=${tab}`, true);
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await waitForScreen(page, { signedIn: true });
      await expectNoSeriousViolations(page, `account, ${name} tab`);
    });
  }

  test('ask a question with its validation errors', async ({ memberPage: page }) => {
    await open(page, '/ask-expert', true);
    await page.getByRole('button', { name: 'Post Your Question' }).click();
    await expect(page.getByText('Title must be at least 10 characters')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'ask a question with errors');
  });

  test('a success toast: Save to Wishlist', async ({ memberPage: page, seeded }) => {
    await open(page, `/boat-parts/${seeded.partId}`, true);
    const save = page.getByRole('button', { name: /^(Save to Wishlist|Saved)$/ });
    await save.click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'part detail with a toast');
  });
});
