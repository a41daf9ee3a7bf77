import type { Page } from '@playwright/test';
import { rowsOnDevice } from '../offline/offline.helpers';
import { waitForServiceWorker } from '../pwa/pwa.helpers';
import { expect, test } from '../fixtures';
import { catalogCards, firstPart } from '../listings/listings.helpers';

/** A question of the demo data that has answers, and its first answer's text. */
async function answeredQuestion(page: Page): Promise<{ id: number; title: string; answer: string }> {
  const list = (await (await page.request.get('/api/expert-questions?limit=50')).json()) as Array<{
    id: number;
    title: string;
    answerCount?: number;
  }>;
  for (const question of list) {
    const detail = (await (await page.request.get(`/api/expert-questions/${question.id}`)).json()) as {
      answers: Array<{ content: string }>;
    };
    if (detail.answers.length > 0) return { id: question.id, title: question.title, answer: detail.answers[0].content };
  }
  throw new Error('the demo data has no answered question');
}

/** What React says when the server's markup and the browser's first render differ (production builds: #418, #419, #423, #425). */
const HYDRATION_TROUBLE = /hydrat|Minified React error #4(18|19|23|25)/i;

test.describe('server-rendered public pages', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('home, the catalogue with a search, a part, a question and a blog article are readable from the server’s HTML', async ({
      page,
    }) => {
      const part = await firstPart(page);
      const question = await answeredQuestion(page);
      const featured = (await (await page.request.get('/api/boat-parts/featured')).json()) as Array<{ title: string }>;

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(featured[0].title).first()).toBeVisible();

      const word = part.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? part.title.split(' ')[0];
      await page.goto(`/boat-parts?q=${encodeURIComponent(word)}`);
      await expect(catalogCards(page).first()).toBeVisible();

      await page.goto(`/boat-parts/${part.id}`);
      await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
      await expect(page.getByText(`Item #${part.id}`)).toBeVisible();
      await expect(page.getByText(/\$[\d,]+(\.\d\d)?/).first()).toBeVisible();

      await page.goto(`/expert-questions/${question.id}`);
      await expect(page.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
      await expect(page.getByText(question.answer.slice(0, 40)).first()).toBeVisible();

      await page.goto('/blog/1');
      await expect(page.getByRole('heading', { level: 1, name: /Winterising an Outboard/ })).toBeVisible();
      await expect(page.locator('article p').first()).toBeVisible();
    });
  });

  test.describe('first visits (no service worker yet)', () => {
    test.use({ serviceWorkers: 'block' });

    test('the browser takes the server’s pages over without a hydration warning, and asks the API nothing for their first screen', async ({
      page,
    }) => {
      const part = await firstPart(page);
      const question = await answeredQuestion(page);
      const trouble: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
      });
      page.on('pageerror', (error) => trouble.push(error.message));
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      });

      const pages = [
        '/',
        '/boat-parts?q=pump',
        `/boat-parts/${part.id}`,
        '/expert-questions',
        `/expert-questions/${question.id}`,
        '/members',
        '/news',
        '/blog',
        '/blog/1',
        '/privacy-policy',
      ];
      for (const path of pages) {
        asked.length = 0;
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        const html = (await response?.text()) ?? '';
        // The server's markup is there (a page the server did not render starts with an empty root) …
        expect(html, path).not.toContain('<div id="root"></div>');
        // … and the answers its screen read are in the page: the browser does not ask for them again.
        const block = /<script type="application\/json" id="dockside-initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
        const keys = block ? (JSON.parse(block) as Array<{ path: string }>).map((entry) => entry.path) : [];
        if (!path.startsWith('/blog') && path !== '/privacy-policy') expect(keys.length, path).toBeGreaterThan(0);
        expect(
          asked.filter((request) => keys.includes(request)),
          path,
        ).toEqual([]);
      }
      expect(trouble).toEqual([]);

      // The part page's answer is on the device, as if fetched.
      await page.goto(`/boat-parts/${part.id}`, { waitUntil: 'networkidle' });
      await expect
        .poll(
          async () =>
            (await rowsOnDevice<{ key: string; data: { id: number } }>(page, 'queries')).find(
              (row) => row.key === `/api/boat-parts/${part.id}`,
            )?.data.id,
        )
        .toBe(part.id);
      // And the page is the app's: a link opens the next screen without a page load.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page
        .getByRole('link', { name: /Back to Parts/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/boat-parts$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(trouble).toEqual([]);
    });
  });

  test('a first visit gets the server’s page; once the worker controls the app, navigations get its offline-first shell', async ({
    page,
  }) => {
    const part = await firstPart(page);
    const first = await page.goto(`/boat-parts/${part.id}`);
    expect(first?.fromServiceWorker()).toBe(false);
    expect(await first?.text()).not.toContain('<div id="root"></div>');
    await waitForServiceWorker(page);

    const next = await page.goto(`/boat-parts/${part.id}`);
    expect(next?.fromServiceWorker()).toBe(true);
    // The precached shell: the app renders the screen from the device.
    expect(await next?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1, name: part.title })).toBeVisible();
  });
});
