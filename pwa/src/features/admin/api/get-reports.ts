import type { ReportGroup } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_LIST_LIMIT } from '../admin.constants';

/** GET /api/admin/reports: open reports grouped per item, most reported first. */
export function getReports(): Promise<ReportGroup[]> {
  return apiRequest<ReportGroup[]>('GET', `/api/admin/reports?limit=${ADMIN_LIST_LIMIT}`);
}
