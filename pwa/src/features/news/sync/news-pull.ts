import type { NewsItem } from '@dockside/shared/news';
import { db } from '@/lib/db/database';
import { type PullCollection, editLists, inserting, newestFirst, pathnameOf, split } from '@/lib/sync/pull-collections';

/** The category (or source) a saved news list asks for; '' for all news. */
const newsCategory = (key: string) => new URLSearchParams(key.split('?')[1]?.split('#')[0] ?? '').get('category') ?? '';
const inNewsList = (item: NewsItem, key: string) => {
  const wanted = newsCategory(key).toLocaleLowerCase('en');
  return !wanted || item.category.toLocaleLowerCase('en') === wanted || item.source.toLocaleLowerCase('en') === wanted;
};

/** News (public, docs/architecture.md §6.4): the whole delta into the table and into each saved feed it belongs to. */
export const NEWS_PULL: PullCollection = {
  name: 'news',
  perUser: false,
  path: '/api/news',
  lists: (pathname) => pathname === '/api/news',
  tables: (database) => [database.news],
  async apply(items) {
    const delta = split<NewsItem>(items);
    await db.news.bulkPut([...delta.changed.values()]);
    await db.news.bulkDelete([...delta.removed]);
    await editLists(
      '/api/news',
      (key) => pathnameOf(key) === '/api/news',
      delta,
      inserting(
        delta.changed,
        newestFirst((item: NewsItem) => item.pubDate),
        inNewsList,
      ),
    );
  },
  async expire() {
    await db.news.clear();
    await db.queries.where('key').startsWith('/api/news').delete();
    return 'dropped';
  },
};
