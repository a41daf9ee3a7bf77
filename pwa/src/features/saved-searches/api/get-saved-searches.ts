import type { SavedSearch } from '@dockside/shared/alerts';
import { apiRequest } from '@/lib/api-client';

/** The endpoint; its writes (POST, PATCH, DELETE /{id}) are outbox operations (../sync/saved-search-operations.ts). */
export const SAVED_SEARCHES_URL = '/api/saved-searches';

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export async function getSavedSearches(): Promise<SavedSearch[]> {
  return (await apiRequest<SavedSearch[] | undefined>('GET', SAVED_SEARCHES_URL)) ?? [];
}
