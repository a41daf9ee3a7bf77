import { expect, test } from '../fixtures';
import { registerViaApi } from '../accounts/accounts.helpers';
import type { PageGlobals } from './pwa.helpers';

test.describe('Account Settings › Storage on this device', () => {
  test('shows how much the app stores of what the browser allows', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/account?tab=settings');
    const section = page.getByRole('region', { name: 'Storage on this device' });
    // The account screen is a lazily loaded route: allow a loaded machine time to fetch it.
    await expect(section).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(/^[\d.]+ (bytes|KB|MB|GB) of [\d.]+ (KB|MB|GB|TB) used \((< 1|\d+) %\)$/)).toBeVisible();
    await expect(
      section.getByText(/^(Kept until you remove it\.|The browser may clear it when the device runs low on space\.)$/),
    ).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('warns when the device is nearly out of space for the app', async ({ page }) => {
    await page.addInitScript(() => {
      // 900 MB of 1 GB: past the 80 % warning line.
      (globalThis as unknown as PageGlobals).navigator.storage.estimate = async () => ({
        usage: 900 * 1024 * 1024,
        quota: 1024 * 1024 * 1024,
      });
    });
    await registerViaApi(page);
    await page.goto('/account?tab=settings');
    const section = page.getByRole('region', { name: 'Storage on this device' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText('900.0 MB of 1.0 GB used (88 %)')).toBeVisible();
    await expect(section.getByRole('alert')).toHaveText('Storage is almost full. Free some space so drafts and photos can be saved.');
  });
});
