import { Injectable } from '@nestjs/common';
import { AppUrl } from '../../mail/app-url';
import { escapeHtml } from '../../common/http/escape-html';
import { PageHeadsService } from './page-heads.service';
import { type SitemapKind, SitemapsRepository } from './sitemaps.repository';

/** URLs per sitemap file: the protocol's limit. */
export const SITEMAP_MAX_URLS = 50_000;
/** The page list of the index is computed at most this often (a scan of the public ids). */
const INDEX_TTL_MS = 10 * 60_000;

/** The public pages without data of their own, in the sitemap. */
const STATIC_PATHS = [
  '/',
  '/boat-parts',
  '/expert-questions',
  '/members',
  '/news',
  '/blog',
  '/blog/all',
  '/about-yachtrow',
  '/sell',
  '/buy',
  '/advertise',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
];

const PAGE_PATHS: Record<SitemapKind, (id: number) => string> = {
  parts: (id) => `/boat-parts/${id}`,
  questions: (id) => `/expert-questions/${id}`,
};

interface SitemapPage {
  name: string;
  lastmod: string | null;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const url = (loc: string, lastmod: string | null) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/**
 * sitemap.xml (docs/architecture.md §4.9): an index of sitemap files — `pages.xml` (the public static pages and blog
 * articles) and, for listings and expert questions, one file per block of 50,000 ids (`parts-<n>.xml`
 * holds the public listings with ids n·50,000+1 … (n+1)·50,000). Fixed id blocks keep each file under the
 * protocol's 50,000 URLs and each listing in exactly one file, however the catalogue changes; blocks
 * with no public listing are left out of the index. Only public listings (the catalogue's rule) and
 * shown questions are listed.
 */
@Injectable()
export class SitemapsService {
  private index?: { at: number; pages: Promise<SitemapPage[]> };

  constructor(
    private readonly ids: SitemapsRepository,
    private readonly appUrl: AppUrl,
    private readonly heads: PageHeadsService,
  ) {}

  async sitemapIndex(): Promise<string> {
    if (!this.index || Date.now() - this.index.at > INDEX_TTL_MS) {
      const pages = this.blocks();
      this.index = { at: Date.now(), pages };
      pages.catch(() => (this.index = undefined));
    }
    const pages = [{ name: 'pages', lastmod: null }, ...(await this.index.pages)];
    const entries = pages.map(
      (page) =>
        `<sitemap><loc>${escapeHtml(this.appUrl.to(`/sitemaps/${page.name}.xml`))}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</sitemap>`,
    );
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`);
  }

  /** One sitemap file by name (`pages`, `parts-0`, `questions-3`); undefined for an unknown name. */
  async sitemap(name: string): Promise<string | undefined> {
    if (name === 'pages') return this.staticPages();
    const match = /^(parts|questions)-(\d{1,5})$/.exec(name);
    if (!match) return undefined;
    const kind = match[1] as SitemapKind;
    const rows = await this.ids.idsInBlock(kind, Number(match[2]), SITEMAP_MAX_URLS);
    const urls = rows.map((row) => url(this.appUrl.to(PAGE_PATHS[kind](row.id)), row.lastmod));
    return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /admin',
      'Disallow: /chat',
      'Disallow: /boat-parts/create',
      'Disallow: /boat-parts/edit/',
      '',
      `Sitemap: ${this.appUrl.to('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  private staticPages(): string {
    const urls = [
      ...STATIC_PATHS.map((p) => url(this.appUrl.to(p), null)),
      ...this.heads.blogArticles().map((article) => url(this.appUrl.to(`/blog/${encodeURIComponent(article.id)}`), article.date)),
    ];
    return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
  }

  /** The non-empty id blocks of listings and questions, with their newest change. */
  private async blocks(): Promise<SitemapPage[]> {
    const pages: SitemapPage[] = [];
    for (const kind of ['parts', 'questions'] as const) {
      const rows = await this.ids.blocks(kind, SITEMAP_MAX_URLS);
      pages.push(...rows.map((row) => ({ name: `${kind}-${row.block}`, lastmod: row.lastmod })));
    }
    return pages;
  }
}
