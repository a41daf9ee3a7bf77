import { CATALOG_PAGE, type BoatPart, type SavedPart } from '@dockside/shared/listings';
import { useCallback, useEffect, useState } from 'react';
import type { DocksideDatabase } from '@/lib/db/database';
import { deviceDatabase, loadedDatabase, useDeviceQuery } from '@/lib/db/device';
import { scheduleEviction } from '@/lib/db/part-cache';
import { fromPartRow, toPartRow } from '@/lib/db/part-row';
import { pinSavedAndOwnImages } from '@/lib/db/pinned-parts';
import { invalidateQueries, setQueryData, updateQueryData } from '@/lib/query/query-store';
import { usePagedQuery } from '@/lib/query/use-paged-query';
import { useQuery } from '@/lib/query/use-query';
import { useShownDataAge } from '@/lib/query/shown-data-age';
import { useOnline } from '@/lib/use-online';
import { getBoatPart, boatPartUrl } from '../api/get-boat-part';
import { getBoatParts, type PartsPage } from '../api/get-boat-parts';
import { FEATURED_PARTS_URL, getFeaturedParts } from '../api/get-featured-parts';
import { MY_PARTS_URL, getMyParts } from '../api/get-my-parts';
import { SAVED_PARTS_URL, getSavedParts } from '../api/get-saved-parts';
import { FRESHNESS_MS } from '../listings.constants';
import { toCatalogApiUrl, type CatalogFilters } from '../utils/catalog-filters';
import { readCatalogPageOnDevice } from '../utils/offline-catalog';
import { catalogFirstRead, forgetCatalogFirstPage } from './catalog-first-read';

/**
 * The screens' reads, each with its spec §9 freshness. Answers are kept in Dexie (lib/query), and every
 * part seen in a list goes into the `parts` table too: the catalogue can then be searched offline and a
 * part opened offline from a list shows what the list showed.
 */

/** Keeps the parts a list showed (seen now); past the cap, the parts seen longest ago leave once idle. */
export const keepParts = async (parts: readonly BoatPart[], db: DocksideDatabase) => {
  await db.parts.bulkPut(parts.map((part) => toPartRow(publicCopy(part))));
  scheduleEviction();
};
const keepPage = (page: PartsPage, db: DocksideDatabase) => keepParts(page.items, db);

/** Lists never carry contact details; the detail copy may (kept in partDetails, cleared at sign-out). */
function publicCopy(part: BoatPart): BoatPart {
  return { ...part, contactEmail: null, contactPhone: null } as BoatPart;
}

export function useFeaturedParts() {
  return useQuery(FEATURED_PARTS_URL, getFeaturedParts, FRESHNESS_MS.home, { normalize: keepParts });
}

/** A short list for the home page (e.g. 2 new parts), cached 5 minutes. */
export function useHomeParts(query: string) {
  const url = `/api/boat-parts?${query}`;
  return useQuery(url, async () => (await getBoatParts(url)).items, FRESHNESS_MS.home, { normalize: keepParts });
}

/**
 * A part's page. Fetched while signed in, the answer carries the viewer's boats' fitment (`fitsMyBoats`):
 * the saved copy is then the viewer's, cleared at sign-out like their other private data.
 */
export function usePart(id: string | undefined, viewerId: number | null = null) {
  const partId = Number(id);
  return useQuery(id ? boatPartUrl(id) : null, () => getBoatPart(id ?? ''), FRESHNESS_MS.detail, {
    userId: viewerId,
    normalize: async (part, db) => {
      await db.partDetails.put({ ...part, fetchedAt: Date.now() });
      await db.parts.update(part.id, { seenAt: Date.now() });
    },
    // Opened offline from a list: show what the list knew about it.
    fallback: async (db) => {
      if (!Number.isSafeInteger(partId)) return undefined;
      const seen = (await db.partDetails.get(partId)) ?? (await db.parts.get(partId));
      return seen && fromPartRow(seen);
    },
  });
}

/**
 * The part for its edit form: always fetched when the form opens (spec §7: only when signed in), so the
 * seller edits the current version with its contact details; offline, the owner's saved copy.
 */
export function usePartForEdit(id: string | undefined, userId: number | null) {
  const partId = Number(id);
  return useQuery(id && userId !== null ? `${boatPartUrl(id)}#edit` : null, () => getBoatPart(id ?? ''), 0, {
    userId,
    fallback: async (db) => {
      const own = Number.isSafeInteger(partId) ? await db.partDetails.get(partId) : undefined;
      return own && own.userId === userId ? own : undefined;
    },
  });
}

/*
 * The user's own lists are kept per user (the key names the user, and the rows are private: cleared at
 * sign-out), so nobody sees the previous user's listings or saved parts on a shared device.
 */
const mine = (url: string, userId: number) => `${url}#user-${userId}`;

export function useMyParts(userId: number | null) {
  return useQuery(userId === null ? null : mine(MY_PARTS_URL, userId), getMyParts, FRESHNESS_MS.account, {
    userId,
    normalize: async (parts, db) => {
      await db.partDetails.bulkPut(parts.map((part) => ({ ...part, fetchedAt: Date.now() })));
      void pinSavedAndOwnImages(userId);
    },
  });
}

