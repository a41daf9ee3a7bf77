import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { catalogCards, jpegPhoto, registerUser, type ApiPart } from '../listings/listings.helpers';
import { openControlledApp } from '../offline/offline.helpers';
import { uniqueId } from '../unique-id';

/** A fitment row as the listing API takes it: the make, and what the test gives of the rest. */
const row = (engineMake: string, fields: Record<string, unknown> = {}) => ({
  engineMake,
  engineModel: null,
  hpFrom: null,
  hpTo: null,
  yearFrom: null,
  yearTo: null,
  serialFrom: null,
  serialTo: null,
  note: null,
  ...fields,
});

/** Creates an active listing with its fitment and part numbers through the API. */
async function listPart(page: Page, photoUrl: string, title: string, extra: { fitment?: unknown[]; partNumbers?: unknown[] }) {
  const response = await page.request.post('/api/boat-parts', {
    data: {
      title,
      description: 'A spare part listed by the end-to-end tests, in good working order.',
      category: 'Engines & Motors',
      condition: 'Used - Good',
      price: 85,
      contactEmail: 'e2e@example.com',
      imageUrls: [photoUrl],
      fitment: [],
      partNumbers: [],
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiPart;
}

/**
 * 'Fits my boat' in the catalogue, online and from the device: a signed-in owner whose boat has a Yamaha
 * F115 sees only the parts stated to fit it, and a search for a superseded Mercury number (spelt another
 * way) finds the part with the current number, saying what superseded it. With the network cut, the same
 * filter and lookup answer from the parts on the device.
 */
test.describe("'Fits my boat' and part numbers in the catalogue @phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test('filters to the parts that fit the boat and finds a superseded number, online and offline', async ({ page, context }) => {
    await registerUser(page);
    const tag = `fmb${uniqueId()}`;
    // Part numbers no other test or seeded listing has: a Mercury number and the one that replaced it.
    const digits = String(Date.now() % 100000).padStart(5, '0');
    const oldNumber = `47-8${digits}A01`;
    const newNumber = `47-8${digits}B02`;

    const boatResponse = await page.request.post('/api/boats', {
      data: {
        name: `Tern ${tag}`,
        make: 'Grady-White',
        model: 'Fisherman 216',
        year: 2016,
        lengthFt: 21,
        hin: null,
        engines: [
          {
            make: 'Yamaha',
            model: 'F115XB',
            hp: 115,
            year: 2016,
            serial: null,
            shaftLength: null,
            rotation: null,
            fuel: null,
            drive: null,
          },
        ],
      },
    });
    expect(boatResponse.status(), await boatResponse.text()).toBe(201);
    const boat = (await boatResponse.json()) as { id: number };

    const photo = await jpegPhoto('fitment.jpg', { r: 30, g: 140, b: 90 });
    const upload = await page.request.post('/api/upload-image', { multipart: { image: photo } });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const fits = await listPart(page, url, `Water pump ${tag} F115`, {
      fitment: [row('Yamaha', { engineModel: 'F115', hpFrom: 115, hpTo: 115 })],
    });
    await listPart(page, url, `Water pump ${tag} F250`, { fitment: [row('Yamaha', { engineModel: 'F250', hpFrom: 250, hpTo: 250 })] });
    await listPart(page, url, `Water pump ${tag} unstated`, {});
    const current = await listPart(page, url, `Impeller kit ${tag}`, {
      partNumbers: [
        { number: newNumber, brand: 'Mercury', relation: 'own' },
        { number: oldNumber, brand: 'Mercury', relation: 'supersedes' },
      ],
    });

    // The three pumps, then the boat's toggle once My Boat has reached the device.
    await openControlledApp(page, `/boat-parts?q=${tag}`);
    await expect(catalogCards(page)).toHaveCount(4);
    const toggle = page.getByRole('checkbox', { name: 'Fits my boat' });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    await toggle.check();
    await expect(page).toHaveURL(new RegExp(`fits=${boat.id}`));
    await expect(catalogCards(page)).toHaveCount(1);
    await expect(catalogCards(page).first()).toContainText(fits.title);
    await expect(page.getByText('parts without stated fitment are left out')).toBeVisible();

    // The old number, written without Mercury's prefix and with its revision's zero dropped.
    const spelt = `8${digits} A1`;
    await page.goto(`/boat-parts?q=${encodeURIComponent(spelt)}`);
    const found = catalogCards(page).filter({ hasText: current.title });
    await expect(found).toBeVisible();
    await expect(found).toContainText(`Superseded by ${newNumber}`);
    await expect(catalogCards(page).first()).toContainText(current.title);

    // From the device: the same filter and the same lookup.
    await context.setOffline(true);
    await page.goto(`/boat-parts?q=${tag}&fits=${boat.id}`);
    await expect(catalogCards(page)).toHaveCount(1);
    await expect(catalogCards(page).first()).toContainText(fits.title);
    await page.goto(`/boat-parts?q=${encodeURIComponent(oldNumber)}`);
    await expect(catalogCards(page).first()).toContainText(current.title);
    await expect(catalogCards(page).first()).toContainText(`Superseded by ${newNumber}`);
    // Turned off, the parts without stated fitment are back.
    await page.goto(`/boat-parts?q=${tag}&fits=${boat.id}`);
    await page.getByRole('checkbox', { name: 'Fits my boat' }).uncheck();
    await expect(catalogCards(page)).toHaveCount(4);
    await context.setOffline(false);
  });
});
