import type { Boat } from '@dockside/shared/fitment';
import { db } from '@/lib/db/database';
import { type PullCollection, split } from '@/lib/sync/pull-collections';
import { BOATS_URL } from '../api/get-boats';
import { storeBoats } from '../stores/boat-rows';

/**
 * The user's boats (docs/architecture.md §6.4): the whole delta into `db.boats`; deleted boats come as
 * tombstones. On 410 the list is fetched again and replaces the device's copy before the cursor restarts.
 */
export const BOATS_PULL: PullCollection = {
  name: 'boats',
  perUser: true,
  path: BOATS_URL,
  lists: (pathname) => pathname === BOATS_URL,
  tables: (database) => [database.boats],
  async apply(items, userId) {
    if (userId === null) return;
    const { changed, removed } = split<Boat>(items);
    await db.boats.bulkDelete([...removed]);
    await db.boats.bulkPut([...changed.values()].map((boat) => ({ ...boat, userId })));
  },
  async expire(userId, refetch) {
    if (userId === null) return 'dropped';
    const fresh = await refetch<Boat[]>(BOATS_URL);
    if (!fresh) return 'refetched';
    await db.transaction('rw', db.boats, db.syncCursors, async () => {
      await storeBoats(userId, fresh.data);
      const key = `boats:${userId}`;
      if (fresh.token) await db.syncCursors.put({ key, token: fresh.token, pulledAt: Date.now() });
      else await db.syncCursors.delete(key);
    });
    return 'refetched';
  },
};
