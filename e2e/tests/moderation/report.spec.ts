import type { Page } from '@playwright/test';
import { newPerson } from '../chat/chat.helpers';
import { expect, test } from '../fixtures';
import { createListingViaApi, openAccountTab, registerUser, type ApiPart } from '../listings/listings.helpers';
import { openControlledApp } from '../offline/offline.helpers';
import { uniqueId } from '../unique-id';

/**
 * Report a listing (once), sell and relist their own. The
 * moderator's side is in admin/admin.spec.ts.
 */

/** A listing of another person (their own browser context), for the test's page to look at. */
async function someoneElsesListing(browser: Parameters<typeof newPerson>[0], testInfo: Parameters<typeof newPerson>[1]): Promise<ApiPart> {
  const seller = await newPerson(browser, testInfo);
  try {
    await registerUser(seller.page);
    return await createListingViaApi(seller.page, `Bronze seacock ${uniqueId()}`);
  } finally {
    await seller.context.close();
  }
}

/** Opens the Report Listing dialog, picks a reason and sends it. */
async function reportListing(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: 'Report Listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog.getByRole('radiogroup', { name: 'Reason' })).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
}

test.describe('reports and sold listings', () => {
  test('a member reports a listing through the dialog; reporting it again says so', async ({ page, browser }, testInfo) => {
    const part = await someoneElsesListing(browser, testInfo);
    await registerUser(page);

    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await reportListing(page, 'Scam or fraud');
    await expect(page.getByText('Report sent')).toBeVisible();
    await expect(page.getByText('Thank you. Our team will review your report.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await reportListing(page, 'Duplicate');
    await expect(page.getByText('You have already reported this')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the owner sees no Report Listing; Mark as Sold in My Listings takes Buy Now away, Relist brings it back', async ({
    page,
    browser,
  }, testInfo) => {
    await registerUser(page);
    const part = await createListingViaApi(page, `Teak swim ladder ${uniqueId()}`);
    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Sold' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report Listing' })).toHaveCount(0);

    await openAccountTab(page, 'My Listings');
    const card = page.getByRole('list', { name: 'My Listings' }).getByRole('listitem').filter({ hasText: part.title });
    await card.getByRole('button', { name: `Mark ${part.title} as sold` }).click();
    await expect(page.getByText('Marked as sold')).toBeVisible();
    await expect(card.getByText('Sold', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Relist ${part.title}` })).toBeVisible();

    const buyer = await newPerson(browser, testInfo);
    try {
      await registerUser(buyer.page);
      await buyer.page.goto(`/boat-parts/${part.id}`);
      await expect(buyer.page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
      await expect(buyer.page.getByText('This part has been sold.')).toBeVisible();
      await expect(buyer.page.getByText('Sold', { exact: true }).first()).toBeVisible();
      await expect(buyer.page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
      await expect(buyer.page.getByRole('button', { name: 'Contact Seller' })).toBeVisible();
      await expect(buyer.page.getByRole('button', { name: 'Report Listing' })).toBeVisible();

      await card.getByRole('button', { name: `Relist ${part.title}` }).click();
      await expect(page.getByText('Listing relisted')).toBeVisible();
      await expect(card.getByRole('button', { name: `Mark ${part.title} as sold` })).toBeVisible();
    } finally {
      await buyer.context.close();
    }
    // Someone opening it now (the buyer's device keeps its copy for a minute, spec §9) can buy it again.
    const visitor = await newPerson(browser, testInfo);
    try {
      await visitor.page.goto(`/boat-parts/${part.id}`);
      await expect(visitor.page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
      await expect(visitor.page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
      await expect(visitor.page.getByText('This part has been sold.')).toHaveCount(0);
    } finally {
      await visitor.context.close();
    }
  });

  test('a report made offline is sent when the connection returns', async ({ page, context, browser }, testInfo) => {
    test.setTimeout(90_000);
    const part = await someoneElsesListing(browser, testInfo);
    await registerUser(page);
    await openControlledApp(page, `/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();

    await context.setOffline(true);
    // The dialog's code is loaded on the first click: offline, the service worker's precache has it.
    await reportListing(page, 'Prohibited item');
    await expect(page.getByText('Report saved on this device')).toBeVisible();
    await expect(page.getByText('It will be sent as soon as you are back online.')).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toContainText('1 change waiting to be sent');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    // It reached the server: the same report again is refused as a repeat.
    const again = await page.request.post('/api/reports', { data: { targetType: 'listing', targetId: part.id, reason: 'scam' } });
    expect(again.status(), await again.text()).toBe(409);
  });
});
