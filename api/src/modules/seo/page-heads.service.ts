import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  type BoatPart,
  CARD_SIZES,
  GALLERY_SIZES,
  PART_CATEGORIES,
  imageSources,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '@dockside/shared/listings';
import type { QuestionDetail } from '@dockside/shared/community';
import {
  HOME_DESCRIPTION,
  PAGE_TITLES,
  type PublicPagePath,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_TITLE,
  formatPageTitle,
} from '@dockside/shared/common';
import { DomainException } from '../../common/exceptions/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { QuestionsService } from '../community/questions/questions.service';
import { ListingsService } from '../listings/listings.service';
import { AppUrl } from '../../mail/app-url';
import { type PageHead, summary } from './page-head';

/** The blog's front matter as the PWA build writes it (pwa/src/features/content/build/markdown-plugin.ts). */
export interface BlogIndexEntry {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: string;
  imageAlt: string;
}

/** Descriptions of the public pages without data of their own (ours: the screens show none); titles are PAGE_TITLES. */
const STATIC_DESCRIPTIONS: Record<PublicPagePath, string> = {
  '/': HOME_DESCRIPTION,
  '/boat-parts': 'New and used boat parts for sale: engines, electronics, deck hardware, sails and more.',
  '/expert-questions': 'Questions about boat parts and maintenance, answered by marine experts and the Dockside community.',
  '/expert-questions/ask': 'Ask the Dockside community and marine experts about a boat part or a repair.',
  '/members': 'The sellers, experts and boat owners of the Dockside community.',
  '/news': 'News from the marine industry, gathered by Dockside.',
  '/blog': 'Maintenance guides, buying advice and parts know-how for boat owners.',
  '/blog/all': 'Every Dockside article: maintenance, buying guides, parts guides and DIY projects.',
  '/about-yachtrow': 'Talk to marine experts about your boat and its parts.',
  '/privacy-policy': 'How Dockside collects, uses and protects your personal data.',
  '/terms-of-service': 'The terms for buying, selling and taking part on Dockside.',
  '/sell': 'List your new and used boat parts on Dockside for free and reach boat owners near you.',
  '/buy': 'Find the boat part you need from sellers and businesses on Dockside.',
  '/advertise': 'Advertise your marine business to boat owners on Dockside.',
  '/support': 'Get help with buying, selling and your Dockside account.',
};

const isStaticPage = (path: string): path is PublicPagePath => Object.hasOwn(PAGE_TITLES, path) && path !== '/';

/** The spec's duplicate paths: one canonical URL for each page. */
const CANONICAL_PATH: Record<string, string> = {
  '/privacy': '/privacy-policy',
  '/terms': '/terms-of-service',
  '/expert-chat': '/about-yachtrow',
  '/ask-expert': '/expert-questions/ask',
  '/expert-questions/guest-ask': '/expert-questions/ask',
};

/** Screens that are someone's own, a form, or a one-off link: never indexed (still served as the app). */
const PRIVATE =
  /^\/(account|chat|admin|auth|verify-email|sell-boat-parts\/register|boat-parts\/(create|edit\/[^/]+)|newsletter\/[^/]+|alerts\/[^/]+)\/?$/;
const SELLER = /^\/sellers\/[^/]+\/?$/;
const PART = /^\/boat-parts\/(\d{1,10})\/?$/;
const QUESTION = /^\/expert-questions\/(\d{1,10})\/?$/;
const ARTICLE = /^\/blog\/([^/]+)\/?$/;

/**
 * A page's largest photo as its screen shows it, with the same srcset and `sizes`: the part page's first
 * photo (PartGallery, GALLERY_SIZES.first), the home page's first featured part (PartImage, CARD_SIZES).
 */
function photoPreload(url: string | undefined, sizes: string): PageHead['preloadImage'] {
  if (!url) return undefined;
  const { src, srcSet } = imageSources(url);
  return { href: src, srcSet, sizes: srcSet ? sizes : undefined };
}

