import { useCallback, useState } from 'react';
import { fetchQuery, getQueryData, updateQueryData } from './query-store';
import { useQuery, type QueryOptions } from './use-query';

export interface Page<T> {
  items: T[];
  /** The next page's URL (from `Link: rel="next"`), or null on the last page. */
  next: string | null;
}

/**
 * A paged list: the first page by its URL, further pages appended to the same saved entry as the user
 * scrolls, so going back from an item to the list shows everything that was loaded — offline too.
 */
export function usePagedQuery<T extends { id: number }>(
  key: string | null,
  fetchPage: (url: string) => Promise<Page<T>>,
  maxAgeMs: number,
  options: QueryOptions<Page<T>> = {},
) {
  const query = useQuery<Page<T>>(key, () => fetchPage(key ?? ''), maxAgeMs, options);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const [failedMore, setFailedMore] = useState<string | null>(null);
  const next = query.data?.next ?? null;

  const loadMore = useCallback(() => {
    void (async () => {
      const nextUrl = key ? (await getQueryData<Page<T>>(key))?.next : null;
      if (!key || !nextUrl || loadingMore === nextUrl) return;
      setLoadingMore(nextUrl);
      setFailedMore(null);
      try {
        const page = await fetchQuery(`${nextUrl}#page`, () => fetchPage(nextUrl), { normalize: options.normalize });
        await updateQueryData<Page<T>>(key, (data) => {
          // The first page may have been refreshed meanwhile: only append to the list this page continues.
          if (data.next !== nextUrl) return data;
          const seen = new Set(data.items.map((item) => item.id));
          return { items: [...data.items, ...page.items.filter((item) => !seen.has(item.id))], next: page.next };
        });
      } catch {
        setFailedMore(nextUrl);
      } finally {
        setLoadingMore(null);
      }
    })();
  }, [key, loadingMore, fetchPage, options.normalize]);

  return {
    ...query,
    items: query.data?.items,
    hasMore: next !== null,
    loadingMore: loadingMore !== null,
    loadMoreFailed: failedMore !== null && failedMore === next,
    loadMore,
  };
}
