import type { BoatPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';
import { OWN_LISTINGS_URL } from '@/lib/db/part-cache';

/** The device cache knows it too: own listings are never evicted (lib/db/part-cache). */
export const MY_PARTS_URL = OWN_LISTINGS_URL;

/** GET /api/boat-parts/user: the signed-in user's own listings. */
export async function getMyParts(): Promise<BoatPart[]> {
  return (await apiRequest<BoatPart[] | undefined>('GET', MY_PARTS_URL)) ?? [];
}
