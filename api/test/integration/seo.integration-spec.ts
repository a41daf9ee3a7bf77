import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_TITLES } from '@dockside/shared/common';
import { type ApiProcess, PWA_DIST, startApiWithPwa } from '../utils/api-process';
import { insertListing } from '../utils/listing-rows';
import { query } from '../utils/test-database';

let api: ApiProcess;
let databaseUrl: string;
let server: Awaited<ReturnType<typeof startApiWithPwa>> | undefined;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => query<T>(databaseUrl, text, params);
const listing = (overrides: Record<string, unknown> = {}) => insertListing(databaseUrl, null, overrides);

async function page(pathname: string) {
  const res = await fetch(`${api.url}${pathname}`);
  return { status: res.status, html: await res.text() };
}
/** The JSON-LD blocks of a page, parsed (a block that is not JSON fails the test). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string },
  );
/** An attribute value as the browser reads it. */
const unescape = (value: string | undefined) =>
  value?.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
const metaContent = (html: string, key: string) =>
  unescape(new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]);
const initialDataBlock = (html: string) =>
  /<script type="application\/json" id="dockside-initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
/** The markup the server rendered into the app's container (empty for a page it did not render). */
const root = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"[\s\S]*?<\/script>)?\s*<\/body>/.exec(html)?.[1] ?? '';
const canonical = (html: string) => unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]);
const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  server = await startApiWithPwa(inject('adminDatabaseUrl'));
  ({ api, databaseUrl } = server);
});
afterAll(() => server?.stop());

