import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import type { ExpertQuestion } from '@dockside/shared/community';
import type { NewsItem } from '@dockside/shared/news';
import { type SyncItem, isTombstone } from '@dockside/shared/sync';
import { db } from '../db/database';
import { OWN_LISTINGS_URL } from '../db/part-cache';
import { keptPartIds } from '../db/part-eviction';
import { toPartRow } from '../db/part-row';
import { SAVED_PARTS_URL, pinSavedAndOwnImages, userListKey } from '../db/pinned-parts';

/**
 * What a delta pull (docs/architecture.md §6.4) does to each collection the device keeps: which list
 * answers start its cursor, where its changes come from, how they apply, and what a 410 (token too old)
 * drops. The catalogue only updates what the device already holds; the user's own collections, questions
 * and news take their whole delta.
 */

export type CollectionName = 'catalog' | 'saved-parts' | 'own-listings' | 'questions' | 'news';

export interface PullCollection {
  name: CollectionName;
  /** Per signed-in user (cursor `<name>:<userId>`, cleared at sign-out) or public (`<name>:public`). */
  perUser: boolean;
  /** The delta endpoint. */
  path: string;
  /** Whether a list answer from this pathname starts the collection's cursor. */
  lists(pathname: string): boolean;
  /** Applies one delta page (inside the puller's transaction). */
  apply(items: Array<SyncItem<{ id: number }>>, userId: number | null): Promise<void>;
  /**
   * The server answered 410: drop what is safe to drop and answer `'dropped'` (the cursor goes; the next
   * list answer starts one), or refetch and restart the cursor itself (`'refetched'`; on failure the old
   * cursor stays and the next pull tries again). `refetch` GETs a list and gives its answer and token.
   */
  expire(userId: number | null, refetch: Refetch): Promise<'dropped' | 'refetched'>;
  /** After a pull changed the collection or a 410 refetched it (outside the pull's transactions). */
  changed?(userId: number | null): Promise<void>;
}

export type Refetch = <T>(path: string) => Promise<{ data: T; token: string | null } | null>;

export const cursorKey = (collection: PullCollection, userId: number | null) =>
  `${collection.name}:${collection.perUser ? userId : 'public'}`;

/** Every table a pull writes, for its transactions. */
export const pullTables = () => [
  db.queries,
  db.parts,
  db.partDetails,
  db.savedParts,
  db.questions,
  db.questionDetails,
  db.news,
  db.syncCursors,
];

type Split<T> = { changed: Map<number, T>; removed: Set<number> };

function split<T extends { id: number }>(items: Array<SyncItem<{ id: number }>>): Split<T> {
  const changed = new Map<number, T>();
  const removed = new Set<number>();
  for (const item of items) {
    if (isTombstone(item)) {
      removed.add(item.id);
      changed.delete(item.id);
    } else {
      changed.set(item.id, item as T);
      removed.delete(item.id);
    }
  }
  return { changed, removed };
}

/** The items of a saved answer: a plain array, or a page `{ items, next }`. */
type ListData<T> = T[] | { items: T[]; next: string | null };

/**
 * Rewrites the saved list answers under `prefix` that `match` accepts: removed items go, changed ones are
 * replaced where they are (and `insert`ed when given). Only rows that changed are written.
 */
async function editLists<T extends { id: number }>(
  prefix: string,
  match: (key: string) => boolean,
  { changed, removed }: Split<T>,
  place?: (items: T[], key: string) => T[],
): Promise<void> {
  const rows = (await db.queries.where('key').startsWith(prefix).toArray()).filter((row) => match(row.key));
  const edited = rows.flatMap((row) => {
    const data = row.data as ListData<T> | null;
    const items = Array.isArray(data) ? data : data?.items;
    if (!Array.isArray(items)) return [];
    let touched = false;
    let next = items.flatMap((item) => {
      if (removed.has(item.id)) return ((touched = true), []);
      const update = changed.get(item.id);
      if (update) touched = true;
      return [update ?? item];
    });
    if (place) {
      const placed = place(next, row.key);
      touched ||= placed !== next;
      next = placed;
    }
    if (!touched) return [];
    return [{ ...row, data: Array.isArray(data) ? next : { ...data, items: next } }];
  });
  if (edited.length > 0) await db.queries.bulkPut(edited);
}

/** Adds the changed items a list does not hold yet, then orders it by `order` (newest first). */
const inserting =
  <T extends { id: number }>(
    changed: Map<number, T>,
    order: (a: T, b: T) => number,
    accepts: (item: T, key: string) => boolean = () => true,
  ) =>
  (items: T[], key: string): T[] => {
    const held = new Set(items.map((item) => item.id));
    const added = [...changed.values()].filter((item) => !held.has(item.id) && accepts(item, key));
    return added.length === 0 ? items : [...items, ...added].sort(order);
  };

