import { SEEN_UP_TO_PARAM, SYNC_HEADERS, UPDATED_SINCE_PARAM } from '@dockside/shared/sync';
import { onListAnswer } from '../api-client';
import { whenIdle } from '../when-idle';
import { type SyncCursorRow, db } from '../db/database';
import { PULL_COLLECTIONS, type PullCollection, type Refetch, cursorKey, pullTables } from './pull-collections';

/**
 * Delta pulls (docs/architecture.md §6.4). Each collection the device keeps has one cursor in
 * `syncCursors`. It starts from the `X-Sync-Token` of the first list answer the device stores for the
 * collection (never a pull from 0), and a pull then asks only for what changed since, page by page
 * (`Link: rel="next"`). The catalogue's pull is bounded by `seenUpTo` — the `X-Sync-Seen` of the newest
 * catalogue list answer stored — so listings created since are never downloaded. A 410 (token too old)
 * hands the collection to its `expire`. Pulls run at start after the first paint, when the connection
 * returns and when the app comes back after being hidden a while; online only, one tab at a time.
 */

/** The catalogue cursor also keeps the newest `X-Sync-Seen`. */
export interface CatalogCursorRow extends SyncCursorRow {
  seenUpTo?: string;
}

export const PULL_LOCK = 'dockside-pull';
/** Hidden this long, the app pulls when it is shown again. */
export const PULL_AFTER_HIDDEN_MS = 5 * 60_000;
const PAGE_LIMIT = 500;

type Fetch = typeof fetch;

const collectionOfList = (pathname: string) => PULL_COLLECTIONS.find((collection) => collection.lists(pathname));

/**
 * A list answer arrived (api-client's onListAnswer): the first one of a collection with no cursor starts
 * it; every catalogue answer moves `seenUpTo` on. Delta answers (with `updatedSince`) are not list answers.
 */
export async function noteListAnswer(path: string, headers: Headers, userId: number | null): Promise<void> {
  const url = new URL(path, 'http://local');
  const token = headers.get(SYNC_HEADERS.syncToken);
  const collection = collectionOfList(url.pathname);
  if (!token || !collection || url.searchParams.has(UPDATED_SINCE_PARAM) || (collection.perUser && userId === null)) return;
  const key = cursorKey(collection, userId);
  const seen = headers.get(SYNC_HEADERS.seenToken);
  await db.transaction('rw', db.syncCursors, async () => {
    const cursor: CatalogCursorRow | undefined = await db.syncCursors.get(key);
    const next: CatalogCursorRow = cursor ?? { key, token, pulledAt: Date.now() };
    // Answers arrive in about the order they were read; the newest arrival bounds the catalogue's pulls.
    if (seen) next.seenUpTo = seen;
    if (next !== cursor || seen) await db.syncCursors.put(next);
  });
}

/** `<…>; rel="next"` of a Link header. */
const nextLink = (link: string | null) => (link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined);

export interface PullReport {
  collection: string;
  pages: number;
  changes: number;
  expired?: true;
}

/** Pulls one collection to the present; undefined when it has no cursor (nothing of it on the device). */
export async function pullCollection(
  collection: PullCollection,
  userId: number | null,
  fetchImpl: Fetch = fetch,
): Promise<PullReport | undefined> {
  if (collection.perUser && userId === null) return undefined;
  const key = cursorKey(collection, userId);
  const cursor: CatalogCursorRow | undefined = await db.syncCursors.get(key);
  if (!cursor) return undefined;
  const params = new URLSearchParams({ [UPDATED_SINCE_PARAM]: cursor.token, limit: String(PAGE_LIMIT) });
  if (cursor.seenUpTo) params.set(SEEN_UP_TO_PARAM, cursor.seenUpTo);
  let url: string | undefined = `${collection.path}?${params}`;
  const report: PullReport = { collection: key, pages: 0, changes: 0 };
  while (url) {
    const response: Response = await fetchImpl(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (response.status === 410) {
      // Dropped: the collection starts again from its next list answer.
      const outcome = await collection.expire(userId, refetchWith(fetchImpl));
      if (outcome === 'dropped') await db.syncCursors.delete(key);
      else await collection.changed?.(userId);
      return { ...report, expired: true };
    }
    if (!response.ok) throw new Error(`Delta pull ${collection.name}: ${response.status}`);
    const items = (await response.json()) as Array<{ id: number }>;
    const token = response.headers.get(SYNC_HEADERS.syncToken);
    const applied = await db.transaction('rw', pullTables(), async () => {
      // Signed out meanwhile (the cursor went with the private data): nothing of theirs comes back.
      const current: CatalogCursorRow | undefined = await db.syncCursors.get(key);
      if (!current) return false;
      await collection.apply(items, userId);
      if (token) await db.syncCursors.put({ ...current, token, pulledAt: Date.now() });
      return true;
    });
    if (!applied) return report;
    report.pages += 1;
    report.changes += items.length;
    url = nextLink(response.headers.get('Link'));
  }
  if (report.changes > 0) await collection.changed?.(userId);
  return report;
}

function refetchWith(fetchImpl: Fetch): Refetch {
  return async <T>(path: string) => {
    const response = await fetchImpl(path, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null);
    if (!response?.ok) return null;
    return { data: (await response.json()) as T, token: response.headers.get(SYNC_HEADERS.syncToken) };
  };
}

let running: Promise<PullReport[]> | null = null;
/** Calls made during a run: one more run once it ends, since its requests may predate what they were made for. */
let following: Promise<PullReport[]> | null = null;

/**
 * Pulls every collection with a cursor (online only). A call during a run (a reconnect while the start's pull
 * is on its way) gets one more run after it: the running one's requests may have gone out before the change
 * the call is for (a listing deleted meanwhile would stay on the device until the next trigger).
 */
export function pullChanges(userId: number | null, fetchImpl: Fetch = fetch): Promise<PullReport[]> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve([]);
  if (running) {
    const next = () => {
      following = null;
      return pullChanges(userId, fetchImpl);
    };
    following ??= running.then(next, next);
    return following;
  }
  running = (async () => {
    const reports: PullReport[] = [];
    const work = async () => {
      for (const collection of PULL_COLLECTIONS) {
        try {
          const report = await pullCollection(collection, userId, fetchImpl);
          if (report) reports.push(report);
        } catch (error) {
          // The next trigger tries again from the cursor, which moved page by page.
          console.warn('Delta pull failed', error);
        }
      }
    };
    try {
      if (typeof navigator === 'undefined' || !navigator.locks) await work();
      // ifAvailable: another tab is pulling into the same database; this one has nothing to add.
      else await navigator.locks.request(PULL_LOCK, { ifAvailable: true }, async (lock) => lock && work());
      return reports;
    } finally {
      running = null;
    }
  })();
  return running;
}

let started = false;

/** Starts the triggers once (start-sync.ts): after the first paint, on reconnect, back after being hidden. */
export function startDeltaPulls(currentUserId: () => number | null): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onListAnswer((path, headers) => void noteListAnswer(path, headers, currentUserId()).catch(() => undefined));
  const pull = () => void pullChanges(currentUserId());
  window.addEventListener('online', pull);
  let hiddenAt: number | null = null;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt !== null && Date.now() - hiddenAt >= PULL_AFTER_HIDDEN_MS) pull();
  });
  // Never ahead of the first screen.
  whenIdle(pull);
}
