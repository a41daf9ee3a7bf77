/// <reference lib="dom" />
// The callbacks of page.evaluate / locator.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { jpegPhoto } from '../listings/listings.helpers';
import { expect, expectNoKeyboardTrap, expectVisibleFocus, focusStop, test, tabTo, waitForScreen } from './a11y.helpers';

/**
 * Keyboard-only walks (spec §2 screens): `page.keyboard` alone — Tab, Shift+Tab, Enter, Space, arrows and
 * Escape; no clicks. Every stop must show a focus ring, focus must never stick, Escape closes dialogs and
 * menus and gives focus back to the control that opened them.
 */

/** A form control by its label; required fields' labels end with a hidden asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The titles of the catalogue cards shown now. */
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Boat parts' }).getByRole('listitem').getByRole('heading').allInnerTexts();

/** After Enter on a link or a submit: the new screen shows and the app has moved focus to its main region. */
async function landedOn(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('main')).toBeFocused();
}

/** Picks the option after the current one of a focused native select, as a keyboard user does. */
async function nextOption(page: Page, select: Locator): Promise<string> {
  await expect.poll(() => isFocused(select)).toBe(true);
  const before = await select.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue(before);
  return select.inputValue();
}

test.describe('keyboard only', () => {
  // Dozens of key presses, each followed by a focus check: longer than one screen's budget on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  // A whole-page walk costs two round trips per stop: the desktop project walks the home page (desktop
  // navigation, featured cards, tiles), the phone project a part detail (tabs, photo links, actions).
  test('no keyboard trap and a visible focus ring on every stop of a whole page', async ({ page, seeded }, testInfo) => {
    await page.goto(testInfo.project.name === 'phone' ? `/boat-parts/${seeded.partId}` : '/');
    await waitForScreen(page, { signedIn: false });
    expect(await expectNoKeyboardTrap(page)).toBeGreaterThan(10);
  });

  test('sign in: from the header to the signed-in dashboard, then the user menu', async ({ page, member: user }) => {
    // The worker's member (registered through the API); this page starts signed out.
    await page.goto('/');
    await waitForScreen(page, { signedIn: false });
    // The first stop is the skip link, shown while focused.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
    await expectVisibleFocus(page);

    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
    await page.keyboard.press('Enter');
    await landedOn(page, /\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    await tabTo(page, field(page, 'Username or email'));
    await page.keyboard.type(user.username);
    await tabTo(page, field(page, 'Password'));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await landedOn(page, /\/account$/);
    const trigger = page.getByRole('banner').getByRole('button', { name: `Account menu for ${user.username}` });
    await expect(trigger).toBeVisible();

    // The user menu: open with Enter, move with the arrows, close with Escape; focus goes back to its button.
    await tabTo(page, trigger, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(user.email);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => menu.evaluate((element) => element.contains(document.activeElement) || element === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('catalogue filter: open the categories, pick a category and a condition, clear the filters', async ({ page }) => {
    await page.goto('/boat-parts');
    await waitForScreen(page, { signedIn: false });
    const everything = await cardTitles(page);
    expect(everything.length).toBeGreaterThan(0);

    // Phones start with the list closed, wide screens open: open it with the keyboard where it is closed.
    const toggle = page.getByRole('button', { name: /^(Show|Hide) categories$/ });
    await tabTo(page, toggle);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const category = page.getByRole('checkbox', { name: 'Engines & Motors' });
    await tabTo(page, category);
    await page.keyboard.press('Space');
    await expect(category).toBeChecked();
    await expect(page).toHaveURL(/category=Engines/);
    await expect(page.getByLabel('1 category selected')).toBeVisible();
    await expect.poll(() => cardTitles(page)).not.toEqual(everything);
    const inCategory = await cardTitles(page);

    const condition = field(page, 'Condition');
    await tabTo(page, condition);
    expect(await nextOption(page, condition)).toBe('New');
    await expect(page).toHaveURL(/condition=New/);
    await expect.poll(() => cardTitles(page)).not.toEqual(inCategory);
    const filtered = await cardTitles(page);

    // 'Clear All Filters' sits under the category list, before the toolbar: back with Shift+Tab.
    await tabTo(page, page.getByRole('button', { name: 'Clear All Filters' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/boat-parts$/);
    await expect(category).not.toBeChecked();
    await expect(condition).toHaveValue('');
    // Other tests add listings meanwhile: the unfiltered list is longer than the filtered one, not identical
    // to the first.
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(filtered.length);
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('create a listing with a photo, land on it, then delete it through the dialog', async ({ page, member }) => {
      const title = `Keyboard-listed cleat ${Date.now().toString(36)}`;
      await page.goto('/boat-parts/create');
      await waitForScreen(page, { signedIn: true });
      await expect(page.getByRole('heading', { level: 1, name: 'List Your Marine Part' })).toBeVisible();

      await tabTo(page, field(page, 'Title'));
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      expect(await nextOption(page, field(page, 'Category'))).not.toBe('');
      await page.keyboard.press('Tab');
      expect(await nextOption(page, field(page, 'Condition'))).toBe('New');
      await tabTo(page, field(page, 'Price (USD)'));
      await page.keyboard.type('245');
      await tabTo(page, field(page, 'Description'));
      await page.keyboard.type('A polished stainless cleat, listed with the keyboard alone.');

      // The photo: the 'Add Image' tile holds the file input; Space opens the file chooser.
      await tabTo(page, page.locator('input[type="file"]'));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(await jpegPhoto('keyboard-cleat.jpg', { r: 90, g: 30, b: 180 }));
      await expect(page.getByRole('img', { name: 'Listing image 1' })).toBeVisible();
      await expect(field(page, 'Contact Email')).toHaveValue(member.email);

      await tabTo(page, page.getByRole('button', { name: 'List Part for Sale' }));
      await page.keyboard.press('Enter');
      await landedOn(page, /\/boat-parts\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // Delete Listing opens the confirmation; focus stays inside it; Escape closes it and returns focus.
      const remove = page.getByRole('main').getByRole('button', { name: 'Delete Listing' });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
      await expect(dialog).toBeVisible();
      const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(inDialog).toBe(true);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await inDialog(), 'Tab keeps focus inside the open dialog').toBe(true);
        await expectVisibleFocus(page);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();

      // Again, this time confirming with the dialog's own Delete Listing button.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('button', { name: 'Delete Listing' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/boat-parts$/);
    });

    test('ask a question: from the list to the posted question', async ({ page }) => {
      const title = `Which antifouling suits a keyboard-only sailor ${Date.now().toString(36)}?`;
      await page.goto('/expert-questions');
      await waitForScreen(page, { signedIn: true });
      await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Ask Question' }));
      await page.keyboard.press('Enter');
      await landedOn(page, /\/expert-questions\/ask$/);

      await tabTo(page, field(page, 'Question Title'));
      await page.keyboard.type(title);
      await tabTo(page, field(page, 'Category'));
      expect(await nextOption(page, field(page, 'Category'))).not.toBe('');
      await tabTo(page, field(page, 'Question Details'));
      await page.keyboard.type('My boat is kept in brackish water and hauled out every two years. Hard or ablative?');
      await tabTo(page, page.getByRole('button', { name: 'Post Your Question' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/expert-questions\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });

  // Tagged @phone: the hamburger exists only in the phone layout (playwright.config.ts).
  test('the mobile menu opens with Enter and Escape closes it, giving focus back to its button @phone', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page, { signedIn: false });
    const button = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav).toBeVisible();
    await tabTo(page, nav.getByRole('link', { name: 'Browse Parts' }));
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect((await focusStop(page)).ring).not.toBeNull();
  });
});
