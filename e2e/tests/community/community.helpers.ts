import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, randomClientIp, waitForAppAfterLoads } from '../fixtures';
import { uniqueId } from '../unique-id';

export interface CommunityUser {
  id: number;
  username: string;
  fullName: string;
}

/**
 * Registers a fresh member through the API (the e2e server runs with CAPTCHA_PROVIDER=off); the page's
 * context keeps the session cookie, so the app starts signed in.
 */
export async function registerMember(page: Page, company = ''): Promise<CommunityUser> {
  const id = uniqueId('qa_');
  const user = { username: `qa_${id}`, fullName: `Deckhand ${id}`, email: `qa_${id}@example.com`, password: 'Tr1m-the-jib!' };
  const response = await page.request.post('/api/register', {
    data: { ...user, company, newsletterSubscribed: false, recaptchaToken: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number };
  return { id: created.id, username: user.username, fullName: user.fullName };
}

/** A second browser (its own cookies and client IP), as another person on another device. */
export async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  waitForAppAfterLoads(context);
  return { context, page: await context.newPage() };
}

/** The input labelled `label` (required fields' labels end with a hidden asterisk). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** The list card of a question, by its title. */
export function questionCard(page: Page, title: string) {
  return page.getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({ hasText: title });
}
