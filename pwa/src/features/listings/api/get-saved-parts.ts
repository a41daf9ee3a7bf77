import type { SavedPart } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

export const SAVED_PARTS_URL = '/api/saved-parts';

/** GET /api/saved-parts: the signed-in user's saved listings, newest saved first. */
export async function getSavedParts(): Promise<SavedPart[]> {
  return (await apiRequest<SavedPart[] | undefined>('GET', SAVED_PARTS_URL)) ?? [];
}
