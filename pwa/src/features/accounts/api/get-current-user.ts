import type { CurrentUser } from '@dockside/shared/accounts';
import { apiGet } from '@/lib/api-client';

/** GET /api/user: the signed-in user, or null when signed out (spec §7: 401 gives null). */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return apiGet<CurrentUser>('/api/user', { on401: 'returnNull', signal });
}
