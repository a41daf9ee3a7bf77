import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';
import { uniqueId } from '../unique-id';

export interface TestUser {
  id: number;
  username: string;
  email: string;
}

/** Any API listing (spec §3 fields the tests read). */
export interface ApiPart {
  id: number;
  title: string;
  category: string;
  price: string;
  userId: number | null;
}

/**
 * Registers a fresh user through the API (the e2e server runs with CAPTCHA_PROVIDER=off). The page's
 * context keeps the session cookie, so the app starts signed in.
 */
export async function registerUser(page: Page): Promise<TestUser> {
  const id = uniqueId('lst_');
  const user = { username: `lst_${id}`, fullName: `Listing Tester ${id}`, email: `lst_${id}@example.com`, password: 'Tr1m-the-jib!' };
  const response = await page.request.post('/api/register', {
    data: { ...user, company: '', newsletterSubscribed: false, recaptchaToken: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number };
  return { id: created.id, username: user.username, email: user.email };
}

/** A small real JPEG photo (a coloured gradient), made on the fly. */
export async function jpegPhoto(name: string, hue: { r: number; g: number; b: number }) {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue.r + x) % 256;
      pixels[i + 1] = (hue.g + y) % 256;
      pixels[i + 2] = hue.b;
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Creates a listing through the API (one uploaded photo), for tests about what happens to it later. */
export async function createListingViaApi(page: Page, title: string): Promise<ApiPart> {
  const photo = await jpegPhoto('api-photo.jpg', { r: 10, g: 120, b: 200 });
  const upload = await page.request.post('/api/upload-image', { multipart: { image: photo } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const response = await page.request.post('/api/boat-parts', {
    data: {
      title,
      description: 'A spare part listed by the end-to-end tests, in good working order.',
      category: 'Hardware',
      condition: 'Used - Good',
      price: 85,
      contactEmail: 'e2e@example.com',
      imageUrls: [url],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiPart;
}

/**
 * An active seeded listing from the catalogue API. The default order (most expensive first) keeps away
 * from the cheap listings other tests create and delete at the same time.
 */
export async function firstPart(page: Page, query = '&sort=price-desc'): Promise<ApiPart> {
  const response = await page.request.get(`/api/boat-parts?limit=5${query}`);
  expect(response.ok()).toBe(true);
  const parts = (await response.json()) as ApiPart[];
  expect(parts.length).toBeGreaterThan(0);
  return parts[0];
}

/** The cards of the catalogue grid. */
export function catalogCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Boat parts' }).getByRole('listitem');
}

/** Opens an account dashboard tab (My Listings, Saved Parts). */
export async function openAccountTab(page: Page, name: 'My Listings' | 'Saved Parts'): Promise<void> {
  await page.goto('/account');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A form control by its label; required fields' labels end with a hidden asterisk. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** Fills the listing form: each value into the field of that label (Category and Condition are selects). */
export async function fillListingForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Category' || label === 'Condition') await field(page, label).selectOption(value);
    else await field(page, label).fill(value);
  }
}

/** Adds `photos` to the listing form and waits until the last one is previewed. */
export async function attachPhotos(page: Page, photos: Awaited<ReturnType<typeof jpegPhoto>>[]): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(photos);
  await expect(page.getByRole('img', { name: `Listing image ${photos.length}` })).toBeVisible();
}
