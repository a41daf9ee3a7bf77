import type { AdminUser } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/users/{id}/suspension: ends the user's sessions and takes their listings out of the catalogue. */
export function suspendUser(id: number, reason: string): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', `/api/admin/users/${id}/suspension`, { reason });
}
