import type { SavedSearch } from '@dockside/shared/alerts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '@/lib/db/database';
import { useQuery } from '@/lib/query/use-query';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { SAVED_SEARCHES_URL, getSavedSearches } from '../api/get-saved-searches';
import { withPendingChanges } from '../utils/with-pending-changes';

/** Like the account's other lists (spec §9). */
const FRESHNESS_MS = 60_000;

const SAVED_SEARCH_OPS: ReadonlySet<OutboxItem['op']['type']> = new Set([
  'create-saved-search',
  'update-saved-search',
  'delete-saved-search',
] as const);

/**
 * The user's saved searches: kept in Dexie per user (private: the row carries the user and is cleared at
 * sign-out), so the list shows offline; the changes still in the outbox are laid over it.
 */
export function useSavedSearches(userId: number) {
  const query = useQuery<SavedSearch[]>(`${SAVED_SEARCHES_URL}#user-${userId}`, getSavedSearches, FRESHNESS_MS, { userId });
  const items = useLiveQuery(
    async () => (await db.outbox.where('userId').equals(userId).sortBy('seq')).filter((item) => SAVED_SEARCH_OPS.has(item.op.type)),
    [userId],
  );
  const rows = useMemo(
    () => (query.data && items ? withPendingChanges(query.data, items, query.savedAt) : undefined),
    [query.data, items, query.savedAt],
  );
  // The list was never fetched on this device (e.g. first opened offline): what waits to be sent still shows.
  const waiting = useMemo(() => (items ? withPendingChanges([], items) : []), [items]);
  return { ...query, rows, waiting };
}
