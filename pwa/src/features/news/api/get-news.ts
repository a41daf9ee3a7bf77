import type { NewsItem } from '@dockside/shared/news';
import { apiRequest } from '@/lib/api-client';

/** How many items the feed asks for; the screen shows 6 and 6 more per Load More (spec §9). */
export const NEWS_FETCH_LIMIT = 100;

export const newsUrl = (category: string) =>
  `/api/news?limit=${NEWS_FETCH_LIMIT}${category ? `&category=${encodeURIComponent(category)}` : ''}`;

/** GET /api/news (spec §7): newest first; `category` matches a category or a source. */
export async function getNews(url: string): Promise<NewsItem[]> {
  return (await apiRequest<NewsItem[] | undefined>('GET', url)) ?? [];
}