export function useSavedParts(userId: number | null) {
  return useQuery(userId === null ? null : mine(SAVED_PARTS_URL, userId), getSavedParts, FRESHNESS_MS.account, {
    userId,
    normalize: async (parts, db) => {
      if (userId === null) return;
      await db.savedParts.where('userId').equals(userId).delete();
      await db.savedParts.bulkPut(parts.map((part) => ({ ...part, userId })));
      void pinSavedAndOwnImages(userId);
    },
  });
}

/**
 * The first page an offline cold start read while this screen's code loaded (catalog-first-read.ts), for the
 * search shown: its parts from the first render when it had answered by then, or once it answers (`waiting`
 * until then). It is used by the screen that mounts first, for the search it mounted with; a later visit
 * reads the device again.
 */
function useCatalogFirstRead(url: string, online: boolean): { items?: BoatPart[]; waiting: boolean } {
  const [read, setRead] = useState(() => {
    const early = online ? undefined : catalogFirstRead(url);
    return { url, items: early?.items, pending: early && !early.items ? early.answer : undefined };
  });
  useEffect(forgetCatalogFirstPage, []);
  const { pending } = read;
  useEffect(() => {
    if (!pending) return undefined;
    let mounted = true;
    void pending.then((items) => mounted && setRead((current) => ({ url: current.url, items, pending: undefined })));
    return () => {
      mounted = false;
    };
  }, [pending]);
  return read.url === url ? { items: read.items, waiting: pending !== undefined } : { waiting: false };
}

/**
 * The catalogue. Online: the first page by its URL (1 minute), further pages appended to the same saved
 * entry as the user scrolls. Offline: the parts on this device, one indexed read of the parts shown
 * (docs/architecture.md §6.2) — for a search never made online as for one made before; a saved entry holding every page
 * scrolled through is not read whole on a cold start. Showing more reads one more page's worth.
 */
export function useCatalog(filters: CatalogFilters) {
  const online = useOnline();
  const url = toCatalogApiUrl(filters, CATALOG_PAGE.defaultLimit);
  const query = usePagedQuery<BoatPart>(online ? url : null, getBoatParts, FRESHNESS_MS.catalog, { normalize: keepPage });
  // A saved list can hold hundreds of parts (all the pages loaded): the grid starts with one page and
  // shows more as the user scrolls, so a cold start paints quickly.
  const [shown, setShown] = useState<{ url: string; count: number }>({ url, count: CATALOG_PAGE.defaultLimit });
  const count = shown.url === url ? shown.count : CATALOG_PAGE.defaultLimit;
  // While the early read runs, the live read waits for it: run side by side, the two did the same work at
  // once (a two-word search over 50,000 parts: ≈ 350 ms each, the cards waiting for the later one).
  const early = useCatalogFirstRead(url, online);
  // One part more than shown tells whether there are more. Tagged with its URL: while another search is
  // read, the previous one's parts must not show as its answer (a longer read of the same one may).
  const device = useDeviceQuery(
    async (db) => (online || early.waiting ? null : { url, items: await readCatalogPageOnDevice(db, filters, { limit: count + 1 }) }),
    // The URL names the filters.
    [online, url, count, early.waiting],
  );
  // Until the live read has answered (null: it has not read yet), the early read's parts.
  const onDevice = online ? undefined : device ? (device.url === url ? device.items : undefined) : early.items;
  useShownDataAge(onDevice ? null : undefined);

  const items = online ? query.items : onDevice;
  const moreOnDevice = items !== undefined && items.length > count;
  const loadMore = useCallback(() => {
    if (moreOnDevice) setShown({ url, count: count + CATALOG_PAGE.defaultLimit });
    else if (online) query.loadMore();
  }, [moreOnDevice, online, url, count, query]);
  const parts = items?.slice(0, count);
  if (online) return { ...query, parts, hasMore: moreOnDevice || query.hasMore, loadMore };
  return {
    ...query,
    status: onDevice ? ('success' as const) : ('loading' as const),
    error: undefined,
    fetching: false,
    parts,
    hasMore: moreOnDevice,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore,
  };
}

/** After a create, update or delete: every list and the part itself are refetched by whoever shows them. */
export function invalidateListings(): Promise<void> {
  return invalidateQueries(['/api/boat-parts', SAVED_PARTS_URL]);
}

/** Puts a listing the API just returned into the detail cache, so its page shows without a fetch. */
export async function primePart(part: BoatPart): Promise<void> {
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.partDetails.put({ ...part, fetchedAt: Date.now() });
  await setQueryData<BoatPart>(boatPartUrl(part.id), part);
}

/** After a save or unsave: the saved list on the device follows at once (the server is told by the outbox). */
export async function markSaved(userId: number, part: BoatPart, saved: boolean): Promise<void> {
  const db = loadedDatabase() ?? (await deviceDatabase());
  await db.transaction('rw', db.queries, db.savedParts, async () => {
    await updateQueryData<SavedPart[]>(mine(SAVED_PARTS_URL, userId), (list) => {
      const others = list.filter((item) => item.id !== part.id);
      return saved ? [{ ...part, savedAt: new Date().toISOString() }, ...others] : others;
    });
    if (saved) await db.savedParts.put({ ...part, savedAt: new Date().toISOString(), userId });
    else await db.savedParts.delete([userId, part.id]);
  });
  void pinSavedAndOwnImages(userId);
}
