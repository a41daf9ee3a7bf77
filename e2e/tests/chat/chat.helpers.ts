import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, randomClientIp, waitForAppAfterLoads } from '../fixtures';
import { createListingViaApi } from '../listings/listings.helpers';
import { uniqueId } from '../unique-id';

export interface ChatTestUser {
  id: number;
  username: string;
  fullName: string;
}

/**
 * A browser context of its own (cookies, storage, IndexedDB) — one person — with its own client IP, so
 * the API's per-IP limits count per person as the fixtures do per test.
 */
export async function newPerson(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  waitForAppAfterLoads(context);
  return { context, page: await context.newPage() };
}

/** Registers a fresh user through the API; the page's context keeps the session. */
export async function registerChatUser(page: Page, options: { business?: string } = {}): Promise<ChatTestUser> {
  const id = uniqueId('cht_');
  const user = { username: `cht_${id}`, fullName: `Chat Tester ${id}`, email: `cht_${id}@example.com`, password: 'Tr1m-the-jib!' };
  const response = await page.request.post('/api/register', {
    data: {
      ...user,
      company: options.business ?? '',
      newsletterSubscribed: false,
      recaptchaToken: 'e2e',
      ...(options.business ? { sellerType: 'business', businessName: options.business } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number };
  return { id: created.id, username: user.username, fullName: user.fullName };
}

/** A listing of the page's user (with one uploaded photo), created through the API. */
export async function createListing(page: Page, title: string): Promise<{ id: number; title: string }> {
  return createListingViaApi(page, title);
}

/** The message box and Send button of /chat. */
export function composer(page: Page) {
  return {
    input: page.getByRole('textbox', { name: 'Message', exact: true }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
  };
}

/** Waits until the chat is connected (the box is enabled), then sends `text`. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const { input, send } = composer(page);
  await expect(input).toBeEnabled({ timeout: 15_000 });
  await input.fill(text);
  await send.click();
  await expect(input).toHaveValue('');
}

/** The message log of the open room. */
export function messageLog(page: Page) {
  return page.getByRole('log');
}
