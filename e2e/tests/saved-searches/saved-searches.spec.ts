import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openAccountTab, registerUser } from '../listings/listings.helpers';
import { openControlledApp } from '../offline/offline.helpers';
import { uniqueId } from '../unique-id';

/** The signed-in user's saved searches as the API has them. */
async function savedSearches(page: Page): Promise<Array<{ name: string; query: string; frequency: string; paused: boolean }>> {
  const response = await page.request.get('/api/saved-searches');
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ name: string; query: string; frequency: string; paused: boolean }>;
}

/**
 * Ticks a category in the catalogue's sidebar (closed on phones until opened). The box follows the URL (the
 * filters live there), so it shows checked once the navigation has rendered: click, then wait for it.
 */
async function chooseCategory(page: Page, category: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Boat Parts' })).toBeVisible();
  const show = page.getByRole('button', { name: 'Show categories' });
  if (await show.isVisible()) await show.click();
  const checkbox = page.getByRole('checkbox', { name: category });
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  await expect(page).toHaveURL(/[?&]category=/);
}

/**
 * A search saved from the catalogue shows in Account › Saved Parts, where its
 * alerts, pause, name and existence are managed; saved offline, it is sent once the connection returns.
 */
test.describe('saved searches', () => {
  test('save a catalogue search, then change its alerts, pause, rename and delete it in the dashboard', async ({ page }) => {
    await registerUser(page);
    await page.goto('/boat-parts');
    const save = page.getByRole('button', { name: 'Save Search' });
    await expect(save).toBeDisabled();

    await chooseCategory(page, 'Engines & Motors');
    const search = page.getByRole('searchbox', { name: 'Search parts' });
    await search.fill('impeller');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=impeller/);
    await expect(save).toBeEnabled();

    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('impeller');
    await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
    const name = `Impeller ${uniqueId()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await savedSearches(page)).toMatchObject([
      { name, query: 'q=impeller&category=Engines+%26+Motors', frequency: 'instant', paused: false },
    ]);

    await openAccountTab(page, 'Saved Parts');
    const row = page.getByTestId('saved-search').filter({ hasText: name });
    await expect(row.getByRole('heading', { name })).toBeVisible();
    await expect(row.getByText('impeller · Engines & Motors', { exact: true })).toBeVisible();

    await row.getByLabel(`Alerts for ${name}`).selectOption({ label: 'Daily digest' });
    await expect.poll(async () => (await savedSearches(page))[0]?.frequency).toBe('daily');

    await row.getByRole('button', { name: `Pause ${name}` }).click();
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Resume ${name}` })).toBeVisible();
    await expect.poll(async () => (await savedSearches(page))[0]?.paused).toBe(true);

    const renamed = `${name} F115`;
    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel(/^Name/).fill(renamed);
    await rename.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByText('Search renamed')).toBeVisible();
    await expect(row.getByRole('heading', { name: renamed })).toBeVisible();
    expect(await savedSearches(page)).toMatchObject([{ name: renamed, frequency: 'daily', paused: true }]);

    // 'Show results' opens the catalogue with the saved search.
    await row.getByRole('link', { name: `Show results for ${renamed}` }).click();
    await expect(page).toHaveURL(/\/boat-parts\?q=impeller&category=Engines\+%26\+Motors$/);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('impeller');

    await openAccountTab(page, 'Saved Parts');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete saved search' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    expect(await savedSearches(page)).toEqual([]);
  });

  test('a search saved offline is sent once when the connection returns', async ({ page, context }) => {
    test.setTimeout(90_000);
    await registerUser(page);
    await openControlledApp(page, '/boat-parts?q=winch&category=Deck+Equipment');
    const save = page.getByRole('button', { name: 'Save Search' });
    await expect(save).toBeEnabled();

    await context.setOffline(true);
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    const name = `Winch ${uniqueId()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/account?tab=saved');
    const row = page.getByTestId('saved-search').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByText('Pending — will be saved when you are back online')).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toContainText('1 change waiting to be sent');

    await context.setOffline(false);
    await expect(row).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
    await expect(row.getByRole('button', { name: `Pause ${name}` })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
    expect((await savedSearches(page)).filter((search) => search.name === name)).toMatchObject([
      { query: 'q=winch&category=Deck+Equipment', frequency: 'instant', paused: false },
    ]);
  });
});
