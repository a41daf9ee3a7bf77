import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { registerUser } from '../listings/listings.helpers';
import { openControlledApp } from '../offline/offline.helpers';
import { uniqueId } from '../unique-id';

interface ApiBoat {
  id: number;
  name: string;
  version: number;
  hin: string | null;
  hinDecoded?: { manufacturerCode: string; modelYear: number };
  engines: Array<{ make: string; model: string | null; hp: number | null; serial: string | null }>;
}

/** The signed-in user's boats as the API has them. */
async function boatsOnServer(page: Page): Promise<ApiBoat[]> {
  const response = await page.request.get('/api/boats');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiBoat[];
}

/** Phone screenshots for a look at the screen (set SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const label = (text: string) => new RegExp(`^${text}`);

/**
 * Account › My Boat (docs/decisions.md "Fitment"): a boat with its engine is added and listed with its HIN
 * decoded; edited with the network cut, it shows as pending and is saved once when the connection returns.
 */
test.describe('My Boat @phone', () => {
  test('add a boat with an engine, see its decoded HIN; edit it offline and it is saved once back online', async ({ page, context }) => {
    test.setTimeout(120_000);
    await registerUser(page);
    await openControlledApp(page, '/account?tab=boat');
    await expect(page.getByRole('tab', { name: 'My Boat' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No boat yet' })).toBeVisible();
    await shot(page, 'my-boat-empty');

    await page.getByRole('button', { name: 'Add a boat' }).click();
    const name = `Sea Breeze ${uniqueId()}`;
    await page.getByLabel(label('Boat name')).fill(name);
    await page.getByLabel(label('Hull make')).fill('Grady-White');
    await page.getByLabel(label('Hull model')).fill('Freedom 205');
    await page.getByLabel(label('Model year')).fill('2006');
    await page.getByLabel(label('Length')).fill('20.5');
    await page.getByLabel(label('Hull identification number')).fill('NTL-12345-F506x');
    await page.getByRole('button', { name: 'Add an engine' }).click();
    const engine = page.getByRole('group', { name: 'Engine 1' });
    await engine.getByLabel(label('Engine make')).fill('yamaha marine');
    await engine.getByLabel(label('Engine model')).fill('F150');
    await engine.getByLabel(label('Horsepower')).fill('150');
    await engine.getByLabel(label('Serial number')).fill('63P-1012345');
    await engine.getByLabel(label('Drive')).selectOption('outboard');
    await page.getByRole('button', { name: 'Save boat' }).click();
    // A malformed HIN: the shared schema's message under the field, nothing sent.
    await expect(page.getByText('HIN must be 12 characters')).toBeVisible();
    await shot(page, 'my-boat-form-error');
    expect(await boatsOnServer(page)).toEqual([]);
    await page.getByLabel(label('Hull identification number')).fill('NTL-12345-F506');
    await page.getByRole('button', { name: 'Save boat' }).click();
    await expect(page.getByText('Boat saved')).toBeVisible();

    const card = page.getByTestId('boat').filter({ hasText: name });
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByText('2006 Grady-White Freedom 205 · 20.5 ft')).toBeVisible();
    await expect(card.getByTestId('boat-hin')).toHaveText('HIN NTL12345F506 — model year 2006, maker code NTL');
    await expect(card.getByText('Yamaha F150 · S/N 63P-1012345 · outboard')).toBeVisible();
    const [saved] = await boatsOnServer(page);
    expect(saved).toMatchObject({ name, version: 1, hin: 'NTL12345F506', hinDecoded: { manufacturerCode: 'NTL', modelYear: 2006 } });
    expect(saved.engines).toMatchObject([{ make: 'Yamaha', model: 'F150', hp: 150, serial: '63P-1012345' }]);
    await shot(page, 'my-boat-online');

    await context.setOffline(true);
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const renamed = `${name} II`;
    await page.getByLabel(label('Boat name')).fill(renamed);
    await page.getByRole('group', { name: 'Engine 1' }).getByLabel(label('Engine year')).fill('2007');
    await page.getByRole('button', { name: 'Save boat' }).click();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    const pending = page.getByTestId('boat').filter({ hasText: renamed });
    await expect(pending).toHaveAttribute('data-status', 'pending');
    await expect(pending.getByText('Change pending — will be sent when you are back online')).toBeVisible();
    await expect(pending.getByText('Yamaha F150 (2007) · S/N 63P-1012345 · outboard')).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toContainText('1 change waiting to be sent');
    await shot(page, 'my-boat-offline');

    // Reloaded offline, the boat and its pending change are read from the device.
    await page.reload();
    await expect(page.getByTestId('boat').filter({ hasText: renamed })).toHaveAttribute('data-status', 'pending');

    await context.setOffline(false);
    await expect(page.getByTestId('boat').filter({ hasText: renamed })).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
    const after = await boatsOnServer(page);
    expect(after).toHaveLength(1);
    // Sent once: one edit on top of the creation.
    expect(after[0]).toMatchObject({ id: saved.id, name: renamed, version: 2 });
  });

  test("a demo member's boat is on My Boat with its engine and decoded HIN", async ({ page }) => {
    const login = await page.request.post('/api/login', { data: { username: 'sailor_sam', password: 'Harbour#2024' } });
    expect(login.status()).toBe(200);
    await page.goto('/account?tab=boat');
    const card = page.getByTestId('boat').filter({ hasText: 'Sea Breeze' });
    await expect(card.getByText('2006 Grady-White Freedom 205 · 20.5 ft')).toBeVisible();
    await expect(card.getByTestId('boat-hin')).toHaveText('HIN NTL41523F506 — model year 2006, maker code NTL');
    await expect(card.getByText('Yamaha F150 (2006) · S/N 63P-1012345 · outboard · 25"')).toBeVisible();
  });
});
