import type { ListingDeleted } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';
import { boatPartUrl } from './get-boat-part';

/** DELETE /api/boat-parts/{id} (owner only: 403 otherwise, 404 when missing). */
export function deleteBoatPart(id: number): Promise<ListingDeleted | undefined> {
  return apiRequest<ListingDeleted | undefined>('DELETE', boatPartUrl(id));
}
