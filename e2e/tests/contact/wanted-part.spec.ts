import { expect, test } from '../fixtures';
import { expectSuccessToast, fillInquiry } from './contact.helpers';

test('the catalogue empty state offers the wanted-part inquiry, sent from a dialog', async ({ page }) => {
  await page.goto('/boat-parts?q=zzqxv-no-such-part');
  await expect(page.getByRole('heading', { name: 'No Parts Found' })).toBeVisible();
  await page.getByRole('button', { name: "Can't find the part you need?" }).click();

  const dialog = page.getByRole('dialog', { name: "Can't find the part you need?" });
  await fillInquiry(dialog, 'A raw-water impeller for a Volvo Penta D2-40, part 21951348.');
  await dialog.getByLabel('Timeframe').fill('Before the season starts');
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();

  await expectSuccessToast(page, 'Success!');
  await expect(dialog).toBeHidden();
});
