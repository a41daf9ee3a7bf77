import { expect, test } from '../fixtures';
import {
  attachPhotos,
  createListingViaApi,
  field,
  fillListingForm,
  firstPart,
  jpegPhoto,
  openAccountTab,
  registerUser,
} from './listings.helpers';

test.describe('selling: create, edit and delete a listing', () => {
  test('create with two photos → detail → My Listings → edit → delete from the detail page', async ({ page }) => {
    const user = await registerUser(page);
    const title = `Lewmar winch ${Date.now().toString(36)}`;

    await page.goto('/boat-parts/create');
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Marine Part' })).toBeVisible();
    await expect(field(page, 'Contact Email')).toHaveValue(user.email);

    await fillListingForm(page, {
      Title: title,
      Category: 'Deck Equipment',
      Condition: 'Used - Excellent',
      'Price (USD)': '1250.50',
      Description: 'Self-tailing two-speed winch, serviced this spring, complete with handle.',
      Brand: 'Lewmar',
      Year: '2018',
      Location: 'Annapolis, MD',
    });

    await attachPhotos(page, [
      await jpegPhoto('winch-front.jpg', { r: 200, g: 40, b: 40 }),
      await jpegPhoto('winch-side.jpg', { r: 20, g: 160, b: 90 }),
    ]);
    await expect(page.getByRole('img', { name: 'Listing image 1' })).toBeVisible();

    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    await expect(page.getByText('Your boat part has been listed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/boat-parts\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Price: $1,250.50', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /photo \d of 2/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Edit Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);

    await openAccountTab(page, 'My Listings');
    const card = page.getByRole('list', { name: 'My Listings' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('$1,250.50')).toBeVisible();
    await card.getByRole('link', { name: `Edit ${title}` }).click();

    await expect(page).toHaveURL(new RegExp(`/boat-parts/edit/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Marine Part' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Year')).toHaveValue('2018');
    await expect(field(page, 'Model')).toHaveValue('');
    await field(page, 'Title').fill(`${title} (reduced)`);
    await field(page, 'Price (USD)').fill('999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your boat part has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/boat-parts/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${title} (reduced)` })).toBeVisible();
    await expect(page.getByText('Price: $999', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Listing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText('Are you sure you want to delete this listing? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(page.getByText('Listing Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/boat-parts$/);
    expect((await page.request.get(`/api/boat-parts/${id}`)).status()).toBe(404);
  });

  test('the form shows the spec messages and does not send an incomplete listing', async ({ page }) => {
    await registerUser(page);
    await page.goto('/boat-parts/create');
    await page.getByRole('button', { name: 'List Part for Sale' }).click();
    for (const message of [
      'Title must be at least 5 characters',
      'Please select a category',
      'Please select a condition',
      'Price is required',
      'Description must be at least 20 characters',
      'At least one image is required for your listing',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Title')).toBeFocused();
    await expect(page).toHaveURL(/\/boat-parts\/create$/);
  });

  test('a listing removed from My Listings is gone', async ({ page }) => {
    await registerUser(page);
    const part = await createListingViaApi(page, `Bronze cleat ${Date.now().toString(36)}`);

    await openAccountTab(page, 'My Listings');
    await page.getByRole('button', { name: `Remove ${part.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Delete Listing' }).click();
    await expect(page.getByText('Part Deleted')).toBeVisible();
    await expect(page.getByText('Your listing has been successfully removed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No Listings Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Listing' })).toHaveAttribute('href', '/boat-parts/create');
    expect((await page.request.get(`/api/boat-parts/${part.id}`)).status()).toBe(404);
  });

  test('someone else cannot edit a listing', async ({ page }) => {
    await registerUser(page);
    const other = await firstPart(page);
    await page.goto(`/boat-parts/edit/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText("You don't have permission to edit this boat part listing.")).toBeVisible();
  });

  test('a signed-out visitor sees Authentication Required on the create page', async ({ page }) => {
    await page.goto('/boat-parts/create');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('You need to be logged in to list boat parts.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true }).last()).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Back to Parts Catalog' })).toHaveAttribute('href', '/boat-parts');
  });
});

test.describe('saved parts', () => {
  test('a saved part shows under Saved Parts and can be removed again', async ({ page }) => {
    await registerUser(page);
    const part = await firstPart(page);

    await page.goto(`/boat-parts/${part.id}`);
    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

    await openAccountTab(page, 'Saved Parts');
    const saved = page.getByRole('list', { name: 'Saved Parts' }).getByRole('listitem').filter({ hasText: part.title });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: `Remove ${part.title} from saved parts` }).click();
    await expect(page.getByRole('heading', { name: 'No Saved Parts Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Boat Parts' })).toHaveAttribute('href', '/boat-parts');
  });
});
