import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** 10.x.y.z, random per test. */
export function randomClientIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Every request of a test (page and `page.request`) carries its own `X-Forwarded-For`. The e2e server
 * trusts the proxy header (TRUST_PROXY=true), so the API's per-IP rate limits (registration 10/hour,
 * sign-in 30/15 min) count per test, and the tests stay independent of each other and of reruns.
 */
/**
 * A public page is rendered by the server (docs/architecture.md §5.4) and shown before the app takes it over: a click or
 * keystroke in between reaches only the server's markup, as it would for a person. After each load the
 * tests wait for the app (`<html data-app-ready>`, set by the root layout) — at most a few seconds, and
 * never on a page without the app (JSON, an offline error page).
 */
async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'), undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
}

/** Makes `goto` and `reload` of the context's pages (and pages opened later) wait for the app. */
export function waitForAppAfterLoads(context: BrowserContext): void {
  const wrap = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientIp() });
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterLoads(context);
    await use(context);
  },
});