describe('page heads: link previews and structured data in the first HTML', () => {
  it('a listing: Product JSON-LD with its values, Open Graph and Twitter card with the first photo, canonical URL', async () => {
    const id = await listing({
      title: 'Yamaha F115 water pump impeller kit',
      description: 'Genuine kit, never fitted. Fits F115 and F100 four-strokes.',
      condition: 'Used - Like New',
      price: 84.5,
      brand: 'Yamaha',
      model: '6E5-W0078-A2',
      image_urls: ['/uploads/kit-1280.webp', 'https://cdn.example.net/kit-2-1280.webp'],
    });
    const { status, html } = await page(`/boat-parts/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Yamaha F115 water pump impeller kit | Dockside</title>');
    expect(canonical(html)).toBe(`${api.url}/boat-parts/${id}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Yamaha F115 water pump impeller kit | Dockside');
    expect(metaContent(html, 'og:image')).toBe(`${api.url}/uploads/kit-1280.webp`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'product:price:amount')).toBe('84.50');
    expect(metaContent(html, 'description')).toBe('Genuine kit, never fitted. Fits F115 and F100 four-strokes.');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Yamaha F115 water pump impeller kit',
        description: 'Genuine kit, never fitted. Fits F115 and F100 four-strokes.',
        sku: String(id),
        category: 'Plumbing & Pumps',
        url: `${api.url}/boat-parts/${id}`,
        image: [`${api.url}/uploads/kit-1280.webp`, 'https://cdn.example.net/kit-2-1280.webp'],
        brand: { '@type': 'Brand', name: 'Yamaha' },
        model: '6E5-W0078-A2',
        offers: {
          '@type': 'Offer',
          url: `${api.url}/boat-parts/${id}`,
          price: '84.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
          availableAtOrFrom: { '@type': 'Place', name: 'Hamble, UK' },
        },
      },
    ]);
    // The app still starts from this page.
    expect(html).toContain('<div id="root">');
  });

  it("preloads the part page's first photo at high priority, with the gallery's srcset and sizes", async () => {
    // In the head, ahead of the app's scripts (the rendered body has React's own preloads of its eager images).
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html.slice(0, html.indexOf('</head>')))?.[0];
    const uploaded = await listing({ image_urls: ['/uploads/u/pump-1280.webp', '/uploads/u/pump-2-1280.webp'] });
    expect(preload((await page(`/boat-parts/${uploaded}`)).html)).toBe(
      '<link rel="preload" as="image" href="/uploads/u/pump-1280.webp"' +
        ' imagesrcset="/uploads/u/pump-320.webp 320w, /uploads/u/pump-640.webp 640w, /uploads/u/pump-1280.webp 1280w"' +
        ' imagesizes="(min-width: 64em) 45vw, 100vw" fetchpriority="high" data-page-head>',
    );
    // Not one of our uploads (no width variants): the URL alone.
    const external = await listing({ image_urls: ['https://cdn.example.net/pump.jpg?a=1&b=2'] });
    expect(preload((await page(`/boat-parts/${external}`)).html)).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.net/pump.jpg?a=1&amp;b=2" fetchpriority="high" data-page-head>',
    );
    const none = await listing({ image_urls: [] });
    expect(preload((await page(`/boat-parts/${none}`)).html)).toBeUndefined();
    expect(preload((await page('/boat-parts')).html)).toBeUndefined();
  });

  it("preloads the home page's first featured photo (its largest paint on a phone) with the card's srcset and sizes", async () => {
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html.slice(0, html.indexOf('</head>')))?.[0];
    // The newest featured listing is the first the home page shows.
    const feature = (id: number) => sql(`UPDATE boat_parts SET featured = true WHERE id = $1`, [id]);
    const id = await listing({ title: 'Featured anchor windlass', image_urls: ['/uploads/u/windlass-1280.webp'] });
    await feature(id);
    const { html } = await page('/');
    expect(preload(html)).toBe(
      '<link rel="preload" as="image" href="/uploads/u/windlass-1280.webp"' +
        ' imagesrcset="/uploads/u/windlass-320.webp 320w, /uploads/u/windlass-640.webp 640w, /uploads/u/windlass-1280.webp 1280w"' +
        ' imagesizes="(min-width: 64em) 25vw, (min-width: 40em) 50vw, 100vw" fetchpriority="high" data-page-head>',
    );
    // The rendered card asks for the same photo, at high priority: the browser fetches it once.
    const image = /<img [^>]*alt="Featured anchor windlass"[^>]*>/.exec(root(html))?.[0];
    expect(image).toContain('src="/uploads/u/windlass-1280.webp"');
    expect(image).toMatch(/ fetchpriority="high"/i); // HTML attribute names are case-insensitive (React writes fetchPriority)
    // A first featured part without a photo: nothing to preload.
    const bare = await listing({ image_urls: [] });
    await feature(bare);
    expect(preload((await page('/')).html)).toBeUndefined();
    await sql(`UPDATE boat_parts SET featured = false WHERE id = ANY($1)`, [[id, bare]]);
  });

  it('maps every condition and a sold listing to schema.org', async () => {
    const expected: Record<string, string> = {
      New: 'NewCondition',
      'Used - Fair': 'UsedCondition',
      'For Parts / Not Working': 'DamagedCondition',
    };
    for (const [condition, item] of Object.entries(expected)) {
      const id = await listing({ condition });
      const [product] = jsonLd((await page(`/boat-parts/${id}`)).html) as unknown as Array<{ offers: { itemCondition: string } }>;
      expect(product.offers.itemCondition).toBe(`https://schema.org/${item}`);
    }
    const sold = await listing({ status: 'sold' });
    await sql(`UPDATE boat_parts SET sold_at = now() WHERE id = $1`, [sold]);
    const [product] = jsonLd((await page(`/boat-parts/${sold}`)).html) as unknown as Array<{ offers: { availability: string } }>;
    expect(product.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('escapes a hostile title and description in the HTML and in the JSON-LD (</script>, <!--, U+2028)', async () => {
    const hostile = `Pump</script><script>alert(1)</script><!-- "x" & 'y' \u2028 end`;
    const id = await listing({ title: hostile.slice(0, 100), description: `${hostile} <img src=x onerror=alert(2)>` });
    const { html } = await page(`/boat-parts/${id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- "x"');
    expect(html).toContain('<title>Pump&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;x&quot; &amp; &#39;y&#39;');
    // Exactly the scripts the shell has plus one data block, which still parses to the original text.
    const [product] = jsonLd(html) as unknown as Array<{ name: string; description: string }>;
    expect(product.name).toBe(hostile.slice(0, 100));
    expect(product.description).toContain('<img src=x onerror=alert(2)>');
    const block = /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(block).not.toMatch(/<|>|\u2028/);
    // The page's initial data too: no character that could end the element, and the original text back.
    const data = initialDataBlock(html)!;
    expect(data).not.toMatch(/<|>|\u2028/);
    expect((JSON.parse(data) as Array<{ data: { title: string } }>)[0].data.title).toBe(hostile.slice(0, 100));
    // And the server-rendered page: the title as text, never as markup.
    const markup = root(html);
    expect(markup).toContain('Pump&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    expect(markup).not.toMatch(/<script(?! type="application\/json" id="dockside-initial-data")/);
  });

  it("hands the part page's first read to the app: the anonymous API answer, only to a visitor without a session", async () => {
    const id = await listing({ title: 'Jabsco 29500 toilet pump', price: 149 });
    const anonymous = await page(`/boat-parts/${id}`);
    const embedded = JSON.parse(initialDataBlock(anonymous.html)!) as Array<{ path: string; data: unknown }>;
    const answer: unknown = await (await fetch(`${api.url}/api/boat-parts/${id}`)).json();
    expect(embedded).toEqual([{ path: `/api/boat-parts/${id}`, data: answer }]);
    const withSession = await fetch(`${api.url}/boat-parts/${id}`, { headers: { Cookie: 'dockside_session=whatever' } });
    const withSessionHtml = await withSession.text();
    expect(initialDataBlock(withSessionHtml)).toBeUndefined();
    // The page tells the app the request had no session cookie (it then skips GET /api/user), on every page.
    expect(metaContent(anonymous.html, 'dockside-session')).toBe('none');
    expect(metaContent((await page('/no/such/page')).html, 'dockside-session')).toBe('none');
    expect(metaContent(withSessionHtml, 'dockside-session')).toBeUndefined();
    // Private screens carry none.
    expect(initialDataBlock((await page('/account')).html)).toBeUndefined();
  });

  it('a listing that does not exist or is not public: 404 with noindex and no structured data (the app shows its not-found page)', async () => {
    const removed = await listing({ status: 'removed' });
    const rejected = await listing({ moderation_status: 'hidden' });
    for (const pathname of [
      `/boat-parts/${removed}`,
      `/boat-parts/${rejected}`,
      '/boat-parts/2147483000',
      '/no/such/page',
      '/blog/no-such-article',
    ]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(metaContent(html, 'robots'), pathname).toBe('noindex');
      expect(jsonLd(html), pathname).toEqual([]);
      expect(html).toContain('<div id="root">');
    }
  });

  it('a question: QAPage with its accepted and suggested answers', async () => {
    const [question] = await sql<{ id: number }>(
      `INSERT INTO expert_questions (title, content, category, status, upvotes) VALUES ('Why does my impeller fail?', 'It lasts one season.', 'Engines', 'answered', 3) RETURNING id`,
    );
    await sql(
      `INSERT INTO expert_answers (content, question_id, accepted, upvotes) VALUES ('Run it wet: dry starts kill it.', $1, true, 5), ('Check the cam.', $1, false, 1)`,
      [question.id],
    );
    const { status, html } = await page(`/expert-questions/${question.id}`);
    expect(status).toBe(200);
    expect(canonical(html)).toBe(`${api.url}/expert-questions/${question.id}`);
    // Server-rendered (docs/architecture.md §5.4): the question and its answers are readable without JavaScript.
    expect(root(html)).toContain('Why does my impeller fail?');
    expect(root(html)).toContain('Run it wet: dry starts kill it.');
    const [qa] = jsonLd(html) as unknown as Array<{
      '@type': string;
      mainEntity: {
        name: string;
        text: string;
        answerCount: number;
        acceptedAnswer: { text: string; upvoteCount: number };
        suggestedAnswer: Array<{ text: string }>;
      };
    }>;
    expect(qa['@type']).toBe('QAPage');
    expect(qa.mainEntity).toMatchObject({
      '@type': 'Question',
      name: 'Why does my impeller fail?',
      text: 'It lasts one season.',
      answerCount: 2,
      author: { '@type': 'Person', name: 'Anonymous' },
      acceptedAnswer: { '@type': 'Answer', text: 'Run it wet: dry starts kill it.', upvoteCount: 5 },
      suggestedAnswer: [{ '@type': 'Answer', text: 'Check the cam.' }],
    });
  });

  it('home: Organization and WebSite with a search action into the catalogue', async () => {
    const { html } = await page('/');
    const [organization, website] = jsonLd(html) as Array<Record<string, unknown>>;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Dockside', url: `${api.url}/` });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${api.url}/boat-parts?q={search_term_string}` } },
    });
    expect(canonical(html)).toBe(`${api.url}/`);
  });

  it('a blog article: Article from the build’s blog index', async () => {
    const articles = JSON.parse(readFileSync(path.join(PWA_DIST, 'content/blog-index.json'), 'utf8')) as Array<{
      id: string;
      title: string;
      date: string;
    }>;
    expect(articles.length).toBeGreaterThan(0);
    const { status, html } = await page(`/blog/${articles[0].id}`);
    expect(status).toBe(200);
    const [article] = jsonLd(html) as Array<Record<string, unknown>>;
    expect(article).toMatchObject({ '@type': 'Article', headline: articles[0].title, datePublished: articles[0].date });
    expect(metaContent(html, 'og:type')).toBe('article');
  });

  it('one canonical URL for the spec’s duplicate paths and for filtered catalogue URLs; private screens are noindex', async () => {
    const cases: Array<[string, string]> = [
      ['/privacy', '/privacy-policy'],
      ['/privacy-policy', '/privacy-policy'],
      ['/terms', '/terms-of-service'],
      ['/expert-chat', '/about-yachtrow'],
      ['/ask-expert', '/expert-questions/ask'],
      ['/expert-questions/guest-ask', '/expert-questions/ask'],
      ['/boat-parts?q=impeller&sort=price_asc&page=3', '/boat-parts'],
      [
        '/boat-parts?condition=New&category=Electrical&category=Engines+%26+Motors&q=x',
        '/boat-parts?category=Engines+%26+Motors&category=Electrical&condition=New',
      ],
      ['/boat-parts?category=Rockets', '/boat-parts'],
      ['/members?page=2', '/members'],
    ];
    for (const [pathname, expected] of cases) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(canonical(html), pathname).toBe(`${api.url}${expected}`);
    }
    for (const pathname of [
      '/account',
      '/chat',
      '/admin',
      '/boat-parts/create',
      '/boat-parts/edit/3',
      '/auth',
      '/alerts/unsubscribe?token=x',
    ]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(metaContent(html, 'robots'), pathname).toBe('noindex');
      expect(canonical(html), pathname).toBeUndefined();
    }
  });
  it('a static page: the title its screen shows (PAGE_TITLES), on each of its paths', async () => {
    for (const [pathname, shown] of [
      ['/news', PAGE_TITLES['/news']],
      ['/sell', PAGE_TITLES['/sell']],
      ['/expert-chat', PAGE_TITLES['/about-yachtrow']],
      ['/blog/all', PAGE_TITLES['/blog/all']],
      ['/', PAGE_TITLES['/']],
    ]) {
      const { html } = await page(pathname);
      expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]), pathname).toBe(`${shown} | Dockside`);
    }
  });
});

