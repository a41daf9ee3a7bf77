import type { Table } from 'dexie';
import { type SyncItem, isTombstone } from '@dockside/shared/sync';
import { type DocksideDatabase, db } from '../db/database';
import { userListKey } from '../db/db.constants';

/**
 * The sync registry's pull half (docs/architecture.md §6.4): what a delta pull does to each collection the
 * device keeps — which list responses start its cursor, where its changes come from, how they apply, and what
 * a 410 (token too old) drops. Features declare theirs in `features/<domain>/sync/`; the app registers them
 * at start (app/register-sync.ts), in the order they are pulled. The helpers below are what most of them share.
 */

export interface PullCollection {
  /** The cursor's name (`<name>:<userId>` or `<name>:public`): stored on devices, so never renamed. */
  name: string;
  /** Per signed-in user (cursor `<name>:<userId>`, cleared at sign-out) or public (`<name>:public`). */
  perUser: boolean;
  /** The delta endpoint. */
  path: string;
  /** Whether a list response from this pathname starts the collection's cursor. */
  lists(pathname: string): boolean;
  /** The tables `apply` and `expire` write besides `queries` and `syncCursors` (the pull's transactions). */
  tables(database: DocksideDatabase): Table[];
  /** Applies one delta page (inside the puller's transaction). */
  apply(items: Array<SyncItem<{ id: number }>>, userId: number | null): Promise<void>;
  /**
   * The server said 410: drop what is safe to drop and return `'dropped'` (the cursor goes; the next
   * list response starts one), or refetch and restart the cursor itself (`'refetched'`; on failure the old
   * cursor stays and the next pull tries again). `refetch` GETs a list and gives its data and token.
   */
  expire(userId: number | null, refetch: Refetch): Promise<'dropped' | 'refetched'>;
  /** After a pull changed the collection or a 410 refetched it (outside the pull's transactions). */
  changed?(userId: number | null): Promise<void>;
}

export type Refetch = <T>(path: string) => Promise<{ data: T; token: string | null } | null>;

const registry: PullCollection[] = [];

/** Adds collections (app/register-sync.ts, at start), pulled in the order registered; a name again replaces it. */
export function registerPullCollections(...collections: PullCollection[]): void {
  for (const collection of collections) {
    const index = registry.findIndex((known) => known.name === collection.name);
    if (index >= 0) registry[index] = collection;
    else registry.push(collection);
  }
}

/** The registered collections, in the order they are pulled. */
export const pullCollections = (): readonly PullCollection[] => registry;

export const cursorKey = (collection: PullCollection, userId: number | null) =>
  `${collection.name}:${collection.perUser ? userId : 'public'}`;

/** Every table a pull writes, for its transactions. */
export const pullTables = (): Table[] => [
  ...new Set<Table>([db.queries, ...registry.flatMap((collection) => collection.tables(db)), db.syncCursors]),
];

/** A delta page sorted: the latest copy of each changed item by id, and the ids of the removed ones. */
export type Split<T> = { changed: Map<number, T>; removed: Set<number> };

export function split<T extends { id: number }>(items: Array<SyncItem<{ id: number }>>): Split<T> {
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

/** The items of a saved response: a plain array, or a page `{ items, next }`. */
type ListData<T> = T[] | { items: T[]; next: string | null };

/**
 * Rewrites the saved list responses under `prefix` that `match` accepts: removed items go, changed ones are
 * replaced where they are (and `place`d when given). Only rows that changed are written.
 */
export async function editLists<T extends { id: number }>(
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
export const inserting =
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

export const newestFirst =
  <T>(field: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(field(b)) - Date.parse(field(a));

/** A saved response's key without its query and its `#` suffix. */
export const pathnameOf = (key: string) => key.split(/[?#]/)[0];

/** Refetches a private list after a 410 and stores it as the screen would, before anything is dropped. */
async function refetchOwn<T extends { id: number }>(
  path: string,
  userId: number | null,
  refetch: Refetch,
  store: (items: T[], userId: number) => Promise<void>,
  name: string,
): Promise<'refetched'> {
  if (userId === null) return 'refetched';
  const fresh = await refetch<T[]>(path);
  if (!fresh) return 'refetched';
  await db.transaction('rw', pullTables(), async () => {
    const key = userListKey(path, userId);
    await store(fresh.data, userId);
    await db.queries.put({ key, data: fresh.data, fetchedAt: Date.now(), invalidated: false, userId });
    if (fresh.token) await db.syncCursors.put({ key: `${name}:${userId}`, token: fresh.token, pulledAt: Date.now() });
    else await db.syncCursors.delete(`${name}:${userId}`);
  });
  return 'refetched';
}

/** What a user's own list (userList) is made of. */
export interface UserList<T extends { id: number }> {
  name: string;
  /** The list's endpoint, also its delta endpoint; saved as `<path>#user-<id>`. */
  path: string;
  /** The date a list is ordered by, newest first. */
  newest: (item: T) => string;
  tables: PullCollection['tables'];
  /** Writes a delta into the list's table. */
  write: (delta: Split<T>, userId: number) => Promise<void>;
  /** Replaces the list's table with a refetched list (after a 410). */
  store: (items: T[], userId: number) => Promise<void>;
  changed?: PullCollection['changed'];
}

/**
 * One of the user's own lists (`<path>#user-<id>`): the whole delta into its table (`write`) and its saved
 * response, newest first by `newest`; on 410 the list is refetched before anything is replaced (`store`).
 */
export function userList<T extends { id: number }>({ name, path, newest, tables, write, store, changed }: UserList<T>): PullCollection {
  return {
    name,
    perUser: true,
    path,
    lists: (pathname) => pathname === path,
    tables,
    async apply(items, userId) {
      if (userId === null) return;
      const delta = split<T>(items);
      await write(delta, userId);
      const key = userListKey(path, userId);
      await editLists(key, (k) => k === key, delta, inserting(delta.changed, newestFirst(newest)));
    },
    expire: (userId, refetch) => refetchOwn<T>(path, userId, refetch, store, name),
    changed,
  };
}
