import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { attachPhotos, fillListingForm, jpegPhoto, registerUser } from '../listings/listings.helpers';
import { openControlledApp } from '../offline/offline.helpers';

/**
 * A seller states what a part fits (an engine application, a propeller's measurements, its part numbers)
 * in the listing form on a phone, and the part page shows it — to a buyer whose boat it fits, and after
 * a listing drafted offline is sent.
 */

const listing = (title: string) => ({
  Title: title,
  Category: 'Engines & Motors',
  Condition: 'New',
  'Price (USD)': '389',
  Description: 'Stainless three-blade propeller, never mounted, with the hub kit in its box.',
});

const group = (page: Page, name: string): Locator => page.getByRole('group', { name });

/** Phone screenshots for a look at the screens (set SHOTS_DIR). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

/** Opens a collapsed section of the form ('Fits', 'Specifications', 'Part numbers') unless it is open. */
async function openSection(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function fillFitment(page: Page): Promise<void> {
  await openSection(page, 'Fits');
  await page.getByRole('button', { name: '+ Add engine' }).click();
  const row = group(page, 'Application 1');
  await row.getByLabel('Engine make').fill('yamaha');
  // The make's serial format is the placeholder of its serial fields.
  await expect(row.getByLabel('Serial from')).toHaveAttribute('placeholder', '6EK-1012345');
  await row.getByLabel('Model family').fill('F');
  await row.getByLabel('HP from').fill('150');
  await row.getByLabel('HP to').fill('150');
  await row.getByLabel('Year from').fill('2004');
  await row.getByLabel('Year to').fill('2012');
  await row.getByLabel('Serial from').fill('6EK-1000001');
  await row.getByLabel('Serial to').fill('6EK-1099999');
  await row.getByLabel('Note').fill('long shaft only');
  await expect(page.getByRole('button', { name: 'Fits (1)' })).toBeVisible();

  await openSection(page, 'Specifications');
  await page.getByRole('button', { name: '+ Propeller measurements' }).click();
  for (const [n, value] of ['14.25', '21', '3', 'standard', '15', 'Flo-Torq II'].entries()) {
    await group(page, `Specification ${n + 1}`)
      .getByLabel(/^Value/)
      .fill(value);
  }
  await expect(page.getByRole('button', { name: 'Specifications (6)' })).toBeVisible();

  await openSection(page, 'Part numbers');
  await page.getByRole('button', { name: '+ Add part number' }).click();
  await group(page, 'Part number 1')
    .getByLabel(/^Number/)
    .fill('6E5-45947-01-00');
  await group(page, 'Part number 1').getByLabel('Brand').fill('Yamaha');
  await page.getByRole('button', { name: '+ Add part number' }).click();
  await group(page, 'Part number 2')
    .getByLabel(/^Number/)
    .fill('18-3570');
  await group(page, 'Part number 2').getByLabel('Brand').fill('Sierra');
  await group(page, 'Part number 2').getByLabel('Relation').selectOption('cross-reference');
}

/** The Specifications tab shows the application, the propeller and the numbers. */
async function expectFitmentOnPartPage(page: Page): Promise<void> {
  await expect(page.getByText('Part number: Yamaha 6E5-45947-01-00')).toBeVisible();
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('region', { name: 'Fits' }).getByRole('listitem')).toHaveText([
    'Yamaha F (150 hp), 2004–2012, serials 6EK-1000001–6EK-1099999 — long shaft only',
  ]);
  const measurements = page.getByRole('region', { name: 'Measurements' });
  await expect(measurements.getByText('14¼ × 21, 3 blades, 15 splines, standard rotation, Flo-Torq II hub')).toBeVisible();
  await expect(measurements.getByRole('row')).toHaveCount(6);
  const numbers = page.getByRole('region', { name: 'Part numbers' });
  await expect(numbers.getByRole('link', { name: '6E5-45947-01-00' })).toBeVisible();
  await expect(numbers.getByText('Cross-reference: Sierra 18-3570')).toBeVisible();
}

