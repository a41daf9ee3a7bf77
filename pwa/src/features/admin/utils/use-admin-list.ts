import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../admin.constants';

export type AdminListStatus = 'loading' | 'ready' | 'error';

interface AdminListOptions {
  /** Pages by `before` (the last id shown) while a page comes back full. Without it, one answer is the list. */
  pageSize?: number;
}

interface Loaded<T> {
  /** The `load` (e.g. the search) these rows answer; another one means its rows are still on their way. */
  load: unknown;
  items: T[];
  error: string | null;
  failed: boolean;
  hasMore: boolean;
}

/**
 * One admin list, straight from the API into component state. Deliberately not the Dexie-backed query
 * cache: these answers hold other members' e-mails and reports, so nothing is kept on the device, and the
 * admin area is online only. `load` is called again whenever it changes (wrap it in useCallback).
 */
export function useAdminList<T extends { id: number }>(load: (before?: number) => Promise<T[]>, { pageSize }: AdminListOptions = {}) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  // Answers to an older `load` (a previous search) are dropped.
  const generation = useRef(0);

  // One page in: its rows (appended after `before`), or the failure. Answers to an older `load` or attempt
  // (a previous search) are dropped.
  const fetchPage = useCallback(
    (before: number | undefined) => {
      const started = ++generation.current;
      return load(before).then(
        (page) => {
          if (started === generation.current) setLoaded((current) => withPage(current, load, page, before, pageSize));
        },
        (caught: unknown) => {
          if (started === generation.current) setLoaded((current) => withFailure(current, load, caught, before));
        },
      );
    },
    [load, pageSize],
  );

  useEffect(() => {
    void fetchPage(undefined);
  }, [fetchPage, attempt]);

  const reload = () => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  };

  const loadMore = async () => {
    const last = loaded?.items.at(-1);
    if (!last || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchPage(last.id);
    } finally {
      setLoadingMore(false);
    }
  };

  const update = (change: (items: T[]) => T[]) =>
    setLoaded((current) => (current ? { ...current, items: change(current.items) } : current));
  /** The server's new version of a row (after a suspension, a role change). */
  const replace = (row: T) => update((items) => items.map((item) => (item.id === row.id ? row : item)));
  /** A row that has left the list (a decided listing or report). */
  const remove = (id: number) => update((items) => items.filter((item) => item.id !== id));

  const current = loaded && loaded.load === load ? loaded : null;
  const status: AdminListStatus = !current ? 'loading' : current.failed ? 'error' : 'ready';
  return {
    items: current?.items ?? [],
    status,
    error: current?.error ?? null,
    hasMore: current?.hasMore ?? false,
    loadingMore,
    reload,
    loadMore,
    replace,
    remove,
  };
}

function withPage<T extends { id: number }>(
  current: Loaded<T> | null,
  load: unknown,
  page: T[],
  before: number | undefined,
  pageSize: number | undefined,
): Loaded<T> {
  const items =
    before === undefined || !current ? page : [...current.items, ...page.filter((row) => !current.items.some((c) => c.id === row.id))];
  return { load, items, error: null, failed: false, hasMore: pageSize !== undefined && page.length >= pageSize };
}

/** A failed first page is the list's state; a failed 'Load more' keeps the rows shown, with the message. */
function withFailure<T>(current: Loaded<T> | null, load: unknown, caught: unknown, before: number | undefined): Loaded<T> {
  const error = errorMessage(caught, ADMIN_TEXTS.actionFailedFallback);
  return before === undefined || !current ? { load, items: [], error, failed: true, hasMore: false } : { ...current, error };
}
