import type { AdminUser } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/users?q=&before=&limit=: username, full name and e-mail search, newest account first. */
export function searchUsers(q: string, limit: number, before?: number): Promise<AdminUser[]> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (before !== undefined) params.set('before', String(before));
  return apiRequest<AdminUser[]>('GET', `/api/admin/users?${params}`);
}
