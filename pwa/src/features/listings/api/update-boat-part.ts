import type { BoatPart, ListingInput } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';
import { toBody } from './create-boat-part';
import { boatPartUrl } from './get-boat-part';

/** PUT /api/boat-parts/{id}: the same body as POST; returns the updated listing. */
export function updateBoatPart(id: number, body: ListingInput): Promise<BoatPart> {
  return apiRequest<BoatPart>('PUT', boatPartUrl(id), toBody(body));
}