const isNotFound = (error: unknown) => error instanceof DomainException && error.status === HttpStatus.NOT_FOUND;

/**
 * The <head> of each public page (docs/architecture.md §4.9): canonical URLs, link previews and
 * structured data. Listing and question pages read their data (one indexed query each); a listing or
 * question that does not exist or is not public answers 404 with noindex (the app still renders its
 * not-found screen); an unknown path too.
 */
@Injectable()
export class PageHeadsService {
  private readonly logger = new Logger('PageHeads');
  /** App paths made absolute for structured data. */
  private readonly url = (pathOrUrl: string) => this.appUrl.absolute(pathOrUrl);
  private blog: BlogIndexEntry[] = [];

  constructor(
    private readonly listings: ListingsService,
    private readonly questions: QuestionsService,
    private readonly appUrl: AppUrl,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.loadBlogIndex(config.pwaDistDir ?? path.resolve(__dirname, '../../../../pwa/dist'));
  }

  /** The blog's articles (newest first), for the sitemap. */
  blogArticles(): readonly BlogIndexEntry[] {
    return this.blog;
  }

  async headFor(url: string): Promise<PageHead> {
    const parsed = new URL(url, 'http://x');
    const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
    const abs = (p: string) => this.appUrl.to(p);
    if (pathname === '/') return this.home();
    if (PRIVATE.test(pathname)) return { title: SITE_TITLE, description: SITE_DESCRIPTION, robots: 'noindex', private: true, status: 200 };
    const part = PART.exec(pathname);
    if (part) return this.part(Number(part[1]));
    const question = QUESTION.exec(pathname);
    if (question) return this.question(Number(question[1]));
    if (pathname === '/boat-parts') return this.catalogue(parsed.searchParams);
    const canonicalPath = CANONICAL_PATH[pathname] ?? pathname;
    if (isStaticPage(canonicalPath)) {
      return {
        title: formatPageTitle(PAGE_TITLES[canonicalPath]),
        description: STATIC_DESCRIPTIONS[canonicalPath],
        canonical: abs(canonicalPath),
        openGraph: { type: 'website' },
        status: 200,
      };
    }
    const article = ARTICLE.exec(pathname);
    if (article) return this.article(decodeURIComponent(article[1]));
    if (SELLER.test(pathname)) return { title: SITE_TITLE, description: SITE_DESCRIPTION, canonical: abs(pathname), status: 200 };
    return this.notFound();
  }

  /**
   * On a phone the first featured part's photo is the home page's largest paint, below the hero: preloaded
   * so it loads beside the style sheet, not after the app's scripts (the same featured list the page shows).
   */
  private async home(): Promise<PageHead> {
    const url = this.appUrl.to('/');
    const [first] = await this.listings.featured();
    return {
      title: formatPageTitle(PAGE_TITLES['/']),
      description: HOME_DESCRIPTION,
      canonical: url,
      openGraph: { type: 'website', image: this.appUrl.to('/icons/icon-512.png'), imageAlt: SITE_NAME },
      jsonLd: [organizationJsonLd(this.url), websiteJsonLd(this.url)],
      status: 200,
      preloadImage: photoPreload(first?.imageUrls[0], CARD_SIZES),
    };
  }

  /** Filtered catalogue URLs: the canonical keeps the category and condition filters (landing pages), nothing else. */
  private catalogue(params: URLSearchParams): PageHead {
    const requested = new Set(params.getAll('category'));
    const categories = PART_CATEGORIES.filter((category) => requested.has(category));
    const canonical = new URLSearchParams();
    for (const category of categories) canonical.append('category', category);
    const condition = params.get('condition');
    if (condition && /^[\w /-]{1,40}$/.test(condition)) canonical.set('condition', condition);
    const query = canonical.toString();
    const title = formatPageTitle(categories.length === 1 ? categories[0] : PAGE_TITLES['/boat-parts']);
    return {
      title,
      description: STATIC_DESCRIPTIONS['/boat-parts'],
      canonical: this.appUrl.to(`/boat-parts${query ? `?${query}` : ''}`),
      openGraph: { type: 'website' },
      status: 200,
    };
  }

