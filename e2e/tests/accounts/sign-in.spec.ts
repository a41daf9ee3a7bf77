import { expect, test } from '../fixtures';
import { DEMO_USER, field, registerViaApi, signInWithForm } from './accounts.helpers';

test.describe('sign in (/auth)', () => {
  test('a demo user signs in: the welcome toast shows and the dashboard opens', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await field(page, 'Username or email').fill(DEMO_USER.username);
    await field(page, 'Password').fill(DEMO_USER.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText(`Logged in successfully as ${DEMO_USER.fullName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_USER.fullName}` })).toBeVisible();
  });

  test('a wrong password shows the error banner and the Login failed toast', async ({ page }) => {
    // A fresh account: failed attempts on a shared demo account would count towards its lockout.
    const user = await registerViaApi(page, { signedOut: true });

    await page.goto('/auth');
    await field(page, 'Username or email').fill(user.username);
    await field(page, 'Password').fill('Wrong-pass-42!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password. Please try again.' })).toBeVisible();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('empty fields show the spec messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('Back to Homepage leads to /', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user visiting /auth goes to /account', async ({ page }) => {
    const user = await registerViaApi(page, { signedOut: true });
    await signInWithForm(page, user.username, user.password);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('login-required routes', () => {
  test('/account sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('/account opens for a visitor with a session but no stored user', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` })).toBeVisible();
  });

  test('an expired session on the server signs the stored user out', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` })).toBeVisible();
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
    // The page runs in the browser; this file is type-checked without the DOM library.
    const stored = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('currentUser'),
    );
    expect(stored).toBeNull();
  });
});
