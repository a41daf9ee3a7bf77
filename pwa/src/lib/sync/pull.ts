import { SEEN_UP_TO_PARAM, SYNC_HEADERS, UPDATED_SINCE_PARAM } from '@dockside/shared/sync';
import { apiSend, onListAnswer } from '../api-client';
import { whenIdle } from '../when-idle';
import { type SyncCursorRow, db } from '../db/database';
import { type PullCollection, type Refetch, cursorKey, pullCollections, pullTables } from './pull-collections';

/**
 * Delta pulls (docs/architecture.md §6.4). Each collection the device keeps (registered by its feature,
 * pull-collections.ts) has one cursor in `syncCursors`. It starts from the `X-Sync-Token` of the first list
 * response the device stores for the collection (never a pull from 0), and a pull then asks only for what
 * changed since, page by page (`Link: rel="next"`). A collection whose list responses carry `X-Sync-Seen`
 * (a public collection too large to pull whole) is bounded by `seenUpTo` — that header of the newest list response stored — so
 * records created since are never downloaded. A 410 (token too old) hands the collection to its `expire`.
 * Pulls run at start after the first paint, when the connection returns and when the app comes back after
 * being hidden a while; online only, one tab at a time.
 */

/** A bounded collection's cursor also keeps the newest `X-Sync-Seen`. */
export interface BoundedCursorRow extends SyncCursorRow {
  seenUpTo?: string;
}

export const PULL_LOCK = 'dockside-pull';
/** Hidden this long, the app pulls when it is shown again. */
export const PULL_AFTER_HIDDEN_MS = 5 * 60_000;
const PAGE_LIMIT = 500;

/** How a pull reaches the API: the app's client (injectable for tests). */
type Fetch = (path: string) => Promise<Response>;
const viaApiClient: Fetch = (path) => apiSend(path);

const collectionOfList = (pathname: string) => pullCollections().find((collection) => collection.lists(pathname));

/**
 * A list response arrived (api-client's onListAnswer): the first one of a collection with no cursor starts
 * it; every one with `X-Sync-Seen` moves `seenUpTo` on. Delta responses (with `updatedSince`) are not lists.
 */
export async function noteListResponse(path: string, headers: Headers, userId: number | null): Promise<void> {
  const url = new URL(path, 'http://local');
  const token = headers.get(SYNC_HEADERS.syncToken);
  const collection = collectionOfList(url.pathname);
  if (!token || !collection || url.searchParams.has(UPDATED_SINCE_PARAM) || (collection.perUser && userId === null)) return;
  const key = cursorKey(collection, userId);
  const seen = headers.get(SYNC_HEADERS.seenToken);
  await db.transaction('rw', db.syncCursors, async () => {
    const cursor: BoundedCursorRow | undefined = await db.syncCursors.get(key);
    const next: BoundedCursorRow = cursor ?? { key, token, pulledAt: Date.now() };
    // Responses arrive in about the order they were read; the newest arrival bounds the collection's pulls.
    if (seen) next.seenUpTo = seen;
    if (next !== cursor || seen) await db.syncCursors.put(next);
  });
}

/** `<…>; rel="next"` of a Link header. */
const nextLink = (link: string | null) => (link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined);

export interface PullSummary {
  collection: string;
  pages: number;
  changes: number;
  expired?: true;
}

/** Pulls one collection to the present; undefined when it has no cursor (nothing of it on the device). */
export async function pullCollection(
  collection: PullCollection,
  userId: number | null,
  fetchImpl: Fetch = viaApiClient,
): Promise<PullSummary | undefined> {
  if (collection.perUser && userId === null) return undefined;
  const key = cursorKey(collection, userId);
  const cursor: BoundedCursorRow | undefined = await db.syncCursors.get(key);
  if (!cursor) return undefined;
  const params = new URLSearchParams({ [UPDATED_SINCE_PARAM]: cursor.token, limit: String(PAGE_LIMIT) });
  if (cursor.seenUpTo) params.set(SEEN_UP_TO_PARAM, cursor.seenUpTo);
  let url: string | undefined = `${collection.path}?${params}`;
  const summary: PullSummary = { collection: key, pages: 0, changes: 0 };
  while (url) {
    const response: Response = await fetchImpl(url);
    if (response.status === 410) {
      // Dropped: the collection starts again from its next list response.
      const outcome = await collection.expire(userId, refetchWith(fetchImpl));
      if (outcome === 'dropped') await db.syncCursors.delete(key);
      else await collection.changed?.(userId);
      return { ...summary, expired: true };
    }
    if (!response.ok) throw new Error(`Delta pull ${collection.name}: ${response.status}`);
    const items = (await response.json()) as Array<{ id: number }>;
    const token = response.headers.get(SYNC_HEADERS.syncToken);
    const applied = await db.transaction('rw', pullTables(), async () => {
      // Signed out meanwhile (the cursor went with the private data): nothing of theirs comes back.
      const current: BoundedCursorRow | undefined = await db.syncCursors.get(key);
      if (!current) return false;
      await collection.apply(items, userId);
      if (token) await db.syncCursors.put({ ...current, token, pulledAt: Date.now() });
      return true;
    });
    if (!applied) return summary;
    summary.pages += 1;
    summary.changes += items.length;
    url = nextLink(response.headers.get('Link'));
  }
  if (summary.changes > 0) await collection.changed?.(userId);
  return summary;
}

function refetchWith(fetchImpl: Fetch): Refetch {
  return async <T>(path: string) => {
    const response = await fetchImpl(path).catch(() => null);
    if (!response?.ok) return null;
    return { data: (await response.json()) as T, token: response.headers.get(SYNC_HEADERS.syncToken) };
  };
}

let running: Promise<PullSummary[]> | null = null;
/** Calls made during a run: one more run once it ends, since its requests may predate what they were made for. */
let following: Promise<PullSummary[]> | null = null;

/**
 * Pulls every collection with a cursor (online only). A call during a run (a reconnect while the start's pull
 * is on its way) gets one more run after it: the running one's requests may have gone out before the change
 * the call is for (a record deleted meanwhile would stay on the device until the next trigger).
 */
export function pullChanges(userId: number | null, fetchImpl: Fetch = viaApiClient): Promise<PullSummary[]> {
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
    const summaries: PullSummary[] = [];
    const work = async () => {
      for (const collection of pullCollections()) {
        try {
          const summary = await pullCollection(collection, userId, fetchImpl);
          if (summary) summaries.push(summary);
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
      return summaries;
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
  onListAnswer((path, headers) => void noteListResponse(path, headers, currentUserId()).catch(() => undefined));
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
