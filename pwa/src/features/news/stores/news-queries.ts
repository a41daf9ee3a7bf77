import type { NewsItem } from '@dockside/shared/news';
import { useQuery } from '@/lib/query/use-query';
import { getNews, newsUrl } from '../api/get-news';
import { NEWS_FRESHNESS_MS } from '../news.constants';

const matches = (item: NewsItem, category: string) => {
  const wanted = category.toLocaleLowerCase('en');
  return item.category.toLocaleLowerCase('en') === wanted || item.source.toLocaleLowerCase('en') === wanted;
};

/** The feed for a category ('' = all), kept on the device; offline, a category never opened is filtered there. */
export function useNews(category: string) {
  return useQuery(newsUrl(category), () => getNews(newsUrl(category)), NEWS_FRESHNESS_MS, {
    normalize: async (items, db) => {
      await db.news.bulkPut(items);
    },
    fallback: async (db) => {
      if (navigator.onLine) return undefined;
      const all = await db.news.orderBy('pubDate').reverse().toArray();
      return category ? all.filter((item) => matches(item, category)) : all;
    },
  });
}
