import { create } from 'zustand';
import type { DocksideDatabase, QueryRow } from '../db/database';
import { deviceDatabase, loadedDatabase } from '../db/device';

/**
 * GET answers kept in Dexie by key (docs/architecture.md §5.2): a fetch writes the answer, screens read it live
 * (see use-query.ts). What is only about this tab — a fetch on its way, the last error —
 * stays in memory.
 */

interface FetchState {
  fetching: Record<string, true>;
  errors: Record<string, unknown>;
}

export const useFetchState = create<FetchState>(() => ({ fetching: {}, errors: {} }));

const inFlight = new Map<string, Promise<unknown>>();
/** Keys invalidated while their fetch was on its way: the answer may predate the change, so it is fetched again. */
const invalidatedInFlight = new Set<string>();
/** At most this many fetches in a row for one call when invalidations keep arriving. */
const MAX_FETCHES_PER_CALL = 3;

export interface StoreOptions<T> {
  /** Private to this user: cleared at sign-out. */
  userId?: number | null;
  /** Also writes the answer's entities into their tables (parts, questions…), in the same transaction. */
  normalize?: (data: T, db: DocksideDatabase) => Promise<void>;
}

function setFetching(key: string, fetching: boolean, error?: unknown) {
  useFetchState.setState((state) => {
    const next = { ...state.fetching };
    if (fetching) next[key] = true;
    else delete next[key];
    const errors = { ...state.errors };
    if (error === undefined) delete errors[key];
    else errors[key] = error;
    return { fetching: next, errors };
  });
}

/** Writes an answer (and its entities) as the current data for `key`. */
export async function storeQueryData<T>(key: string, data: T, options: StoreOptions<T> = {}): Promise<void> {
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.transaction(
    'rw',
    [db.queries, db.parts, db.partDetails, db.savedParts, db.questions, db.questionDetails, db.members, db.news],
    async () => {
      const row: QueryRow = { key, data, fetchedAt: Date.now(), invalidated: false };
      // Invalidated after its answer arrived: stored, and still outdated (readers fetch it again).
      if (invalidatedInFlight.has(key)) Object.assign(row, { invalidated: true, invalidatedAt: Date.now() });
      if (options.userId != null) row.userId = options.userId;
      await db.queries.put(row);
      await options.normalize?.(data, db);
    },
  );
}

/**
 * Runs `fetcher` for `key` unless a fetch for it is already on its way, and stores the answer. A key
 * invalidated meanwhile (a change the server took while the answer was on its way) is fetched again before
 * anything is stored: a stored answer is never older than the last invalidation.
 */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>, options: StoreOptions<T> = {}): Promise<T> {
  return run(key, fetcher, options, true);
}

/**
 * Stores an answer the page already has (the first HTML's, docs/architecture.md §5.4) as `fetchQuery` stores a fetched one,
 * without showing the key as fetching: no request is made, and each change of that state renders the screen
 * again (twice, right after hydration).
 */
export function keepQuery<T>(key: string, answer: () => Promise<T>, options: StoreOptions<T> = {}): Promise<T> {
  return run(key, answer, options, false);
}

function run<T>(key: string, fetcher: () => Promise<T>, options: StoreOptions<T>, shown: boolean): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  if (shown) setFetching(key, true, useFetchState.getState().errors[key]);
  const promise = (async () => {
    try {
      let data: T;
      let fetches = 0;
      do {
        invalidatedInFlight.delete(key);
        data = await fetcher();
        fetches += 1;
      } while (invalidatedInFlight.has(key) && fetches < MAX_FETCHES_PER_CALL);
      await storeQueryData(key, data, options);
      if (shown) setFetching(key, false);
      return data;
    } catch (error) {
      setFetching(key, false, error);
      throw error;
    }
  })();
  inFlight.set(key, promise);
  void promise
    .catch(() => undefined)
    .finally(() => {
      inFlight.delete(key);
      invalidatedInFlight.delete(key);
    });
  return promise;
}

export async function getQueryData<T>(key: string): Promise<T | undefined> {
  const db = loadedDatabase() ?? (await deviceDatabase());
  return (await db.queries.get(key))?.data as T | undefined;
}

/** Replaces a key's data (e.g. a vote's new count, the next catalogue page appended); a missing key stays missing. */
export async function updateQueryData<T>(key: string, update: (current: T) => T): Promise<void> {
  // Also called inside a caller's transaction (markSaved), where nothing but Dexie may be awaited.
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.transaction('rw', db.queries, async () => {
    const row = await db.queries.get(key);
    if (row) await db.queries.put({ ...row, data: update(row.data as T) });
  });
}

/** Sets a key's data whether or not it was there (keeps the time it was fetched). */
export async function setQueryData<T>(key: string, data: T, options: { userId?: number | null } = {}): Promise<void> {
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.transaction('rw', db.queries, async () => {
    const row = await db.queries.get(key);
    const next: QueryRow = { key, data, fetchedAt: row?.fetchedAt ?? Date.now(), invalidated: false };
    if (options.userId != null) next.userId = options.userId;
    await db.queries.put(next);
  });
}

/** Marks keys outdated: those starting with one of the prefixes, or matching the predicate. Readers refetch. */
export async function invalidateQueries(match: string | readonly string[] | ((key: string) => boolean)): Promise<void> {
  const test =
    typeof match === 'function'
      ? match
      : (key: string) => (typeof match === 'string' ? [match] : match).some((prefix) => key.startsWith(prefix));
  for (const key of inFlight.keys()) if (test(key)) invalidatedInFlight.add(key);
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.queries.filter((row) => test(row.key)).modify({ invalidated: true, invalidatedAt: Date.now() });
}

/** Whether data saved at `fetchedAt` is too old for a screen that wants it fresher than `maxAgeMs`. */
export function isOutdated(row: Pick<QueryRow, 'fetchedAt' | 'invalidated'>, maxAgeMs: number, now = Date.now()): boolean {
  return row.invalidated || now - row.fetchedAt > maxAgeMs;
}
