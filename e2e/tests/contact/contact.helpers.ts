import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { uniqueId } from '../unique-id';

/** The captcha box of a form (components/captcha/captcha-widget.tsx), its state in `data-status`. */
export const captchaWidget = (scope: Page | Locator) => scope.getByRole('group', { name: 'Human verification' });

/** A reference number as the API hands them out (`DS-` and eight Crockford base-32 characters). */
export const REFERENCE = /Reference: DS-[0-9A-HJKMNP-TV-Z]{8}/;

/** Someone filling in a contact form: a fresh name and address per test. */
export function visitor() {
  const id = uniqueId();
  return { name: `Marina Visitor ${id}`, email: `visitor_${id}@example.com`, phone: '+1 555 010 2030' };
}

/** The success toast of a form (spec §8) with the submission's reference number. */
export async function expectSuccessToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: title }).filter({ hasText: REFERENCE });
  await expect(toast).toBeVisible({ timeout: 20_000 });
}

/** Fills the Full Name / Email Address / Phone Number fields of an inquiry (buy or wanted part). */
export async function fillInquiry(scope: Page | Locator, details: string): Promise<ReturnType<typeof visitor>> {
  const who = visitor();
  await scope.getByLabel('Full Name').fill(who.name);
  await scope.getByLabel('Email Address').fill(who.email);
  await scope.getByLabel('Phone Number').fill(who.phone);
  await scope.getByRole('textbox', { name: /^Describe the/ }).fill(details);
  return who;
}

/** Fills the advertising request on /advertise: a fresh visitor of `company`, asking for `needs`. */
export async function fillAdvertise(page: Page, company: string, needs: string): Promise<ReturnType<typeof visitor>> {
  const who = visitor();
  await page.getByLabel(/^Your Name/).fill(who.name);
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel(/^Email Address/).fill(who.email);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Tell us about your advertising needs').fill(needs);
  return who;
}
