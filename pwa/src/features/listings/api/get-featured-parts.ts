import type { BoatPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

export const FEATURED_PARTS_URL = '/api/boat-parts/featured';

/** GET /api/boat-parts/featured. */
export async function getFeaturedParts(): Promise<BoatPart[]> {
  return (await apiRequest<BoatPart[] | undefined>('GET', FEATURED_PARTS_URL)) ?? [];
}