  private async part(id: number): Promise<PageHead> {
    let part: BoatPart;
    try {
      part = await this.listings.get(id, undefined);
    } catch (error) {
      if (isNotFound(error)) return this.notFound();
      throw error;
    }
    const url = this.appUrl.to(`/boat-parts/${part.id}`);
    const images = part.imageUrls.map((image) => this.appUrl.absolute(image));
    const description = summary(part.description);
    return {
      title: formatPageTitle(part.title),
      description,
      canonical: url,
      openGraph: {
        type: 'product',
        image: images[0],
        imageAlt: part.title,
        extra: [
          ['product:price:amount', part.price],
          ['product:price:currency', 'USD'],
        ],
      },
      jsonLd: [productJsonLd(part, this.url)],
      status: 200,
      preloadImage: photoPreload(part.imageUrls[0], GALLERY_SIZES.first),
    };
  }

  private async question(id: number): Promise<PageHead> {
    let detail: QuestionDetail;
    try {
      detail = await this.questions.detail(id);
    } catch (error) {
      if (isNotFound(error)) return this.notFound();
      throw error;
    }
    const { question, answers } = detail;
    const url = this.appUrl.to(`/expert-questions/${question.id}`);
    const person = (author: { fullName: string } | null) => ({ '@type': 'Person', name: author?.fullName ?? 'Anonymous' });
    const answer = (a: QuestionDetail['answers'][number]) => ({
      '@type': 'Answer',
      text: a.content,
      dateCreated: a.createdAt,
      upvoteCount: a.upvotes,
      url: `${url}#answer-${a.id}`,
      author: person(a.author),
    });
    const accepted = answers.find((a) => a.accepted);
    return {
      title: formatPageTitle(question.title),
      description: summary(question.content),
      canonical: url,
      openGraph: { type: 'article' },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'QAPage',
          mainEntity: {
            '@type': 'Question',
            name: question.title,
            text: question.content,
            answerCount: answers.length,
            upvoteCount: question.upvotes,
            dateCreated: question.createdAt,
            author: person(question.author),
            ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
            ...(answers.some((a) => !a.accepted) ? { suggestedAnswer: answers.filter((a) => !a.accepted).map(answer) } : {}),
          },
        },
      ],
      status: 200,
    };
  }

  private article(id: string): PageHead {
    const article = this.blog.find((entry) => entry.id === id);
    if (!article) return this.notFound();
    const url = this.appUrl.to(`/blog/${encodeURIComponent(article.id)}`);
    const image = this.appUrl.absolute(article.image);
    return {
      title: formatPageTitle(article.title),
      description: summary(article.excerpt),
      canonical: url,
      openGraph: { type: 'article', image, imageAlt: article.imageAlt, extra: [['article:published_time', article.date]] },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt,
          image: [image],
          datePublished: article.date,
          author: { '@type': 'Person', name: article.author },
          publisher: {
            '@type': 'Organization',
            name: SITE_NAME,
            logo: { '@type': 'ImageObject', url: this.appUrl.to('/icons/icon-512.png') },
          },
          mainEntityOfPage: url,
        },
      ],
      status: 200,
    };
  }

  private notFound(): PageHead {
    return { title: formatPageTitle('Page Not Found'), description: SITE_DESCRIPTION, robots: 'noindex', status: 404 };
  }

  private loadBlogIndex(pwaDistDir: string): void {
    const file = path.join(pwaDistDir, 'content/blog-index.json');
    if (!existsSync(file)) return;
    try {
      this.blog = JSON.parse(readFileSync(file, 'utf8')) as BlogIndexEntry[];
    } catch (error) {
      this.logger.warn(`blog index unreadable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
