import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { uniqueId } from '../unique-id';

/** A password the API's common-password check accepts. */
export const PASSWORD = 'Tr1m-the-jib!';

/** Seeded demo account (api/src/database/seeders/demo-users.ts). */
export const DEMO_USER = {
  username: 'marina_supplies',
  password: 'Harbour#2024',
  fullName: 'Grace Whitfield',
  email: 'grace@marinasupplies.example',
};

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/** A username, name and e-mail no other test (or earlier run) uses. */
export function newUser(): NewUser {
  const id = uniqueId('e2e_');
  return { username: `e2e_${id}`, fullName: `Test Sailor ${id}`, email: `e2e_${id}@example.com`, password: PASSWORD };
}

/**
 * Registers through the API (the e2e server runs with CAPTCHA_PROVIDER=off). The page's context keeps the
 * new session cookie unless `signedOut` is set (for tests that then sign in with the form).
 */
export async function registerViaApi(page: Page, { signedOut = false }: { signedOut?: boolean } = {}): Promise<NewUser> {
  const user = newUser();
  const response = await page.request.post('/api/register', {
    data: { ...user, company: '', newsletterSubscribed: false, recaptchaToken: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (signedOut) await page.context().clearCookies();
  return user;
}

/**
 * The input labelled exactly `label`. Required fields' labels end with an asterisk that is hidden from
 * assistive technology, which Playwright's label matching still sees.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** Signs in on /auth with the sign-in form and waits for the dashboard. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await field(page, 'Username or email').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Opens the header's user menu (its button is in the header bar on desktop and phone alike). */
export async function openUserMenu(page: Page, username: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${username}` })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}
