import type { AdminUser } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/users/{id}/suspension: the user can sign in again. */
export function liftSuspension(id: number): Promise<AdminUser> {
  return apiRequest<AdminUser>('DELETE', `/api/admin/users/${id}/suspension`);
}
