import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A small in-memory cache of GET answers keyed by URL, with the spec §9 freshness (no retries, no refetch
 * on focus, no polling). A later issue moves server data into Dexie for offline use (ARCHITECTURE.md §5);
 * screens only see `useQuery`, so that change stays inside this file.
 */

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryEntry<T = unknown> {
  status: QueryStatus;
  data?: T;
  error?: unknown;
  /** When the data was fetched (ms since epoch); 0 before the first answer. */
  updatedAt: number;
  /** Set by {@link invalidateQueries}: the next reader refetches (and keeps showing the old data meanwhile). */
  invalidated: boolean;
  fetching: boolean;
}

const entries = new Map<string, QueryEntry>();
const inFlight = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function write(key: string, entry: QueryEntry): void {
  entries.set(key, entry);
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

export function getQueryEntry<T>(key: string): QueryEntry<T> | undefined {
  return entries.get(key) as QueryEntry<T> | undefined;
}

function isOutdated(entry: QueryEntry, maxAgeMs: number): boolean {
  return entry.invalidated || Date.now() - entry.updatedAt > maxAgeMs;
}

/** Runs `fetcher` for `key` unless a fetch for it is already on its way; the cache keeps the answer. */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;

  const previous = entries.get(key);
  write(key, previous ? { ...previous, fetching: true } : { status: 'loading', updatedAt: 0, invalidated: false, fetching: true });

  const promise = fetcher().then(
    (data) => {
      write(key, { status: 'success', data, updatedAt: Date.now(), invalidated: false, fetching: false });
      return data;
    },
    (error: unknown) => {
      const current = entries.get(key);
      // A failed background refresh keeps the data the screen already shows.
      if (current?.status === 'success') write(key, { ...current, fetching: false, invalidated: false, error });
      else write(key, { status: 'error', error, updatedAt: 0, invalidated: false, fetching: false });
      throw error;
    },
  );
  inFlight.set(key, promise);
  void promise.catch(() => undefined).finally(() => inFlight.delete(key));
  return promise;
}

/** Replaces a key's data (e.g. after appending the next catalogue page). */
export function setQueryData<T>(key: string, update: (current: T | undefined) => T): void {
  const current = entries.get(key) as QueryEntry<T> | undefined;
  write(key, {
    status: 'success',
    data: update(current?.data),
    updatedAt: current?.updatedAt || Date.now(),
    invalidated: false,
    fetching: false,
  });
}

/** Marks every key starting with one of `prefixes` as outdated; screens showing them refetch. */
export function invalidateQueries(...prefixes: string[]): void {
  for (const [key, entry] of entries) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) write(key, { ...entry, invalidated: true });
  }
}

/** Forgets everything (sign-out, tests). */
export function clearQueryCache(): void {
  entries.clear();
  inFlight.clear();
  for (const set of listeners.values()) set.forEach((listener) => listener());
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** A refresh is running behind the data already shown. */
  fetching: boolean;
  refetch: () => void;
}

/**
 * Reads `key` from the cache and fetches it when missing, failed before, invalidated or older than
 * `maxAgeMs`. `key` null means "not now" (e.g. signed out): nothing is fetched.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>, maxAgeMs: number): QueryResult<T> {
  const subscribeKey = useCallback((listener: () => void) => (key === null ? () => {} : subscribe(key, listener)), [key]);
  const entry = useSyncExternalStore(subscribeKey, () => (key === null ? undefined : (entries.get(key) as QueryEntry<T> | undefined)));

  const load = useEffectEvent((force: boolean) => {
    if (key === null) return;
    const current = entries.get(key);
    if (!force && current && current.status !== 'error' && !isOutdated(current, maxAgeMs)) return;
    fetchQuery(key, fetcher).catch(() => undefined);
  });

  // On mount and whenever the key changes.
  useEffect(() => load(false), [key]);
  // After an invalidation while mounted.
  useEffect(() => {
    if (entry?.invalidated && !entry.fetching) load(true);
  }, [entry]);

  // `fetcher` is usually an inline closure; the key alone identifies the query, so refetch keeps the latest one.
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });
  const refetch = useCallback(() => {
    if (key !== null) fetchQuery(key, fetcherRef.current).catch(() => undefined);
  }, [key]);

  return {
    data: entry?.data,
    error: entry?.error,
    status: key === null ? 'loading' : (entry?.status ?? 'loading'),
    fetching: entry?.fetching ?? false,
    refetch,
  };
}
