import { expect, test } from '../fixtures';
import { attachPhotos, fillListingForm, firstPart, jpegPhoto, registerUser } from '../listings/listings.helpers';
import { imageShown, openControlledApp } from './offline.helpers';

/**
 * With the network cut, a signed-in user opens the app, browses, opens saved parts
 * with photos, drafts a listing with photos and an answer, and after reconnecting each arrives exactly
 * once. `context.setOffline` cuts the page's and the service worker's network alike.
 */
test.describe('offline-first', () => {
  // Several navigations with the network cut and restored, on a busy CI machine.
  test.describe.configure({ timeout: 90_000 });

  test('browse online → offline → reload: catalogue, a part and saved parts with images render from the device', async ({
    page,
    context,
  }) => {
    await registerUser(page);
    const part = await firstPart(page);
    expect((await page.request.put(`/api/saved-parts/${part.id}`)).status()).toBe(204);

    await openControlledApp(page, '/boat-parts?sort=price-desc');
    await expect(page.getByRole('link', { name: part.title }).first()).toBeVisible();
    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await page.goto('/account?tab=saved');
    const saved = page.getByRole('listitem').filter({ hasText: part.title });
    await expect(saved).toBeVisible();
    await imageShown(page, part.title);

    await context.setOffline(true);
    await page.reload();
    await expect(saved).toBeVisible();
    await imageShown(page, part.title);
    await expect(page.getByText(/^Offline — showing data saved /)).toBeVisible();

    await page.goto('/boat-parts?sort=price-desc');
    await expect(page.getByRole('link', { name: part.title }).first()).toBeVisible();
    // A search never made online is answered from the parts on the device.
    const word = part.title.split(' ')[0];
    await page.goto(`/boat-parts?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('link', { name: part.title }).first()).toBeVisible();

    await page.goto(`/boat-parts/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
    await context.setOffline(false);
  });

  test('a listing with two photos drafted offline is sent exactly once when the network returns, without a reload', async ({
    page,
    context,
  }) => {
    await registerUser(page);
    const title = `Offline winch ${Date.now().toString(36)}`;
    await openControlledApp(page, '/boat-parts/create');
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Marine Part' })).toBeVisible();

    await context.setOffline(true);
    await fillListingForm(page, {
      Title: title,
      Category: 'Deck Equipment',
      Condition: 'Used - Good',
      'Price (USD)': '310',
      Description: 'Two-speed self-tailing winch, drafted at the mooring with no signal at all.',
    });
    await attachPhotos(page, [
      await jpegPhoto('offline-1.jpg', { r: 200, g: 60, b: 30 }),
      await jpegPhoto('offline-2.jpg', { r: 30, g: 60, b: 200 }),
    ]);

    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    // Saved on this device: the app goes to My Listings, where the listing waits as 'Pending'.
    await expect(page).toHaveURL(/\/account\?tab=listings$/);
    const pending = page.getByTestId('pending-listing').filter({ hasText: title });
    await expect(pending).toBeVisible();
    await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toContainText('1 change waiting to be sent');

    await context.setOffline(false);
    await expect(pending).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'My Listings' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);

    const mine = (await (await page.request.get('/api/boat-parts/user')).json()) as Array<{ title: string; imageUrls: string[] }>;
    const created = mine.filter((listing) => listing.title === title);
    expect(created).toHaveLength(1);
    expect(created[0].imageUrls).toHaveLength(2);
  });

  test('an answer written offline is posted once after reconnecting, even with two tabs open', async ({ page, context }) => {
    await registerUser(page);
    const questions = (await (await page.request.get('/api/expert-questions?limit=1')).json()) as Array<{ id: number; title: string }>;
    const question = questions[0];
    const answerText = `Check the raw water impeller first, then the heat exchanger ${Date.now().toString(36)}.`;

    await openControlledApp(page, `/expert-questions/${question.id}`);
    const second = await context.newPage();
    await second.goto(`/expert-questions/${question.id}`);
    await expect(second.getByRole('heading', { level: 1, name: question.title })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Your Answer' }).fill(answerText);
    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await expect(page.getByText('It will be posted as soon as you are back online.')).toBeVisible();
    await expect(page.getByTestId('pending-answer').filter({ hasText: answerText })).toBeVisible();

    // Both tabs see the connection come back and both try to send: the Web Lock lets one of them.
    await context.setOffline(false);
    await expect(page.getByTestId('pending-answer')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(answerText)).toBeVisible();

    const detail = (await (await page.request.get(`/api/expert-questions/${question.id}`)).json()) as {
      answers: Array<{ content: string }>;
    };
    expect(detail.answers.filter((answer) => answer.content === answerText)).toHaveLength(1);
    await second.close();
  });
});
