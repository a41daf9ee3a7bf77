import { IMAGES_CACHE, PINNED_IMAGES_CACHE } from '../image-cache';
import { db } from './database';
import { keptPartIds } from './part-eviction';
import { unsentWork } from './private-data';

/**
 * What the device holds for offline use (Account Settings › Offline data, docs/architecture.md §6.5), and the clean-up the
 * user can ask for. Loaded with that section, never with the first route.
 */

export interface OfflineDataCounts {
  /** Catalogue parts in the `parts` table (seen in lists), kept ones included. */
  parts: number;
  /** This user's saved parts. */
  savedParts: number;
  /** Entries of both image caches (each size of a photo is one entry). */
  photos: number;
  drafts: number;
  queued: number;
}

export async function countOfflineData(userId: number): Promise<OfflineDataCounts> {
  const [parts, savedParts, photos, work] = await Promise.all([
    db.parts.count(),
    db.savedParts.where('userId').equals(userId).count(),
    Promise.all([IMAGES_CACHE, PINNED_IMAGES_CACHE].map(countCacheEntries)).then(([seen, pinned]) => seen + pinned),
    unsentWork(userId),
  ]);
  return { parts, savedParts, photos, ...work };
}

/**
 * 'Clear offline data': the catalogue as seen while browsing leaves the device — parts, part pages,
 * questions, members, news, the public answers kept by URL and the sync tokens that vouch for them, and
 * the expiring image cache. What the user made or chose stays: drafts and their photos, queued changes,
 * saved parts and own listings (with their parts and pinned photos, so they still open offline), and the
 * signed-in user's private answers. Online, each screen fetches what it shows again.
 */
export async function clearOfflineData(userId: number): Promise<void> {
  await db.transaction(
    'rw',
    [
      db.queries,
      db.parts,
      db.partDetails,
      db.questions,
      db.questionDetails,
      db.members,
      db.news,
      db.syncCursors,
      db.savedParts,
      db.drafts,
      db.outbox,
    ],
    async () => {
      const kept = await keptPartIds();
      const dropped = (ids: number[]) => ids.filter((id) => !kept.has(id));
      await db.parts.bulkDelete(dropped(await db.parts.toCollection().primaryKeys()));
      await db.partDetails.bulkDelete(dropped(await db.partDetails.toCollection().primaryKeys()));
      await db.queries.filter((row) => row.userId !== userId).delete();
      await Promise.all([db.questions.clear(), db.questionDetails.clear(), db.members.clear(), db.news.clear()]);
      await db.syncCursors.filter((row) => !row.key.endsWith(`:${userId}`)).delete();
    },
  );
  await clearCache(IMAGES_CACHE);
}

async function countCacheEntries(name: string): Promise<number> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  } catch {
    return 0;
  }
}

/** Empties the cache rather than deleting it: the service worker may hold it open. */
async function clearCache(name: string): Promise<void> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(name))) return;
    const cache = await caches.open(name);
    await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
  } catch (error) {
    console.warn(`Could not clear ${name}`, error);
  }
}
