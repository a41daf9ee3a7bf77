import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { PageGlobals } from './pwa.helpers';

/** Dispatches a beforeinstallprompt as Chromium does when the app is installable; counts prompt() calls. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = globalThis as unknown as PageGlobals;
    state.installPrompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        state.installPrompts = (state.installPrompts ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    state.dispatchEvent(event);
    // The app keeps the offer for its own button instead of the browser's mini-infobar.
    state.installOfferKept = event.defaultPrevented;
  });
}

const promptCount = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobals).installPrompts);

test.describe('install', () => {
  test('the Install app button appears only once the browser offers installation, and opens its dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await expect(install).toHaveCount(0);

    await offerInstall(page);
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).installOfferKept)).toBe(true);
    // Wide screens show it in the header bar, phones in the menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await expect(install).toBeVisible();
    await install.click();
    expect(await promptCount(page)).toBe(1);
    // The offer can be used once.
    await expect(install).toHaveCount(0);
  });

  test('@phone on a phone the Install app entry is in the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await offerInstall(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
    await mobileMenu.getByRole('button', { name: 'Install app' }).click();
    expect(await promptCount(page)).toBe(1);
    await expect(mobileMenu).toBeHidden();
  });

  test.describe('on iPhone Safari', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });

    test("an 'Add to Home Screen' hint shows until dismissed, and stays dismissed", async ({ page }) => {
      await page.goto('/');
      const hint = page.getByRole('region', { name: 'Install Dockside' });
      await expect(hint).toBeVisible();
      await expect(hint).toContainText('Add to Home Screen');
      await hint.getByRole('button', { name: 'Dismiss' }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Install Dockside' })).toHaveCount(0);
    });
  });

  test('other browsers get no iOS hint', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install Dockside' })).toHaveCount(0);
  });
});