describe('server rendering of the public pages', () => {
  it('a part page and the catalogue with a search: their content in the first HTML', async () => {
    const id = await listing({ title: 'Racor 500FG fuel filter housing', price: 312.5, description: 'Turbine series, clean bowl.' });
    const part = root((await page(`/boat-parts/${id}`)).html);
    expect(part).toContain('Racor 500FG fuel filter housing');
    expect(part).toContain('$312.50');
    expect(part).toContain('Turbine series, clean bowl.');
    const catalogue = await page('/boat-parts?q=racor');
    expect(root(catalogue.html)).toContain('Racor 500FG fuel filter housing');
    const [{ path }] = JSON.parse(initialDataBlock(catalogue.html)!) as Array<{ path: string }>;
    expect(path).toMatch(/^\/api\/boat-parts\?q=racor&limit=\d+$/);
  });

  it('signed-in requests and private screens get the plain shell (the app renders them)', async () => {
    const id = await listing({ title: 'Lewmar winch handle' });
    const withSession = await fetch(`${api.url}/boat-parts/${id}`, { headers: { Cookie: 'dockside_session=whatever' } });
    expect(root(await withSession.text())).toBe('');
    for (const pathname of ['/account', '/chat', '/boat-parts/create', '/auth']) expect(root((await page(pathname)).html)).toBe('');
    expect(root((await page(`/boat-parts/${id}`)).html)).toContain('Lewmar winch handle');
  });

  it("the worker's shell and the plain shell ask for the entry's modules at once; a rendered page paints first", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // What the service worker precaches (docs/architecture.md §6.2: its modules fetched side by side, not level by level).
    const shell = preloads((await page('/index.html')).html);
    expect(shell.length).toBeGreaterThan(0);
    for (const file of shell) expect((await fetch(`${api.url}${file}`)).status).toBe(200);
    const signedIn = await fetch(`${api.url}/boat-parts`, { headers: { Cookie: 'dockside_session=whatever' } });
    expect(preloads(await signedIn.text())).toEqual(shell);
    // Rendered (docs/architecture.md §5.4): only the style sheet and the photo compete with the HTML for the first paint.
    const rendered = (await page('/boat-parts')).html;
    expect(root(rendered)).not.toBe('');
    expect(preloads(rendered)).toEqual([]);
    expect(rendered).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    // The app's own code (pwa/src/app/boot.ts, imported by the entry to be evaluated in a task of its own) is
    // hinted in the shells beside the entry's chunks. Before a lazy route loads, Vite's helper adds a
    // modulepreload link per chunk it needs — none for those chunks, loaded by then (pwa/config/route-preloads.ts:
    // each link costs main-thread time). The routes' lists are in the app's code (the route table).
    const boot = shell.find((file) => /^\/assets\/boot-[^/]+\.js$/.test(file));
    expect(boot).toBeDefined();
    const routesChunk = await (await fetch(`${api.url}${boot}`)).text();
    const helperList = /m\.f=(\[[^\]]*\])/.exec(routesChunk)?.[1] ?? '[]';
    const helperFiles = (JSON.parse(helperList) as string[]).map((file) => `/${file}`);
    expect(helperFiles.length).toBeGreaterThan(10);
    expect(helperFiles.filter((file) => shell.includes(file))).toEqual([]);
  });

  it("the worker's shell opens the device database before its modules load; a rendered page has no such script", async () => {
    const warmUp = (html: string) =>
      /<script src="(\/assets\/warm-up-[^"]+\.js)" async fetchpriority="high" data-worker-shell><\/script>/.exec(html);
    const shell = (await page('/index.html')).html;
    const script = warmUp(shell);
    // First in the head: a classic async script runs as soon as it is read, before the entry's modules.
    expect(script?.index).toBeLessThan(shell.indexOf('<link rel="stylesheet"'));
    expect(script?.index).toBeLessThan(shell.indexOf('<script type="module"'));
    const file = script![1];
    const source = await (await fetch(`${api.url}${file}`)).text();
    expect(source).toContain('indexedDB.open(name)');
    expect(source).toContain('("dockside", 5000)');
    // Precached, so it runs offline (src/sw.ts).
    expect(await (await fetch(`${api.url}/sw.js`)).text()).toContain(file.slice(1));
    const signedIn = await fetch(`${api.url}/account`, { headers: { Cookie: 'dockside_session=whatever' } });
    expect(warmUp(await signedIn.text())?.[1]).toBe(file);
    // A rendered page is a first visit: no worker, and Dexie stays off its critical path (docs/architecture.md §5.4).
    const rendered = (await page('/boat-parts')).html;
    expect(root(rendered)).not.toBe('');
    expect(rendered).not.toContain('warm-up-');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap and keeps crawlers out of the API and private screens', async () => {
    const res = await fetch(`${api.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${api.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /account');
  });

  it('lists public listings only, in files of at most 50,000 ids each, and the static pages and articles', async () => {
    const visible = await listing();
    const far = await listing({ id: 120_001 });
    const hidden = [
      await listing({ status: 'removed' }),
      await listing({ moderation_status: 'hidden' }),
      await listing({ seller_suspended: true }),
      await listing({ id: 60_000, moderation_status: 'review' }),
    ];
    await sql(`UPDATE boat_parts SET deleted_at = now() WHERE id = $1`, [await listing()]);

    const index = await fetch(`${api.url}/sitemap.xml`);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const files = sitemapLocs(await index.text());
    // Block 1 (ids 50,001–100,000) holds only a listing that is not public: no file for it.
    expect(files.filter((f) => f.includes('/sitemaps/parts-'))).toEqual([
      `${api.url}/sitemaps/parts-0.xml`,
      `${api.url}/sitemaps/parts-2.xml`,
    ]);
    expect(files[0]).toBe(`${api.url}/sitemaps/pages.xml`);

    const first = sitemapLocs(await (await fetch(`${api.url}/sitemaps/parts-0.xml`)).text());
    expect(first).toContain(`${api.url}/boat-parts/${visible}`);
    for (const id of hidden) expect(first).not.toContain(`${api.url}/boat-parts/${id}`);
    expect(first).not.toContain(`${api.url}/boat-parts/${far}`);
    expect(first.length).toBeLessThanOrEqual(50_000);
    expect(sitemapLocs(await (await fetch(`${api.url}/sitemaps/parts-2.xml`)).text())).toEqual([`${api.url}/boat-parts/${far}`]);
    expect(sitemapLocs(await (await fetch(`${api.url}/sitemaps/parts-1.xml`)).text())).toEqual([]);

    const pages = sitemapLocs(await (await fetch(`${api.url}/sitemaps/pages.xml`)).text());
    expect(pages).toContain(`${api.url}/`);
    expect(pages).toContain(`${api.url}/boat-parts`);
    expect(pages.some((p) => p.startsWith(`${api.url}/blog/`) && p !== `${api.url}/blog/all`)).toBe(true);
    expect(pages).not.toContain(`${api.url}/privacy`);

    for (const name of ['nope.xml', 'parts-x.xml', 'parts-0.txt'])
      expect((await fetch(`${api.url}/sitemaps/${name}`)).status, name).toBe(404);
  });
});
