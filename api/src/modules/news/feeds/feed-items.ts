import { parseFeed } from '@rowanmanning/feed-parser';
import sanitizeHtml from 'sanitize-html';
import { categorise } from './feed-categories';
import type { FeedConfig } from '../../../config/feed-list';

/** An item ready to store (news_items). */
export interface ParsedItem {
  title: string;
  /** Allow-list-sanitised HTML (the client strips it for display; spec §3). */
  description: string;
  /** Normalised http(s) URL: also the dedup key across feeds. */
  link: string;
  /** The guid's dedup key (see `guidKey`), or null without a guid. */
  guidKey: string | null;
  pubDate: Date;
  source: string;
  category: string;
}

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 10_000;
const MAX_KEY = 2048;

/**
 * The description allow-list: text formatting and http(s) links only. No script, style, iframe, object,
 * form or img (nothing that runs or loads), no attributes but a link's href/title, no javascript: or
 * data: URLs (sanitize-html drops script/style *contents* too).
 */
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'h3', 'h4', 'h5', 'h6'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: true,
};
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** sanitize-html's text output escapes exactly these four; a plain-text field (title) wants them back. */
function unescapeText(text: string): string {
  return text.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '');
}

export function toPlainText(html: string): string {
  return unescapeText(sanitizeHtml(html, TEXT_ONLY)).replace(/\s+/g, ' ').trim();
}

export function sanitizeDescription(html: string): string {
  const safe = sanitizeHtml(html.slice(0, 200_000), DESCRIPTION_POLICY).trim();
  if (safe.length <= MAX_DESCRIPTION) return safe;
  // Too long to keep as markup (a cut could split a tag): keep its text, which is re-escaped so it stays inert.
  return sanitizeHtml(toPlainText(safe).slice(0, MAX_DESCRIPTION - 500), TEXT_ONLY);
}

const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|cmpid)$/i;

/**
 * An http(s) link in one spelling, so that the same article from two feeds (or with campaign tags) is one
 * item: absolute (relative links resolve against the feed URL), lower-case scheme and host (URL does
 * that), no default port, no fragment, no tracking parameters. Anything else → null.
 */
export function normaliseLink(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  const href = url.href;
  return href.length <= MAX_KEY ? href : null;
}

/**
 * A guid identifies an item across feeds only when it is globally unique by construction — a URL, a
 * `urn:` or a `tag:` URI (an http guid is normalised like a link). Anything else ("1234") is only unique
 * within its feed, so it is qualified by the feed URL.
 */
export function guidKey(guid: string | null | undefined, feedUrl: string): string | null {
  const id = guid?.trim();
  if (!id) return null;
  if (/^https?:\/\//i.test(id)) return normaliseLink(id, feedUrl);
  const key = /^(urn|tag):/i.test(id) ? id : `${feedUrl}#${id}`;
  return key.length <= MAX_KEY ? key : null;
}

export interface ParseResult {
  items: ParsedItem[];
  /** Items left out: no http(s) link, no title, or older than the retention period. */
  skipped: number;
}

/**
 * Parses RSS 2.0, RSS 1.0 (RDF) or Atom 1.0 text (@rowanmanning/feed-parser) into items to store.
 * Throws on anything that is not a feed. A DOCTYPE's internal subset is removed first: feeds never need
 * one and entity declarations are the classic way to blow up an XML parser.
 */
export function parseFeedItems(xml: string, feed: FeedConfig, now: Date, retentionMs: number): ParseResult {
  const parsed = parseFeed(xml.replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, ''));
  const oldest = now.getTime() - retentionMs;
  const items: ParsedItem[] = [];
  let skipped = 0;
  for (const item of parsed.items) {
    const link = normaliseLink(item.url, feed.url);
    const title = toPlainText(item.title ?? '').slice(0, MAX_TITLE);
    const date = item.published ?? item.updated;
    // A date from the future (a wrong clock or a scheduled post) would pin an item to the top.
    const pubDate = date && !Number.isNaN(date.getTime()) ? new Date(Math.min(date.getTime(), now.getTime())) : now;
    if (!link || !title || pubDate.getTime() < oldest) {
      skipped += 1;
      continue;
    }
    const labels = item.categories.map((category) => category.label ?? category.term).filter((label): label is string => !!label);
    items.push({
      title,
      description: sanitizeDescription(item.description ?? item.content ?? ''),
      link,
      guidKey: guidKey(item.id, feed.url),
      pubDate,
      source: feed.source,
      category: categorise(labels, title, feed.category),
    });
  }
  return { items, skipped };
}
