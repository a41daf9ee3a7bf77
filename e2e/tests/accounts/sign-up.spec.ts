import { expect, test } from '../fixtures';
import { field, newUser } from './accounts.helpers';

test.describe('sign up', () => {
  test('the general form on /auth creates an account and opens the dashboard', async ({ page }) => {
    const user = newUser();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();

    await field(page, 'Username').fill(user.username);
    await expect(page.getByText('Username is available')).toBeVisible();
    await field(page, 'Full Name').fill(user.fullName);
    await field(page, 'Email').fill(user.email);
    await page.getByLabel(/^Company/).fill('Harbour Rigging');
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm Password').fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.fullName}` })).toBeVisible();
  });

  test('the general form shows the validation messages of spec §5', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    await field(page, 'Username').fill('ab');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();

    await field(page, 'Password').fill('Tr1m-the-jib!');
    await field(page, 'Confirm Password').fill('Tr1m-the-sail!');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a taken username is refused with the spec text', async ({ page }) => {
    const user = newUser();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    await field(page, 'Username').fill('sailor_sam');
    await field(page, 'Full Name').fill(user.fullName);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm Password').fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Registration failed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This username is already taken. Please choose another one.' })).toBeVisible();
  });

  test('a business seller signs up on /sell-boat-parts/register and goes to /boat-parts/create', async ({ page }) => {
    const user = newUser();
    await page.goto('/sell-boat-parts/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Parts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why sell on Dockside?' })).toBeVisible();
    for (const reason of ['Targeted buyers', 'Simplified listings', 'Free basic listings']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }

    await field(page, 'Username').fill(user.username);
    await field(page, 'Full Name').fill(user.fullName);
    await field(page, 'Email').fill(user.email);
    await page.getByLabel(/^Phone Number/).fill('+1 555 010 2040');
    await expect(field(page, 'Business name')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(field(page, 'Business name')).toBeVisible();
    await field(page, 'Business name').fill('Keel & Co Chandlery');
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm Password').fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Seller Account' }).click();

    await expect(page.getByText('Account created')).toBeVisible();
    await expect(page).toHaveURL(/\/boat-parts\/create$/);
    const me = await page.request.get('/api/user');
    expect(await me.json()).toMatchObject({ username: user.username, company: 'Keel & Co Chandlery', sellerType: 'business' });
  });

  test('a business seller must give the business name', async ({ page }) => {
    await page.goto('/sell-boat-parts/register');
    await page.getByRole('radio', { name: 'Business' }).check();
    await page.getByRole('button', { name: 'Create Seller Account' }).click();
    await expect(page.getByText('Business name is required for business sellers')).toBeVisible();
  });

  test('a signed-in user visiting the seller sign-up goes to /boat-parts/create', async ({ page }) => {
    const user = newUser();
    const response = await page.request.post('/api/register', {
      data: { ...user, newsletterSubscribed: true, recaptchaToken: 'e2e' },
    });
    expect(response.status()).toBe(201);
    await page.goto('/sell-boat-parts/register');
    await expect(page).toHaveURL(/\/boat-parts\/create$/);
  });
});

test.describe('live username check', () => {
  test('shows too short, checking/available and taken states', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create one' }).click();
    const username = field(page, 'Username');

    await username.fill('ab');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();

    // Hold the answer back so the checking state is visible.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/check-username/**', async (route) => {
      await held;
      await route.continue();
    });
    await username.fill(newUser().username);
    await expect(page.getByText('Checking availability...')).toBeVisible();
    release();
    await expect(page.getByText('Username is available')).toBeVisible();
    await page.unroute('**/api/check-username/**');

    await username.fill('sailor_sam');
    await expect(page.getByText('Username already exists')).toBeVisible();

    await username.fill('');
    await expect(page.getByText('Username already exists')).toHaveCount(0);
    await expect(page.getByText('Checking availability...')).toHaveCount(0);
  });

  test('says so when the check fails', async ({ page }) => {
    await page.route('**/api/check-username/**', (route) => route.abort());
    await page.goto('/sell-boat-parts/register');
    await field(page, 'Username').fill('harbour_master');
    await expect(page.getByText('Error checking username')).toBeVisible();
  });
});
