import { expect, test } from '../fixtures';
import { openMail } from '../mailbox';
import { uniqueId } from '../unique-id';

test('newsletter double opt-in: subscribe in the footer, confirm from the mailbox, unsubscribe', async ({ page }) => {
  // Two e-mails go through the outbox in the background: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
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
