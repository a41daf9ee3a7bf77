import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: 'http://localhost:3233', serviceWorkers: 'block' });
const page = await ctx.newPage();
for (const path of ['/boat-parts', '/boat-parts', '/terms']) {
  let t = Date.now();
  await page.goto(path); await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1500);
  console.log(path, 'load', Date.now() - t); t = Date.now();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice']).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  console.log('axe all', Date.now() - t); t = Date.now();
  const r2 = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice']).disableRules(['color-contrast']).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  console.log('axe no contrast', Date.now() - t); t = Date.now();
  const r3 = await new AxeBuilder({ page }).withRules(['color-contrast']).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  console.log('axe contrast only', Date.now() - t);
  console.log('elements', await page.evaluate(() => document.querySelectorAll('*').length));
}
await browser.close();
