import type { CreateSavedSearchInput, UpdateSavedSearchInput } from '@dockside/shared/alerts';
import { invalidateQueries } from '@/lib/query/query-store';
import type { OutboxOperationDefinitions } from '@/lib/sync/operations';
import { SAVED_SEARCHES_URL } from '../api/get-saved-searches';

declare module '@/lib/sync/outbox.types' {
  /** Saved searches' outbox operations, as stored on devices (never change a stored field's meaning). */
  interface OutboxOperations {
    'create-saved-search': { search: CreateSavedSearchInput };
    'update-saved-search': { searchId: number; changes: UpdateSavedSearchInput };
    'delete-saved-search': { searchId: number };
  }
}

const followSearches = () => invalidateQueries(SAVED_SEARCHES_URL);

/** POST, PATCH and DELETE /api/saved-searches (spec §7); the list follows once the server has each. */
export const SAVED_SEARCH_OPERATIONS: OutboxOperationDefinitions<'create-saved-search' | 'update-saved-search' | 'delete-saved-search'> = {
  'create-saved-search': {
    request: (op) => ({ method: 'POST', path: SAVED_SEARCHES_URL, body: { ...op.search } }),
    applyDone: followSearches,
  },
  'update-saved-search': {
    request: (op) => ({ method: 'PATCH', path: `${SAVED_SEARCHES_URL}/${op.searchId}`, body: { ...op.changes } }),
    applyDone: followSearches,
    // Changing a search deleted on another device reached its goal (there is nothing left to change).
    goneIsDone: true,
  },
  'delete-saved-search': {
    request: (op) => ({ method: 'DELETE', path: `${SAVED_SEARCHES_URL}/${op.searchId}` }),
    applyDone: followSearches,
    goneIsDone: true,
  },
};
