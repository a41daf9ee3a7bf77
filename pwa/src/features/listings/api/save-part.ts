import { apiRequest } from '@/lib/api-client';
import { SAVED_PARTS_URL } from './get-saved-parts';

/** PUT /api/saved-parts/{partId}: saves a part (saving twice is harmless). */
export async function savePart(partId: number): Promise<void> {
  await apiRequest('PUT', `${SAVED_PARTS_URL}/${partId}`);
}
