import type { ListingDecisionInput, ModerationQueueItem } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/listings/{id}/decision: approve, reject or remove (reason required for the last two). */
export function decideListing(id: number, input: ListingDecisionInput): Promise<ModerationQueueItem> {
  return apiRequest<ModerationQueueItem>('POST', `/api/admin/listings/${id}/decision`, { ...input });
}
