import type { UsernameAvailability } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/check-username/{username} (spec §7). */
export function checkUsername(username: string, signal?: AbortSignal): Promise<UsernameAvailability> {
  return apiRequest<UsernameAvailability>('GET', `/api/check-username/${encodeURIComponent(username)}`, undefined, { signal });
}
