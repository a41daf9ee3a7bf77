import type { SavedSearch } from '@dockside/shared/alerts';
import type { SavedSearchRow } from './saved-searches.repository';

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
