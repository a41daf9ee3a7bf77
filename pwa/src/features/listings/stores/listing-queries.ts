import { CATALOG_PAGE, type BoatPart, type SavedPart } from '@dockside/shared/listings';
import { useCallback, useState } from 'react';
import { getBoatPart, boatPartUrl } from '../api/get-boat-part';
import { getBoatParts, type PartsPage } from '../api/get-boat-parts';
import { FEATURED_PARTS_URL, getFeaturedParts } from '../api/get-featured-parts';
import { MY_PARTS_URL, getMyParts } from '../api/get-my-parts';
import { SAVED_PARTS_URL, getSavedParts } from '../api/get-saved-parts';
import { FRESHNESS_MS } from '../listings.constants';
import { toCatalogApiUrl, type CatalogFilters } from '../utils/catalog-filters';
import { fetchQuery, getQueryEntry, invalidateQueries, setQueryData, useQuery } from './query-cache';

/** The screens' reads, each with its spec §9 freshness. */

export function useFeaturedParts() {
  return useQuery(FEATURED_PARTS_URL, getFeaturedParts, FRESHNESS_MS.home);
}

/** A short list for the home page (e.g. 2 new parts), cached 5 minutes. */
export function useHomeParts(query: string) {
  const url = `/api/boat-parts?${query}`;
  return useQuery(url, async () => (await getBoatParts(url)).items, FRESHNESS_MS.home);
}

export function usePart(id: string | undefined) {
  return useQuery(id ? boatPartUrl(id) : null, () => getBoatPart(id ?? ''), FRESHNESS_MS.detail);
}

/**
 * The part for its edit form: always fetched when the form opens (spec §7: only when signed in), so the
 * seller edits the current version with its contact details, never a copy cached for a visitor.
 */
export function usePartForEdit(id: string | undefined, signedIn: boolean) {
  return useQuery(id && signedIn ? `${boatPartUrl(id)}#edit` : null, () => getBoatPart(id ?? ''), 0);
}

/*
 * The user's own lists are cached per user (the key names the user), so after a sign-out and another
 * sign-in in the same tab nobody sees the previous user's listings or saved parts.
 */
const mine = (url: string, userId: number) => `${url}#user-${userId}`;

export function useMyParts(userId: number | null) {
  return useQuery(userId === null ? null : mine(MY_PARTS_URL, userId), getMyParts, FRESHNESS_MS.account);
}

export function useSavedParts(userId: number | null) {
  return useQuery(userId === null ? null : mine(SAVED_PARTS_URL, userId), getSavedParts, FRESHNESS_MS.account);
}

/**
 * The catalogue: the first page by its URL (1 minute), further pages appended to the same cache entry as
 * the user scrolls, so going back from a part to the list shows everything that was loaded.
 */
export function useCatalog(filters: CatalogFilters) {
  const url = toCatalogApiUrl(filters, CATALOG_PAGE.defaultLimit);
  const query = useQuery<PartsPage>(url, () => getBoatParts(url), FRESHNESS_MS.catalog);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const [loadMoreFailed, setLoadMoreFailed] = useState<string | null>(null);

  const next = query.data?.next ?? null;
  const loadMore = useCallback(() => {
    const current = getQueryEntry<PartsPage>(url)?.data;
    if (!current?.next || loadingMore === current.next) return;
    const nextUrl = current.next;
    setLoadingMore(nextUrl);
    setLoadMoreFailed(null);
    fetchQuery(`${nextUrl}#page`, () => getBoatParts(nextUrl))
      .then((page) => {
        setQueryData<PartsPage>(url, (data) => {
          // The first page may have been refreshed meanwhile: only append to the list this page continues.
          if (!data || data.next !== nextUrl) return data ?? page;
          const seen = new Set(data.items.map((part) => part.id));
          return { items: [...data.items, ...page.items.filter((part) => !seen.has(part.id))], next: page.next };
        });
      })
      .catch(() => setLoadMoreFailed(nextUrl))
      .finally(() => setLoadingMore(null));
  }, [url, loadingMore]);

  return {
    ...query,
    parts: query.data?.items,
    hasMore: next !== null,
    loadingMore: loadingMore !== null,
    loadMoreFailed: loadMoreFailed !== null && loadMoreFailed === next,
    loadMore,
  };
}

/** After a create, update or delete: every list and the part itself are refetched by whoever shows them. */
export function invalidateListings(): void {
  invalidateQueries('/api/boat-parts', SAVED_PARTS_URL);
}

export function invalidateSavedParts(): void {
  invalidateQueries(SAVED_PARTS_URL);
}

/** Puts a listing the API just returned into the detail cache, so its page shows without a fetch. */
export function primePart(part: BoatPart): void {
  setQueryData<BoatPart>(boatPartUrl(part.id), () => part);
}

/** After a save or unsave succeeded: the saved list in the cache follows at once (no refetch needed). */
export function markSaved(userId: number, part: BoatPart, saved: boolean): void {
  const key = mine(SAVED_PARTS_URL, userId);
  if (!getQueryEntry<SavedPart[]>(key)?.data) return;
  setQueryData<SavedPart[]>(key, (list = []) => {
    const others = list.filter((item) => item.id !== part.id);
    return saved ? [{ ...part, savedAt: new Date().toISOString() }, ...others] : others;
  });
}
