import { useCallback, useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';

/**
 * GET answers of the community screens kept in memory by URL: going back from a question to the list
 * shows the list at once while it refreshes. No retries, no polling, no refetch on focus (spec §9).
 * Server data moves into Dexie with the offline issue (ARCHITECTURE.md §5); screens only use the hooks.
 */

export type CacheStatus = 'loading' | 'success' | 'error';

interface Entry<T = unknown> {
  status: CacheStatus;
  data?: T;
  error?: unknown;
  /** When the data arrived (ms since epoch); 0 before the first answer. */
  updatedAt: number;
  fetching: boolean;
  /** Set by {@link invalidateCached}: the next reader refetches, showing the old data meanwhile. */
  stale: boolean;
}

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function write(key: string, entry: Entry): void {
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

/** Fetches `key` unless a fetch for it is on its way; a failed refresh keeps the data already shown. */
export function fetchCached<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const previous = entries.get(key);
  write(key, previous ? { ...previous, fetching: true } : { status: 'loading', updatedAt: 0, fetching: true, stale: false });
  const promise = fetcher().then(
    (data) => {
      write(key, { status: 'success', data, updatedAt: Date.now(), fetching: false, stale: false });
      return data;
    },
    (error: unknown) => {
      const current = entries.get(key);
      if (current?.status === 'success') write(key, { ...current, error, fetching: false, stale: false });
      else write(key, { status: 'error', error, updatedAt: 0, fetching: false, stale: false });
      throw error;
    },
  );
  inFlight.set(key, promise);
  void promise.catch(() => undefined).finally(() => inFlight.delete(key));
  return promise;
}

export function getCached<T>(key: string): T | undefined {
  return entries.get(key)?.data as T | undefined;
}

/** Replaces a key's data in place (a vote's new count, an appended page, an accepted answer). */
export function setCached<T>(key: string, update: (current: T | undefined) => T): void {
  const current = entries.get(key) as Entry<T> | undefined;
  write(key, {
    status: 'success',
    data: update(current?.data),
    updatedAt: current?.updatedAt || Date.now(),
    fetching: false,
    stale: false,
  });
}

/** Marks every key `matches` accepts as outdated; screens showing them refetch. */
export function invalidateCached(matches: (key: string) => boolean): void {
  for (const [key, entry] of entries) {
    if (matches(key)) write(key, { ...entry, stale: true });
  }
}

/** Forgets everything (tests). */
export function clearCached(): void {
  entries.clear();
  inFlight.clear();
}

export interface CachedResult<T> {
  data: T | undefined;
  error: unknown;
  status: CacheStatus;
  fetching: boolean;
  refetch: () => void;
}

/**
 * Reads `key`, fetching it when missing, failed before, invalidated or older than `maxAgeMs` (0: every
 * time the screen opens). `key` null fetches nothing.
 */
export function useCached<T>(key: string | null, fetcher: () => Promise<T>, maxAgeMs: number): CachedResult<T> {
  const subscribeKey = useCallback((listener: () => void) => (key === null ? () => {} : subscribe(key, listener)), [key]);
  const entry = useSyncExternalStore(subscribeKey, () => (key === null ? undefined : (entries.get(key) as Entry<T> | undefined)));

  const load = useEffectEvent((force: boolean) => {
    if (key === null) return;
    const current = entries.get(key);
    const fresh = current && current.status === 'success' && !current.stale && Date.now() - current.updatedAt <= maxAgeMs;
    if (!force && fresh) return;
    fetchCached(key, fetcher).catch(() => undefined);
  });

  useEffect(() => load(false), [key]);
  useEffect(() => {
    if (entry?.stale && !entry.fetching) load(true);
  }, [entry]);

  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const refetch = useCallback(() => {
    if (key !== null) fetchCached(key, () => fetcherRef.current()).catch(() => undefined);
  }, [key]);

  return {
    data: entry?.data,
    error: entry?.error,
    status: key === null ? 'loading' : (entry?.status ?? 'loading'),
    fetching: entry?.fetching ?? false,
    refetch,
  };
}
