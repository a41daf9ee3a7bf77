import type { VoteResult } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** POST /api/expert-answers/{id}/vote: `increment` true votes, false withdraws; answers the new count. */
export function voteAnswer(id: number, increment: boolean): Promise<VoteResult> {
  return apiRequest<VoteResult>('POST', `/api/expert-answers/${id}/vote`, { increment });
}
