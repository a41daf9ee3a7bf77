import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoTimestamp, sqlRows } from '../../../database/sql';
import type { FetchValidators } from './feed-fetcher';
import type { FeedConfig } from '../../../config/feed-list';
import type { ParsedItem } from './feed-items';

/** A news_feeds row as the queries select it (dates as ISO text). */
export interface NewsFeedRow {
  id: number;
  url: string;
  source: string;
  category: string | null;
  etag: string | null;
  last_modified: string | null;
  last_fetched_at: string | null;
  last_success_at: string | null;
  last_status: 'ok' | 'not-modified' | 'failed' | null;
  last_http_status: number | null;
  last_error: string | null;
  last_new_items: number;
  consecutive_failures: number;
  next_fetch_at: string;
  /** Items of this feed currently shown (admin list only). */
  item_count?: number;
}

export interface FetchRecord {
  status: 'ok' | 'not-modified' | 'failed';
  httpStatus: number | null;
  error: string | null;
  newItems: number;
  validators?: FetchValidators;
  /** When the feed is next due (now + interval, or the failure backoff). */
  nextFetchInMs: number;
}

const FEED_COLUMNS = `f.id, f.url, f.source, f.category, f.etag, f.last_modified, ${isoTimestamp('f.last_fetched_at')} AS last_fetched_at,
  ${isoTimestamp('f.last_success_at')} AS last_success_at, f.last_status, f.last_http_status, f.last_error, f.last_new_items,
  f.consecutive_failures, ${isoTimestamp('f.next_fetch_at')} AS next_fetch_at`;

/** news_feeds (the reader's per-feed state) and the feed side of news_items. */
@Injectable()
export class NewsFeedsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Makes news_feeds match the NEWS_FEEDS file: new feeds added, source/category updated, others marked not configured. */
  async syncConfigured(em: EntityManager, feeds: readonly FeedConfig[]): Promise<void> {
    for (const feed of feeds) {
      await sqlRows(
        em,
        `INSERT INTO news_feeds (url, source, category) VALUES (?, ?, ?)
         ON CONFLICT (url) DO UPDATE SET source = EXCLUDED.source, category = EXCLUDED.category, configured = true
           WHERE (news_feeds.source, news_feeds.category, news_feeds.configured) IS DISTINCT FROM (EXCLUDED.source, EXCLUDED.category, true)`,
        [feed.url, feed.source, feed.category ?? null],
      );
    }
    await sqlRows(em, `UPDATE news_feeds SET configured = false WHERE configured AND NOT (url = ANY(?::text[]))`, [
      feeds.map((f) => f.url),
    ]);
  }

  /** Configured feeds whose next fetch is due (a failing feed's backoff pushes its next_fetch_at out). */
  findDue(em: EntityManager): Promise<NewsFeedRow[]> {
    return sqlRows<NewsFeedRow>(
      em,
      `SELECT ${FEED_COLUMNS} FROM news_feeds f WHERE f.configured AND f.next_fetch_at <= now() ORDER BY f.next_fetch_at, f.id`,
    );
  }

  /** Inserts the items that are new; one already stored (same guid key or same link, from any feed) is left as it is. */
  async insertItems(em: EntityManager, feedId: number, items: readonly ParsedItem[]): Promise<number> {
    let inserted = 0;
    for (const item of items) {
      const rows = await sqlRows<{ id: number }>(
        em,
        `INSERT INTO news_items (title, description, link, guid_key, pub_date, source, category, feed_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [item.title, item.description, item.link, item.guidKey, item.pubDate, item.source, item.category, feedId],
      );
      inserted += rows.length;
    }
    return inserted;
  }

  async recordFetch(em: EntityManager, feedId: number, record: FetchRecord): Promise<void> {
    const failed = record.status === 'failed';
    await sqlRows(
      em,
      `UPDATE news_feeds SET
          last_fetched_at = now(),
          last_success_at = CASE WHEN ? THEN last_success_at ELSE now() END,
          last_status = ?, last_http_status = ?, last_error = ?,
          last_new_items = ?,
          consecutive_failures = CASE WHEN ? THEN consecutive_failures + 1 ELSE 0 END,
          etag = CASE WHEN ? THEN ? ELSE etag END,
          last_modified = CASE WHEN ? THEN ? ELSE last_modified END,
          next_fetch_at = now() + ? * interval '1 millisecond',
          updated_at = now()
        WHERE id = ?`,
      [
        failed,
        record.status,
        record.httpStatus,
        record.error,
        record.newItems,
        failed,
        !!record.validators,
        record.validators?.etag?.slice(0, 512) ?? null,
        !!record.validators,
        record.validators?.lastModified?.slice(0, 100) ?? null,
        record.nextFetchInMs,
        feedId,
      ],
    );
  }

  /**
   * Retention: items published before the cut-off are withdrawn (deleted_at — a tombstone, so devices
   * drop them on their next delta pull); tombstones a further period older are removed for good (the
   * key is free again, but an item that old is skipped at parse time anyway). Once feeds are
   * configured and have brought items, the seeded demo items (no feed) are withdrawn.
   */
  async prune(em: EntityManager, retentionMs: number, retireSeeded: boolean): Promise<number> {
    const withdrawn = await sqlRows<{ id: number }>(
      em,
      `UPDATE news_items SET deleted_at = now()
        WHERE deleted_at IS NULL
          AND (pub_date < now() - ? * interval '1 millisecond'
               OR (? AND feed_id IS NULL AND EXISTS (SELECT 1 FROM news_items f WHERE f.feed_id IS NOT NULL AND f.deleted_at IS NULL)))
        RETURNING id`,
      [retentionMs, retireSeeded],
    );
    await sqlRows(em, `DELETE FROM news_items WHERE deleted_at < now() - ? * interval '1 millisecond'`, [retentionMs]);
    return withdrawn.length;
  }

  /** GET /api/admin/news-feeds: every feed ever configured, configured ones first. */
  listForAdmin(): Promise<Array<NewsFeedRow & { configured: boolean }>> {
    return sqlRows<NewsFeedRow & { configured: boolean }>(
      this.em,
      `SELECT ${FEED_COLUMNS}, f.configured,
              (SELECT count(*)::int FROM news_items n WHERE n.feed_id = f.id AND n.deleted_at IS NULL) AS item_count
         FROM news_feeds f
        ORDER BY f.configured DESC, f.source, f.id`,
    );
  }
}
