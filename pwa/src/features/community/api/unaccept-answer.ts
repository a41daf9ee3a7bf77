import type { QuestionDetail } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/expert-answers/{id}/accept (ours): the question has no accepted answer again. */
export function unacceptAnswer(id: number): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>('DELETE', `/api/expert-answers/${id}/accept`);
}
