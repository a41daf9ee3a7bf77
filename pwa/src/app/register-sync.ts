import { LISTING_OPERATIONS } from '@/features/listings/sync/listing-operations';
import { COMMUNITY_OPERATIONS } from '@/features/community/sync/community-operations';
import { REPORT_OPERATIONS } from '@/features/moderation/sync/report-operations';
import { SAVED_SEARCH_OPERATIONS } from '@/features/saved-searches/sync/saved-search-operations';
import { BOAT_OPERATIONS } from '@/features/boats/sync/boat-operations';
import { registerOutboxOperations } from '@/lib/sync/operations';

/**
 * The sync registry's outbox half (docs/architecture.md §6.3): every feature's offline operations, registered
 * before the engine's first flush (start-sync.ts). The pull half loads later, with the pulls (register-pulls.ts).
 */
export function registerSyncOperations(): void {
  registerOutboxOperations(LISTING_OPERATIONS);
  registerOutboxOperations(COMMUNITY_OPERATIONS);
  registerOutboxOperations(REPORT_OPERATIONS);
  registerOutboxOperations(SAVED_SEARCH_OPERATIONS);
  registerOutboxOperations(BOAT_OPERATIONS);
}
