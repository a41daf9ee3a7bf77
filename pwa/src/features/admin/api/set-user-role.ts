import type { AdminUser, GrantableRole } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/admin/users/{id}/role (admins only): member, expert or moderator. */
export function setUserRole(id: number, role: GrantableRole): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${id}/role`, { role });
}
