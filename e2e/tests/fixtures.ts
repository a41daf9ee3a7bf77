import { test as base } from '@playwright/test';

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
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientIp() });
  },
});
