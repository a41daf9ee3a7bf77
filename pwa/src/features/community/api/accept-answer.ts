import type { QuestionDetail } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** POST /api/expert-answers/{id}/accept (ours): answers the question's updated `{ question, answers }`. */
export function acceptAnswer(id: number): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>('POST', `/api/expert-answers/${id}/accept`);
}
