import { apiRequest } from '@/lib/api-client';
import { SAVED_PARTS_URL } from './get-saved-parts';

/** DELETE /api/saved-parts/{partId}. */
export async function unsavePart(partId: number): Promise<void> {
  await apiRequest('DELETE', `${SAVED_PARTS_URL}/${partId}`);
}
