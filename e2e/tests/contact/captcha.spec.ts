import { expect, test } from '../fixtures';
import { captchaWidget, fillAdvertise } from './contact.helpers';

test.describe('the captcha of the contact forms', () => {
  test('a challenge that never answers shows the timed-out state after 5 s', async ({ page }) => {
    // Held, never answered: the spec §4 load timeout decides.
    await page.route('**/api/captcha/challenge', () => {});
    await page.goto('/support');
    const widget = captchaWidget(page);
    await expect(widget).toHaveAttribute('data-status', 'loading');
    await expect(widget).toContainText('CAPTCHA is taking longer than expected to load. Please reload the page.', { timeout: 15_000 });
    await expect(widget).toHaveAttribute('data-status', 'timedOut');
  });

  test('Advertise without a token is blocked with the spec message, nothing is sent', async ({ page }) => {
    await page.route('**/api/captcha/challenge', (route) => route.abort());
    let sent = false;
    await page.route('**/api/contact/advertise', (route) => {
      sent = true;
      return route.continue();
    });
    await page.goto('/advertise');
    await fillAdvertise(page, 'Keel & Co', 'Newsletter features for our rigging service.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please complete the CAPTCHA verification' })).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue('Keel & Co');
    expect(sent).toBe(false);
  });

  test('Advertise with a token the server refuses shows the inline captcha message and keeps the form', async ({ page }) => {
    await page.route('**/api/contact/advertise', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, recaptchaToken: 'forged-token' }) });
    });
    await page.goto('/advertise');
    await fillAdvertise(page, 'Keel & Co', 'Newsletter features for our rigging service.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'CAPTCHA verification failed. Please try again.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Submission Failed')).toHaveCount(0);
    await expect(page.getByLabel('Company Name')).toHaveValue('Keel & Co');
  });
});
