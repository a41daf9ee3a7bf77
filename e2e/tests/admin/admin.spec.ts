import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations, waitForScreen } from '../a11y/a11y.helpers';
import { field, registerViaApi, signInWithForm } from '../accounts/accounts.helpers';
import { expect, randomClientIp, test, waitForAppAfterLoads } from '../fixtures';
import { createListingViaApi, openAccountTab, registerUser } from '../listings/listings.helpers';
import { uniqueId } from '../unique-id';

/** The seeded moderator (api/src/database/seeders/demo-users.ts). There is no seeded admin. */
const MODERATOR = { username: 'harbour_mod', password: 'Harbour#2024' };

/** MODERATION_MESSAGES.accountSuspended of @dockside/shared/moderation. */
const ACCOUNT_SUSPENDED = 'Your account has been suspended. Please contact support if you think this is a mistake.';

const ADMIN_TABS = ['Moderation queue', 'Reports', 'Users', 'Audit log'] as const;

/** Signs the page's context in as the moderator through the API; the app picks the session up on load. */
async function signInAsModerator(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: MODERATOR });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second person: a browser context of their own. */
async function newPerson(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  waitForAppAfterLoads(context);
  return { context, page: await context.newPage() };
}

/** Opens one tab of /admin and waits for its list (or its empty state) to have loaded. */
async function openAdminTab(page: Page, name: (typeof ADMIN_TABS)[number]): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
}

test.describe('the admin area', () => {
  test('a member opening /admin sees the not-found page, and the admin API is never asked', async ({ page }) => {
    await registerViaApi(page);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect(adminCalls).toEqual([]);
  });

  test('a moderator reaches it from the user menu; queue, reports, users and audit log pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsModerator(page);
    await page.goto('/account');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${MODERATOR.username}` })
      .click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();

    for (const name of ADMIN_TABS) {
      await openAdminTab(page, name);
      await waitForScreen(page, { signedIn: true });
      await expectNoSeriousViolations(page, `/admin ${name}`);
    }
    await expect(page).toHaveURL(/\/admin\?tab=audit$/);
  });

  test('a moderator suspends a new user, who then cannot sign in', async ({ page, browser }, testInfo) => {
    const person = await newPerson(browser, testInfo);
    try {
      const member = await registerViaApi(person.page, { signedOut: true });
      // Before the suspension the new member signs in like anyone else.
      await signInWithForm(person.page, member.username, member.password);
      await person.context.clearCookies();
      await person.page.evaluate(() => localStorage.clear());

      await signInAsModerator(page);
      await page.goto('/admin?tab=users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.username }) });
      await expect(row.getByText(member.email)).toBeVisible();

      await row.getByRole('button', { name: `Suspend ${member.username}` }).click();
      const dialog = page.getByRole('dialog', { name: `Suspend ${member.username}` });
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog.getByText('A reason is required to suspend a user')).toBeVisible();
      await field(page, 'Reason (e-mailed to the user)').fill('Repeated scam listings');
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(page.getByText(`${member.username} is suspended`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
      await expect(row.getByText('Repeated scam listings')).toBeVisible();
      await expect(row.getByRole('button', { name: `Lift suspension ${member.username}` })).toBeVisible();

      await person.page.goto('/auth');
      await field(person.page, 'Username or email').fill(member.username);
      await field(person.page, 'Password').fill(member.password);
      await person.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(person.page.getByRole('alert').filter({ hasText: ACCOUNT_SUSPENDED })).toBeVisible();
      await expect(person.page).toHaveURL(/\/auth$/);
    } finally {
      await person.context.close();
    }
  });

  test('a reported scam listing: the moderator rejects it from Reports, it leaves the catalogue, the seller sees why @desktop', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const seller = await newPerson(browser, testInfo);
    const reporter = await newPerson(browser, testInfo);
    try {
      await registerUser(seller.page);
      const title = `Yamaha outboard bargain ${uniqueId('r')}`;
      const part = await createListingViaApi(seller.page, title);

      // The member reports it from the part detail, as a buyer who smells a scam would.
      await registerUser(reporter.page);
      await reporter.page.goto(`/boat-parts/${part.id}`);
      await reporter.page.getByRole('button', { name: 'Report Listing' }).click();
      const reportDialog = reporter.page.getByRole('dialog', { name: 'Report this listing' });
      await reportDialog.getByRole('radio', { name: 'Scam or fraud' }).check();
      await reportDialog.getByLabel('Details').fill('Asks for Western Union payment');
      await reportDialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(reporter.page.getByText('Report sent')).toBeVisible();

      await signInAsModerator(page);
      await page.goto('/admin?tab=reports');
      const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(row.getByText('Scam or fraud')).toBeVisible();
      await expect(row.getByText('Asks for Western Union payment')).toBeVisible();
      await expect(row.getByText('1 report', { exact: true })).toBeVisible();

      const reason = `Payment by Western Union is not allowed on Dockside (${uniqueId()})`;
      await row.getByRole('button', { name: `Reject listing ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject listing' });
      await field(page, 'Reason (shown to the seller)').fill(reason);
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await expect(page.getByText('Listing rejected')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);

      // The audit log has the decision, newest first.
      await openAdminTab(page, 'Audit log');
      const entry = page.getByRole('row').filter({ hasText: reason });
      await expect(entry.getByText('listing.reject')).toBeVisible();
      await expect(entry.getByText(MODERATOR.username)).toBeVisible();

      // The catalogue no longer finds it (a visitor who never saw it: nothing cached on the device).
      const search = await reporter.page.request.get(`/api/boat-parts?q=${encodeURIComponent(title)}`);
      expect(((await search.json()) as { id: number }[]).map((p) => p.id)).not.toContain(part.id);
      await reporter.page.goto(`/boat-parts?q=${encodeURIComponent(title)}`);
      // Loaded: either other parts that share a word of the title, or none at all.
      const results = reporter.page
        .getByRole('list', { name: 'Boat parts' })
        .or(reporter.page.getByRole('heading', { name: 'No Parts Found' }));
      await expect(results.first()).toBeVisible();
      await expect(reporter.page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

      // The seller sees the reason on the listing in My Listings.
      await openAccountTab(seller.page, 'My Listings');
      const panel = seller.page.getByRole('tabpanel', { name: 'My Listings' });
      await expect(panel.getByText(title)).toBeVisible();
      await expect(panel.getByText(reason)).toBeVisible();
    } finally {
      await seller.context.close();
      await reporter.context.close();
    }
  });
});
