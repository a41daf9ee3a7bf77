import type { SavedSearch } from '@dockside/shared/alerts';
import { isShownAsPending } from '@/lib/sync/outbox';
import type { OutboxItem, OutboxStatus } from '@/lib/sync/outbox.types';

/** A change of this row still on the device (pending), or refused by the server (rejected). */
export interface RowChange {
  itemId: string;
  status: Exclude<OutboxStatus, 'done'>;
  message?: string;
}

/** A row of the Saved Searches list: the server's copy with the user's changes not yet on the server. */
export interface SavedSearchRow extends Pick<SavedSearch, 'name' | 'query' | 'frequency' | 'paused'> {
  key: string;
  /** null while its creation waits in the outbox. */
  id: number | null;
  change?: RowChange;
}

const isSavedSearch = (value: unknown): value is SavedSearch =>
  typeof value === 'object' && value !== null && typeof (value as SavedSearch).id === 'number' && 'query' in value;

const rowOf = (search: SavedSearch): SavedSearchRow => ({
  key: `search-${search.id}`,
  id: search.id,
  name: search.name,
  query: search.query,
  frequency: search.frequency,
  paused: search.paused,
});

const changeOf = (item: OutboxItem): RowChange => ({
  itemId: item.id,
  status: item.status === 'done' ? 'pending' : item.status,
  message: item.lastError,
});

/**
 * The saved list (`fetchedAt`: when it was fetched) with the outbox's saved-search items laid over it, oldest
 * first: waiting creations on top, waiting renames, frequency and pause changes applied (marked pending),
 * waiting deletions hidden; refused ones shown with the server's message and their row left as the server has
 * it. Items sent after the list was fetched are applied with the server's answer until the list is fetched
 * again, so a sent change never flickers back.
 */
export function withPendingChanges(list: readonly SavedSearch[], items: readonly OutboxItem[], fetchedAt = 0): SavedSearchRow[] {
  let rows = list.map(rowOf);
  const created: SavedSearchRow[] = [];
  for (const item of items) {
    const sentSince = item.status === 'done' && (item.doneAt ?? 0) > fetchedAt;
    if (!sentSince && !isShownAsPending(item)) continue;
    const { op } = item;
    if (op.type === 'create-saved-search') {
      if (sentSince) {
        if (isSavedSearch(item.result) && !rows.some((row) => row.id === (item.result as SavedSearch).id))
          created.unshift(rowOf(item.result));
      } else {
        created.unshift({ key: item.id, id: null, ...op.search, paused: false, change: changeOf(item) });
      }
    } else if (op.type === 'update-saved-search') {
      rows = rows.map((row) => {
        if (row.id !== op.searchId) return row;
        if (sentSince) return isSavedSearch(item.result) ? { ...row, ...rowOf(item.result) } : row;
        return item.status === 'pending' ? { ...row, ...op.changes, change: changeOf(item) } : { ...row, change: changeOf(item) };
      });
    } else if (op.type === 'delete-saved-search') {
      rows = rows.flatMap((row) =>
        row.id !== op.searchId ? [row] : item.status === 'rejected' ? [{ ...row, change: changeOf(item) }] : [],
      );
    }
  }
  return [...created, ...rows];
}
