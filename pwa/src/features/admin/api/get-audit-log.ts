import type { AuditEntry } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit?limit=&before=: moderation actions, newest first; `before` = the last id of the previous page. */
export function getAuditLog(limit: number, before?: number): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) params.set('before', String(before));
  return apiRequest<AuditEntry[]>('GET', `/api/admin/audit?${params}`);
}
