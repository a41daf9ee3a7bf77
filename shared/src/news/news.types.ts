/**
 * GET /api/news (spec §3 "News item"). `description` is the feed's text as stored, markup included: the
 * client strips it for display and never renders it as HTML.
 */
export interface NewsItem {
  id: number;
  title: string;
  description: string;
  link: string;
  /** ISO 8601. */
  pubDate: string;
  source: string;
  category: string;
}

/** Query parameters of GET /api/news (all optional); the next page's URL comes in `Link: <…>; rel="next"`. */
export interface NewsListQuery {
  /** A news category or a source name (spec §2: "filters by category or source equality"); 'All News' = no filter. */
  category?: string;
  limit?: number | string;
  cursor?: string;
  /** Delta pull (`0` or an `X-Sync-Token`): other filters are then ignored. */
  updatedSince?: string;
}