/** A boat of the signed-in user, with one engine (POST /api/boats). */
async function addBoat(page: Page, name: string, engine: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/boats', { data: { name, engines: [engine] } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The listing drafts kept on the device, as text. */
async function draftText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('dockside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('drafts').objectStore('drafts').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(request.result));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test.describe('fitment on listings @phone', () => {
  test('a seller lists a propeller with its application, measurements and numbers; the part page shows them and which boats it fits', async ({
    page,
  }) => {
    await registerUser(page);
    const title = `Yamaha F150 propeller ${Date.now().toString(36)}`;
    await page.goto('/boat-parts/create');
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Marine Part' })).toBeVisible();
    await fillListingForm(page, listing(title));
    await fillFitment(page);
    await attachPhotos(page, [await jpegPhoto('prop.jpg', { r: 40, g: 90, b: 160 })]);
    await shot(page, 'fitment-form');
    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    await expect(page.getByText('Your boat part has been listed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/boat-parts\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectFitmentOnPartPage(page);

    // The API answers the numbers with their search keys.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = (await (await page.request.get(`/api/boat-parts/${id}`)).json()) as { partNumbers: Array<{ normalized: string }> };
    expect(stored.partNumbers.map((n) => n.normalized)).toEqual(['6E5459470100', '183570']);

    // With boats (My Boat keeps them on the device), the page says which it fits, fits first, with the
    // application that matched.
    await addBoat(page, 'Dinghy', { make: 'Honda', model: 'BF20', hp: 20 });
    await addBoat(page, 'Sea Breeze', { make: 'Yamaha', model: 'F150', hp: 150, year: 2008 });
    await page.goto('/account?tab=boat');
    await expect(page.getByText('Sea Breeze').first()).toBeVisible();
    await page.goto(`/boat-parts/${id}`);
    const verdicts = page.getByRole('heading', { level: 1 }).locator('..').getByRole('listitem');
    await expect(verdicts).toHaveCount(2);
    await expect(verdicts.first()).toContainText('Fits your Sea Breeze (Yamaha F150)');
    await expect(verdicts.first()).toContainText('Yamaha F (150 hp), 2004–2012');
    await expect(verdicts.last()).toContainText('Does not fit your Dinghy');
    await shot(page, 'fitment-part-boats', false);
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await shot(page, 'fitment-part-specs');

    // Signed out, the page invites the visitor to add a boat.
    await page.context().clearCookies();
    await page.goto(`/boat-parts/${id}`);
    await expect(page.getByRole('link', { name: 'Add your boat to check fitment' })).toBeVisible();
    await shot(page, 'fitment-part-signed-out', false);
  });

  test('a listing with fitment drafted offline is published with it when the network returns', async ({ page, context }) => {
    await registerUser(page);
    const title = `Offline propeller ${Date.now().toString(36)}`;
    await openControlledApp(page, '/boat-parts/create');
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Marine Part' })).toBeVisible();

    await context.setOffline(true);
    await fillListingForm(page, listing(title));
    await fillFitment(page);
    // The draft (saved on the device as the seller types) survives a reload, rows included.
    await expect.poll(() => draftText(page)).toContain('Sierra');
    await page.reload();
    await openSection(page, 'Fits');
    await expect(group(page, 'Application 1').getByLabel('Serial to')).toHaveValue('6EK-1099999');
    await expect(page.getByRole('button', { name: 'Part numbers (2)' })).toBeVisible();
    await attachPhotos(page, [await jpegPhoto('offline-prop.jpg', { r: 160, g: 90, b: 40 })]);
    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    await expect(page).toHaveURL(/\/account\?tab=listings$/);
    const pending = page.getByTestId('pending-listing').filter({ hasText: title });
    await expect(pending).toBeVisible();

    await context.setOffline(false);
    await expect(pending).toHaveCount(0, { timeout: 20_000 });
    const mine = (await (await page.request.get('/api/boat-parts/user')).json()) as Array<{ id: number; title: string }>;
    const created = mine.filter((part) => part.title === title);
    expect(created).toHaveLength(1);
    await page.goto(`/boat-parts/${created[0].id}`);
    await expectFitmentOnPartPage(page);
  });
});
