import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import { db } from '@/lib/db/database';
import { OWN_LISTINGS_URL } from '@/lib/db/part-cache';
import { keptPartIds } from '@/lib/db/part-eviction';
import { toPartRow } from '@/lib/db/part-row';
import { SAVED_PARTS_URL, pinSavedAndOwnImages } from '@/lib/db/pinned-parts';
import { type PullCollection, editLists, pathnameOf, split, userList } from '@/lib/sync/pull-collections';

/**
 * The listings' delta pulls (docs/architecture.md §6.4): the catalogue only updates what the device already
 * holds; the user's saved parts and own listings take their whole delta.
 */

/** Lists never carry contact details (the detail copy may; it keeps its own). */
const publicCopy = (part: BoatPart): BoatPart => ({ ...part, contactEmail: null, contactPhone: null }) as BoatPart;
const withContact = (part: BoatPart, old: BoatPart): BoatPart => ({
  ...part,
  contactEmail: old.contactEmail,
  contactPhone: old.contactPhone,
});

/** Catalogue lists saved on the device: pages (and appended `#page`s), searches, the featured strip. */
const isCatalogList = (key: string) => pathnameOf(key) === '/api/boat-parts' || pathnameOf(key) === '/api/boat-parts/featured';
const partDetailKey = (id: number) => `/api/boat-parts/${id}`;

/** Catalogue (public): only parts already on the device change; tombstones remove them everywhere. */
const catalog: PullCollection = {
  name: 'catalog',
  perUser: false,
  path: '/api/boat-parts',
  lists: (pathname) => pathname === '/api/boat-parts' || pathname === '/api/boat-parts/featured',
  tables: (database) => [database.parts, database.partDetails],
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

/** The user's saved parts: saves and un-saves made elsewhere, edits of saved parts. */
const savedParts = userList<SavedPart>({
  name: 'saved-parts',
  path: SAVED_PARTS_URL,
  newest: (part) => part.savedAt,
  tables: (database) => [database.savedParts],
  async write({ changed, removed }, userId) {
    await db.savedParts.bulkDelete([...removed].map((id) => [userId, id] as [number, number]));
    await db.savedParts.bulkPut([...changed.values()].map((part) => ({ ...part, userId })));
  },
  async store(parts, userId) {
    await db.savedParts.where('userId').equals(userId).delete();
    await db.savedParts.bulkPut(parts.map((part) => ({ ...part, userId })));
  },
  // A part saved on another device keeps its photos offline here too.
  changed: pinSavedAndOwnImages,
});

/** The user's own listings (any status, with contact details), kept in `partDetails`. */
const ownListings = userList<BoatPart>({
  name: 'own-listings',
  path: OWN_LISTINGS_URL,
  newest: (part) => part.createdAt,
  tables: (database) => [database.partDetails],
  async write({ changed, removed }) {
    await db.partDetails.bulkDelete([...removed]);
    await db.partDetails.bulkPut([...changed.values()].map((part) => ({ ...part, fetchedAt: Date.now() })));
  },
  async store(parts, userId) {
    const ids = new Set(parts.map((part) => part.id));
    await db.partDetails.filter((row) => row.userId === userId && !ids.has(row.id)).delete();
    await db.partDetails.bulkPut(parts.map((part) => ({ ...part, fetchedAt: Date.now() })));
  },
  // A part listed on another device keeps its photos offline here too.
  changed: pinSavedAndOwnImages,
});

/** In the order they are pulled: the user's own first (what they care most about), then the public catalogue. */
export const LISTING_PULLS: readonly PullCollection[] = [savedParts, ownListings, catalog];
