import type { Boat } from '@dockside/shared/fitment';
import { apiRequest } from '@/lib/api-client';

/** GET/POST /api/boats, GET/PUT/DELETE /api/boats/{id}; also the boats' delta endpoint. */
export const BOATS_URL = '/api/boats';

export const boatUrl = (id: number) => `${BOATS_URL}/${id}`;

/** GET /api/boats: the signed-in user's boats, oldest first (its X-Sync-Token starts the boats' delta pulls). */
export async function getBoats(): Promise<Boat[]> {
  return (await apiRequest<Boat[] | undefined>('GET', BOATS_URL)) ?? [];
}
