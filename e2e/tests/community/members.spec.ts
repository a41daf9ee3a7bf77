import { expect, test } from '../fixtures';
import { registerMember } from './community.helpers';

test.describe('members directory', () => {
  test('lists members grouped by company and searches by name or company', async ({ page }) => {
    const company = `Quayside Rigging ${Date.now().toString(36)}`;
    const member = await registerMember(page, company);
    await page.context().clearCookies();

    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members Directory' })).toBeVisible();
    const groups = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(groups.first()).toBeVisible();
    // Seeded members, grouped by company (alphabetically).
    await expect(page.getByRole('region', { name: 'Brandt Marine Surveys' }).getByText('Helen Brandt')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Brandt Marine Surveys' }).getByText('@captain_expert')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.fill(company.toUpperCase());
    const group = page.getByRole('region', { name: company });
    await expect(group.getByText(member.fullName)).toBeVisible();
    await expect(group.getByText(`@${member.username}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Brandt Marine Surveys' })).toHaveCount(0);

    await search.fill('whitfield');
    await expect(page.getByRole('region', { name: 'Marina Supplies Co.' }).getByText('Grace Whitfield')).toBeVisible();

    await search.fill('no-such-member-anywhere');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText('Try a different search term')).toBeVisible();
  });

  test('never shows e-mail addresses', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByText('Grace Whitfield')).toBeVisible();
    await expect(page.getByText('grace@marinasupplies.example')).toHaveCount(0);
    const response = await page.request.get('/api/members?q=whitfield');
    expect(await response.text()).not.toContain('@marinasupplies.example');
  });
});
