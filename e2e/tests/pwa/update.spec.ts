import { expect, test } from '../fixtures';
import { field } from '../accounts/accounts.helpers';
import { type AppInstance, startAppInstance } from './app-instance';
import { type PageGlobals, waitForServiceWorker } from './pwa.helpers';

const hasCache = (name: string) => (globalThis as unknown as PageGlobals).caches.has(name);

let app: AppInstance;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startAppInstance();
});
test.afterAll(async () => {
  await app?.stop();
});

test.describe('update banner', () => {
  test('a new build is announced; Reload waits while a form is half filled, which keeps its input', async ({ page }) => {
    test.setTimeout(90_000);
    // A controllable clock: the app checks for a new version every hour.
    await page.clock.install();
    await page.goto(`${app.url}/auth`);
    await waitForServiceWorker(page);
    const username = field(page, 'Username or email');
    await username.fill('half_typed_name');

    app.publishNewBuild('e2e-build-2');
    await page.clock.fastForward('01:00:00');

    const banner = page.getByRole('status', { name: 'New version available' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('New version available — Reload');
    const reload = banner.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeDisabled();
    await expect(banner).toContainText('Save or clear your changes first.');
    // Nothing was applied behind the user's back: same page, same input, old worker.
    await expect(username).toHaveValue('half_typed_name');
    expect(await page.evaluate(hasCache, 'e2e-build-2')).toBe(false);

    // The form is clean again: the user may reload now, and the new version takes over.
    await username.fill('');
    await expect(reload).toBeEnabled();
    await expect(banner).not.toContainText('Save or clear your changes first.');
    await page.evaluate(() => ((globalThis as unknown as PageGlobals).beforeUpdate = true));
    // The new worker activates, takes over, and the page reloads itself once.
    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).beforeUpdate ?? false)).toBe(false);
    await expect.poll(() => page.evaluate(hasCache, 'e2e-build-2')).toBe(true);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'New version available' })).toHaveCount(0);
  });
});
