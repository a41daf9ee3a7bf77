import { readFileSync } from 'node:fs';
import { NEWS_CATEGORIES } from '@dockside/shared/news';
import * as v from 'valibot';

/** One configured feed (NEWS_FEEDS file entry). */
export interface FeedConfig {
  url: string;
  /** Shown as the item's source (spec §3) and matched by the category dropdown. */
  source: string;
  /** The feed's default category (one of spec §3's, not 'All News'); absent = keyword rules. */
  category?: string;
}

const CATEGORIES = NEWS_CATEGORIES.slice(1) as readonly string[];

const FeedEntrySchema = v.strictObject({
  url: v.pipe(
    v.string('url must be text'),
    v.check((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), 'url must be an http(s) URL'),
    v.maxLength(2048, 'url must be at most 2048 characters'),
  ),
  source: v.pipe(
    v.string('source must be text'),
    v.trim(),
    v.minLength(1, 'source must not be empty'),
    v.maxLength(100, 'source must be at most 100 characters'),
  ),
  category: v.optional(v.picklist(CATEGORIES, `category must be one of: ${CATEGORIES.join(', ')}`)),
});

const FeedListSchema = v.pipe(
  v.array(FeedEntrySchema, 'must hold a JSON array of { "url", "source", "category" }'),
  v.maxLength(200, 'must list at most 200 feeds'),
  v.check((feeds) => new Set(feeds.map((feed) => feed.url)).size === feeds.length, 'lists the same url twice'),
);

/**
 * Reads and validates the NEWS_FEEDS file (at start-up, from the config schema). Throws an Error whose
 * message is one line, without the setting's name or the path (the config loader adds both).
 */
export function readFeedList(file: string): FeedConfig[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error('is not valid JSON');
  }
  const result = v.safeParse(FeedListSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const index = issue.path?.[0]?.key;
    throw new Error(`${typeof index === 'number' ? `entry ${index + 1}: ` : ''}${issue.message}`);
  }
  return result.output;
}
