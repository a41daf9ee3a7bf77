import type { NewsItem } from '@dockside/shared/news';
import type { NewsRow } from './news.repository';

/** Spec §3 "News item". The description goes out exactly as stored (markup included): the client strips it. */
export function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    pubDate: row.pub_date,
    source: row.source,
    category: row.category,
  };
}
