import { expect, test } from '../fixtures';
import { field, openUserMenu, registerViaApi, signInWithForm } from './accounts.helpers';

test.describe('header user menu', () => {
  test('shows the username and e-mail with the dashboard links', async ({ page }) => {
    const user = await registerViaApi(page, { signedOut: true });
    await signInWithForm(page, user.username, user.password);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await openUserMenu(page, user.username);
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.username, { exact: true })).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    for (const item of ['Dashboard', 'My Listings', 'Saved Parts', 'Account Settings', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }

    await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account\?tab=settings$/);
    await expect(page.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('Log out shows the toast, goes home and signs the user out', async ({ page }) => {
    const user = await registerViaApi(page, { signedOut: true });
    await signInWithForm(page, user.username, user.password);
    await openUserMenu(page, user.username);
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('account dashboard', () => {
  test('greets the user, offers List New Part and has the four tabs', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'List New Part' }).first()).toHaveAttribute('href', '/boat-parts/create');
    for (const tab of ['Messages', 'My Listings', 'Saved Parts', 'Account Settings']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Saved Parts' }).click();
    await expect(page).toHaveURL(/tab=saved/);
  });

  test('a changed full name is saved and still there after a reload', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account?tab=settings');
    const fullName = field(page, 'Full Name');
    await expect(fullName).toHaveValue(user.fullName);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(user.username);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');

    await fullName.fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();

    await fullName.fill('Captain Renamed');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Captain Renamed' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Captain Renamed' })).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('Captain Renamed');
  });

  test('a changed password works for the next sign-in, the old one no longer does', async ({ page }) => {
    const user = await registerViaApi(page);
    const newPassword = 'Mooring-L1ne-77';
    await page.goto('/account?tab=settings');

    await field(page, 'Current Password').fill(user.password);
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByText(/other devices? (was|were) signed out/).first()).toBeVisible();

    await openUserMenu(page, user.username);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await field(page, 'Username or email').fill(user.username);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password. Please try again.' })).toBeVisible();

    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` })).toBeVisible();
  });

  test('notification switches are stored on the user', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/account?tab=settings');
    const browser = page.getByRole('switch', { name: 'Browser notifications' });
    await expect(browser).toBeChecked();
    await browser.click();
    await expect(page.getByText('Browser notifications disabled')).toBeVisible();
    await expect(browser).not.toBeChecked();
    const me = await page.request.get('/api/user');
    expect(await me.json()).toMatchObject({ notifyBrowser: false, notifyEmail: true });
  });
});
