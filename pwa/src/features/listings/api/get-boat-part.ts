import type { BoatPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

export const boatPartUrl = (id: string | number) => `/api/boat-parts/${encodeURIComponent(String(id))}`;

/** GET /api/boat-parts/{id}; a missing part answers 404 (an ApiError). */
export function getBoatPart(id: string | number): Promise<BoatPart> {
  return apiRequest<BoatPart>('GET', boatPartUrl(id));
}
