import { expect, test } from '../fixtures';

test('offline, the support form keeps what was typed and its submit waits for the connection', async ({ page, context }) => {
  await page.goto('/support');
  await page.getByLabel('Username').fill('harbour_master');
  await page.getByLabel('Describe your issue').fill('My saved parts disappeared after an update.');

  await context.setOffline(true);
  const submit = page.getByRole('button', { name: 'Submit Support Request' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(/You are offline\. Sending needs a connection/)).toBeVisible();
  await expect(page.getByLabel('Describe your issue')).toHaveValue('My saved parts disappeared after an update.');

  await context.setOffline(false);
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Username')).toHaveValue('harbour_master');
});