const newestFirst =
  <T>(field: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(field(b)) - Date.parse(field(a));

/** Lists never carry contact details (the detail copy may; it keeps its own). */
const publicCopy = (part: BoatPart): BoatPart => ({ ...part, contactEmail: null, contactPhone: null }) as BoatPart;
const withContact = (part: BoatPart, old: BoatPart): BoatPart => ({
  ...part,
  contactEmail: old.contactEmail,
  contactPhone: old.contactPhone,
});

const pathnameOf = (key: string) => key.split(/[?#]/)[0];
/** Catalogue lists saved on the device: pages (and appended `#page`s), searches, the featured strip. */
const isCatalogList = (key: string) => pathnameOf(key) === '/api/boat-parts' || pathnameOf(key) === '/api/boat-parts/featured';
const partDetailKey = (id: number) => `/api/boat-parts/${id}`;

/** Catalogue (public): only parts already on the device change; tombstones remove them everywhere. */
const catalog: PullCollection = {
  name: 'catalog',
  perUser: false,
  path: '/api/boat-parts',
  lists: (pathname) => pathname === '/api/boat-parts' || pathname === '/api/boat-parts/featured',
  async apply(items, userId) {
    const delta = split<BoatPart>(items);
    const ids = [...delta.changed.keys()];
    const [rows, details] = await Promise.all([db.parts.bulkGet(ids), db.partDetails.bulkGet(ids)]);
    // Keeps the row's last-seen time (cache eviction): an update is not a visit.
    const parts = ids.flatMap((id, i) => {
      const old = rows[i] as (BoatPart & { seenAt?: number }) | undefined;
      if (!old) return [];
      const row = toPartRow(publicCopy(delta.changed.get(id)!));
      return [old.seenAt === undefined ? row : { ...row, seenAt: old.seenAt }];
    });
    await db.parts.bulkPut(parts);
    const kept = details.flatMap((old) => (old ? [{ ...withContact(delta.changed.get(old.id)!, old), fetchedAt: old.fetchedAt }] : []));
    await db.partDetails.bulkPut(kept);
    const removed = [...delta.removed];
    // The owner's own copy stays (their listing is still theirs when the public no longer sees it).
    const ownDetails = new Set((await db.partDetails.bulkGet(removed)).flatMap((row) => (row && row.userId === userId ? [row.id] : [])));
    await db.parts.bulkDelete(removed);
    await db.partDetails.bulkDelete(removed.filter((id) => !ownDetails.has(id)));
    await db.queries.bulkDelete(removed.map(partDetailKey));
    const publicDelta = { changed: new Map([...delta.changed].map(([id, part]) => [id, publicCopy(part)])), removed: delta.removed };
    await editLists('/api/boat-parts', isCatalogList, publicDelta);
    await Promise.all(
      kept.map(async (detail) => {
        const key = partDetailKey(detail.id);
        const row = await db.queries.get(key);
        if (row) await db.queries.put({ ...row, data: withContact(delta.changed.get(detail.id)!, row.data as BoatPart) });
      }),
    );
  },
  async expire(userId) {
    // What the cache cap never evicts stays here too: saved parts, own listings, parts of drafts and queued changes.
    const kept = await keptPartIds();
    const keep = (id: number, owner?: number | null) => kept.has(id) || (userId !== null && owner === userId);
    await db.parts.filter((row) => !keep(row.id)).delete();
    await db.partDetails.filter((row) => !keep(row.id, row.userId)).delete();
    await db.queries
      .where('key')
      .startsWith('/api/boat-parts')
      .filter((row) => isCatalogList(row.key) || /^\/api\/boat-parts\/\d+$/.test(row.key))
      .delete();
    return 'dropped';
  },
};

/** Refetches a private list after a 410 and stores it as the screen would, before anything is dropped. */
async function refetchOwn<T extends { id: number }>(
  path: string,
  userId: number | null,
  refetch: Refetch,
  store: (items: T[], userId: number) => Promise<void>,
  name: CollectionName,
): Promise<'refetched'> {
  if (userId === null) return 'refetched';
  const answer = await refetch<T[]>(path);
  if (!answer) return 'refetched';
  await db.transaction('rw', pullTables(), async () => {
    const key = userListKey(path, userId);
    await store(answer.data, userId);
    await db.queries.put({ key, data: answer.data, fetchedAt: Date.now(), invalidated: false, userId });
    if (answer.token) await db.syncCursors.put({ key: `${name}:${userId}`, token: answer.token, pulledAt: Date.now() });
    else await db.syncCursors.delete(`${name}:${userId}`);
  });
  return 'refetched';
}

/**
 * One of the user's own lists (`<path>#user-<id>`): the whole delta into its table (`write`) and its saved
 * answer, newest first by `newest`; on 410 the list is refetched before anything is replaced (`store`).
 */
function userList<T extends { id: number }>(
  name: CollectionName,
  path: string,
  newest: (item: T) => string,
  write: (delta: Split<T>, userId: number) => Promise<void>,
  store: (items: T[], userId: number) => Promise<void>,
): PullCollection {
  return {
    name,
    perUser: true,
    path,
    lists: (pathname) => pathname === path,
    async apply(items, userId) {
      if (userId === null) return;
      const delta = split<T>(items);
      await write(delta, userId);
      const key = userListKey(path, userId);
      await editLists(key, (k) => k === key, delta, inserting(delta.changed, newestFirst(newest)));
    },
    expire: (userId, refetch) => refetchOwn<T>(path, userId, refetch, store, name),
    // A part saved (or listed) on another device keeps its photos offline here too.
    changed: pinSavedAndOwnImages,
  };
}

/** The user's saved parts: saves and un-saves made elsewhere, edits of saved parts. */
const savedParts = userList<SavedPart>(
  'saved-parts',
  SAVED_PARTS_URL,
  (part) => part.savedAt,
  async ({ changed, removed }, userId) => {
    await db.savedParts.bulkDelete([...removed].map((id) => [userId, id] as [number, number]));
    await db.savedParts.bulkPut([...changed.values()].map((part) => ({ ...part, userId })));
  },
  async (parts, userId) => {
    await db.savedParts.where('userId').equals(userId).delete();
    await db.savedParts.bulkPut(parts.map((part) => ({ ...part, userId })));
  },
);

/** The user's own listings (any status, with contact details), kept in `partDetails`. */
const ownListings = userList<BoatPart>(
  'own-listings',
  OWN_LISTINGS_URL,
  (part) => part.createdAt,
  async ({ changed, removed }) => {
    await db.partDetails.bulkDelete([...removed]);
    await db.partDetails.bulkPut([...changed.values()].map((part) => ({ ...part, fetchedAt: Date.now() })));
  },
  async (parts, userId) => {
    const ids = new Set(parts.map((part) => part.id));
    await db.partDetails.filter((row) => row.userId === userId && !ids.has(row.id)).delete();
    await db.partDetails.bulkPut(parts.map((part) => ({ ...part, fetchedAt: Date.now() })));
  },
);

const isQuestionList = (key: string) => pathnameOf(key) === '/api/expert-questions' || key.startsWith('/api/expert-questions/category/');
const questionKey = /^\/api\/expert-questions\/(\d+)$/;

/** Questions (public): the whole delta into the table; lists and opened questions follow. */
const questions: PullCollection = {
  name: 'questions',
  perUser: false,
  path: '/api/expert-questions',
  lists: (pathname) => pathname === '/api/expert-questions' || pathname.startsWith('/api/expert-questions/category/'),
  async apply(items) {
    const delta = split<ExpertQuestion>(items);
    const ids = [...delta.changed.keys()];
    const old = await db.questions.bulkGet(ids);
    // The viewer's own vote mark is not in a pull (lists carry none): keep what the device knew.
    const merged = new Map(ids.map((id, i) => [id, { ...delta.changed.get(id)!, viewerHasVoted: old[i]?.viewerHasVoted ?? false }]));
    await db.questions.bulkPut([...merged.values()]);
    await db.questions.bulkDelete([...delta.removed]);
    await db.questionDetails.bulkDelete([...delta.removed]);
    const details = await db.questionDetails.bulkGet(ids);
    await db.questionDetails.bulkPut(
      details.flatMap((detail) =>
        detail ? [{ ...detail, question: { ...merged.get(detail.id)!, viewerHasVoted: detail.question.viewerHasVoted } }] : [],
      ),
    );
    await editLists('/api/expert-questions', isQuestionList, { changed: merged, removed: delta.removed });
    // An opened question whose answers moved is refetched when opened next; a removed one goes.
    const opened = await db.queries
      .where('key')
      .startsWith('/api/expert-questions/')
      .filter((row) => questionKey.test(row.key))
      .toArray();
    for (const row of opened) {
      const id = Number(questionKey.exec(row.key)![1]);
      if (delta.removed.has(id)) await db.queries.delete(row.key);
      else if (merged.has(id)) await db.queries.put({ ...row, invalidated: true, invalidatedAt: Date.now() });
    }
  },
  async expire() {
    await db.questions.clear();
    await db.questionDetails.clear();
    await db.queries.where('key').startsWith('/api/expert-questions').delete();
    return 'dropped';
  },
};

/** The category (or source) a saved news list asks for; '' for all news. */
const newsCategory = (key: string) => new URLSearchParams(key.split('?')[1]?.split('#')[0] ?? '').get('category') ?? '';
const inNewsList = (item: NewsItem, key: string) => {
  const wanted = newsCategory(key).toLocaleLowerCase('en');
  return !wanted || item.category.toLocaleLowerCase('en') === wanted || item.source.toLocaleLowerCase('en') === wanted;
};

/** News (public): the whole delta into the table and into each saved feed it belongs to. */
const news: PullCollection = {
  name: 'news',
  perUser: false,
  path: '/api/news',
  lists: (pathname) => pathname === '/api/news',
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

/** In the order they are pulled: the user's own first (what they care most about), then the public ones. */
export const PULL_COLLECTIONS: readonly PullCollection[] = [savedParts, ownListings, catalog, questions, news];
