import type { BoatPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

export const MY_PARTS_URL = '/api/boat-parts/user';

/** GET /api/boat-parts/user: the signed-in user's own listings. */
export async function getMyParts(): Promise<BoatPart[]> {
  return (await apiRequest<BoatPart[] | undefined>('GET', MY_PARTS_URL)) ?? [];
}
