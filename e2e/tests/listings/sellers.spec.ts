import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations, waitForScreen } from '../a11y/a11y.helpers';
import { expect, randomClientIp, test, waitForAppAfterLoads } from '../fixtures';
import { openMail } from '../mailbox';
import { waitForServiceWorker } from '../pwa/pwa.helpers';
import { uniqueId } from '../unique-id';
import { createListingViaApi, registerUser } from './listings.helpers';

/*
 * docs/decisions.md "Accounts": 'Verified Seller' only once the seller has followed the link
 * of the verification e-mail (otherwise 'Member since {month year}'), and the seller's public page.
 */

const VERIFY_SUBJECT = 'Confirm your e-mail address for Dockside';
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' }).format(new Date());

/** A buyer in a browser of their own (nothing cached: they see what the server says now). */
async function buyerPage(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  waitForAppAfterLoads(context);
  return { page: await context.newPage(), close: () => context.close() };
}

const sellerCard = (page: Page) => page.getByRole('region', { name: 'Seller' });

test("'Verified Seller' appears only after the seller follows the link of the verification e-mail @desktop", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and an e-mail through the outbox: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const seller = await registerUser(page);
  const part = await createListingViaApi(page, `Verified seller probe ${uniqueId()}`);

  // Before: a buyer sees 'Member since {month year}', not 'Verified Seller'.
  const before = await buyerPage(browser, baseURL);
  try {
    await before.page.goto(`/boat-parts/${part.id}`);
    await expect(before.page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await expect(sellerCard(before.page).getByText(`Member since ${monthYear}`)).toBeVisible();
    await expect(sellerCard(before.page).getByText('Verified Seller')).toHaveCount(0);
  } finally {
    await before.close();
  }

  // The seller's Account Settings say the address is not verified and offer a new link.
  await page.goto('/account?tab=settings');
  await expect(page.getByText(`Your e-mail address ${seller.email} is not verified yet.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('We have sent a new verification link to your e-mail address.')).toBeVisible();

  // The newest verification e-mail (the one just asked for): its link verifies the address.
  await openMail(page, seller.email, VERIFY_SUBJECT);
  await page.getByRole('link', { name: 'Confirm e-mail address' }).click();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified. Thank you!' })).toBeVisible();

  // After: Account Settings follow, and a buyer sees 'Verified Seller'.
  await page.getByRole('link', { name: 'Go to Account Settings' }).click();
  await expect(page.getByText(`Your e-mail address ${seller.email} is verified.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);

  const after = await buyerPage(browser, baseURL);
  try {
    await after.page.goto(`/boat-parts/${part.id}`);
    await expect(sellerCard(after.page).getByText('Verified Seller')).toBeVisible();
    await expect(sellerCard(after.page).getByText(/^Member since/)).toHaveCount(0);
  } finally {
    await after.close();
  }
});

test("the seller page shows the seller's listings, reached from the seller card, and has no serious accessibility violations", async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await registerUser(page);
  const first = await createListingViaApi(page, `Seller page winch ${uniqueId()}`);
  const second = await createListingViaApi(page, `Seller page cleat ${uniqueId()}`);

  const buyer = await buyerPage(browser, baseURL);
  try {
    await buyer.page.goto(`/boat-parts/${first.id}`);
    await sellerCard(buyer.page).getByRole('link', { name: 'View seller profile' }).click();
    await expect(buyer.page).toHaveURL(new RegExp(`/sellers/${seller.username}$`));
    await expect(buyer.page.getByRole('heading', { level: 1, name: /^Listing Tester / })).toBeVisible();
    await expect(buyer.page.getByText(`@${seller.username}`)).toBeVisible();
    await expect(buyer.page.getByText('E-mail not verified')).toBeVisible();
    await expect(buyer.page.getByText(`Member since ${monthYear}`)).toBeVisible();
    const listings = buyer.page.getByRole('list', { name: 'Active listings' });
    await expect(listings.getByRole('listitem')).toHaveCount(2);
    // Newest first.
    await expect(listings.getByRole('link').first()).toHaveText(second.title);
    await expect(listings.getByRole('link', { name: first.title })).toBeVisible();
    await expect(buyer.page.getByText(seller.email)).toHaveCount(0);

    await waitForScreen(buyer.page, { signedIn: false });
    await expectNoSeriousViolations(buyer.page, `/sellers/${seller.username}`);

    // A listing opens from the seller page.
    await listings.getByRole('link', { name: first.title }).click();
    await expect(buyer.page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  } finally {
    await buyer.close();
  }
});

test('an unknown seller shows Seller Not Found', async ({ page }) => {
  await page.goto(`/sellers/nobody_${uniqueId()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Not Found' })).toBeVisible();
});

test('a seller page seen once opens offline, with its listings', async ({ page, context }) => {
  await page.goto('/sellers/marina_supplies');
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Grace Whitfield' });
  await expect(heading).toBeVisible();
  const listings = page.getByRole('list', { name: 'Active listings' });
  await expect(listings.getByRole('listitem').first()).toBeVisible();
  const firstTitle = (await listings.getByRole('link').first().innerText()).trim();

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText('Verified Seller')).toBeVisible();
  await expect(listings.getByRole('link', { name: firstTitle })).toBeVisible();
  await context.setOffline(false);
});
