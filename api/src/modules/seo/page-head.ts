import { INITIAL_DATA_ID, type InitialData, NO_SESSION_META, SITE_NAME } from '@dockside/shared/common';
import { escapeHtml } from '../../common/http/escape-html';

/**
 * What the server puts in a page's <head> before the app's script runs (docs/architecture.md §4.9): the
 * title and description, the canonical URL, Open Graph and Twitter card tags for link
 * previews, and schema.org JSON-LD. Crawlers and messengers read these from the first HTML.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; undefined for pages that should not be indexed. */
  canonical?: string;
  /** 'noindex' for private screens, 404s and one-off links. */
  robots?: 'noindex';
  openGraph?: {
    type: 'website' | 'product' | 'article';
    /** Absolute image URL. */
    image?: string;
    imageAlt?: string;
    /** Further property/content pairs (product:price:amount…). */
    extra?: Array<[property: string, content: string]>;
  };
  /** schema.org objects, each written as one <script type="application/ld+json">. */
  jsonLd?: object[];
  /** The HTTP status of the page (404 for a listing that does not exist). */
  status: number;
  /** A screen that is someone's own, a form or a one-off link: never indexed, never rendered on the server. */
  private?: boolean;
  /**
   * The page's largest image (the part page's first photo, the home page's first featured photo): preloaded
   * at high priority, so it loads while the app's scripts do instead of after them. The same srcset and sizes
   * as the app's <img>.
   */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>` or `<!--` can end or
 * change the element), and U+2028/U+2029 escaped too (line terminators in older JavaScript parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" data-page-head>`;

/**
 * The tags after the shell's own charset and viewport: every value escaped. `anonymous`: the request has no
 * session cookie, so the page says so (the app skips GET /api/user).
 */
export function renderHeadTags(head: PageHead, { anonymous = false }: { anonymous?: boolean } = {}): string {
  const tags: string[] = [];
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" data-page-head>`);
  }
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`);
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.openGraph) {
    const og = head.openGraph;
    tags.push(meta('property', 'og:site_name', SITE_NAME), meta('property', 'og:type', og.type), meta('property', 'og:title', head.title));
    tags.push(meta('property', 'og:description', head.description));
    if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
    if (og.image) tags.push(meta('property', 'og:image', og.image));
    if (og.image && og.imageAlt) tags.push(meta('property', 'og:image:alt', og.imageAlt));
    for (const [property, content] of og.extra ?? []) tags.push(meta('property', property, content));
    tags.push(meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
    tags.push(meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description));
    if (og.image) tags.push(meta('name', 'twitter:image', og.image));
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json" data-page-head>${jsonForScript(data)}</script>`);
  if (anonymous) tags.push(meta('name', NO_SESSION_META, 'none'));
  return tags.join('');
}

/**
 * The server-rendered page's data block (docs/architecture.md §5.4): the API answers its screen read, for the app's first
 * render. A data block, never run: script-src does not apply to it, so the CSP needs no hash or nonce.
 */
export function initialDataBlock(data: readonly InitialData[]): string {
  return data.length === 0 ? '' : `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(data)}</script>`;
}

/** A description of at most `max` characters, on one line, cut at a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).trimEnd()}…`;
}
