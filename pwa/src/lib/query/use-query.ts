import { useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DocksideDatabase } from '../db/database';
import { useDeviceQuery } from '../db/device';
import { useOnline } from '../use-online';
import { peekInitialData, ServerQueriesContext, takeInitialData } from './initial-data';
import { fetchQuery, isOutdated, keepQuery, useFetchState, type StoreOptions } from './query-store';
import { useShownDataAge } from './shown-data-age';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** A refresh is running behind the data already shown. */
  fetching: boolean;
  refetch: () => void;
  /** When the data shown was fetched (ms since epoch); undefined for data built on the device. */
  savedAt: number | undefined;
}

export interface QueryOptions<T> extends StoreOptions<T> {
  /**
   * Data built from the device's tables when this exact key was never fetched (e.g. a part seen in a list,
   * or the catalogue filtered offline). Runs inside the live query, so it follows table changes.
   */
  fallback?: (db: DocksideDatabase) => Promise<T | undefined>;
}

/** What the screen shows: the saved answer (or one built on the device, without `fetchedAt`). */
interface SavedCopy<T> {
  data: T;
  fetchedAt: number | undefined;
  invalidated: boolean;
  invalidatedAt?: number;
}

/** No connection and nothing saved on this device for what the screen asks for. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super('You are offline and this has not been saved on this device yet.');
  }
}

/**
 * Reads `key` from Dexie (live: any write shows at once; the database loads on use, lib/db/device.ts) and
 * fetches it when missing, invalidated or older than `maxAgeMs` — never while offline (the saved copy is
 * shown, and fetched again when the connection returns). `key` null means "not now" (e.g. signed out):
 * nothing is read or fetched.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  maxAgeMs: number,
  options: QueryOptions<T> = {},
): QueryResult<T> {
  const online = useOnline();
  // Tagged with its key: after the key changes, the live read keeps returning the previous key's result
  // until the new read resolves, and that must not count as this key's data.
  const result = useDeviceQuery(
    async (db): Promise<{ key: string | null; value: SavedCopy<T> | null }> => {
      if (key === null) return { key, value: null };
      const row = await db.queries.get(key);
      if (row)
        return {
          key,
          value: { data: row.data as T, fetchedAt: row.fetchedAt, invalidated: row.invalidated, invalidatedAt: row.invalidatedAt },
        };
      const built = await options.fallback?.(db);
      return { key, value: built === undefined ? null : { data: built, fetchedAt: undefined, invalidated: false } };
    },
    // The fallback is an inline closure; the key names the query.
    [key],
  );
  const reading = result === undefined || result.key !== key;
  // null when there is nothing for this key (yet).
  const read = reading ? null : result.value;
  // The first HTML's answer for this key (docs/architecture.md §5.4): shown from the first render until the device database
  // has it, so a shared link's screen does not wait for IndexedDB to open before it paints.
  // Once the database has answered with the row, the seed is done: a row removed later (a tombstone) must
  // not bring the first HTML's copy back.
  // On the server the answers come from the render's context (src/entry-server.tsx), and a key it does not
  // have yet is asked for (the first pass).
  const server = useContext(ServerQueriesContext);
  if (server && key !== null && !server.data.has(key)) server.wanted?.set(key, fetcher);
  const [seedFor, setSeedFor] = useState(() => key);
  const seed = useMemo(() => {
    const found =
      key === null ? undefined : server ? (server.data.has(key) ? { data: server.data.get(key) } : undefined) : peekInitialData(key);
    return found ? ({ data: found.data as T, fetchedAt: undefined, invalidated: false } satisfies SavedCopy<T>) : null;
  }, [key, server]);
  if (read && seed && seedFor === key) setSeedFor(null);
  const shown = read ?? (seedFor === key ? seed : null);
  const fetching = useFetchState((state) => (key === null ? false : Boolean(state.fetching[key])));
  const error = useFetchState((state) => (key === null ? undefined : state.errors[key]));

  const load = useEffectEvent((force: boolean) => {
    if (key === null || reading || !online) return;
    const fetchedAt = read?.fetchedAt;
    const stale = fetchedAt === undefined || isOutdated({ fetchedAt, invalidated: read?.invalidated ?? false }, maxAgeMs);
    if (!force && !stale) return;
    // The first HTML carried this answer (docs/architecture.md §5.4): stored as if fetched, without a request.
    const initial = takeInitialData(key) as (() => Promise<T>) | undefined;
    (initial ? keepQuery(key, initial, options) : fetchQuery(key, fetcher, options)).catch(() => undefined);
  });
  // On mount, when the key changes, when the saved copy is read or invalidated (each invalidation is a new
  // `invalidatedAt`: one right after another is noticed even if no render saw the row fresh between them),
  // and when the connection returns.
  const invalidated = read?.invalidated ?? false;
  const invalidatedAt = read?.invalidatedAt;
  useEffect(() => load(false), [key, reading, invalidated, invalidatedAt, online]);

  const fetcherRef = useRef(fetcher);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
    optionsRef.current = options;
  });
  const refetch = useCallback(() => {
    if (key !== null) fetchQuery(key, fetcherRef.current, optionsRef.current).catch(() => undefined);
  }, [key]);

  const savedAt = shown?.fetchedAt;
  useShownDataAge(key !== null && !online && shown ? (savedAt ?? null) : undefined);

  let status: QueryStatus = 'loading';
  let shownError = error;
  if (key !== null && shown) status = 'success';
  else if (key !== null && !reading) {
    if (error) status = 'error';
    else if (!online) {
      status = 'error';
      shownError = new OfflineError();
    }
  }
  return { data: shown?.data, error: shownError, status, fetching, refetch, savedAt };
}
