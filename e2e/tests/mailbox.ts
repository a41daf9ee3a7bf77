import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the newest message of the development mailbox (`/dev/mailbox`) sent to `to` with `subject`. The
 * mail outbox sends in the background, so the mailbox page is reloaded until the message is there.
 */
export async function openMail(page: Page, to: string, subject: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Followed by its address rather than clicked: on a phone the dev mailbox's wide table overlaps its cells.
  const href = await row.first().getByRole('link', { name: subject }).getAttribute('href');
  await page.goto(href ?? '/dev/mailbox');
  // .first(): the mailbox page's heading; a mail whose own heading is its subject shows it again in the body.
  await expect(page.getByRole('heading', { level: 1, name: subject }).first()).toBeVisible();
}
