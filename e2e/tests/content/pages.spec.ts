import { expect, test } from '../fixtures';
import { expectCanonical, expectFitsAndAccessible, openPage } from './content.helpers';

test.use({ serviceWorkers: 'block' });

test.describe('expert advice (/about-yachtrow and /expert-chat)', () => {
  test('shows the steps, topics, testimonials, outside links in a new tab and a link to the parts', async ({ page }) => {
    await openPage(page, '/about-yachtrow', 'Expert Yacht Advice');
    await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'What our experts help with' }).getByRole('listitem')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'What boat owners say' }).getByRole('blockquote')).toHaveCount(3);
    const outside = page.getByRole('region', { name: 'Find us elsewhere' }).getByRole('link');
    await expect(outside).toHaveCount(3);
    for (const link of await outside.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('link', { name: 'Browse Boat Parts' })).toHaveAttribute('href', '/boat-parts');
    await expectCanonical(page, '/about-yachtrow');
    await expectFitsAndAccessible(page, '/about-yachtrow');

    await openPage(page, '/expert-chat', 'Expert Yacht Advice');
    await expectCanonical(page, '/about-yachtrow');
  });
});

test.describe('sell (/sell)', () => {
  test('shows free listings, how listing works, the six conditions, payment safety and the seller links', async ({ page }) => {
    await openPage(page, '/sell', 'Sell Your Boat Parts');
    await expect(page.getByRole('heading', { level: 2, name: 'Basic listings are free' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How listing works' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Condition ratings' }).getByRole('term')).toHaveText([
      'New',
      'Used - Like New',
      'Used - Excellent',
      'Used - Good',
      'Used - Fair',
      'For Parts / Not Working',
    ]);
    await expect(page.getByRole('complementary', { name: 'Pay safely' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a Seller Account' }).first()).toHaveAttribute('href', '/sell-boat-parts/register');
    await expect(page.getByRole('link', { name: 'Create a Listing' }).first()).toHaveAttribute('href', '/boat-parts/create');
    await expectFitsAndAccessible(page, '/sell');
  });
});

const LEGAL = [
  {
    name: 'privacy policy',
    paths: ['/privacy-policy', '/privacy'],
    heading: 'Privacy Policy',
    sections: [
      'Information we collect',
      'How we use your information',
      'How we share your information',
      'How we protect your information',
      'Contact us',
    ],
    text: /law enforcement/,
  },
  {
    name: 'terms of service',
    paths: ['/terms-of-service', '/terms'],
    heading: 'Terms of Service',
    sections: ['Acceptance of Terms', 'User Accounts', 'Listing Rules', 'Transaction Guidelines', 'Dispute Resolution', 'Termination'],
    text: /18 years or older/,
  },
];

for (const doc of LEGAL) {
  test.describe(`${doc.name} (${doc.paths.join(' and ')})`, () => {
    test('shows its sections and last-updated date under both paths, with one canonical URL', async ({ page }) => {
      const [canonical, alias] = doc.paths as [string, string];
      await openPage(page, canonical, doc.heading);
      const main = page.getByRole('main');
      for (const section of doc.sections) await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(main.getByText(doc.text)).toBeVisible();
      await expect(main.getByText('Last updated: November 3, 2025')).toBeVisible();
      await expectCanonical(page, canonical);
      await expectFitsAndAccessible(page, canonical);

      await openPage(page, alias, doc.heading);
      await expect(page).toHaveURL(new RegExp(`${alias}$`));
      await expectCanonical(page, canonical);
    });
  });
}
