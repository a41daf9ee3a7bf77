import { expectNoSeriousViolations, test, waitForScreen } from '../a11y/a11y.helpers';

test('the Buy, Advertise and Support pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/buy', '/advertise', '/support']) {
    await page.goto(path);
    await waitForScreen(page, { signedIn: false });
    await expectNoSeriousViolations(page, path);
  }
});
