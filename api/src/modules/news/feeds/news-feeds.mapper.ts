import type { NewsFeedRow } from './news-feeds.repository';

/**
 * GET /api/admin/news-feeds: one feed's reader state. Admin-only and not used by the PWA yet, so the
 * type lives here; it moves to `shared` with the admin area.
 */
export interface NewsFeedStatus {
  id: number;
  url: string;
  source: string;
  /** The configured default category, or null (keyword rules). */
  category: string | null;
  /** Listed in the current NEWS_FEEDS file (false: kept for its history, no longer polled). */
  configured: boolean;
  lastFetchedAt: string | null;
  lastSuccessAt: string | null;
  /** 'ok' (fetched and parsed), 'not-modified' (304), 'failed', or null before the first fetch. */
  lastStatus: 'ok' | 'not-modified' | 'failed' | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  /** Items stored by the last fetch. */
  lastNewItems: number;
  /** Items of this feed currently in the news list. */
  itemCount: number;
  consecutiveFailures: number;
  nextFetchAt: string;
}

export function toNewsFeedStatus(row: NewsFeedRow & { configured: boolean }): NewsFeedStatus {
  return {
    id: row.id,
    url: row.url,
    source: row.source,
    category: row.category,
    configured: row.configured,
    lastFetchedAt: row.last_fetched_at,
    lastSuccessAt: row.last_success_at,
    lastStatus: row.last_status,
    lastHttpStatus: row.last_http_status,
    lastError: row.last_error,
    lastNewItems: row.last_new_items,
    itemCount: row.item_count ?? 0,
    consecutiveFailures: row.consecutive_failures,
    nextFetchAt: row.next_fetch_at,
  };
}
