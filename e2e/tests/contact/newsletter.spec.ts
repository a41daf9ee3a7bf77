import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueId } from '../unique-id';

/** Opens the newest message of the development mailbox sent to `to` with `subject`. */
async function openMail(page: Page, to: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(row.first()).toBeVisible();
  await row.first().getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test('newsletter double opt-in: subscribe in the footer, confirm from the mailbox, unsubscribe', async ({ page }) => {
  const email = `sailor_${uniqueId()}@example.com`;
  await page.goto('/buy');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Almost there! Check your inbox and confirm your subscription.')).toBeVisible();

  await openMail(page, email, 'Confirm your Dockside newsletter subscription');
  await page.getByRole('link', { name: 'Confirm subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=/);
  await expect(page.getByText('You are subscribed to the Dockside newsletter.')).toBeVisible();

  // Every newsletter e-mail (the welcome one too) carries an unsubscribe link that needs no sign-in.
  await openMail(page, email, 'Welcome to the Dockside newsletter');
  const text = (await page.locator('pre').textContent()) ?? '';
  const unsubscribe = text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  expect(unsubscribe, 'an unsubscribe link in the welcome e-mail').toBeDefined();
  await page.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
  await expect(page.getByText('You have been unsubscribed from the Dockside newsletter.')).toBeVisible();
});

test('a newsletter link with a bad token says so', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=not-a-real-token-0123456789');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
});
