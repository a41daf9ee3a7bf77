import { expect, test } from '../fixtures';
import { registerViaApi } from '../accounts/accounts.helpers';
import { captchaWidget, expectSuccessToast, fillAdvertise, fillInquiry } from './contact.helpers';

/**
 * Each form filled and sent from the browser, solving the real ALTCHA proof of work (the e2e
 * server runs CAPTCHA_PROVIDER=altcha), then the spec §8 success toast with a reference, and the reset.
 */
test.describe('contact forms with the real captcha', () => {
  test('Buy: the inquiry is sent, a toast gives its reference and the form resets', async ({ page }) => {
    await page.goto('/buy');
    const form = page.locator('#inquiry-form');
    // The link at the end of the guide and FAQ brings the form back into view.
    await page.getByRole('link', { name: 'Return to Inquiry Form' }).click();
    await expect(form.getByRole('heading', { name: 'Boat Inquiry' })).toBeInViewport();
    await fillInquiry(form, 'A 32 ft sailing yacht, under ten years old, for coastal cruising.');
    await form.getByLabel('Budget').fill('$80,000');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();

    await expectSuccessToast(page, 'Success!');
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Budget')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  test('Advertise: the request is sent after the captcha shows verified', async ({ page }) => {
    await page.goto('/advertise');
    await expect(captchaWidget(page)).toHaveAttribute('data-status', 'verified', { timeout: 20_000 });
    await fillAdvertise(page, 'Harbour Chandlery', 'A category sponsorship for our anchors and chains.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expectSuccessToast(page, 'Request Submitted');
    await expect(page.getByLabel('Company Name')).toHaveValue('');
  });

  test('Support: username and issue are enough; the form resets after sending', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await page.getByLabel('Username').fill(`skipper_${Date.now().toString(36)}`);
    const issue = page.getByLabel('Describe your issue');
    await expect(issue).toHaveAttribute('rows', '5');
    await issue.fill('I cannot upload photos to my listing from my phone.');
    await page.getByRole('button', { name: 'Submit Support Request' }).click();

    await expectSuccessToast(page, 'Support request submitted');
    await expect(issue).toHaveValue('');
    await expect(page.getByLabel('Username')).toHaveValue('');
  });

  test('Support, signed in: username and e-mail are prefilled and stay after the reset', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/support');
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByRole('main').getByLabel(/^Email/)).toHaveValue(user.email);
    await page.getByLabel('Describe your issue').fill('Where do I change my company name?');
    await page.getByRole('button', { name: 'Submit Support Request' }).click();

    await expectSuccessToast(page, 'Support request submitted');
    await expect(page.getByLabel('Describe your issue')).toHaveValue('');
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
  });
});
