import type { SavedPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';
import { SAVED_PARTS_URL } from '@/lib/db/pinned-parts';

/** The device keeps it too (lib/db/pinned-parts): saved parts keep their photos offline. */
export { SAVED_PARTS_URL };

/** GET /api/saved-parts: the signed-in user's saved listings, newest saved first. */
export async function getSavedParts(): Promise<SavedPart[]> {
  return (await apiRequest<SavedPart[] | undefined>('GET', SAVED_PARTS_URL)) ?? [];
}
