import type { ReportDecisionInput } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';

export interface ReportDecided {
  id: number;
  action: string;
  closed: number;
}

/** POST /api/admin/reports/{id}/decision: uphold (optionally suspending the owner) or dismiss every open report of the item. */
export function decideReport(id: number, input: ReportDecisionInput): Promise<ReportDecided> {
  return apiRequest<ReportDecided>('POST', `/api/admin/reports/${id}/decision`, { ...input });
}
