import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, waitForScreen } from '../a11y/a11y.helpers';
import { expect } from '../fixtures';

/** Opens a content page and waits for its h1. */
export async function openPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Nothing wider than the screen (a phone must not scroll sideways), and axe finds nothing serious. */
export async function expectFitsAndAccessible(page: Page, where: string): Promise<void> {
  await waitForScreen(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, where);
}

/** The page's `<link rel="canonical">` (hoisted into <head> by React). */
export async function expectCanonical(page: Page, path: string): Promise<void> {
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
}
